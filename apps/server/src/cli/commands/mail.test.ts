import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryTransport } from "../../platform/mail.ts";
import {
  addToAccount,
  createJob,
  createPictureSet,
  createUser,
  type TestUser,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { CliError } from "../command.ts";
import { printedBy } from "../print-test-support.ts";
import { mailCommands } from "./mail.ts";

describe("npm run shop -- mail reminders", () => {
  let t: TestApp;
  let parent: TestUser;
  let run: (argv: string[]) => Promise<void>;
  const transport = new MemoryTransport();
  const now = "2032-05-04T08:00:00Z";

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example.test" } });
    const [command] = mailCommands((work) => work({ db: t.db, config: t.config }), transport);
    if (!command) throw new Error("no command");
    run = (argv) => command.run(argv);
    const job = await createJob(t, { yearbookPoseDeadline: new Date(Date.parse(now) + 86_400_000) });
    const set = await createPictureSet(t, { jobId: job.id, name: "Emma Hansen" });
    parent = await createUser(t);
    await addToAccount(t, parent.id, set.subject.id);
  });
  afterAll(() => t.close());

  it("counts in a dry run, sends once at the given moment, and prints no address", async () => {
    expect(await printedBy(() => run(["--now", now, "--dry-run"]))).toEqual([
      "Yearbook pose reminders would be sent: 1",
      "Package price reminders would be sent: 0",
    ]);
    expect(transport.sent).toHaveLength(0);

    const output = await printedBy(() => run(["--now", now]));
    expect(output).toEqual([
      "Yearbook pose reminders sent: 1",
      "Package price reminders sent: 0",
      "Mails delivered from the outbox: 1",
    ]);
    expect(output.join("\n")).not.toContain(parent.email);
    expect(transport.sent.map((m) => m.to)).toEqual([parent.email]);
    expect(transport.sent[0]?.subject).toMatch(/^Choose the yearbook pose for Emma Hansen/);

    expect(await printedBy(() => run(["--now", now]))).toEqual([
      "Yearbook pose reminders sent: 0",
      "Package price reminders sent: 0",
    ]);
    expect(transport.sent).toHaveLength(1);
  });

  it("sends nothing at the real time of day for a deadline years ahead", async () => {
    expect(await printedBy(() => run([]))).toEqual([
      "Yearbook pose reminders sent: 0",
      "Package price reminders sent: 0",
    ]);
  });

  it("refuses a moment that is not an ISO time and unknown arguments", async () => {
    await expect(run(["--now", "tomorrow"])).rejects.toThrow(CliError);
    await expect(run(["--now"])).rejects.toThrow(CliError);
    await expect(run(["--loud"])).rejects.toThrow(/Unknown argument: --loud/);
  });
});
