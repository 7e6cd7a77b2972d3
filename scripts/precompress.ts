/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the web app's build, once, at the
 * highest levels, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
 * answer again at a lower level.
 *
 * node scripts/precompress.ts [dist folder]   (the web app's `npm run build` runs it on apps/web/dist)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".webmanifest"]);
/** Below this a compressed copy saves less than its own headers cost. */
const minimumBytes = 1024;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : [full];
  });
}

export function precompress(dir: string): { files: number; bytes: number; brotli: number } {
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  for (const file of filesOf(dir)) {
    if (!compressible.has(path.extname(file)) || statSync(file).size < minimumBytes) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    files += 1;
    bytes += data.length;
    brotli += br.length;
  }
  return { files, bytes, brotli };
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? "apps/web/dist");
  const { files, bytes, brotli } = precompress(dir);
  console.log(`precompressed ${files} files: ${bytes} bytes, ${brotli} bytes as Brotli`);
}
