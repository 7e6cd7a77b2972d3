import { randomUUID } from "node:crypto";
import type { PictureType } from "@shop/domain/picture-type";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accessCodes, users } from "../db/schema/index.ts";
import { type AccessCodeKeys, accessCodeHash, insertAccessCode } from "../modules/access/codes.ts";
import { createAccount } from "../modules/account/service.ts";
import { portalName, resolvePortalId } from "../modules/content/portal.ts";
import { frontBackgroundKey } from "../modules/content/service.ts";
import { addImageBackground } from "../modules/images/service.ts";
import { loadShopSettingsFile } from "../modules/settings/file.ts";
import { applyShopSettings } from "../modules/settings/service.ts";
import { addActiveStaff } from "../modules/staff/service.ts";
import {
  insertJob,
  insertPictures,
  insertSubject,
  type NewPicture,
  replaceSubjectGuardians,
  shopPhotographer,
} from "../modules/subjects/records.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../platform/background-work.ts";
import type { Storage } from "../platform/storage.ts";
import { type Drawing, drawApart } from "./drawing.ts";
import type { PictureSize, PortraitOptions } from "./pictures.ts";
import { seedDemoAccountPages } from "./shop-account.ts";
import { seedDemoPastOrder } from "./shop-checkout.ts";
import { seedDemoPackages } from "./shop-packages.ts";
import { seedDemoPrints } from "./shop-prints.ts";
import { seedDemoNameCorrections } from "./shop-sets.ts";
import { seedDemoTemplates } from "./shop-templates.ts";

/**
 * The demo shop's settings (portal, texts, menu, prices, catalogue, delivery, payment, vouchers): the example file
 * the operator's `settings apply` takes, so the demo and the example cannot drift apart.
 */
export const demoShopSettingsFile = new URL("../../../../docs/examples/shop.json", import.meta.url);

export const demoAccount = {
  email: "demo@example.com",
  password: "demo1234",
  name: "Kari Berg",
  mobilePhone: "+4791234567",
} as const;

/**
 * The demo's studio owner (issue 30), to try the studio at /studio/ with: the demo only; a shop in production makes its
 * owner with `npm run shop -- studio owner <email>`.
 */
export const demoStudioOwner = {
  email: "studio@example.com",
  password: "studio-demo-photos",
  name: "Studio Owner",
} as const;

interface DemoSubject {
  code: string;
  name: string;
  /** As a roster with first_name and last_name gives them. */
  firstName?: string;
  lastName?: string;
  /** The roster's guardian_emails: where 'Lost your code?' sends the code. */
  guardianEmails?: readonly string[];
  /**
   * The set holds its class's first group picture too (the roster's class picture row), after its own; 'not ready'
   * while the set's pictures are not released.
   */
  classPicture?: "ready" | "not ready";
  group: string | null;
  job: "school" | "kindergarten";
  pictureType: PictureType;
  pictureCount: number;
  figures: number;
  favorites: boolean;
  yearbook: boolean;
  /** What the code opens, for the start banner and the README. */
  opens: string;
}

export const demoSubjects: readonly DemoSubject[] = [
  {
    code: "EMMA2026",
    name: "Emma Nordmann",
    classPicture: "ready",
    group: "3B",
    job: "school",
    pictureType: "IP",
    pictureCount: 12,
    figures: 1,
    favorites: true,
    yearbook: true,
    opens: "Emma Nordmann, 12 pictures and her class picture; own favorites and yearbook pose",
  },
  {
    code: "IDA2026",
    name: "Ida Hansen",
    firstName: "Ida",
    lastName: "Hansen",
    guardianEmails: ["hansen.family@example.com"],
    classPicture: "ready",
    group: "3B",
    job: "school",
    pictureType: "IP",
    pictureCount: 3,
    figures: 1,
    favorites: true,
    yearbook: true,
    opens:
      "Ida Hansen, 3 pictures and her class picture; her guardian's address is hansen.family@example.com",
  },
  {
    code: "SIBS2026",
    name: "Emma og Jonas Nordmann",
    group: null,
    job: "school",
    pictureType: "SFP",
    pictureCount: 4,
    figures: 2,
    favorites: false,
    yearbook: true,
    opens: "Emma og Jonas Nordmann, 4 sibling pictures; yearbook pose only",
  },
  {
    code: "KLASSE3B",
    name: "Klasse 3B",
    group: "3B",
    job: "school",
    pictureType: "GP",
    pictureCount: 2,
    figures: 14,
    favorites: false,
    yearbook: false,
    opens: "Klasse 3B, 2 group pictures; no favorites, no yearbook pose",
  },
  {
    code: "NORA2025",
    name: "Nora Berg",
    group: null,
    job: "kindergarten",
    pictureType: "IP",
    pictureCount: 8,
    figures: 1,
    favorites: true,
    yearbook: true,
    opens: "Nora Berg, 8 pictures (kindergarten 2025); yearbook pose selection expired",
  },
  {
    code: "TOMT2026",
    name: "Ola Tomt",
    group: "3B",
    job: "school",
    pictureType: "IP",
    pictureCount: 0,
    figures: 1,
    favorites: true,
    yearbook: true,
    classPicture: "not ready",
    opens: "Ola Tomt, pictures not ready yet",
  },
];

/** Which of Emma's and Nora's pictures carry the special keywords (by position). */
const emmaRetouchedPosition = 2;
const noraGreenscreenPosition = 1;
/** The demo account bought these of Nora's pictures. */
const noraBoughtPositions = [0, 1];

const backgrounds = [
  {
    name: "Blue studio",
    colours: ["#2f5d8a", "#6b9bd1", "#1d3b5a"] as [string, string, string],
    isDefault: true,
  },
  { name: "Grey", colours: ["#8a8d91", "#c4c6c9", "#5d6166"] as [string, string, string], isDefault: false },
  {
    name: "Garden green",
    colours: ["#5b8c4a", "#a8cf8e", "#2f5a2a"] as [string, string, string],
    isDefault: false,
  },
];

export interface SeedDemoOptions {
  /** The demo codes are stored hashed and encrypted under the shop's keys (the config). */
  keys: AccessCodeKeys;
  /** Full size is about 2400×3000 (portraits) and 3000×2000 (groups); tests pass a tiny scale. */
  scale?: number;
  /** Progress lines while the pictures are made. */
  log?: (line: string) => void;
  now?: Date;
  /** Pictures made at once; sharp already uses the cores inside one operation. */
  concurrency?: number;
}

export interface DemoInfo {
  codes: Array<{ code: string; subjectName: string; opens: string }>;
  account: { email: string; password: string };
}

export interface DemoSummary extends DemoInfo {
  portalId: number;
  pictureCount: number;
}

interface PlannedPicture {
  uuid: string;
  subjectIndex: number;
  position: number;
  size: PictureSize;
  figures: number;
  name: string;
  pictureType: PictureType;
}

function pictureSize(type: PictureType, scale: number): PictureSize {
  const full = type === "GP" ? { width: 3000, height: 2000 } : { width: 2400, height: 3000 };
  return {
    width: Math.max(8, Math.round(full.width * scale)),
    height: Math.max(8, Math.round(full.height * scale)),
  };
}

/**
 * The fixed demo shop the README and the tests rely on, made through the services an operator's commands and a
 * parent's registration use: settings apply, the job import's rows, access codes, registration's account, and an
 * order placed and paid from a cart. Pictures are drawn first (outside any transaction, as the embedded database has
 * one connection), then every row is written in one transaction.
 */
const maskKeyOf = (p: PlannedPicture) => `masks/${p.uuid}.png`;

export async function seedDemo(db: Db, storage: Storage, options: SeedDemoOptions): Promise<DemoSummary> {
  const scale = options.scale ?? 1;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const day = 24 * 60 * 60 * 1000;

  const planned: PlannedPicture[] = demoSubjects.flatMap((s, subjectIndex) =>
    Array.from({ length: s.pictureCount }, (_, position) => ({
      uuid: randomUUID(),
      subjectIndex,
      position,
      size: pictureSize(s.pictureType, scale),
      figures: s.figures,
      name: s.name,
      pictureType: s.pictureType,
    })),
  );

  const portraitOf = (p: PlannedPicture): PortraitOptions => ({
    name: p.name,
    number: p.position + 1,
    figures: p.figures,
    size: p.size,
    seed: p.subjectIndex * 100 + p.position + 1,
  });
  const isGreenscreen = (p: PlannedPicture) =>
    demoSubjects[p.subjectIndex]?.code === "NORA2025" && p.position === noraGreenscreenPosition;
  const greenscreenPictures = planned.filter(isGreenscreen);

  const backdropSize = { width: Math.round(1920 * scale), height: Math.round(1280 * scale) };
  log(
    `Drawing the front-page background, ${backgrounds.length} image backgrounds and ${planned.length} demo pictures…`,
  );
  const [frontBackground, ...drawn] = await drawApart({
    drawings: [
      { kind: "backdrop", size: backdropSize, colours: ["#f3ece2", "#dfe9f3", "#f7d9c4"], seed: 11 },
      ...backgrounds.map(
        (b, i): Drawing => ({ kind: "backdrop", size: backdropSize, colours: b.colours, seed: 100 + i }),
      ),
      ...planned.map((p): Drawing => ({ kind: "portrait", options: portraitOf(p) })),
      // The green-screen picture's mask: the same figures, white on black.
      ...greenscreenPictures.map(
        (p): Drawing => ({ kind: "portrait", options: { ...portraitOf(p), mask: true } }),
      ),
    ],
    concurrency: options.concurrency ?? 2,
  });
  if (frontBackground === undefined) throw new Error("the front-page background was not drawn");
  await storage.put(frontBackgroundKey, frontBackground, "image/jpeg");
  const backgroundFiles = drawn.slice(0, backgrounds.length);
  for (const [i, p] of planned.entries()) {
    const jpeg = drawn[backgrounds.length + i];
    if (jpeg === undefined) throw new Error(`demo picture ${i} was not drawn`);
    await storage.put(`originals/${p.uuid}.jpg`, jpeg, "image/jpeg");
  }
  for (const [i, p] of greenscreenPictures.entries()) {
    const mask = drawn[backgrounds.length + planned.length + i];
    if (mask === undefined) throw new Error(`the mask of demo picture ${p.uuid} was not drawn`);
    await storage.put(maskKeyOf(p), mask, "image/png");
  }
  log(`Demo pictures: ${planned.length}/${planned.length}`);

  const settings = await loadShopSettingsFile(demoShopSettingsFile);

  const portalId = await db.transaction(async (tx) => {
    // The portal the server makes on its first start; applying the settings fills it in, as an operator's would.
    // The portal comes first, so the jobs' photographer is named after the shop; the catalogue and the school
    // pickup name a job, so the whole file is applied once the jobs exist.
    const portalId = await resolvePortalId(tx);
    await applyShopSettings(tx, { portal: settings.portal, webshop: settings.webshop }, { now });
    const photographerId = await shopPhotographer(tx, portalId, await portalName(tx, portalId));
    const school = await insertJob(tx, {
      photographerId,
      name: "Solbakken skole 2026",
      type: "school",
      year: 2026,
      creationTime: now,
      yearbookPoseDeadline: new Date(now.getTime() + 365 * day),
      hasBeenInWebShop: true,
    });
    const kindergarten = await insertJob(tx, {
      photographerId,
      name: "Eventyrskogen barnehage 2025",
      type: "kindergarten",
      year: 2025,
      creationTime: new Date(now.getTime() - 200 * day),
      yearbookPoseDeadline: new Date(now.getTime() - 30 * day),
      hasBeenInWebShop: true,
    });
    const applied = await applyShopSettings(tx, settings, { now });
    const skipped = applied.changes.filter((c) => c.action === "skipped");
    if (skipped.length > 0) {
      throw new Error(`the demo settings name what the demo lacks: ${skipped.map((c) => c.note).join("; ")}`);
    }
    const backgroundUuids: string[] = [];
    for (const [i, b] of backgrounds.entries()) {
      const added = await addImageBackground(tx, storage, portalId, {
        name: b.name,
        jpeg: backgroundFiles[i] as Buffer,
        isDefault: b.isDefault,
      });
      backgroundUuids.push(added.uuid);
    }
    // Cards, calendars and photo gifts; Nora's green-screen picture (the kindergarten's) gets the backgrounds.
    await seedDemoTemplates(tx, portalId, { jobId: kindergarten.id, backgroundUuids });
    await seedDemoPackages(tx, portalId, [school, kindergarten], now);
    await seedDemoPrints(tx, portalId);
    await seedDemoNameCorrections(tx, school.id, now);

    const subjectIds: number[] = [];
    for (const s of demoSubjects) {
      const subject = await insertSubject(tx, {
        jobId: s.job === "school" ? school.id : kindergarten.id,
        name: s.name,
        firstName: s.firstName ?? null,
        lastName: s.lastName ?? null,
        group: s.group,
        favorites: s.favorites,
        yearbook: s.yearbook,
      });
      subjectIds.push(subject.id);
      await insertAccessCode(tx, options.keys, subject.id, s.code);
      await replaceSubjectGuardians(tx, subject.id, s.guardianEmails ?? []);
    }

    const inserted = await insertPictures(
      tx,
      planned.map((p): NewPicture => {
        const subject = demoSubjects[p.subjectIndex] as DemoSubject;
        return {
          uuid: p.uuid,
          subjectId: subjectIds[p.subjectIndex] as number,
          position: p.position,
          year: subject.job === "school" ? school.year : kindergarten.year,
          width: p.size.width,
          height: p.size.height,
          pictureType: p.pictureType,
          originalKey: `originals/${p.uuid}.jpg`,
          keywords: subject.code === "EMMA2026" && p.position === emmaRetouchedPosition ? ["retouched"] : [],
          greenscreen: isGreenscreen(p),
          ...(isGreenscreen(p) ? { maskKey: maskKeyOf(p) } : {}),
        };
      }),
    );
    // The class picture in each child's set, as the roster's class picture row gives it: the class's own first group
    // picture's file, no subject or code of its own.
    await insertPictures(tx, demoClassPictures(planned, subjectIds, school.year));
    // As after a job import, the server makes the sets' filled previews of 'Exclusive deals' ahead (decision 0046).
    await enqueueBackgroundWork(tx, backgroundWorkKinds.jobChanged, [
      { jobId: school.id },
      { jobId: kindergarten.id },
    ]);

    // The demo account registered with Nora's code; registration made it, with the name a parent gives later.
    const noraIndex = demoSubjects.findIndex((s) => s.code === "NORA2025");
    const account = await createAccount(tx, {
      portalId,
      email: demoAccount.email,
      password: demoAccount.password,
      name: demoAccount.name,
      mobile: demoAccount.mobilePhone,
      lang: "en",
      acceptMail: false,
      subjectId: subjectIds[noraIndex] as number,
    });
    if (account.kind !== "created") throw new Error("the demo account exists already");
    await seedDemoAccountPages(tx, { userId: account.userId, subjectId: subjectIds[noraIndex] as number });
    // Its earlier order bought two of Nora's pictures: paying it entitles the account to download them.
    const bought = planned
      .filter((p) => p.subjectIndex === noraIndex && noraBoughtPositions.includes(p.position))
      .map((p) => inserted.find((row) => row.uuid === p.uuid)?.id)
      .filter((id): id is number => id !== undefined);
    await seedDemoPastOrder(tx, { portalId, demoUserId: account.userId, boughtPictureIds: bought, now });
    await addActiveStaff(tx, { ...demoStudioOwner, role: "owner" });
    return portalId;
  });

  return {
    portalId,
    codes: demoSubjects.map((s) => ({ code: s.code, subjectName: s.name, opens: s.opens })),
    account: { email: demoAccount.email, password: demoAccount.password },
    pictureCount: planned.length,
  };
}

/** The class picture rows of the demo's children: the first group picture of their class, after their own pictures. */
function demoClassPictures(planned: readonly PlannedPicture[], subjectIds: readonly number[], year: number) {
  return demoSubjects.flatMap((s, subjectIndex): NewPicture[] => {
    const classPicture = planned.find(
      (p) => p.pictureType === "GP" && p.position === 0 && demoSubjects[p.subjectIndex]?.group === s.group,
    );
    if (s.classPicture === undefined || classPicture === undefined) return [];
    return [
      {
        subjectId: subjectIds[subjectIndex] as number,
        position: s.pictureCount,
        year,
        width: classPicture.size.width,
        height: classPicture.size.height,
        pictureType: "GP",
        originalKey: `originals/${classPicture.uuid}.jpg`,
        sourceName: `class-${s.group}.jpg`,
        ready: s.classPicture === "ready",
      },
    ];
  });
}

/** Whether the database holds the demo shop: its account is the mark the demo leaves. */
export async function holdsDemoShop(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount.email))
    .limit(1);
  return rows.length > 0;
}

/** The demo codes still present in the database (none once an operator removed the demo), for the start banner. */
export async function findDemo(db: Db, keys: AccessCodeKeys): Promise<DemoInfo | null> {
  const hashes = new Map(demoSubjects.map((s) => [accessCodeHash(keys, s.code), s.code]));
  const rows = await db
    .select({ codeHash: accessCodes.codeHash })
    .from(accessCodes)
    .where(inArray(accessCodes.codeHash, [...hashes.keys()]));
  if (rows.length === 0) return null;
  const present = new Set(rows.map((r) => (r.codeHash === null ? undefined : hashes.get(r.codeHash))));
  return {
    codes: demoSubjects
      .filter((s) => present.has(s.code))
      .map((s) => ({ code: s.code, subjectName: s.name, opens: s.opens })),
    account: { email: demoAccount.email, password: demoAccount.password },
  };
}
