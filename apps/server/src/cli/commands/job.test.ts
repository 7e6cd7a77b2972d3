import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobFolder, readCodes } from "../../modules/jobs/job-test-support.ts";
import { CliError } from "../command.ts";
import { jobImportCommand, jobLettersCommand, jobPackagesCommand } from "./job.ts";

describe("the job commands", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it.each([
    [["folder", "--type", "school"], "--name is required."],
    [
      ["folder", "--name", "X", "--type", "club"],
      "--type must be one of school, kindergarten, sport, portrait.",
    ],
    [["--name", "X", "--type", "school"], "Name one folder."],
    [["folder", "--name", "X", "--type", "school", "--year", "26"], '--year must be a year, not "26".'],
    [
      ["folder", "--name", "X", "--type", "school", "--yearbook-deadline", "1.6.2026"],
      '--yearbook-deadline must be a date as YYYY-MM-DD, not "1.6.2026"',
    ],
    [["folder", "--name", "X", "--type", "school", "--colour", "red"], "Unknown option '--colour'"],
  ])("job import %j is refused with a message and the usage", async (argv, message) => {
    const error = await jobImportCommand.run(argv).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).message).toContain(message);
    expect((error as CliError).showUsage).toBe(true);
  });

  it.each([
    [["Some job"], "--out is required."],
    [[], "Name one job (quote a name with spaces)."],
    [["Some job", "--out", "x.pdf", "--language", "de"], "--language must be en or nb."],
  ])("job letters %j is refused with a message and the usage", async (argv, message) => {
    const error = await jobLettersCommand.run(argv).catch((e: unknown) => e);
    expect((error as CliError).message).toBe(message);
  });

  it("job packages refuses missing arguments, an unreadable file, bad JSON and a file its contract refuses", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "shop-packages-"));
    const refusal = async (argv: string[]) => {
      const error = await jobPackagesCommand.run(argv).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CliError);
      return (error as CliError).message;
    };
    expect(await refusal(["Some job"])).toBe("Name one job and one offers file.");
    expect(await refusal(["Some job", path.join(dir, "none.json")])).toContain("Cannot read");
    await writeFile(path.join(dir, "broken.json"), "{ packages: [");
    expect(await refusal(["Some job", path.join(dir, "broken.json")])).toContain("is not valid JSON");
    await writeFile(
      path.join(dir, "bad.json"),
      JSON.stringify({ packages: [{ name: "A", price: -5, items: [] }] }),
    );
    const message = await refusal(["Some job", path.join(dir, "bad.json")]);
    expect(message).toContain("is not an offers file:");
    expect(message).toContain("packages.0.price:");
    expect(message).toContain("packages.0.items: a package must have at least one item");
  });

  it("imports a job into the shop's data folder, imports it again and writes its letters", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-cli-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("PUBLIC_URL", "https://foto.example.no");
    vi.spyOn(console, "log").mockImplementation(() => {});
    const folder = await jobFolder("subject,group,picture\nNora,1A,n.jpg\nPer,1A,p.jpg\n", {
      "n.jpg": "jpeg",
      "p.jpg": "jpeg",
    });

    await jobImportCommand.run([folder, "--name", "Skolen 2026", "--type", "school", "--year", "2026"]);
    const codes = await readCodes(folder);
    await jobImportCommand.run([folder, "--name", "Skolen 2026", "--type", "school"]);
    expect(await readCodes(folder)).toEqual(codes);

    const out = path.join(dataDir, "letters.pdf");
    await jobLettersCommand.run(["Skolen 2026", "--out", out]);
    expect((await PDFDocument.load(await readFile(out))).getPageCount()).toBe(2);

    const unknown = await jobLettersCommand.run(["Skolen 2025", "--out", out]).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(CliError);
    expect((unknown as CliError).message).toBe('No job is named "Skolen 2025".');
  }, 180_000);
});
