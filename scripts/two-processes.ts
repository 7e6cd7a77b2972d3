/**
 * Two server processes act as one shop. On one PostgreSQL (started by scripts/two-processes.sh) and one s3rver
 * bucket (started here), two `node apps/server/src/main.ts` in the demo, each with its own port and DATA_DIR and no
 * secret in the environment, as they would run behind a reverse proxy; everything is checked through HTTP only:
 *  1. a session made on A is signed in on B;
 *  2. a picture put in the cart on A is in the cart read on B;
 * 2b. the filled previews of 'Exclusive deals' (offers and tiles) are made in the background (decision 0046) by
 *     whichever process takes the work, before any page asks for them, and both serve them from the bucket without
 *     making them again;
 *  3. a thumbnail URL signed by A is served by B, and the thumbnail B made (stored just after its answer) is read from
 *     the bucket by A, not made again;
 *  4. wrong codes sent alternately to A and B are refused once the per-address limit is reached in total;
 *  5. twenty parents check out against both; A is killed (SIGKILL) in the middle of a call; the parents whose call
 *     to A failed go on on B; every parent ends with exactly one order (order history, and a count in PostgreSQL).
 *
 * bash scripts/two-processes.sh
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { defaultRateLimits } from "../apps/server/src/config.ts";
import { aheadFormat, filledPreviewStorageKey } from "../apps/server/src/modules/templates/filled-preview.ts";

const root = path.resolve(import.meta.dirname, "..");
const databaseUrl = process.env.TWO_PROCESSES_DATABASE_URL;
if (!databaseUrl) throw new Error("TWO_PROCESSES_DATABASE_URL is not set: run bash scripts/two-processes.sh");
const psql = process.env.TWO_PROCESSES_PSQL ?? "psql";
/** The address parents use: the reverse proxy's, which forwards to either process. */
const publicUrl = "http://shop.test";
const bucket = "shop";
const demoCode = "EMMA2026";
const parentsInCheckouts = 20;
/** A is killed once this many of the twenty parents have paid. */
const paidBeforeKill = 6;
/**
 * The last parents start their checkouts only when the kill is armed, so calls to A always come after it however the
 * machine's speed spreads the first ones: when all twenty ran at once, a slow machine had every call sent before the
 * sixth payment, the checkouts ended within the fallback's 2 s, and A was never killed (2026-11-27).
 */
const startingAfterArmed = 6;
const work = mkdtempSync(path.join(os.tmpdir(), "shop-two-processes-"));
const started = performance.now();

class Unreachable extends Error {
  /** The connection was refused (the process was gone) rather than cut during the call. */
  readonly refused: boolean;
  constructor(url: string, cause: unknown) {
    const code = (cause as { cause?: { code?: string } }).cause?.code ?? "unknown";
    super(`${url} did not answer (${code})`);
    this.refused = code === "ECONNREFUSED";
  }
}

class CheckFailed extends Error {}

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

interface ShopProcess {
  name: "A" | "B";
  base: string;
  child: ChildProcess;
  log: string;
  /** Set when the script kills it on purpose. */
  killed: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

async function startShop(name: "A" | "B", s3Endpoint: string): Promise<ShopProcess> {
  const port = await freePort();
  const log = path.join(work, `${name}.log`);
  const out = openSync(log, "a");
  // Only what a process of the shop needs: no secret, so each reads the shop's secrets from the database.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: os.tmpdir(),
    SHOP_MODE: "demo",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    // The script is the proxy: it names each parent's address in X-Forwarded-For.
    TRUST_PROXY: "127.0.0.1",
    DATA_DIR: path.join(work, `data-${name}`),
    DATABASE_URL: databaseUrl,
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3Endpoint,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "true",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    AWS_EC2_METADATA_DISABLED: "true",
  };
  const child = spawn(process.execPath, ["apps/server/src/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", out, out],
  });
  const shop: ShopProcess = { name, base: `http://127.0.0.1:${port}`, child, log, killed: false };
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code, signal) =>
      reject(new Error(`process ${name} exited (${code ?? signal}) while starting:\n${tail(log)}`)),
    ),
  );
  const deadline = Date.now() + 300_000;
  const ready = (async () => {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${shop.base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`process ${name} did not answer within 300 s:\n${tail(log)}`);
  })();
  await Promise.race([ready, exited]);
  child.removeAllListeners("exit");
  return shop;
}

interface Answer {
  status: number;
  body: unknown;
  bytes: Buffer;
  headers: Headers;
}

/** A browser behind the proxy: its own address and its own session cookie. */
class Visitor {
  cookie: string | null = null;
  readonly address: string;
  constructor(address: string) {
    this.address = address;
  }

  async call(
    shop: ShopProcess,
    method: string,
    url: string,
    body?: unknown,
    onSent?: () => void,
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin: publicUrl, "x-forwarded-for": this.address };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      const sent = fetch(`${shop.base}${url}`, {
        method,
        headers,
        redirect: "manual",
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      onSent?.();
      response = await sent;
    } catch (error) {
      throw new Unreachable(`${method} ${url} on ${shop.name}`, error);
    }
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name, value] = pair.split("=");
      if (name !== "sid") continue;
      this.cookie = value ? `sid=${value}` : null;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString("utf8");
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (an image)
    }
    return { status: response.status, body: parsed, bytes, headers: response.headers };
  }

  async ok<T>(
    shop: ShopProcess,
    method: string,
    url: string,
    body?: unknown,
    onSent?: () => void,
  ): Promise<T> {
    const answer = await this.call(shop, method, url, body, onSent);
    if (answer.status !== 200) {
      throw new CheckFailed(
        `${method} ${url} on ${shop.name} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body as T;
  }
}

interface PictureRef {
  uuid: string;
  pictureType: string;
  bought: boolean;
  inCart: boolean;
  urls: { thumbnail: string };
}
interface CartAnswer {
  cart: { orderLines: Array<{ digitalFiles: Array<{ uuid: string }> }> };
}

const registration = (email: string) => ({
  email,
  code: demoCode,
  mobile: "+47 912 34 567",
  password: "to-prosesser-2026-kveld",
  confirm_password: "to-prosesser-2026-kveld",
  acceptmail: false,
  termsofservice: true,
});

async function register(visitor: Visitor, shop: ShopProcess, email: string): Promise<void> {
  await visitor.ok(shop, "GET", `/ajax/prophoto/verify_subject_code.php?code=${demoCode}`);
  await visitor.ok(shop, "POST", "/ajax/create.php", registration(email));
}

async function signedInAs(visitor: Visitor, shop: ShopProcess): Promise<string | null> {
  const me = await visitor.ok<{ user: { emailAddress: string } | null }>(shop, "GET", "/api/webshop/me");
  return me.user?.emailAddress ?? null;
}

async function firstPictures(visitor: Visitor, shop: ShopProcess): Promise<PictureRef[]> {
  const list = await visitor.ok<{ pictureSets: Array<{ uuid: string }> }>(
    shop,
    "GET",
    "/api/webshop/picture-sets",
  );
  const set = list.pictureSets[0];
  expect(set !== undefined, `the parent has no picture set on ${shop.name}`);
  const detail = await visitor.ok<{ pictures: PictureRef[] }>(
    shop,
    "GET",
    `/api/webshop/picture-sets/${set.uuid}`,
  );
  return detail.pictures;
}

async function cartFiles(visitor: Visitor, shop: ShopProcess): Promise<string[]> {
  const answer = await visitor.ok<CartAnswer>(shop, "GET", "/api/webshop/cart");
  return answer.cart.orderLines.flatMap((line) => line.digitalFiles.map((file) => file.uuid));
}

async function putInCart(visitor: Visitor, shop: ShopProcess, picture: PictureRef): Promise<void> {
  const answer = await visitor.ok<{ inCart: boolean }>(
    shop,
    "POST",
    "/ajax/cart/toggle_digital_file_in_cart.php",
    {
      file: picture.uuid,
      type: picture.pictureType,
    },
  );
  expect(answer.inCart, `the toggle on ${shop.name} took the picture out of the cart`);
}

const checks: Array<{ title: string; run: () => Promise<string> }> = [];
let failures = 0;
let a: ShopProcess | undefined;
let b: ShopProcess | undefined;
let s3: S3rver | undefined;
const derivedPuts = new Map<string, number>();
const runId = Date.now().toString(36);

function both(): [ShopProcess, ShopProcess] {
  if (!a || !b) throw new Error("the processes are not started");
  return [a, b];
}

const one = new Visitor("10.0.0.1");
const two = new Visitor("10.0.0.2");

checks.push({
  title: "1. a session made on process A is signed in on process B",
  async run() {
    const [shopA, shopB] = both();
    const email = `one-${runId}@example.com`;
    await register(one, shopA, email);
    expect((await signedInAs(one, shopA)) === email, "A does not know the parent it registered");
    expect((await signedInAs(one, shopB)) === email, "B does not know the session A made");
    const pictures = await firstPictures(one, shopB);
    return `registered on A, B answers /me with ${email} and lists ${pictures.length} pictures of the code`;
  },
});

checks.push({
  title: "2. a picture put in the cart on A is in the cart read on B",
  async run() {
    const [shopA, shopB] = both();
    const pictures = await firstPictures(one, shopA);
    const picture = pictures.find((p) => !p.bought && !p.inCart);
    expect(picture !== undefined, "no picture left to put in the cart");
    expect(!(await cartFiles(one, shopB)).includes(picture.uuid), "the picture was in B's cart before");
    await putInCart(one, shopA, picture);
    expect(
      (await cartFiles(one, shopB)).includes(picture.uuid),
      "B's cart does not hold the picture put in on A",
    );
    // And the other way: a second parent fills the cart on B and reads it on A.
    await register(two, shopB, `two-${runId}@example.com`);
    const [other] = await firstPictures(two, shopB);
    expect(other !== undefined, "the second parent has no picture");
    await putInCart(two, shopB, other);
    expect(
      (await cartFiles(two, shopA)).includes(other.uuid),
      "A's cart does not hold the picture put in on B",
    );
    return "A → B and B → A: the cart read on the other process holds the picture";
  },
});

checks.push({
  title:
    "2b. the filled previews of 'Exclusive deals' are made in the background by one process and served by both",
  async run() {
    // Before check 3, which counts a thumbnail's PUTs: a preview stores the thumbnails it inlines, and once the set's
    // previews are all made its work stores nothing more.
    const [shopA, shopB] = both();
    const sets = await one.ok<{ pictureSets: Array<{ uuid: string }> }>(
      shopB,
      "GET",
      "/api/webshop/picture-sets",
    );
    const set = sets.pictureSets[0];
    expect(set !== undefined, "the parent has no picture set");
    const offers = await one.ok<{ packages: Array<{ image: string | null }> }>(
      shopB,
      "GET",
      `/api/webshop/packages/subjects/${set.uuid}`,
    );
    const tiles = await one.ok<{ categories: Array<{ image: string | null }> }>(
      shopA,
      "GET",
      "/ajax/template/get_categories.php?lang=en",
    );
    const filled = [...offers.packages, ...tiles.categories].flatMap((o) =>
      o.image?.includes("/templates/filled/") ? [o.image] : [],
    );
    expect(filled.length > 0, "no offer or tile shows a filled preview");
    // What the background work stores: AVIF, the format browsers ask for (this script's fetch would get JPEG).
    const keyOf = (url: string) => {
      const [uuid, version, subject] = new URL(url, publicUrl).pathname.split("/").slice(-3);
      return filledPreviewStorageKey(
        { uuid: uuid ?? "", version: Number(version), subjectUuid: subject ?? "" },
        aheadFormat,
      );
    };
    const madeBy = Date.now() + 60_000;
    while (filled.some((url) => !derivedPuts.has(keyOf(url))) && Date.now() < madeBy) await delay(100);
    const missing = filled.filter((url) => !derivedPuts.has(keyOf(url)));
    expect(missing.length === 0, `${missing.length} of ${filled.length} previews were not made within 60 s`);
    // Both processes may have taken work of this set at once (a set added, a job changed): the bucket settles first.
    const allPuts = () => [...derivedPuts.values()].reduce((sum, n) => sum + n, 0);
    for (let before = -1, settledBy = Date.now() + 30_000; before !== allPuts() && Date.now() < settledBy; ) {
      before = allPuts();
      await delay(1000);
    }
    const puts = filled.map((url) => derivedPuts.get(keyOf(url)) ?? 0);
    for (const url of filled) {
      for (const shop of [shopA, shopB]) {
        const res = await fetch(`${shop.base}${url}`, {
          headers: { accept: "image/avif,image/webp,*/*", "x-forwarded-for": one.address },
        });
        expect(
          res.status === 200 && res.headers.get("content-type") === "image/avif",
          `${shop.name} answered ${res.status} ${res.headers.get("content-type")} to a filled preview`,
        );
      }
    }
    expect(
      filled.every((url, i) => (derivedPuts.get(keyOf(url)) ?? 0) === puts[i]),
      "serving a filled preview made it again",
    );
    return `${filled.length} previews of offers and tiles in the bucket before any page asked (PUTs: ${puts.join(", ")}); A and B served them from it, making none again`;
  },
});

checks.push({
  title: "3. a thumbnail URL signed by A is served by B; the thumbnail one made is found by the other",
  async run() {
    const [shopA, shopB] = both();
    const pictures = await firstPictures(one, shopA);
    // A picture whose thumbnail nobody has asked for yet, so it is not in the bucket. This script's fetch names no
    // image format in its Accept, so the shop answers (and stores) JPEG (decision 0014).
    const fresh = pictures.find((p) => !derivedPuts.has(`derived/${p.uuid}-320.jpg`));
    expect(fresh !== undefined, "every picture already has a thumbnail in the bucket");
    const key = `derived/${fresh.uuid}-320.jpg`;
    const url = fresh.urls.thumbnail;
    expect(/[?&]sig=/.test(url), `the thumbnail URL is not signed: ${url}`);

    const servedByB = await one.call(shopB, "GET", url);
    expect(servedByB.status === 200, `B answered ${servedByB.status} to the URL A signed`);
    expect(servedByB.headers.get("content-type") === "image/jpeg", "B's answer is not a JPEG thumbnail");
    // B answers before its copy is in the bucket (decision 0014): the copy follows within moments.
    const storedBy = Date.now() + 5_000;
    while ((derivedPuts.get(key) ?? 0) === 0 && Date.now() < storedBy) await delay(20);
    const madeByB = derivedPuts.get(key) ?? 0;
    expect(madeByB === 1, `B's first request put the thumbnail ${madeByB} times into the bucket`);

    // A never made this thumbnail: it serves the one B put into the bucket, without writing it again.
    const servedByA = await one.call(shopA, "GET", url);
    expect(servedByA.status === 200, `A answered ${servedByA.status} to its own URL`);
    expect(
      (derivedPuts.get(key) ?? 0) === 1,
      "A made the thumbnail again instead of reading B's from the bucket",
    );
    expect(servedByA.bytes.equals(servedByB.bytes), "A served other bytes than B made");

    const forged = url.replace(
      /sig=([^&]+)/,
      (_m, sig: string) => `sig=${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}`,
    );
    const refused = await one.call(shopB, "GET", forged);
    expect(refused.status === 403, `B answered ${refused.status} to a forged signature`);
    return "B served A's signed URL (made the thumbnail, 1 PUT to the bucket); A then served it from the bucket (still 1 PUT); a forged signature is refused (403)";
  },
});

checks.push({
  title: "4. the code-guessing limit per address is shared by A and B",
  async run() {
    const [shopA, shopB] = both();
    const limit = defaultRateLimits.codeEntryPerIp.max;
    const perSession = defaultRateLimits.codeEntryPerSession.max;
    // Two signed-in parents behind one address, each under its own limit, so only the address's limit is reached.
    expect(limit / 2 < perSession, "the per-session limit would be reached first");
    const guessers = [one, two].map((parent) => {
      const guesser = new Visitor("10.9.0.1");
      guesser.cookie = parent.cookie;
      return guesser;
    });
    const shops = [shopA, shopB];
    const seen = { A: 0, B: 0 };
    for (let i = 0; i < limit; i += 1) {
      const shop = shops[i % 2] as ShopProcess;
      const guesser = guessers[Math.floor(i / 2) % 2] as Visitor;
      const wrong = await guesser.call(
        shop,
        "GET",
        `/ajax/prophoto/verify_subject_code.php?code=WRONG${i}X${runId}`,
      );
      expect(wrong.status === 404, `wrong code ${i + 1} on ${shop.name} answered ${wrong.status}, not 404`);
      seen[shop.name] += 1;
    }
    for (const shop of shops) {
      const refused = await (guessers[0] as Visitor).call(
        shop,
        "GET",
        `/ajax/prophoto/verify_subject_code.php?code=${demoCode}`,
      );
      expect(
        refused.status === 429,
        `${shop.name} answered ${refused.status} after ${limit} wrong codes, not 429`,
      );
    }
    const elsewhere = new Visitor("10.9.0.2");
    for (const shop of shops) {
      const other = await elsewhere.call(
        shop,
        "GET",
        `/ajax/prophoto/verify_subject_code.php?code=${demoCode}`,
      );
      expect(other.status === 200, `another address was refused on ${shop.name} (${other.status})`);
    }
    return `${limit} wrong codes (A ${seen.A}, B ${seen.B}; each process alone under the limit of ${limit}) refuse the next code on both (429); another address still gets in`;
  },
});

interface CheckoutParent {
  index: number;
  email: string;
  visitor: Visitor;
  shop: ShopProcess;
  /** The call whose failure on A sent the parent to B, and whether the connection was refused or cut mid-call. */
  failedOnA: { step: string; refused: boolean } | null;
  /** The calls A had carried out before it died, as B found them. */
  recovered: string[];
  orderUuid: string | null;
}

checks.push({
  title: `5. ${parentsInCheckouts} checkouts on both; A killed in the middle; every parent has exactly one order`,
  async run() {
    const [shopA, shopB] = both();
    let paid = 0;
    let killArmed = false;
    const armed = Promise.withResolvers<void>();
    let killedDuring: string | null = null;
    const killA = (during: string) => {
      if (shopA.killed) return;
      shopA.killed = true;
      killedDuring = during;
      shopA.child.kill("SIGKILL");
    };

    /**
     * One call of a parent on its process; when A fails, the parent goes on on B (`recover`, else the same call):
     * a call that A may have carried out before it died is checked there first.
     */
    async function step<T>(
      parent: CheckoutParent,
      name: string,
      attempt: (shop: ShopProcess, onSent?: () => void) => Promise<T>,
      recover: (shop: ShopProcess) => Promise<T> = attempt,
    ): Promise<T> {
      const shop = parent.shop;
      // Once armed, the next transaction or payment sent to A is cut: A dies a few milliseconds after it leaves,
      // so it may or may not have committed what was asked; the recovery on B must get it right either way.
      const onSent =
        shop === shopA && killArmed && !shopA.killed && (name === "transaction" || name === "payment")
          ? () => setTimeout(() => killA(`${name} of parent ${parent.index + 1}`), 5)
          : undefined;
      try {
        return await attempt(shop, onSent);
      } catch (error) {
        if (!(error instanceof Unreachable) || shop !== shopA) throw error;
        parent.failedOnA = { step: name, refused: error.refused };
        parent.shop = shopB;
        return await recover(shopB);
      }
    }

    async function checkout(parent: CheckoutParent): Promise<void> {
      const { visitor, email } = parent;
      const signIn = async (shop: ShopProcess) => {
        // Whatever A did before it died: signed in already, registered (e-mail taken) or not yet.
        if ((await signedInAs(visitor, shop)) === email) return;
        await visitor.ok(shop, "GET", `/ajax/prophoto/verify_subject_code.php?code=${demoCode}`);
        const created = await visitor.call(shop, "POST", "/ajax/create.php", registration(email));
        if (created.status === 200) return;
        parent.recovered.push("registration: A had done it");
        expect(created.status === 409, `registration on ${shop.name} answered ${created.status}`);
        await visitor.ok(shop, "POST", "/api/webshop/session", {
          username: email,
          password: "to-prosesser-2026-kveld",
        });
      };
      await step(parent, "code", (shop, sent) =>
        visitor.ok(shop, "GET", `/ajax/prophoto/verify_subject_code.php?code=${demoCode}`, undefined, sent),
      );
      await step(
        parent,
        "registration",
        (shop, sent) => visitor.ok(shop, "POST", "/ajax/create.php", registration(email), sent),
        signIn,
      );
      const pictures = await step(parent, "picture set", (shop) => firstPictures(visitor, shop));
      const picture = pictures[parent.index % pictures.length] as PictureRef;
      await step(
        parent,
        "cart",
        (shop, sent) =>
          visitor.ok(
            shop,
            "POST",
            "/ajax/cart/toggle_digital_file_in_cart.php",
            { file: picture.uuid, type: picture.pictureType },
            sent,
          ),
        async (shop) => {
          if ((await cartFiles(visitor, shop)).includes(picture.uuid))
            parent.recovered.push("cart: A had done it");
          else await putInCart(visitor, shop, picture);
        },
      );
      const started = await step(parent, "checkout", (shop, sent) =>
        visitor.ok<{
          checkoutUuid: string;
          deliveryOptions: Array<{ type: string; deliveryOptions: Array<{ uuid: string }> }>;
        }>(shop, "POST", "/api/webshop/checkout", undefined, sent),
      );
      const delivery = started.deliveryOptions.find((d) => d.type === "digital-delivery")?.deliveryOptions[0];
      expect(delivery !== undefined, "no digital delivery offered");
      const base = `/api/webshop/checkout/${started.checkoutUuid}`;
      const options = await step(parent, "payment options", (shop, sent) =>
        visitor.ok<{ paymentOptions: Array<{ uuid: string; provider: string }> }>(
          shop,
          "GET",
          `${base}/delivery-options/${delivery.uuid}/payment-options`,
          undefined,
          sent,
        ),
      );
      const card = options.paymentOptions.find((p) => p.provider === "card");
      expect(card !== undefined, "no card payment offered");
      // The same checkout and choices give the same transaction: a retry on B finds the one A may have made.
      const made = await step(parent, "transaction", (shop, sent) =>
        visitor.ok<{ transaction: { uuid: string }; order: { uuid: string } }>(
          shop,
          "POST",
          `${base}/transaction`,
          {
            deliveryOptionUuid: delivery.uuid,
            paymentOptionUuid: card.uuid,
            deliveryOptionData: { contactInfo: { name: "Kari Berg", emailAddress: email } },
            paymentOptionData: {},
            client: "desktop",
            comment: "",
          },
          sent,
        ),
      );
      const transactionUrl = `/api/webshop/transactions/${made.transaction.uuid}`;
      const pay = (shop: ShopProcess, sent?: () => void) =>
        visitor.ok<{ status: string }>(
          shop,
          "POST",
          `${transactionUrl}/card`,
          { cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123", name: "Kari Berg" },
          sent,
        );
      const result = await step(parent, "payment", pay, async (shop) => {
        const seen = await visitor.ok<{ transaction: { status: string } }>(shop, "GET", transactionUrl);
        if (seen.transaction.status !== "paid") return pay(shop);
        parent.recovered.push("payment: A had done it");
        return seen.transaction;
      });
      expect(result.status === "paid", `the payment of parent ${parent.index + 1} ended ${result.status}`);
      parent.orderUuid = made.order.uuid;
      paid += 1;
      if (paid >= paidBeforeKill && !killArmed) {
        killArmed = true;
        armed.resolve();
        // Should no such call go to A soon after, A is killed all the same.
        setTimeout(() => killA("wait (no call to cut)"), 2000).unref();
      }
    }

    const parents: CheckoutParent[] = Array.from({ length: parentsInCheckouts }, (_, index) => ({
      index,
      email: `parent-${index + 1}-${runId}@example.com`,
      visitor: new Visitor(`10.1.0.${index + 1}`),
      shop: index % 2 === 0 ? shopA : shopB,
      failedOnA: null,
      recovered: [],
      orderUuid: null,
    }));
    const first = parents.slice(0, parentsInCheckouts - startingAfterArmed);
    const firstDone = Promise.allSettled(
      first.map(async (parent) => {
        await new Promise((resolve) => setTimeout(resolve, parent.index * 40));
        await checkout(parent);
      }),
    );
    // Should the first parents fail before the kill is armed, the last ones start anyway and the checks say why.
    const laterDone = Promise.allSettled(
      parents.slice(first.length).map(async (parent, index) => {
        await Promise.race([armed.promise, firstDone]);
        await new Promise((resolve) => setTimeout(resolve, index * 40));
        await checkout(parent);
      }),
    );
    const outcomes = [...(await firstDone), ...(await laterDone)];
    const errors = outcomes.flatMap((o, i) =>
      o.status === "rejected" ? [`parent ${i + 1}: ${String(o.reason)}`] : [],
    );
    expect(errors.length === 0, `checkouts failed:\n      ${errors.join("\n      ")}`);
    expect(shopA.killed, "A was never killed");
    const movedToB = parents.filter((p) => p.failedOnA !== null);
    expect(movedToB.length > 0, "no parent's call to A failed: the kill came too late to test anything");

    // Every parent asks B for their order history; PostgreSQL counts every order row of theirs, whatever its status.
    for (const parent of parents) {
      const list = await parent.visitor.ok<{ orders: Array<{ uuid: string }> }>(
        shopB,
        "GET",
        "/ajax/user/get_order_list.php",
      );
      expect(
        list.orders.length === 1 && list.orders[0]?.uuid === parent.orderUuid,
        `parent ${parent.index + 1} has ${list.orders.length} orders in the history`,
      );
    }
    const counts = execFileSync(
      psql,
      [
        databaseUrl as string,
        "-At",
        "-F",
        " ",
        "-c",
        `select u.email, count(o.id), count(o.confirmed_at) from users u left join orders o on o.user_id = u.id
         where u.email like 'parent-%-${runId}@example.com' group by u.email order by u.email`,
      ],
      { encoding: "utf8" },
    )
      .trim()
      .split("\n")
      .map((line) => line.split(" "));
    expect(counts.length === parentsInCheckouts, `PostgreSQL holds ${counts.length} of the parents`);
    for (const [email, all, confirmed] of counts) {
      expect(
        all === "1" && confirmed === "1",
        `${email} has ${all} order rows (${confirmed} confirmed) in PostgreSQL`,
      );
    }
    const cut = movedToB.filter((p) => !p.failedOnA?.refused);
    const described = movedToB
      .map((p) => `${p.index + 1}: ${p.failedOnA?.step} ${p.failedOnA?.refused ? "refused" : "cut"}`)
      .join(", ");
    const recovered = movedToB.flatMap((p) => p.recovered.map((r) => `${p.index + 1}: ${r}`));
    return (
      `A killed during the ${killedDuring} after ${paidBeforeKill} payments; ${movedToB.length} parents went on on B ` +
      `(${cut.length} with a call cut mid-way) [${described}]; found done by A on B: [${recovered.join(", ")}]; ` +
      `order history and PostgreSQL: 1 order per parent, all ${parentsInCheckouts} paid`
    );
  },
});

async function main(): Promise<void> {
  const directory = path.join(work, "s3");
  s3 = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await s3.run();
  const s3Endpoint = `http://127.0.0.1:${port}`;
  (s3 as unknown as NodeJS.EventEmitter).on("event", (event: S3EventRecord) => {
    const record = event.Records[0];
    if (!record?.eventName.startsWith("ObjectCreated")) return;
    const key = decodeURIComponent(record.s3.object.key);
    if (key.startsWith("derived/")) derivedPuts.set(key, (derivedPuts.get(key) ?? 0) + 1);
  });
  const client = new S3Client({
    endpoint: s3Endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  console.log(`s3rver on ${s3Endpoint} (bucket ${bucket})`);

  // Both start at once on the empty database: they take turns to migrate, make the secrets and seed the demo.
  let at = performance.now();
  [a, b] = await Promise.all([startShop("A", s3Endpoint), startShop("B", s3Endpoint)]);
  console.log(
    `processes A on ${a.base} and B on ${b.base}, started together: one migrated and seeded the demo into PostgreSQL ` +
      `and the bucket, the other found it (${seconds(at)})`,
  );
  let seeders = 0;
  for (const shop of [a, b]) {
    const log = readFileSync(shop.log, "utf8");
    if (log.includes("Empty database: seeding the demo shop")) seeders += 1;
    const said = log.split("\n").filter((line) => line.startsWith("Secrets:"));
    console.log(`  ${shop.name}: ${said.join(" ")}`);
  }
  if (seeders !== 1) {
    failures += 1;
    console.log(`✗ exactly one of the two processes seeded the demo (${seeders} did)`);
  } else {
    console.log("✓ exactly one of the two processes seeded the demo");
  }

  for (const check of checks) {
    at = performance.now();
    try {
      const detail = await check.run();
      console.log(`✓ ${check.title} (${seconds(at)})\n    ${detail}`);
    } catch (error) {
      failures += 1;
      const message = error instanceof Error ? error.message : String(error);
      console.log(`✗ ${check.title} (${seconds(at)})\n    ${message}`);
    }
  }
}

interface S3EventRecord {
  Records: Array<{ eventName: string; s3: { object: { key: string } } }>;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

async function stopAll(): Promise<void> {
  for (const shop of [a, b]) {
    if (!shop || shop.killed || shop.child.exitCode !== null) continue;
    const exited = new Promise((resolve) => shop.child.once("exit", resolve));
    shop.child.kill("SIGTERM");
    await exited;
  }
  await s3?.close();
}

try {
  await main();
} catch (error) {
  failures += 1;
  console.log(`✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopAll().catch(() => {});
  if (failures > 0) {
    for (const shop of [a, b])
      if (shop) console.log(`\nLast lines of process ${shop.name}'s log:\n${tail(shop.log)}`);
  }
  rmSync(work, { recursive: true, force: true });
}
console.log(
  failures === 0
    ? `\nTwo processes acted as one shop: every check passed in ${seconds(started)}.`
    : `\n${failures} check(s) failed (${seconds(started)}).`,
);
process.exit(failures === 0 ? 0 : 1);
