import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobFolder } from "../../modules/jobs/job-test-support.ts";
import { CliError } from "../command.ts";
import { jobCorrectionsCommand, jobImportCommand, jobNameCorrectionsCommand } from "./job.ts";

describe("the job commands of name corrections (decision 0035)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it.each([
    [jobNameCorrectionsCommand, ["Some job"], "Name one job and a day (YYYY-MM-DD) or off."],
    [
      jobNameCorrectionsCommand,
      ["Some job", "1.12.2026"],
      'The day must be a date as YYYY-MM-DD, not "1.12.2026"',
    ],
    [jobCorrectionsCommand, [], "Name one job (quote a name with spaces)."],
    [
      jobImportCommand,
      ["folder", "--name", "X", "--type", "school", "--name-correction-deadline", "soon"],
      '--name-correction-deadline must be a date as YYYY-MM-DD, not "soon"',
    ],
  ])("%s %j is refused with a message and the usage", async (command, argv, message) => {
    const error = await command.run(argv).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).message).toContain(message);
    expect((error as CliError).showUsage).toBe(true);
  });

  it("imports a job with a deadline, moves and ends it, and lists its corrections", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-cli-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: unknown) => void printed.push(String(line)));
    const folder = await jobFolder("subject,group,picture\nNora,1A,n.jpg\n", { "n.jpg": "jpeg" });
    await jobImportCommand.run([
      folder,
      ...["--name", "Skolen 2026", "--type", "school", "--name-correction-deadline", "2099-06-01"],
    ]);

    await jobNameCorrectionsCommand.run(["Skolen 2026", "2099-06-15"]);
    expect(printed).toContain(
      'Parents can correct names of the job "Skolen 2026" until 2099-06-15T23:59:59.000Z.',
    );
    await jobNameCorrectionsCommand.run(["Skolen 2026", "off"]);
    expect(printed).toContain('Parents can no longer correct names of the job "Skolen 2026".');
    await jobCorrectionsCommand.run(["Skolen 2026"]);
    expect(printed).toContain('No names of the job "Skolen 2026" were corrected.');

    const unknown = await jobCorrectionsCommand.run(["Skolen 2025"]).catch((e: unknown) => e);
    expect((unknown as CliError).message).toBe('No job is named "Skolen 2025".');
  }, 180_000);
});
