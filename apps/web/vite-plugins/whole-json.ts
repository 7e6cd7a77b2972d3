import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const prefix = "\0whole-json:";
// Not ending in .json, so Vite's own JSON plugin leaves the module as this plugin made it.
const suffix = ".whole.js";

/**
 * `import("./texts.json?all")`: the whole JSON file as a module of its own, apart from `import { part } from
 * "./texts.json"`, whose unused parts tree-shaking leaves out. lib/i18n.ts loads the front page's texts the one way and
 * the rest later the other.
 */
/** The id of the module `import("<file>?all")` makes, for a file's absolute path. */
export function wholeJsonModuleId(file: string): string {
  return `${prefix}${file}${suffix}`;
}

export function wholeJson(): Plugin {
  return {
    name: "shop:whole-json",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(".json?all")) return null;
      const resolved = await this.resolve(source.slice(0, -"?all".length), importer, { skipSelf: true });
      return resolved ? wholeJsonModuleId(resolved.id) : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -suffix.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(JSON.parse(readFileSync(file, "utf8")))};`;
    },
  };
}
