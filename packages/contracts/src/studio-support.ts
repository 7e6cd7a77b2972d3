import { limits, sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { IsoDateTime } from "./common.ts";
import { OrderStatus } from "./orders.ts";

/** GET /api/studio/support/parents?q= — find a parent by e-mail, name, a child's name or an access code. */
export const SupportSearchQuery = z.object({ q: z.string().trim().min(2).max(200) });
export type SupportSearchQuery = z.infer<typeof SupportSearchQuery>;

export const SupportMatch = z.enum(["email", "name", "child", "code"]);
export type SupportMatch = z.infer<typeof SupportMatch>;

export const SupportParentSummary = z.object({
  uuid: z.uuid(),
  email: z.string().max(limits.emailMax),
  name: z.string().max(sizeLimits.answerLabel).nullable(),
  /** What of the search found the parent. */
  matchedBy: SupportMatch,
  /** The names of the parent's picture sets. */
  children: z.array(z.string().max(sizeLimits.answerLabel)).max(100),
});
export type SupportParentSummary = z.infer<typeof SupportParentSummary>;

export const SupportSearchResponse = z.object({ parents: z.array(SupportParentSummary).max(50) });
export type SupportSearchResponse = z.infer<typeof SupportSearchResponse>;

export const SupportParentParams = z.object({ userUuid: z.uuid() });

export const SupportSet = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  group: z.string().max(sizeLimits.answerLabel).nullable(),
  jobName: z.string().max(sizeLimits.answerLabel),
  /** How the set came: its code, or someone's invite. */
  source: z.enum(["code", "invite"]),
  addedAt: IsoDateTime,
});

export const SupportOrder = z.object({
  uuid: z.uuid(),
  confirmTime: IsoDateTime,
  status: OrderStatus,
  totalPrice: z.number().int(),
  currency: z.string().length(3),
});

export const SupportInvite = z.object({
  uuid: z.uuid(),
  recipient: z.string().max(limits.emailMax),
  pictureSets: z.array(z.string().max(sizeLimits.answerLabel)).max(100),
  status: z.string().max(20),
  sentAt: z.string().max(sizeLimits.answerLabel),
});

export const SupportMail = z.object({
  id: z.number().int(),
  subject: z.string().max(sizeLimits.answerLabel),
  /** pending, sent or failed */
  status: z.string().max(20),
  createdAt: IsoDateTime,
});

export const SupportSession = z.object({
  createdAt: IsoDateTime,
  lastSeenAt: IsoDateTime,
  expiresAt: IsoDateTime,
  /** The operator's name when support opened it as the simulated user. */
  simulatedBy: z.string().max(sizeLimits.answerLabel).nullable(),
});

/** GET /api/studio/support/parents/{userUuid}: what support sees of one parent. */
export const SupportParentResponse = z.object({
  parent: z.object({
    uuid: z.uuid(),
    email: z.string().max(limits.emailMax),
    name: z.string().max(sizeLimits.answerLabel).nullable(),
    createdAt: IsoDateTime,
  }),
  sets: z.array(SupportSet).max(sizeLimits.answerItems),
  orders: z.array(SupportOrder).max(sizeLimits.answerItems),
  invites: z.array(SupportInvite).max(sizeLimits.answerItems),
  mails: z.array(SupportMail).max(sizeLimits.answerItems),
  sessions: z.array(SupportSession).max(sizeLimits.answerItems),
});
export type SupportParentResponse = z.infer<typeof SupportParentResponse>;

/** POST /api/studio/support/parents/{userUuid}/sets — a set added by its code, with the reason (recorded). */
export const SupportAddSetBody = z
  .object({
    code: z.string().trim().min(1).max(limits.accessCodeMax),
    reason: z.string().trim().min(3).max(500),
  })
  .strict();
export type SupportAddSetBody = z.infer<typeof SupportAddSetBody>;

export const SupportMailParams = z.object({ userUuid: z.uuid(), mailId: z.coerce.number().int().positive() });

/** POST …/simulation — support's one-time link to the shop as this parent (as `user simulate`). */
export const SupportSimulationResponse = z.object({ url: z.string().max(2000), expiresAt: IsoDateTime });

export const SupportDoneResponse = z.object({ done: z.literal(true) });
