/**
 * One parent's evening, call by call as the web app makes them: the front page (its HTML, files, /me and the
 * settings), the code from the letter, the e-mail check and the registration, the picture sets, the set with its
 * thumbnails, digital pictures into the cart, the checkout page's calls with digital delivery and the invoice, the
 * payment page, and the receipt.
 */
import { browserAgent, request } from "./http-client.ts";
import type { StepError, StepRecorder } from "./stats.ts";

/** What Chromium sends for an <img>: the shop answers AVIF to it (decision 0014). */
const imageAccept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const requestTimeoutMs = 60_000;

export interface ParentPlan {
  index: number;
  code: string;
  email: string;
  identityNumber: string;
  /** The parent's own address, as the reverse proxy names it in X-Forwarded-For. */
  address: string;
  /** Digital pictures the parent buys. */
  picturesToBuy: number;
  /** A pause between the steps, as a person reads and types (0: back to back). */
  thinkMs: number;
  /**
   * More of the visit after the pictures are in the cart (the district's template card, scripts/bench/district-card.ts):
   * when it puts something to be sent in the cart, it answers true and the parent has it sent by post.
   */
  design?: (browser: Browser, setUuid: string, pictures: PictureRef[]) => Promise<boolean>;
}

export interface Shop {
  /** The address parents use (PUBLIC_URL): the Origin of their state-changing calls. */
  publicUrl: string;
  /** The process the next call goes to: one, or round-robin over several as a proxy without sticky sessions does. */
  next(): string;
}

export class StepFailed extends Error {
  readonly failure: StepError;
  constructor(step: string, failure: StepError) {
    super(`${step}: ${failure.status ?? "no answer"} ${failure.code ?? ""} ${failure.detail}`);
    this.failure = failure;
  }
}

/** A browser: its own session cookie, address and six connections; every call is timed under its step. */
export class Browser {
  private cookie: string | null = null;
  private readonly agent = browserAgent();
  private readonly shop: Shop;
  private readonly address: string;
  private readonly recorder: StepRecorder;
  constructor(shop: Shop, address: string, recorder: StepRecorder) {
    this.shop = shop;
    this.address = address;
    this.recorder = recorder;
  }

  /** The answer's JSON, its text for HTML, else null. */
  private async send(method: string, url: string, body: unknown, accept: string): Promise<[number, unknown]> {
    const headers: Record<string, string> = {
      accept,
      "accept-encoding": "br, gzip",
      "x-forwarded-for": this.address,
    };
    if (method !== "GET") headers.origin = this.shop.publicUrl;
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const answer = await request(this.agent, `${this.shop.next()}${url}`, {
      method,
      headers,
      timeoutMs: requestTimeoutMs,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of answer.headers["set-cookie"] ?? []) {
      const [pair = ""] = line.split(";");
      const [name, value] = pair.split("=");
      if (name === "sid" || name === "__Host-sid") this.cookie = value ? `${name}=${value}` : null;
    }
    const type = answer.headers["content-type"] ?? "";
    if (type.includes("json")) {
      try {
        return [answer.status, JSON.parse(answer.body.toString("utf8"))];
      } catch {
        return [answer.status, null];
      }
    }
    return [answer.status, type.includes("html") ? answer.body.toString("utf8") : null];
  }

  /** One timed call; a status other than 200 fails the step and ends the parent's evening. */
  async call<T>(
    step: string,
    method: string,
    url: string,
    body?: unknown,
    accept = "application/json",
  ): Promise<T> {
    const started = performance.now();
    let failure: StepError | null = null;
    let answer: unknown = null;
    try {
      const [status, parsed] = await this.send(method, url, body, accept);
      answer = parsed;
      if (status !== 200) {
        const error = parsed as { code?: string } | null;
        failure = { status, code: error?.code ?? null, detail: `${method} ${url}` };
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      const name = error instanceof Error ? error.name : "";
      failure = { status: null, code: null, detail: `${method} ${url}: ${code ?? name}` };
    }
    this.recorder.record(step, performance.now() - started, failure);
    if (failure) throw new StepFailed(step, failure);
    return answer as T;
  }

  /** Several calls at once under one step, as a browser loads a page's files or images. */
  all(step: string, urls: string[], accept: string): Promise<unknown[]> {
    return Promise.all(urls.map((url) => this.call(step, "GET", url, undefined, accept)));
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface PictureRef {
  uuid: string;
  pictureType: string;
  bought: boolean;
  urls: { thumbnail: string; preview: string };
}

interface DeliveryMethod {
  type: string;
  deliveryOptions: Array<{ uuid: string }>;
}

/** The scripts and style sheets the front page's HTML names, fetched as a browser does after the HTML. */
function assetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** Where a parent who ordered something printed has it sent. */
const postalAddress = (name: string) => ({
  name,
  address: "Storgata 12",
  address2: "",
  postalCode: "0155",
  city: "Oslo",
  state: "",
  country: "NO",
  verifiedAddress: false,
  saveAddress: false,
});

const pause = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export interface ParentOutcome {
  index: number;
  ordered: boolean;
  failedAt: string | null;
  ms: number;
}

export async function parentEvening(
  shop: Shop,
  plan: ParentPlan,
  recorder: StepRecorder,
): Promise<ParentOutcome> {
  const browser = new Browser(shop, plan.address, recorder);
  const started = performance.now();
  const think = () => pause(plan.thinkMs * (0.5 + Math.random()));
  try {
    // The front page: its HTML, then its scripts and styles, then the app asks who is signed in.
    const html = await browser.call<string>(
      "front page",
      "GET",
      `/?code=${encodeURIComponent(plan.code)}`,
      undefined,
      "text/html",
    );
    await browser.all("front page files", assetsOf(html), "*/*");
    await Promise.all([
      browser.call("me", "GET", "/api/webshop/me"),
      browser.call("settings", "GET", "/api/webshop/settings"),
    ]);
    await think();

    await browser.call(
      "code",
      "GET",
      `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(plan.code)}`,
    );
    await browser.call(
      "e-mail check",
      "GET",
      `/sections/prophoto/ajax/user_exists_by_email.php?email=${encodeURIComponent(plan.email)}`,
    );
    await think();
    await browser.call("register", "POST", "/ajax/create.php", {
      email: plan.email,
      code: plan.code,
      mobile: "+47 912 34 567",
      password: "kveld-2026-passord",
      confirm_password: "kveld-2026-passord",
      acceptmail: false,
      termsofservice: true,
    });

    const list = await browser.call<{ pictureSets: Array<{ uuid: string }> }>(
      "picture sets",
      "GET",
      "/api/webshop/picture-sets",
    );
    const set = list.pictureSets[0];
    if (!set) throw new StepFailed("picture sets", { status: 200, code: null, detail: "no picture set" });
    const detail = await browser.call<{ pictures: PictureRef[] }>(
      "picture set",
      "GET",
      `/api/webshop/picture-sets/${set.uuid}`,
    );
    await browser.all(
      "thumbnail",
      detail.pictures.map((p) => p.urls.thumbnail),
      imageAccept,
    );
    await think();

    for (const picture of detail.pictures.filter((p) => !p.bought).slice(0, plan.picturesToBuy)) {
      await browser.call("add to cart", "POST", "/ajax/cart/toggle_digital_file_in_cart.php", {
        file: picture.uuid,
        type: picture.pictureType,
      });
      await think();
    }
    const byPost = plan.design ? await plan.design(browser, set.uuid, detail.pictures) : false;
    await browser.call("cart", "GET", "/api/webshop/cart");
    await think();

    // The checkout page: the checkout, the delivery step (digital delivery with the contact form), its payment
    // options and the preselected invoice, then the order.
    const checkout = await browser.call<{ checkoutUuid: string; deliveryOptions: DeliveryMethod[] }>(
      "checkout",
      "POST",
      "/api/webshop/checkout",
    );
    const deliveryType = byPost ? "postage" : "digital-delivery";
    const delivery = checkout.deliveryOptions.find((d) => d.type === deliveryType)?.deliveryOptions[0];
    if (!delivery)
      throw new StepFailed("checkout", { status: 200, code: null, detail: `no ${deliveryType}` });
    const base = `/api/webshop/checkout/${checkout.checkoutUuid}`;
    const contactInfo = { name: `Forelder ${plan.index + 1}`, emailAddress: plan.email };
    const deliveryOptionData = byPost
      ? { contactInfo, deliveryAddress: postalAddress(contactInfo.name) }
      : { contactInfo };
    await think();
    await browser.call("delivery", "PUT", `${base}/delivery`, {
      deliveryOptionUuid: delivery.uuid,
      deliveryOptionData,
    });
    const options = await browser.call<{ paymentOptions: Array<{ uuid: string; provider: string }> }>(
      "payment options",
      "GET",
      `${base}/delivery-options/${delivery.uuid}/payment-options`,
    );
    const invoice = options.paymentOptions.find((p) => p.provider === "invoice");
    if (!invoice)
      throw new StepFailed("payment options", { status: 200, code: null, detail: "no invoice offered" });
    await browser.call(
      "choose payment",
      "GET",
      `${base}/delivery-options/${delivery.uuid}/payment-options/${invoice.uuid}`,
    );
    await think();
    const made = await browser.call<{
      transaction: { uuid: string } | null;
      order: { uuid: string } | null;
      code?: string;
    }>("transaction", "POST", `${base}/transaction`, {
      deliveryOptionUuid: delivery.uuid,
      paymentOptionUuid: invoice.uuid,
      deliveryOptionData,
      paymentOptionData: { pid: plan.identityNumber },
      client: "mobile",
      comment: "",
    });
    if (!made.transaction || !made.order) {
      throw new StepFailed("transaction", { status: 200, code: made.code ?? null, detail: "no transaction" });
    }

    // The payment page, the invoice, and the receipt.
    const transactionUrl = `/api/webshop/transactions/${made.transaction.uuid}`;
    await browser.call("payment page", "GET", transactionUrl);
    const paid = await browser.call<{ status: string; code: string | null }>(
      "invoice",
      "POST",
      `${transactionUrl}/invoice`,
    );
    if (paid.status !== "invoiced") {
      throw new StepFailed("invoice", { status: 200, code: paid.code, detail: `status ${paid.status}` });
    }
    await browser.call("receipt", "GET", `/api/webshop/user/orders/${made.order.uuid}`);
    return { index: plan.index, ordered: true, failedAt: null, ms: performance.now() - started };
  } catch (error) {
    const failedAt = error instanceof StepFailed ? error.message : String(error);
    return { index: plan.index, ordered: false, failedAt, ms: performance.now() - started };
  } finally {
    browser.close();
  }
}
