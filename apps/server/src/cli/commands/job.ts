import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { JobPackagesFile } from "@shop/contracts/packages";
import { isJobType, jobTypes } from "@shop/domain/job-type";
import { resolvePortalId } from "../../modules/content/portal.ts";
import { getSettings } from "../../modules/content/service.ts";
import {
  correctionLines,
  jobCorrections,
  setJobNameCorrectionDeadline,
} from "../../modules/jobs/corrections.ts";
import { importProblemText } from "../../modules/jobs/import-problem-text.ts";
import {
  addJobBackgrounds,
  findJob,
  importJob,
  JobImportError,
  JobLookupError,
  jobLetters,
} from "../../modules/jobs/service.ts";
import { applyJobPackages, PackageFileError } from "../../modules/packages/operator.ts";
import { CliError, type Command, withShop } from "../command.ts";

function parse<const O extends ParseArgsOptionsConfig>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), { showUsage: true });
  }
}

/** Operator errors of the jobs service are printed as they are; anything else is a bug and keeps its stack. */
function asCliError(error: unknown): unknown {
  return error instanceof JobImportError || error instanceof JobLookupError
    ? new CliError(error.message)
    : error;
}

function parseDate(value: string, option: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T23:59:59Z`))) {
    throw new CliError(`${option} must be a date as YYYY-MM-DD, not "${value}"`, { showUsage: true });
  }
  return new Date(`${value}T23:59:59Z`);
}

export const jobImportCommand: Command = {
  name: "job import",
  summary: "Import a job from a folder with roster.csv and the picture files; writes codes.csv",
  usage: `Usage: npm run shop -- job import <folder> --name "<job name>" --type ${jobTypes.join("|")} [options]

  <folder>                    holds roster.csv and the picture files it names
  --name "<job name>"         the job as parents see it, e.g. "Solbakken skole 2026"; a job of this name
                              that exists already gets the new rows (codes never change)
  --type <type>               ${jobTypes.join(", ")}
  --year <year>               the year of the pictures (default: this year)
  --yearbook-deadline <date>  subjects may choose a yearbook pose until this day (YYYY-MM-DD)
  --favorites                 subjects may mark their own favorites
  --name-correction-deadline <date>
                              parents may correct their child's name and group as printed until this
                              day (YYYY-MM-DD); see job name-corrections
  --order-deadline <date>     the last day to order, which the code letters name (YYYY-MM-DD); a
                              re-import with another date changes it

roster.csv has a header row and one row per picture, with the columns
  first_name, last_name
                    the photographed person (the shop shows "Ida Hansen", a card's first name says "Ida")
  subject           instead: the person or group as one name; the same name in another class is another subject
  class (or group)  the class or team, e.g. 3B (may be empty)
  picture           a file name in the folder (the camera's, kept with the picture): JPEG, PNG, WebP, TIFF,
                    AVIF; checked by decoding and stored as JPEG
  type              IP (individual), SFP (siblings) or GP (group picture); IP when empty. A GP row without a
                    name is the class picture: every subject of its class gets it
  mask              optional: a green-screen picture's mask file
  guardian_emails   optional: the guardians' addresses, separated by ; or spaces (a lost code is sent there)
Fields with commas or quotes are quoted as in any spreadsheet's CSV (semicolon-separated files work too).

Each new subject gets an access code. codes.csv (subject,group,code) is written into the folder with every
subject of the job: it opens the pictures, so keep it safe. A row already imported (same subject, same
file name) is skipped, so the command can run again after adding rows and files. A broken row is reported
with its line number and nothing is imported. On the embedded database run it with the shop stopped: while the
shop runs it stops at once and changes nothing.`,
  async run(argv) {
    const { values, positionals } = parse(argv, {
      name: { type: "string" },
      type: { type: "string" },
      year: { type: "string" },
      "yearbook-deadline": { type: "string" },
      favorites: { type: "boolean" },
      "name-correction-deadline": { type: "string" },
      "order-deadline": { type: "string" },
    });
    const [folder, ...extra] = positionals;
    if (folder === undefined || extra.length > 0) {
      throw new CliError("Name one folder.", { showUsage: true });
    }
    const name = typeof values.name === "string" ? values.name.trim() : "";
    if (name === "") throw new CliError("--name is required.", { showUsage: true });
    const type = typeof values.type === "string" ? values.type.trim().toLowerCase() : "";
    if (!isJobType(type))
      throw new CliError(`--type must be one of ${jobTypes.join(", ")}.`, { showUsage: true });
    let year: number | undefined;
    if (typeof values.year === "string") {
      year = Number(values.year);
      if (!Number.isInteger(year) || year < 1900 || year > 2999) {
        throw new CliError(`--year must be a year, not "${values.year}".`, { showUsage: true });
      }
    }
    // An option left out is not given: a re-import then says nothing of it.
    const dateOption = (option: "yearbook-deadline" | "name-correction-deadline" | "order-deadline") => {
      const value = values[option];
      return typeof value === "string" ? parseDate(value, `--${option}`) : undefined;
    };
    const yearbookPoseDeadline = dateOption("yearbook-deadline");
    const nameCorrectionDeadline = dateOption("name-correction-deadline");
    const orderDeadline = dateOption("order-deadline");

    await withShop(async ({ config, db, storage }) => {
      let lastShown = "";
      const result = await importJob(
        { db, storage, keys: config },
        {
          folder,
          name,
          type,
          ...(year === undefined ? {} : { year }),
          ...(yearbookPoseDeadline === undefined ? {} : { yearbookPoseDeadline }),
          ...(nameCorrectionDeadline === undefined ? {} : { nameCorrectionDeadline }),
          ...(orderDeadline === undefined ? {} : { orderDeadline }),
          favorites: values.favorites === true,
          onProgress: (done, total) => {
            const shown = `  Checking and storing pictures: ${done}/${total}`;
            if (process.stdout.isTTY) process.stdout.write(`\r${shown}${done === total ? "\n" : ""}`);
            else if (done === total || done % 25 === 0) console.log(shown);
            lastShown = shown;
          },
        },
      ).catch((error: unknown) => {
        if (lastShown !== "" && process.stdout.isTTY) process.stdout.write("\n");
        throw asCliError(error);
      });
      console.log(
        [
          `${result.createdJob ? "Created" : "Updated"} the job "${result.jobName}" (${result.jobUuid}):`,
          `  ${result.newPictures} pictures added, ${result.skippedPictures} already imported, ${result.newSubjects} new subjects.`,
          `  ${result.subjectCount} subjects and their access codes are in ${result.codesFile}`,
          `  Letters for the parents: npm run shop -- job letters "${result.jobName}" --out letters.pdf`,
          ...result.warnings.map((w) =>
            w.line > 0
              ? `  Note, line ${w.line}: ${importProblemText(w)}`
              : `  Note: ${importProblemText(w)}`,
          ),
        ].join("\n"),
      );
    });
  },
};

export const jobLettersCommand: Command = {
  name: "job letters",
  summary: "Write a PDF with one letter per subject of a job: the code and a QR link to the shop",
  usage: `Usage: npm run shop -- job letters <job name or uuid> --out letters.pdf [--language en|nb] [--class <class>]

  <job name or uuid>   the job as named at import (quoted if it has spaces), or its uuid
  --out <file.pdf>     where to write the letters
  --language en|nb     the language of the letters (default: nb if the shop's default language is
                       Norwegian, else en)
  --class <class>      only the letters of this class (group), e.g. 3B

One A4 page per subject, sorted by group and name: the shop's name, address and logo, the subject's name,
school and class, the order deadline (job import --order-deadline), the access code, the shop's text with
a QR code of <PUBLIC_URL>/?code=<code>, which opens the shop with the code filled in, and the digital
prices if the settings ask for them. The text is the settings' webshop.letters.template (fields {code},
{link}, {qr} on a line of its own, {name}, {firstName}, {class}, {school}, {deadline}, {host}, {shop}).
Set PUBLIC_URL to the shop's public address before printing.`,
  async run(argv) {
    const { values, positionals } = parse(argv, {
      out: { type: "string" },
      language: { type: "string" },
      class: { type: "string" },
    });
    const [job, ...extra] = positionals;
    if (job === undefined || extra.length > 0) {
      throw new CliError("Name one job (quote a name with spaces).", { showUsage: true });
    }
    if (typeof values.out !== "string" || values.out.trim() === "") {
      throw new CliError("--out is required.", { showUsage: true });
    }
    const language = values.language;
    if (language !== undefined && language !== "en" && language !== "nb") {
      throw new CliError("--language must be en or nb.", { showUsage: true });
    }
    const out = path.resolve(values.out);
    const group =
      typeof values.class === "string" && values.class.trim() !== "" ? values.class.trim() : undefined;
    const written = (count: number, jobName: string, publicUrl: string) => {
      console.log(`${count} letters of "${jobName}" written to ${out}`);
      console.log(`  The QR codes open ${publicUrl}/?code=…`);
      if (new URL(publicUrl).hostname === "localhost") {
        console.log(
          "  PUBLIC_URL is not set, so the QR codes open localhost: set it to the shop's address and run again.",
        );
      }
    };
    await withShop(
      async ({ config, db, storage }) => {
        const letters = await jobLetters({ db, keys: config, storage }, config.publicUrl, job, {
          ...(language === undefined ? {} : { language }),
          ...(group === undefined ? {} : { group }),
        }).catch((error: unknown) => {
          throw asCliError(error);
        });
        await writeFile(out, letters.pdf, { mode: 0o600 });
        written(letters.letterCount, letters.jobName, config.publicUrl);
      },
      {
        // While the shop runs on the embedded database, its operator route makes the same letters.
        async viaShop(shop) {
          const query = new URLSearchParams({
            ...(language === undefined ? {} : { language }),
            ...(group === undefined ? {} : { class: group }),
          });
          const url = `${shop.baseUrl}/api/operator/jobs/${encodeURIComponent(job)}/letters.pdf?${query}`;
          const response = await fetch(url, { headers: { authorization: `Bearer ${shop.token}` } });
          if (!response.ok) {
            const answer = (await response.json().catch(() => ({}))) as { error?: string };
            throw new CliError(answer.error ?? `The running shop answered ${response.status}.`);
          }
          await writeFile(out, Buffer.from(await response.arrayBuffer()), { mode: 0o600 });
          console.log("  (made by the running shop, through its operator route)");
          written(Number(response.headers.get("x-letter-count") ?? 0), job, shop.publicUrl);
        },
      },
    );
  },
};

export const jobBackgroundsCommand: Command = {
  name: "job backgrounds",
  summary: "Give a job's green-screen pictures the backgrounds a parent may put them on",
  usage: `Usage: npm run shop -- job backgrounds <job name or uuid> <picture> [<picture> ...]

  <job name or uuid>   the job as named at import (quoted if it has spaces), or its uuid
  <picture>            a background picture file (JPEG, PNG, WebP, TIFF or AVIF), named after its file

The job's green-screen pictures (those imported with a mask) can then be put on these backgrounds in the template
editor's Backgrounds tab, the first one offered first. Every file is checked before anything is stored; running the
command again adds more backgrounds.`,
  async run(argv) {
    const { positionals } = parse(argv, {});
    const [job, ...files] = positionals;
    if (job === undefined || files.length === 0) {
      throw new CliError("Name one job and at least one background picture.", { showUsage: true });
    }
    const read = await Promise.all(
      files.map(async (file) => {
        try {
          return { name: path.parse(file).name, data: await readFile(file) };
        } catch {
          throw new CliError(`Cannot read ${file}.`);
        }
      }),
    );
    await withShop(async ({ db, storage }) => {
      const result = await addJobBackgrounds({ db, storage }, job, read).catch((error: unknown) => {
        throw asCliError(error);
      });
      console.log(`${result.added} background(s) added to the job "${result.jobName}".`);
    });
  },
};

/** The offers file read and checked with its contract; a CliError naming each problem otherwise. */
export async function readJobPackagesFile(file: string): Promise<JobPackagesFile> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new CliError(
      `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parsed = JobPackagesFile.safeParse(document);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(the file)"}: ${issue.message}`,
    );
    throw new CliError([`${file} is not an offers file:`, ...lines].join("\n"));
  }
  return parsed.data;
}

export const jobPackagesCommand: Command = {
  name: "job packages",
  summary: "Create or replace a job's package offers ('Exclusive deals') from a JSON file",
  usage: `Usage: npm run shop -- job packages <job name or uuid> <offers.json>

  <job name or uuid>   the job as named at import (quoted if it has spaces), or its uuid
  <offers.json>        { "packages": [ { "name", "description", "price", "packagePrice", "timeLimited":
                       { "price", "ends" }, "disabledReason", "allowSubjectChange", "items": [
                       { "type": "TEMPLATE_PRODUCT", "template": "<name or uuid>", "canChangeTemplate": true },
                       { "type": "CATALOGUE" }, { "type": "DIGITAL_SET", "pictureType": "IP" } ] } ] }

Prices are in minor units (øre), VAT included; "ends" is a date-time such as 2026-12-01T23:59:59+01:00. An offer
of the job with the same name is replaced (its items are new: a cart line made with the old ones sells nothing);
offers the file does not name stay. A name, description, linkText or disabledReason may be a text per language,
{ "en": "Autumn package", "nb": "Høstpakke" }. A "link" offer ("type": "link") needs "link" or "linkInfo" and no items. The
whole file is checked first; nothing is stored when a template, the catalogue or a digital set is missing.`,
  async run(argv) {
    const { positionals } = parse(argv, {});
    const [job, file, ...rest] = positionals;
    if (job === undefined || file === undefined || rest.length > 0) {
      throw new CliError("Name one job and one offers file.", { showUsage: true });
    }
    const offers = await readJobPackagesFile(file);
    await withShop(async ({ db }) => {
      const portalId = await resolvePortalId(db);
      const found = await findJob(db, portalId, job).catch((error: unknown) => {
        throw asCliError(error);
      });
      const { webshop } = await getSettings(db, portalId);
      const result = await db
        .transaction((tx) =>
          applyJobPackages(tx, portalId, found.id, offers, webshop.locale.default_language),
        )
        .catch((error: unknown) => {
          throw error instanceof PackageFileError ? new CliError(error.message) : error;
        });
      for (const name of result.created) console.log(`  created  ${name}`);
      for (const name of result.replaced) console.log(`  replaced ${name}`);
      for (const name of result.untouched) console.log(`  kept     ${name} (not in the file)`);
      console.log(`${offers.packages.length} offer(s) of the job "${found.name}" stored.`);
    });
  },
};

export const jobNameCorrectionsCommand: Command = {
  name: "job name-corrections",
  summary: "Let parents correct their child's name and group until a day, or stop taking corrections",
  usage: `Usage: npm run shop -- job name-corrections <job name or uuid> <YYYY-MM-DD | off>

  <job name or uuid>   the job as named at import (quoted if it has spaces), or its uuid
  <YYYY-MM-DD>         parents who added a set of the job by its code may correct the name and group as they
                       will be printed (yearbook, name labels) until the end of this day (UTC)
  off                  no more corrections

The photographer's own names stay as imported; see the corrections with: npm run shop -- job corrections <job>`,
  async run(argv) {
    const { positionals } = parse(argv, {});
    const [job, until, ...rest] = positionals;
    if (job === undefined || until === undefined || rest.length > 0) {
      throw new CliError("Name one job and a day (YYYY-MM-DD) or off.", { showUsage: true });
    }
    const deadline = until === "off" ? null : parseDate(until, "The day");
    await withShop(async ({ db }) => {
      const { jobName } = await setJobNameCorrectionDeadline(db, job, deadline).catch((error: unknown) => {
        throw asCliError(error);
      });
      console.log(
        deadline === null
          ? `Parents can no longer correct names of the job "${jobName}".`
          : `Parents can correct names of the job "${jobName}" until ${deadline.toISOString()}.`,
      );
    });
  },
};

export const jobCorrectionsCommand: Command = {
  name: "job corrections",
  summary: "List the names and groups parents corrected in a job, and the names to print",
  usage: `Usage: npm run shop -- job corrections <job name or uuid>

  <job name or uuid>   the job as named at import (quoted if it has spaces), or its uuid

One line per correction, oldest first: when, the subject's uuid, the name and group it replaced and the new ones,
the account that made it and its review (to review, accepted, rejected: decision 0063); then each corrected
subject's photographer's name and the name to print.`,
  async run(argv) {
    const { positionals } = parse(argv, {});
    const [job, ...rest] = positionals;
    if (job === undefined || rest.length > 0) {
      throw new CliError("Name one job (quote a name with spaces).", { showUsage: true });
    }
    await withShop(
      async ({ db }) => {
        const { jobName, corrections } = await jobCorrections(db, job).catch((error: unknown) => {
          throw asCliError(error);
        });
        for (const line of correctionLines(jobName, corrections)) console.log(line);
      },
      {
        // While the shop runs on the embedded database, its operator route reads the same list.
        async viaShop(shop) {
          const url = `${shop.baseUrl}/api/operator/jobs/${encodeURIComponent(job)}/corrections`;
          const response = await fetch(url, { headers: { authorization: `Bearer ${shop.token}` } });
          const answer = (await response.json().catch(() => ({}))) as { lines?: string[]; error?: string };
          if (!response.ok || answer.lines === undefined) {
            throw new CliError(answer.error ?? `The running shop answered ${response.status}.`);
          }
          for (const line of answer.lines) console.log(line);
        },
      },
    );
  },
};

export const jobCommands: Command[] = [
  jobImportCommand,
  jobLettersCommand,
  jobBackgroundsCommand,
  jobPackagesCommand,
  jobNameCorrectionsCommand,
  jobCorrectionsCommand,
];
