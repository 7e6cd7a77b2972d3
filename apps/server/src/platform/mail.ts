import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db, Tx } from "../db/client.ts";
import { withCustomPlans } from "../db/plans.ts";
import { outbox } from "../db/schema/index.ts";
import { scrubPersonalData } from "./logging.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail extends MailMessage {
  id: number;
  createdAt: string;
}

export interface EnqueueOptions {
  /**
   * Once sent (or given up), the row keeps no address and no text: the mail that confirms an account's deletion,
   * whose address is otherwise erased everywhere (decision 0034).
   */
  eraseWhenSent?: boolean;
}

export interface Mailer {
  /** Stores the mail in the outbox; pass the transaction of the business change so both commit together. */
  enqueue(mail: MailMessage, tx?: Db | Tx, options?: EnqueueOptions): Promise<void>;
}

/** What an erased mail's row keeps of it. */
export const erasedMailPayload = { erased: true } as const;

/**
 * Deletes every mail of the outbox to this address, sent or not, inside the caller's transaction (deleting the
 * account, decision 0034): the rows hold the address and the mails' texts (names, orders, links). Answers how many.
 */
export async function eraseMailsTo(tx: Db | Tx, address: string): Promise<number> {
  const removed = await tx
    .delete(outbox)
    .where(sql`(${outbox.payload} ->> 'to') = ${address}`)
    .returning({ id: outbox.id });
  return removed.length;
}

export interface MailTransport {
  send(mail: SentMail): Promise<void>;
  /** The mails this transport delivered, newest first, when it keeps them (file folder, memory sink). */
  list?(): Promise<SentMail[]>;
}

/** Development and tests without SMTP: each mail becomes a JSON file that /dev/mail lists. */
export class FileTransport implements MailTransport {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async send(mail: SentMail): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const name = `${Date.parse(mail.createdAt)}-${mail.id}.json`;
    const temp = path.join(this.dir, `.${name}.tmp`);
    await writeFile(temp, `${JSON.stringify(mail, null, 2)}\n`);
    await rename(temp, path.join(this.dir, name));
  }

  async list(): Promise<SentMail[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const mails = await Promise.all(
      names
        .filter((n) => n.endsWith(".json") && !n.startsWith("."))
        .map(async (n) => JSON.parse(await readFile(path.join(this.dir, n), "utf8")) as SentMail),
    );
    return mails.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  }
}

export class MemoryTransport implements MailTransport {
  readonly sent: SentMail[] = [];

  async send(mail: SentMail): Promise<void> {
    this.sent.push(mail);
  }

  async list(): Promise<SentMail[]> {
    return [...this.sent].reverse();
  }
}

/** Sends through an SMTP server with nodemailer, which is loaded with the first mail, not with the shop (0016). */
export class SmtpTransport implements MailTransport {
  private transporter: Promise<Transporter> | undefined;
  private readonly url: string;
  private readonly from: string;

  constructor(url: string, from: string) {
    this.url = url;
    this.from = from;
  }

  private connection(): Promise<Transporter> {
    if (this.transporter === undefined) {
      const loading = import("nodemailer").then((nodemailer) => nodemailer.default.createTransport(this.url));
      // A failed load is tried again with the next mail (the outbox retries it).
      loading.catch(() => {
        if (this.transporter === loading) this.transporter = undefined;
      });
      this.transporter = loading;
    }
    return this.transporter;
  }

  async send(mail: SentMail): Promise<void> {
    await (await this.connection()).sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  close(): void {
    void this.transporter?.then((transporter) => transporter.close()).catch(() => {});
  }
}

export interface OutboxMailerOptions {
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** How long a claimed row stays with this worker before another may take it over (a crash mid-send). */
  leaseMs?: number;
  logger?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

interface ClaimedRow {
  id: number;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
}

/**
 * The durable mail queue. enqueue() writes a row; the worker claims due rows (FOR UPDATE SKIP LOCKED, so several
 * processes on one PostgreSQL never send a mail twice), sends them outside any transaction, and records the outcome.
 */
export class OutboxMailer implements Mailer {
  readonly db: Db;
  readonly transport: MailTransport;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private readonly logger: OutboxMailerOptions["logger"];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> = Promise.resolve(0);
  private stopped = true;

  constructor(db: Db, transport: MailTransport, options: OutboxMailerOptions = {}) {
    this.db = db;
    this.transport = transport;
    this.pollMs = options.pollMs ?? 1000;
    this.batchSize = options.batchSize ?? 10;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.logger = options.logger;
  }

  async enqueue(mail: MailMessage, tx?: Db | Tx, options: EnqueueOptions = {}): Promise<void> {
    const payload = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(options.eraseWhenSent ? { eraseWhenSent: true } : {}),
    };
    await (tx ?? this.db).insert(outbox).values({ kind: "mail", payload });
    if (!this.stopped) this.schedule(50);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running.catch(() => 0);
  }

  /** Sends every mail that is due now and resolves when they are done; returns how many were sent. */
  flush(): Promise<number> {
    const next = this.running.catch(() => 0).then(() => this.drain());
    this.running = next;
    return next;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush()
        .catch((error: unknown) => {
          this.logger?.warn({ error: scrubPersonalData(String(error)) }, "mail worker tick failed");
        })
        .finally(() => this.schedule(this.pollMs));
    }, delayMs);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return sent;
      for (const row of rows) {
        if (await this.deliver(row)) sent += 1;
      }
    }
  }

  private async claim(): Promise<ClaimedRow[]> {
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    return withCustomPlans(this.db, (db) => this.claimIn(db, leaseUntil));
  }

  private claimIn(db: Db, leaseUntil: Date): Promise<ClaimedRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, "mail"),
          or(eq(outbox.status, "pending"), eq(outbox.status, "sending")),
          lte(outbox.runAfter, sql`now()`),
        ),
      )
      .orderBy(outbox.id)
      .limit(this.batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({ status: "sending", attempts: sql`${outbox.attempts} + 1`, runAfter: leaseUntil })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        payload: outbox.payload,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
      });
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    const p = row.payload;
    const mail: SentMail = {
      id: row.id,
      to: String(p.to),
      subject: String(p.subject),
      text: String(p.text),
      html: String(p.html),
      createdAt: row.createdAt.toISOString(),
    };
    try {
      await this.transport.send(mail);
      await this.db
        .update(outbox)
        .set({
          status: "sent",
          doneAt: new Date(),
          lastError: null,
          ...(p.eraseWhenSent === true ? { payload: erasedMailPayload } : {}),
        })
        .where(eq(outbox.id, row.id));
      this.logger?.info({ mailId: row.id }, "mail sent");
      return true;
    } catch (error) {
      const failed = row.attempts >= this.maxAttempts;
      const lastError = scrubPersonalData(error instanceof Error ? error.message : String(error)).slice(
        0,
        500,
      );
      await this.db
        .update(outbox)
        .set({
          status: failed ? "failed" : "pending",
          runAfter: new Date(Date.now() + retryDelayMs(row.attempts)),
          lastError,
          ...(failed && p.eraseWhenSent === true ? { payload: erasedMailPayload } : {}),
        })
        .where(eq(outbox.id, row.id));
      this.logger?.warn(
        { mailId: row.id, attempts: row.attempts, failed, error: lastError },
        "mail not sent",
      );
      return false;
    }
  }
}

export function createTransport(config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string }) {
  return config.smtpUrl === undefined
    ? new FileTransport(path.join(config.dataDir, "mail"))
    : new SmtpTransport(config.smtpUrl, config.mailFrom);
}
