import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { frontPageFile, prerenderedLanguages, shellPageFile } from "@shop/contracts/prerendered-front-page";
import { createServer, type Plugin } from "vite";

const emptyRoot = '<div id="root"></div>';

/** index.html with the front page's markup in its root: the page the server fills for `/` (platform/front-page.ts). */
export function withFrontPage(indexHtml: string, markup: string): string {
  if (!indexHtml.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to prerender into`);
  return indexHtml.replace(emptyRoot, `<div id="root">${markup}</div>`);
}

/**
 * After the build, renders the front page and the shell of every other page in each interface language
 * (src/prerender.tsx, through a Vite server in SSR mode, so it is the app's own code) and writes front.<lang>.html and
 * shell.<lang>.html beside index.html.
 */
export function prerenderFrontPage(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "shop:prerender-front-page",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const server = await createServer({
        root,
        configFile: path.join(root, "vite.config.ts"),
        logLevel: "error",
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: "custom",
      });
      try {
        const { renderFrontPage, renderShell } = (await server.ssrLoadModule("/src/prerender.tsx")) as {
          renderFrontPage: (lang: string) => Promise<string>;
          renderShell: (lang: string) => Promise<string>;
        };
        const indexHtml = readFileSync(path.join(outDir, "index.html"), "utf8");
        for (const lang of prerenderedLanguages) {
          writeFileSync(
            path.join(outDir, frontPageFile(lang)),
            withFrontPage(indexHtml, await renderFrontPage(lang)),
          );
          writeFileSync(
            path.join(outDir, shellPageFile(lang)),
            withFrontPage(indexHtml, await renderShell(lang)),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}
