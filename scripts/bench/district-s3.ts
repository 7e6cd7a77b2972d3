/**
 * The district's bucket, in a process of its own so that its CPU is counted apart from the load generator's: s3rver
 * behind a counting proxy (every request the shop's processes make to the storage, by method). Prints
 * `S3=<endpoint>` when ready; `GET /__counts` on the endpoint answers the counts so far.
 * node scripts/bench/district-s3.ts <folder>
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

const folder = process.argv[2];
if (!folder) throw new Error("name the bucket's folder");
const s3 = new S3rver({ address: "127.0.0.1", port: 0, directory: folder, silent: true });
const { port: s3Port } = await s3.run();
const counts: Record<string, number> = {};

const proxy = http.createServer((request, response) => {
  if (request.url === "/__counts") {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(counts));
    return;
  }
  const method = request.method ?? "GET";
  counts[method] = (counts[method] ?? 0) + 1;
  const forwarded = http.request(
    { host: "127.0.0.1", port: s3Port, path: request.url, method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on("error", () => response.destroy());
  request.pipe(forwarded);
});
proxy.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
const client = new S3Client({
  endpoint,
  region: "us-east-1",
  forcePathStyle: true,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
});
await client.send(new CreateBucketCommand({ Bucket: "shop" }));
client.destroy();
delete counts.PUT;
console.log(`S3=${endpoint}`);
process.on("SIGTERM", () => {
  proxy.close();
  void s3.close().then(() => process.exit(0));
});
