import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionCookie } from "../../modules/test-support.ts";
import { addToAccount, createShopContent, createSubjectWithCode, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { CliError } from "../command.ts";
import { printedBy } from "../print-test-support.ts";
import { userCommands } from "./user.ts";

describe("npm run shop -- user package-for-inspection", () => {
  let t: TestApp;
  let run: (argv: string[]) => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    await createShopContent(t);
    const [command] = userCommands((work) => work({ db: t.db, config: t.config }));
    if (!command) throw new Error("no command");
    run = (argv) => command.run(argv);
  });
  afterAll(() => t.close());

  it("marks a set of the user by name, lists it, and refuses sets and users it does not know", async () => {
    const user = await createUser(t);
    const emma = await createSubjectWithCode(t, { name: "Emma Berg" });
    const other = await createSubjectWithCode(t, { name: "Not hers" });
    await addToAccount(t, user.id, emma.id);
    expect(await printedBy(() => run([user.email]))).toEqual([
      "The user has no picture packages for inspection.",
    ]);
    expect(await printedBy(() => run([user.email.toUpperCase(), "Emma Berg"]))).toEqual([
      "Marked for inspection: Emma Berg.",
      `${emma.uuid}  Emma Berg  (keep)`,
    ]);
    await expect(run([user.email, other.uuid])).rejects.toThrow(
      "None of these picture sets is in the user's account.",
    );
    await expect(run(["nobody@example.com", "Emma Berg"])).rejects.toThrow(CliError);
    await expect(run([])).rejects.toThrow(CliError);
  });
});

describe("npm run shop -- user simulate / simulation-log", () => {
  let t: TestApp;
  let simulate: (argv: string[]) => Promise<void>;
  let log: (argv: string[]) => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example.com" } });
    await createShopContent(t);
    const commands = userCommands((work) => work({ db: t.db, config: t.config }));
    const byName = (name: string) => {
      const command = commands.find((c) => c.name === name);
      if (!command) throw new Error(`no command ${name}`);
      return (argv: string[]) => command.run(argv);
    };
    simulate = byName("user simulate");
    log = byName("user simulation-log");
  });
  afterAll(() => t.close());

  async function printedBy(work: () => Promise<void>): Promise<string[]> {
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await work();
      return spy.mock.calls.map((c) => String(c[0]));
    } finally {
      spy.mockRestore();
    }
  }

  it("prints a link that opens a simulated session once, and lists what that session changed", async () => {
    const user = await createUser(t);
    expect(await printedBy(() => log([user.email]))).toEqual([
      "No simulated session has read or changed anything for this user.",
    ]);
    const [url, note] = await printedBy(() => simulate([user.email, "--operator", "Kari Support"]));
    expect(url).toMatch(/^https:\/\/shop\.example\.com\/simulate\/[A-Za-z0-9_-]{43}$/);
    expect(note).toMatch(/^The link works once, until \d{4}-\d\d-\d\dT/);
    const linkCall = new URL(url ?? "").pathname.replace(/^\/simulate\//, "/api/webshop/simulation-links/");
    const opened = await t.app.inject({ method: "POST", url: linkCall });
    expect(opened.statusCode).toBe(200);
    const cookie = sessionCookie(opened);
    await t.app.inject({
      method: "POST",
      url: "/ajax/user/update_password.php",
      headers: { cookie },
      payload: {
        currentPassword: user.password,
        password: "a-new-Password-77",
        reTypePassword: "a-new-Password-77",
      },
    });
    const lines = await printedBy(() => log([user.email.toUpperCase()]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d{4}-\d\d-\d\dT\S+ {2}Kari Support {2}POST \/ajax\/user\/update_password\.php {2}403$/,
    );
    expect((await t.app.inject({ method: "POST", url: linkCall })).statusCode).toBe(404);
  });

  it("refuses a missing operator, an unknown user and stray arguments", async () => {
    const user = await createUser(t);
    await expect(simulate([user.email])).rejects.toThrow(CliError);
    await expect(simulate([user.email, "--operator", " "])).rejects.toThrow(CliError);
    await expect(simulate([user.email, "--operator"])).rejects.toThrow(CliError);
    await expect(simulate([user.email, "other", "--operator", "Kari"])).rejects.toThrow(CliError);
    await expect(simulate(["nobody@example.com", "--operator", "Kari"])).rejects.toThrow(
      "No user has the e-mail address nobody@example.com.",
    );
    await expect(log([])).rejects.toThrow(CliError);
    await expect(log(["nobody@example.com"])).rejects.toThrow("No user has the e-mail address");
  });
});
