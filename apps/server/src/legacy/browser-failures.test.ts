import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInCookie } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";

const unknown = "c97c6c31-e260-4ed7-9990-47265209d341";
/** A signature of the right shape that signs nothing. */
const forged = "exp=4102444800&sig=AAAAAAAAAAAAAAAAAAAAAA";

/** What a browser sends when a person opens an address (a link in a mail, a bookmark, the address bar). */
const opened = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
};
/** An older browser without fetch metadata is known by asking for HTML. */
const openedByOldBrowser = { accept: "text/html,*/*;q=0.8" };
/** The shop's own scripts, and any API client. */
const fetched = { accept: "application/json", "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" };

/**
 * Every old address and download with a malformed (or unknown) id, and the code its failure has. A browser is sent
 * to the shop's page about it with that code; an API client keeps the JSON error.
 */
const failing: ReadonlyArray<readonly [string, string, number, "signed in" | "signed out"]> = [
  ["/sections/prophoto/ajax/digitalcopies.php?file=26-0001-01", "invalid_input", 400, "signed in"],
  ["/sections/prophoto/ajax/digitalcopies.php?file=26-0001-01", "invalid_input", 400, "signed out"],
  ["/sections/prophoto/ajax/digitalcopies.php", "invalid_input", 400, "signed in"],
  [`/sections/prophoto/ajax/digitalcopies.php?file=${unknown}`, "picture_not_found", 404, "signed in"],
  ["/sections/prophoto/ajax/no-such-page.php?file=1", "route_not_found", 404, "signed in"],
  ["/sections/digital-portraits/%E0%A4%A/", "bad_request", 400, "signed out"],
  ["/api/webshop/downloads/picture-sets/not-a-set/IP.zip?exp=1&sig=x", "invalid_input", 400, "signed in"],
  [`/api/webshop/downloads/picture-sets/${unknown}/XX.zip?exp=1&sig=x`, "invalid_input", 400, "signed in"],
  [`/api/webshop/downloads/picture-sets/${unknown}/IP.zip?${forged}`, "link_invalid", 403, "signed in"],
  ["/api/webshop/downloads/picture-sets/not-a-set/IP.zip", "invalid_input", 400, "signed out"],
  ["/api/webshop/images/not-a-picture/original?exp=1&sig=x", "invalid_input", 400, "signed in"],
  [`/api/webshop/images/${unknown}/original?${forged}`, "link_invalid", 403, "signed in"],
  ["/api/webshop/retouched/not-a-job/0000000g/original?exp=1&sig=x", "invalid_input", 400, "signed in"],
  [`/api/webshop/retouched/${unknown}/0a1b2c3d/original?${forged}`, "link_invalid", 403, "signed in"],
  ["/api/webshop/user/data-export", "unauthorized", 401, "signed out"],
];

describe("a failing old address or download", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signedInCookie(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  const get = (url: string, who: "signed in" | "signed out", headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url, headers: who === "signed in" ? { ...headers, cookie } : headers });

  it.each(failing)(
    "%s opened in a browser shows the shop's page about %s",
    async (url, code, _status, who) => {
      const res = await get(url, who, opened);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/link-problem?code=${code}`);
    },
  );

  it.each(failing)("%s fetched keeps its JSON error (%s, %i)", async (url, code, status, who) => {
    const res = await get(url, who, fetched);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
  });

  it("an older browser without fetch metadata is known by asking for HTML", async () => {
    const res = await get(
      "/sections/prophoto/ajax/digitalcopies.php?file=x",
      "signed in",
      openedByOldBrowser,
    );
    expect(res.headers.location).toBe("/link-problem?code=invalid_input");
  });

  it("a download started by a link's download attribute is not a page and keeps its JSON error", async () => {
    const res = await get("/sections/prophoto/ajax/digitalcopies.php?file=x", "signed in", {
      accept: opened.accept,
      "sec-fetch-dest": "empty",
      "sec-fetch-mode": "navigate",
    });
    expect(res.statusCode).toBe(400);
  });

  it("a broken URL elsewhere answers the shop's code, not Fastify's", async () => {
    const res = await get("/api/webshop/picture-sets/%E0%A4%A", "signed in", opened);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "bad_request" });
  });

  it("a path part longer than any id answers the shop's code, not a 500", async () => {
    const res = await get(`/api/webshop/reset-password/${"a".repeat(200)}`, "signed out", opened);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "bad_request" });
  });

  it("an API call's failure is never redirected, even from a browser asking for HTML", async () => {
    const res = await get(`/api/webshop/picture-sets/${unknown}`, "signed in", opened);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "picture_set_not_found" });
  });
});
