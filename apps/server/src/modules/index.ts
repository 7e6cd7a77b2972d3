import type { FastifyInstance } from "fastify";
import { registerAccess } from "./access/routes.ts";
import { registerAccount } from "./account/routes.ts";
import { registerContent } from "./content/routes.ts";
import { registerImages } from "./images/routes.ts";
import { registerPictureSets } from "./picture-sets/routes.ts";

/** Each module is its own plugin scope, so a module's hooks (e.g. cache headers) stay on its own routes. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(registerContent);
  await app.register(registerAccess);
  await app.register(registerAccount);
  await app.register(registerPictureSets);
  await app.register(registerImages);
}
