import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { eraseMailsTo, FileTransport, type MailTransport, OutboxMailer, type SentMail } from "./mail.ts";
import { retryDelayMs } from "./outbox.ts";

const mail = {
  to: "kari@example.com",
  subject: "Reset your password",
  text: "Open http://localhost:3000/reset-password?resetcode=abc to choose a new password.",
  html: "<p>Open the link.</p>",
};

describe("the outbox mailer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keeps an enqueued mail in the outbox until the worker sends it", async () => {
    await t.mailer.enqueue(mail);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.status, "pending"));
    expect(row?.payload).toMatchObject({ to: mail.to, subject: mail.subject });
    expect(await t.mails()).toEqual([mail]);
    const [sent] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.id ?? 0));
    expect(sent?.status).toBe("sent");
    expect(sent?.doneAt).toBeInstanceOf(Date);
  });

  it("erases every mail to an address, sent or not, and none to another (deleting an account)", async () => {
    const gone = "leaving@example.com";
    await t.mailer.enqueue({ ...mail, to: gone, subject: "Sent before" });
    await t.mailer.flush();
    await t.mailer.enqueue({ ...mail, to: gone, subject: "Still pending" });
    await t.mailer.enqueue({ ...mail, subject: "To someone else" });
    const toGone = sql`${outbox.payload} ->> 'to' = ${gone}`;
    expect(await t.db.$count(outbox, toGone)).toBe(2);
    expect(await t.db.transaction((tx) => eraseMailsTo(tx, gone))).toBe(2);
    expect(await t.db.$count(outbox, toGone)).toBe(0);
    await t.mailer.flush();
    const [other] = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload} ->> 'subject' = 'To someone else'`);
    expect(other?.status).toBe("sent");
  });

  it("sends a mail enqueued with eraseWhenSent and then keeps neither its address nor its text", async () => {
    await t.mailer.enqueue({ ...mail, to: "erased@example.com", subject: "Goodbye" }, undefined, {
      eraseWhenSent: true,
    });
    const [row] = await t.db.select().from(outbox).where(sql`${outbox.payload} ->> 'subject' = 'Goodbye'`);
    expect(row?.payload).toMatchObject({ to: "erased@example.com", eraseWhenSent: true });
    const sent = await t.mails();
    expect(sent.at(-1)).toEqual({ ...mail, to: "erased@example.com", subject: "Goodbye" });
    const [after] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.id ?? 0));
    expect(after).toMatchObject({ status: "sent", payload: { erased: true } });
  });

  it("sends nothing twice", async () => {
    const before = (await t.mails()).length;
    await t.mailer.flush();
    expect((await t.mails()).length).toBe(before);
  });

  it("does not send a mail whose transaction rolled back", async () => {
    const before = (await t.mails()).length;
    await t.db
      .transaction(async (tx) => {
        await t.mailer.enqueue({ ...mail, subject: "never" }, tx);
        throw new Error("rollback");
      })
      .catch(() => {});
    expect((await t.mails()).length).toBe(before);
  });

  it("lists sent mail at /dev/mail.json and /dev/mail with clickable links", async () => {
    await t.mailer.enqueue({ ...mail, subject: "Listed" });
    await t.mailer.flush();
    const json = await t.app.inject({ url: "/dev/mail.json" });
    expect(json.statusCode).toBe(200);
    const list = json.json() as SentMail[];
    expect(list[0]).toMatchObject({ subject: "Listed", to: mail.to });
    const page = await t.app.inject({ url: "/dev/mail" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Listed");
    expect(page.body).toContain('<a href="http://localhost:3000/reset-password?resetcode=abc">');
  });

  it("retries a failing transport later and gives up after the last attempt", async () => {
    let calls = 0;
    const failing: MailTransport = {
      async send() {
        calls += 1;
        throw new Error("550 mailbox unavailable for kari@example.com");
      },
    };
    const worker = new OutboxMailer(t.db, failing, { maxAttempts: 3 });
    await t.db.update(outbox).set({ status: "sent" });
    await worker.enqueue({ ...mail, subject: "Retry me" });
    await worker.flush();
    expect(calls).toBe(1);
    const [first] = await t.db.select().from(outbox).where(eq(outbox.status, "pending"));
    expect(first?.attempts).toBe(1);
    expect(first?.lastError).toContain("550 mailbox unavailable");
    expect(first?.lastError).not.toContain("kari@example.com");
    expect(first?.runAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await worker.flush();
    expect(calls).toBe(1);

    for (let attempt = 2; attempt <= 3; attempt++) {
      await t.db
        .update(outbox)
        .set({ runAfter: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, first?.id ?? 0));
      await worker.flush();
      expect(calls).toBe(attempt);
    }
    const [last] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, first?.id ?? 0));
    expect(last?.status).toBe("failed");
  });

  it("takes over a mail whose sender crashed once the lease ran out", async () => {
    await t.db.update(outbox).set({ status: "sent" });
    await t.db.insert(outbox).values({
      kind: "mail",
      payload: { ...mail, subject: "Orphan" },
      status: "sending",
      attempts: 1,
      runAfter: new Date(Date.now() - 1000),
    });
    const sent = await t.mails();
    expect(sent.at(-1)?.subject).toBe("Orphan");
  });

  it("backs off exponentially up to an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it("sends on its own once started and stops cleanly", async () => {
    const transportSent: SentMail[] = [];
    const worker = new OutboxMailer(t.db, { send: async (m) => void transportSent.push(m) }, { pollMs: 20 });
    await t.db.update(outbox).set({ status: "sent" });
    worker.start();
    await worker.enqueue({ ...mail, subject: "Background" });
    for (let i = 0; i < 100 && transportSent.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(transportSent.map((m) => m.subject)).toEqual(["Background"]);
  });
});

describe("the mail folder", () => {
  it("writes each mail as a JSON file and lists them newest first", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "shop-mail-")), "mail");
    const transport = new FileTransport(dir);
    expect(await transport.list()).toEqual([]);
    await transport.send({ id: 1, ...mail, createdAt: "2026-03-01T10:00:00.000Z" });
    await transport.send({ id: 2, ...mail, subject: "Second", createdAt: "2026-03-01T10:05:00.000Z" });
    const files = readdirSync(dir).sort();
    expect(files).toEqual([
      `${Date.parse("2026-03-01T10:00:00.000Z")}-1.json`,
      `${Date.parse("2026-03-01T10:05:00.000Z")}-2.json`,
    ]);
    expect(JSON.parse(readFileSync(path.join(dir, files[0] ?? ""), "utf8"))).toEqual({
      id: 1,
      ...mail,
      createdAt: "2026-03-01T10:00:00.000Z",
    });
    expect((await transport.list()).map((m) => m.subject)).toEqual(["Second", mail.subject]);
  });
});
