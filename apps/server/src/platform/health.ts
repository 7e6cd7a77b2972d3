import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { publicRoute } from "./auth.ts";

export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get(
    "/healthz",
    {
      schema: {
        tags: ["platform"],
        summary: "Liveness and database check",
        response: {
          200: z.object({ status: z.literal("ok") }),
          503: z.object({ status: z.literal("unavailable"), code: z.literal("service_unavailable") }),
        },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unavailable");
        return reply
          .status(503)
          .send({ status: "unavailable" as const, code: "service_unavailable" as const });
      }
    },
  );
}
