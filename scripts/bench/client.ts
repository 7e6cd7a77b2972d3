export interface Answer {
  status: number;
  ms: number;
  body: unknown;
}

/**
 * A browser of one parent: its session cookie and, behind the bench as the shop's proxy, its own address (the
 * shop limits code entry and registration per address).
 */
export class Visitor {
  cookie = "";
  readonly base: string;
  readonly address: string;
  constructor(base: string, address = "127.0.0.1") {
    this.base = base;
    this.address = address;
  }

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    // The shop refuses a state-changing call without its own Origin, which a browser sends and fetch here does not.
    const headers: Record<string, string> = { origin: this.base, "x-forwarded-for": this.address };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const started = performance.now();
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const sid = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] ?? "")
      .find((pair) => pair.startsWith("sid="));
    if (sid !== undefined) this.cookie = sid;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, ms, body: parsed };
  }

  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call(method, path, body);
    if (answer.status !== 200) {
      throw new Error(
        `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
      );
    }
    return answer.body as T;
  }
}

export interface PictureRef {
  uuid: string;
  pictureType: string;
  bought: boolean;
  inCart: boolean;
  urls: { thumbnail: string };
}

export async function pictureSets(visitor: Visitor): Promise<Array<{ uuid: string }>> {
  return (await visitor.ok<{ pictureSets: Array<{ uuid: string }> }>("GET", "/api/webshop/picture-sets"))
    .pictureSets;
}

export async function picturesOf(visitor: Visitor, setUuid: string): Promise<PictureRef[]> {
  return (await visitor.ok<{ pictures: PictureRef[] }>("GET", `/api/webshop/picture-sets/${setUuid}`))
    .pictures;
}

export async function putInCart(visitor: Visitor, picture: PictureRef): Promise<void> {
  await visitor.ok("POST", "/ajax/cart/toggle_digital_file_in_cart.php", {
    file: picture.uuid,
    type: picture.pictureType,
  });
}

/** The demo shop's code the bench's new parents redeem. */
export const demoCode = "EMMA2026";

/**
 * A new parent registered with the demo's code as the shop's own registration does, from an address of its own (the
 * shop limits registrations per address): `index` picks the address in the `10.<net>.x.y` range.
 */
export async function registerDemoParent(
  base: string,
  net: number,
  index: number,
  email: string,
): Promise<Visitor> {
  const parent = new Visitor(base, `10.${net}.${Math.floor(index / 250)}.${(index % 250) + 1}`);
  await parent.ok("GET", `/ajax/prophoto/verify_subject_code.php?code=${demoCode}`);
  await parent.ok("POST", "/ajax/create.php", {
    email,
    code: demoCode,
    mobile: "+47 912 34 567",
    password: "bench-secret-123",
    confirm_password: "bench-secret-123",
    acceptmail: false,
    termsofservice: true,
  });
  return parent;
}

export const demoAccount = { username: "demo@example.com", password: "demo1234" };

export async function signInDemo(visitor: Visitor): Promise<void> {
  await visitor.ok("POST", "/api/webshop/session", demoAccount);
}
