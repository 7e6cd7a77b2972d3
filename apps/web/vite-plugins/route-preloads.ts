import path from "node:path";
import type { Plugin } from "vite";
import { staticClosure } from "./static-closure.ts";
import { wholeJsonModuleId } from "./whole-json.ts";

/**
 * A page whose code and data the server names in the HTML it answers for the page's address, so the browser fetches
 * them while the main chunk downloads instead of one after another (main chunk → page chunk → data → pictures).
 */
export interface RoutePreload {
  /** The router's path, `:name` for one segment (e.g. `/my-account/picture-sets/:pictureSetUuid`). */
  path: string;
  /**
   * The modules the route loads on demand, relative to the web app's root (its page, its lazy parts); `file.json?all`
   * is the whole of a JSON file (vite-plugins/whole-json.ts).
   */
  modules: string[];
  /** The API reads the route's loaders and layout start at once, with the path's `:name`s filled in. */
  fetches: string[];
  /**
   * The most chunk files the route may load besides the entry's: over HTTP/1.1 a phone asks six at a time, and each
   * round costs a round trip, so the build fails when a change splits the route's code into more.
   */
  maxFiles?: number;
}

/** What the server reads from `dist/route-preloads.json`: the same routes, with the built files to preload. */
export interface BuiltRoutePreload {
  path: string;
  /** Absolute URLs of the JavaScript chunks (`/assets/…`), each chunk's static imports included. */
  modules: string[];
  fetches: string[];
}

/** The parts of an output chunk this reads; Rollup's and Rolldown's chunks both have them. */
export interface PreloadChunk {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The modules in the chunk; a chunk made by a `codeSplitting` group has no facade but holds the module. */
  moduleIds?: string[];
  imports: string[];
}
export type PreloadBundle = Record<string, PreloadChunk | { type: "asset"; fileName: string }>;

export const routePreloadsFile = "route-preloads.json";

/**
 * Each route's chunks: the chunk of each of its modules and what those import statically, less what the entry
 * already loads (index.html preloads that).
 */
export function builtRoutePreloads(
  bundle: PreloadBundle,
  routes: RoutePreload[],
  root: string,
  base = "/",
): BuiltRoutePreload[] {
  const chunks = Object.values(bundle).filter((item): item is PreloadChunk => item.type === "chunk");
  const entryFiles = new Set(
    staticClosure(
      bundle,
      chunks.filter((c) => c.isEntry).map((c) => c.fileName),
    ),
  );
  const chunkOf = (module: string): string => {
    const wanted = module.endsWith(".json?all")
      ? wholeJsonModuleId(path.resolve(root, module.slice(0, -"?all".length)))
      : path.resolve(root, module);
    const chunk =
      chunks.find((c) => c.facadeModuleId === wanted) ??
      chunks.find((c) => !c.isEntry && c.facadeModuleId === null && c.moduleIds?.includes(wanted));
    if (chunk === undefined)
      throw new Error(`route preloads: no chunk is made for ${module}; is it imported lazily?`);
    return chunk.fileName;
  };
  return routes.map((route) => {
    const modules = staticClosure(bundle, route.modules.map(chunkOf))
      .filter((fileName) => !entryFiles.has(fileName))
      .map((fileName) => `${base}${fileName}`);
    if (route.maxFiles !== undefined && modules.length > route.maxFiles)
      throw new Error(
        `route preloads: ${route.path} loads ${modules.length} chunk files, more than its ${route.maxFiles}: ${modules.join(", ")}`,
      );
    return { path: route.path, modules, fetches: route.fetches };
  });
}

/** Writes `route-preloads.json` next to index.html for the server (apps/server/src/platform/route-preloads.ts). */
export function routePreloads(routes: RoutePreload[]): Plugin {
  let root = process.cwd();
  let base = "/";
  return {
    name: "shop:route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const built = builtRoutePreloads(bundle as unknown as PreloadBundle, routes, root, base);
      this.emitFile({
        type: "asset",
        fileName: routePreloadsFile,
        source: `${JSON.stringify(built, null, 2)}\n`,
      });
    },
  };
}
