import { randomUUID } from "node:crypto";

/** A multipart body of one file (field `file`) as the studio's FormData sends it, for `app.inject`. */
export function multipart(
  file: { name: string; type: string; data: Buffer },
  headers: Record<string, string>,
) {
  const boundary = `----test-${randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
