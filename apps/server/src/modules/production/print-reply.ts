import type { FastifyReply } from "fastify";
import { sendRaw } from "../../platform/binary-reply.ts";
import { printOrderLine } from "./service.ts";

/**
 * Sends a line's print file as a PDF download (the operator's route and the studio's order page): production's
 * ProductionError passes to the caller, which answers it in its own words.
 */
export async function sendOrderLinePrint(
  shop: Parameters<typeof printOrderLine>[0],
  reply: FastifyReply,
  line: { orderUuid: string; lineUuid: string; itemUuid: string | null },
): Promise<FastifyReply> {
  const file = await printOrderLine(shop, line.orderUuid, line.lineUuid, line.itemUuid);
  return sendRaw(
    reply,
    200,
    { "content-type": "application/pdf", "content-disposition": `attachment; filename="${file.fileName}"` },
    Buffer.from(file.pdf),
  );
}
