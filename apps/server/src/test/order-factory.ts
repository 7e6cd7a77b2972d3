import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "@shop/contracts/checkout";
import type { DeliveryType } from "@shop/contracts/delivery";
import type { OrderStatus } from "@shop/domain/order-lifecycle";
import {
  orderLines,
  orders,
  pictures,
  subjects,
  transactions,
  userSubjects,
  users,
} from "../db/schema/index.ts";
import { createJob, type FactoryApp } from "./factories.ts";

/**
 * Many placed orders of one job, fast (issue 32: the studio's order list, production runs and sales numbers need
 * dozens to hundreds). One bulk insert per table, no checkout and no API: each order is a parent of its own with one
 * child (a subject of the job with one picture) who bought that picture's digital file, with the transaction that
 * paid or invoiced it. The values cycle through the lists given, so a test can name what each order got.
 */
export interface OrdersOfJobOptions {
  count: number;
  /** The job; a new school job when not given. */
  jobId?: number;
  /** The children's classes, in turn; "1A" and "2B" unless given. */
  classes?: readonly (string | null)[];
  /** In turn; "paid" unless given. */
  statuses?: readonly OrderStatus[];
  /** In turn; card unless given. An invoice order's status is "invoiced" unless `statuses` says otherwise. */
  payments?: readonly PaymentProvider[];
  /** In turn; digital delivery unless given. */
  deliveries?: readonly DeliveryType[];
  /** Invoice orders whose invoice is settled (paidAt set); none unless told. */
  invoicesPaid?: boolean;
  /** The first order's confirmation; each next order one hour earlier. Now unless given. */
  confirmedAt?: Date;
  /** Each order's total in minor units; 14 900 unless given. */
  totalPrice?: number;
  /** The children's names: `${prefix} ${n}` (n from 1); "Pupil" unless given. */
  childPrefix?: string;
  /** The parents' names: `${prefix} ${n}`; "Parent" unless given. */
  parentPrefix?: string;
}

export interface FactoryOrder {
  id: number;
  uuid: string;
  userId: number;
  userUuid: string;
  email: string;
  parentName: string;
  subjectId: number;
  childName: string;
  group: string | null;
  status: OrderStatus;
  payment: PaymentProvider;
  delivery: DeliveryType;
  confirmedAt: Date;
}

const hour = 3_600_000;

function cycle<T>(values: readonly T[], i: number): T {
  const value = values[i % values.length];
  if (value === undefined) throw new Error("the factory was given an empty list");
  return value;
}

const paymentTitles: Record<PaymentProvider, string> = {
  card: "Card",
  stripe: "Card (Stripe)",
  mobile: "Mobile payment",
  invoice: "Invoice",
  vipps: "Vipps MobilePay",
};

function deliveryOf(type: DeliveryType, name: string): Record<string, unknown> {
  const address =
    type === "postage"
      ? {
          name,
          address1: "Storgata 1",
          address2: "",
          city: "Oslo",
          state: "",
          postalCode: "0155",
          country: "NO",
        }
      : null;
  return {
    type,
    name:
      { postage: "Postage", "store-pickup": "Store pickup", "school-pickup": "School pickup" }[
        type as string
      ] ?? "Digital delivery",
    address,
    contact: null,
    pickupLocation: null,
    deliveryTime: null,
    schoolName: type === "school-pickup" ? "Test school" : null,
  };
}

/** `count` placed orders of a job (see OrdersOfJobOptions), newest first in the returned list. */
export async function createOrdersOfJob(
  t: FactoryApp,
  options: OrdersOfJobOptions,
): Promise<{ jobId: number; orders: FactoryOrder[] }> {
  const jobId = options.jobId ?? (await createJob(t)).id;
  const run = randomBytes(3).toString("hex");
  const n = Array.from({ length: options.count }, (_, i) => i);
  const first = options.confirmedAt ?? new Date();
  const price = options.totalPrice ?? 14_900;
  const parentPrefix = options.parentPrefix ?? "Parent";
  const childPrefix = options.childPrefix ?? "Pupil";
  if (n.length === 0) return { jobId, orders: [] };

  const userRows = await t.db
    .insert(users)
    .values(
      n.map((i) => ({
        portalId: t.app.portalId,
        email: `parent-${run}-${i + 1}@example.com`,
        passwordHash: "not-a-hash",
        name: `${parentPrefix} ${i + 1}`,
      })),
    )
    .returning({ id: users.id, uuid: users.uuid, email: users.email, name: users.name });
  const subjectRows = await t.db
    .insert(subjects)
    .values(
      n.map((i) => ({
        jobId,
        name: `${childPrefix} ${i + 1}`,
        group: cycle(options.classes ?? ["1A", "2B"], i),
      })),
    )
    .returning({ id: subjects.id, name: subjects.name, group: subjects.group });
  await t.db
    .insert(userSubjects)
    .values(n.map((i) => ({ userId: at(userRows, i).id, subjectId: at(subjectRows, i).id })));
  const pictureRows = await t.db
    .insert(pictures)
    .values(
      n.map((i) => ({
        subjectId: at(subjectRows, i).id,
        position: 0,
        width: 120,
        height: 150,
        webshopId: `F${run}-${i + 1}`,
        pictureType: "IP" as const,
        originalKey: `originals/factory-${run}-${i + 1}.jpg`,
      })),
    )
    .returning({ id: pictures.id });

  const planned = n.map((i) => {
    const payment = cycle<PaymentProvider>(options.payments ?? ["card"], i);
    const status = options.statuses
      ? cycle(options.statuses, i)
      : payment === "invoice"
        ? "invoiced"
        : "paid";
    const confirmedAt = new Date(first.getTime() - i * hour);
    const invoice = payment === "invoice";
    const paid = !invoice || options.invoicesPaid === true;
    return {
      payment,
      status,
      confirmedAt,
      invoice,
      paid,
      delivery: cycle<DeliveryType>(options.deliveries ?? ["digital-delivery"], i),
    };
  });
  const orderRows = await t.db
    .insert(orders)
    .values(
      n.map((i) => {
        const p = at(planned, i);
        const user = at(userRows, i);
        return {
          portalId: t.app.portalId,
          userId: user.id,
          status: p.status,
          currency: "NOK",
          totalPrice: price,
          vatAmount: Math.round(price / 5),
          summary: [],
          delivery: deliveryOf(p.delivery, user.name ?? ""),
          payment: { provider: p.payment, title: paymentTitles[p.payment], isInvoice: p.invoice },
          containDigitalProducts: true,
          createdAt: p.confirmedAt,
          confirmedAt: p.confirmedAt,
          paidAt: p.paid ? p.confirmedAt : null,
        };
      }),
    )
    .returning({ id: orders.id, uuid: orders.uuid });
  await t.db.insert(orderLines).values(
    n.map((i) => ({
      orderId: at(orderRows, i).id,
      position: 0,
      type: 0,
      productKind: "digital_file",
      productType: 300,
      productName: "Digital portrait",
      quantity: 1,
      description: "Digital portrait",
      linePrice: price,
      actualLinePrice: price,
      pictureType: "IP",
      subjectId: at(subjectRows, i).id,
      pictureIds: [at(pictureRows, i).id],
    })),
  );
  await t.db.insert(transactions).values(
    n.map((i) => {
      const p = at(planned, i);
      return {
        userId: at(userRows, i).id,
        orderId: at(orderRows, i).id,
        fingerprint: `factory-${run}-${i + 1}`,
        provider: p.payment,
        amount: price,
        currency: "NOK",
        status: p.invoice ? "invoiced" : "paid",
        createdAt: p.confirmedAt,
        completedAt: p.confirmedAt,
      };
    }),
  );

  return {
    jobId,
    orders: n.map((i) => {
      const p = at(planned, i);
      const user = at(userRows, i);
      const subject = at(subjectRows, i);
      const order = at(orderRows, i);
      return {
        id: order.id,
        uuid: order.uuid,
        userId: user.id,
        userUuid: user.uuid,
        email: user.email,
        parentName: user.name ?? "",
        subjectId: subject.id,
        childName: subject.name,
        group: subject.group,
        status: p.status,
        payment: p.payment,
        delivery: p.delivery,
        confirmedAt: p.confirmedAt,
      };
    }),
  };
}

function at<T>(rows: readonly T[], i: number): T {
  const row = rows[i];
  if (row === undefined) throw new Error("the factory's insert returned fewer rows than asked");
  return row;
}
