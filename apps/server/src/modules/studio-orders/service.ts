import type { StudioOrderResponse } from "@shop/contracts/studio-orders";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { mailsTo } from "../../platform/mail.ts";
import { buyersByIds } from "../account/order-reads.ts";
import { paymentKindOf } from "../orders/studio-list.ts";
import { studioOrderCore } from "../orders/studio-order.ts";
import { paymentsOfOrder } from "../payments/order-payments.ts";
import { retouchList } from "../retouch/service.ts";
import { subjectsByIds } from "../subjects/jobs.ts";
import { templateDocumentsOf } from "../templates/versions.ts";

/**
 * The studio's order page (issue 32, decision 0074): the order from the orders module, its payments from payments,
 * its retouch from retouch, its mails from the outbox, its parent from account and its children from subjects. It is
 * a module of its own because payments and production read the orders module: the orders module cannot read them
 * back without a cycle.
 */
export interface StudioOrderDeps {
  db: Db;
  config: Pick<Config, "signingSecret">;
  portalId: number;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export async function studioOrderPage(
  deps: StudioOrderDeps,
  orderUuid: string,
  now: Date,
): Promise<StudioOrderResponse | null> {
  const { db, portalId } = deps;
  const core = await studioOrderCore(db, deps.config, portalId, orderUuid, now);
  if (!core) return null;
  const { order } = core;
  const [buyers, subjects, payments, retouch, designs] = await Promise.all([
    buyersByIds(db, portalId, core.userId === null ? [] : [core.userId]),
    subjectsByIds(
      db,
      [...core.lineSubjects.values()].flatMap((id) => (id === null ? [] : [id])),
    ),
    paymentsOfOrder(db, core.id),
    retouchList(db, portalId, { orderId: core.id }),
    templateDocumentsOf(db, portalId, designsOf(order.orderLines)),
  ]);
  const parent = core.userId === null ? undefined : buyers.get(core.userId);
  // The outbox keeps the parent's mails by address; those about this order name its reference.
  const mails = parent
    ? (await mailsTo(db, parent.email)).filter((m) => m.subject.includes(`#${order.reference}`))
    : [];
  return {
    uuid: order.uuid,
    reference: order.reference,
    status: order.status,
    createdAt: order.createdAt,
    confirmedAt: order.confirmTime,
    currency: order.summary.currency,
    totalPrice: order.summary.totalPrice,
    summary: order.summary,
    rebateCode: order.rebateCode,
    comment: order.comment,
    delivery: order.delivery,
    parent: parent ? { uuid: parent.uuid, email: parent.email, name: parent.name } : null,
    lines: order.orderLines.map((line) => {
      const subjectId = core.lineSubjects.get(line.uuid) ?? null;
      const subject = subjectId === null ? undefined : subjects.get(subjectId);
      return {
        line,
        child: subject ? { name: subject.name, group: subject.group, job: subject.jobName } : null,
        printFiles: (core.printFiles.get(line.uuid) ?? []).map((itemUuid) => ({ itemUuid })),
      };
    }),
    payment: {
      provider: order.payment.provider,
      title: order.payment.title,
      kind: paymentKindOf(order.payment.provider),
      isInvoice: order.payment.isInvoice,
      paidAt: iso(core.paidAt),
      transactions: payments.transactions.map((t) => ({
        uuid: t.uuid,
        provider: t.provider,
        amount: t.amount,
        currency: t.currency,
        status: t.status,
        createdAt: t.createdAt.toISOString(),
        completedAt: iso(t.completedAt),
        lastError: t.lastError,
      })),
      events: payments.events.map((e) => ({ ...e, receivedAt: e.receivedAt.toISOString() })),
    },
    retouch: retouch.map((r) => ({
      pictureUuid: r.pictureUuid,
      webshopId: r.webshopId,
      tasks: r.tasks,
      retouchedAt: iso(r.retouchedAt),
    })),
    mails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    // The contract's schema is the document's own; it holds no readonly arrays at run time.
    designs: designs as StudioOrderResponse["designs"],
  };
}

/** The template versions an order's lines and package items were designed on, each once. */
function designsOf(
  lines: StudioOrderResponse["lines"][number]["line"][],
): Array<{ uuid: string; version: number }> {
  const refs = new Map<string, { uuid: string; version: number }>();
  for (const line of lines) {
    const templates = [line.template, ...(line.package?.packageItems ?? []).map((item) => item.template)];
    for (const t of templates)
      if (t) refs.set(`${t.uuid}:${t.version}`, { uuid: t.uuid, version: t.version });
  }
  return [...refs.values()];
}
