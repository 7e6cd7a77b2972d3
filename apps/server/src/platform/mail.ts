import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Db, Tx } from "../db/client.ts";
import {
  deleteOutboxRowsTo,
  enqueueOutbox,
  type OutboxLogger,
  type OutboxTask,
  OutboxWorker,
  outboxRowsTo,
} from "./outbox.ts";

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

/** The outbox's kind of a mail. */
const mailKind = "mail";

/** What an erased mail's row keeps of it. */
export const erasedMailPayload = { erased: true } as const;

/**
 * Deletes every mail of the outbox to this address, sent or not, inside the caller's transaction (deleting the
 * account, decision 0034): the rows hold the address and the mails' texts (names, orders, links). Answers how many.
 */
export function eraseMailsTo(tx: Db | Tx, address: string): Promise<number> {
  return deleteOutboxRowsTo(tx, address);
}

/** A mail the outbox keeps for an address (an erased one keeps nothing, not even the address), newest first. */
export async function mailsTo(db: Db | Tx, address: string) {
  const rows = await outboxRowsTo(db, mailKind, address);
  return rows.map((r) => ({
    id: r.id,
    subject: String(r.payload.subject ?? ""),
    status: r.status,
    createdAt: r.createdAt,
  }));
}

/**
 * Sends a kept mail to its address again, as it was (support's 'send again'); false when the outbox keeps no such mail
 * to this address.
 */
export async function sendMailAgain(
  mailer: Mailer,
  db: Db | Tx,
  id: number,
  address: string,
): Promise<boolean> {
  const row = (await outboxRowsTo(db, mailKind, address, id))[0];
  if (!row) return false;
  const { subject, text, html } = row.payload;
  await mailer.enqueue({ to: address, subject: String(subject), text: String(text), html: String(html) }, db);
  return true;
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
  logger?: OutboxLogger;
}

/** The outbox's kind of a mail. */

/**
 * The durable mail queue: enqueue() writes a row of the outbox; its worker (platform/outbox.ts) sends due mails outside
 * any transaction, so several processes on one PostgreSQL never send a mail twice, and keeps each row as 'sent'.
 */
export class OutboxMailer implements Mailer {
  readonly db: Db;
  readonly transport: MailTransport;
  private readonly worker: OutboxWorker;

  constructor(db: Db, transport: MailTransport, options: OutboxMailerOptions = {}) {
    this.db = db;
    this.transport = transport;
    this.worker = new OutboxWorker(db, {
      ...options,
      name: "mail",
      kinds: () => [mailKind],
      handle: (task) => this.deliver(task),
      whenDone: { keep: "sent" },
      finalPayload: (task) => (task.payload.eraseWhenSent === true ? erasedMailPayload : undefined),
    });
  }

  async enqueue(mail: MailMessage, tx?: Db | Tx, options: EnqueueOptions = {}): Promise<void> {
    const payload = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(options.eraseWhenSent ? { eraseWhenSent: true } : {}),
    };
    await enqueueOutbox(tx ?? this.db, mailKind, [payload]);
    this.worker.poke();
  }

  start(): void {
    this.worker.start();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Sends every mail that is due now and resolves when they are done; returns how many were sent. */
  flush(): Promise<number> {
    return this.worker.flush();
  }

  private async deliver(task: OutboxTask): Promise<void> {
    const p = task.payload;
    await this.transport.send({
      id: task.id,
      to: String(p.to),
      subject: String(p.subject),
      text: String(p.text),
      html: String(p.html),
      createdAt: task.createdAt.toISOString(),
    });
  }
}

export function createTransport(config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string }) {
  return config.smtpUrl === undefined
    ? new FileTransport(path.join(config.dataDir, "mail"))
    : new SmtpTransport(config.smtpUrl, config.mailFrom);
}
