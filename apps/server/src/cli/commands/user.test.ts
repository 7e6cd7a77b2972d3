import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addToAccount, createShopContent, createSubjectWithCode, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { CliError } from "../command.ts";
import { userCommands } from "./user.ts";

describe("npm run shop -- user package-for-inspection", () => {
  let t: TestApp;
  let run: (argv: string[]) => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    await createShopContent(t);
    const [command] = userCommands((work) => work({ db: t.db }));
    if (!command) throw new Error("no command");
    run = (argv) => command.run(argv);
  });
  afterAll(() => t.close());

  async function printed(work: () => Promise<void>): Promise<string[]> {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await work();
      return log.mock.calls.map((c) => String(c[0]));
    } finally {
      log.mockRestore();
    }
  }

  it("marks a set of the user by name, lists it, and refuses sets and users it does not know", async () => {
    const user = await createUser(t);
    const emma = await createSubjectWithCode(t, { name: "Emma Berg" });
    const other = await createSubjectWithCode(t, { name: "Not hers" });
    await addToAccount(t, user.id, emma.id);
    expect(await printed(() => run([user.email]))).toEqual([
      "The user has no picture packages for inspection.",
    ]);
    expect(await printed(() => run([user.email.toUpperCase(), "Emma Berg"]))).toEqual([
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
