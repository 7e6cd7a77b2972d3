import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { Storage } from "./storage.ts";

/**
 * Files of the storage (and small buffers before them) as one zip, streamed: each stored file is opened only when its
 * turn comes, read as the zip is sent and stored as it is (JPEGs do not shrink by compressing again), so no file is
 * ever held whole in memory. The caller checks first that the files exist; one gone since fails the stream.
 */
export function zipOfStoredFiles(
  storage: Storage,
  files: ReadonlyArray<{ name: string; key: string }>,
  buffers: ReadonlyArray<{ name: string; data: Buffer }> = [],
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // yazl reports a failed opening on the ZipFile and does not watch its input streams: without these, a file
  // gone since the check would leave the download hanging, and a broken connection to S3 would crash the server.
  const fail = (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error)));
  zip.on("error", fail);
  for (const buffer of buffers) zip.addBuffer(buffer.data, buffer.name, { compress: false });
  let reading: Readable | null = null;
  for (const file of files) {
    zip.addReadStreamLazy(file.name, { compress: false }, (done) => {
      storage.stream(file.key).then((stream) => {
        if (stream && output.destroyed) {
          stream.destroy();
        } else if (stream) {
          reading = stream;
          stream.on("error", fail);
          done(null, stream);
        } else {
          fail(new Error(`${file.key} is gone`));
        }
      }, fail);
    });
  }
  zip.end();
  // A download cut short destroys the zip; the file being read (an open S3 response) must not linger.
  output.once("close", () => reading?.destroy());
  return output;
}
