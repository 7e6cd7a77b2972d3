import type { ShopSettings } from "@shop/contracts/shop-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopContent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { frontBackgroundPath } from "./service.ts";

describe("content", () => {
  let t: TestApp;
  let settings: ShopSettings;
  beforeAll(async () => {
    t = await createTestApp();
    settings = await createShopContent(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("the settings hold the portal, webshop, page and menu in one answer", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/settings" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.portal).toMatchObject({
      name: settings.portal.name,
      currency: "NOK",
      vatRate: 2500,
      contactInfo: { country: "NO", email: settings.portal.email },
      options: { gatherAddress2: true, acceptMailDefaultOn: false, hideMarketingConsent: false },
    });
    expect(body.webshop).toMatchObject({
      freeShippingThreshold: 100000,
      hasPrivacyPolicy: true,
      locale: { default_language: "en" },
    });
    expect(body.webshop.locale.languages.map((l: { long: string }) => l.long)).toEqual(["en", "nb"]);
    expect(body.page.backgroundImage).toBe(frontBackgroundPath);
    expect(body.menu).toHaveLength(settings.menu?.length ?? -1);
    expect(body.menu[0]).toMatchObject({ type: "internal", target: "/contact-us", visibility: 0 });
    expect(body.menu.find((m: { type: string }) => m.type === "modal")?.target).toBe("share-picture-sets");
  });

  it("unchanged settings answer 304 to a revalidation", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/webshop/settings" });
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: "GET",
      url: "/api/webshop/settings",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("the privacy policy text is served", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/privacy-policy" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.privacyPolicy).toContain("\n");
  });

  it("the front background image is served publicly", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/content/front-background.jpg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toContain("public");
  });

  it("every call of the access area is in the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      "/ajax/prophoto/verify_subject_code.php",
      "/ajax/prophoto/add_picture_set_by_code.php",
      "/api/webshop/session",
      "/api/webshop/me",
      "/sections/prophoto/ajax/user_exists_by_email.php",
      "/ajax/create.php",
      "/sections/prophoto/ajax/send_password_reminder.php",
      "/api/webshop/reset-password/{code}",
      "/api/webshop/picture-sets",
      "/api/webshop/picture-sets/{pictureSetUuid}",
      "/api/webshop/picture-sets/{pictureSetUuid}/pictures/{pictureUuid}/favorite",
      "/api/webshop/picture-sets/{pictureSetUuid}/yearbook-pose",
      "/api/webshop/images/{pictureUuid}/{size}",
      "/ajax/template/get_image_backgrounds.php",
      "/api/webshop/settings",
      "/api/webshop/privacy-policy",
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe("a shop with no content of its own", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("a missing front background answers 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/content/front-background.jpg" });
    expect(res.statusCode).toBe(404);
  });

  it("a shop without a privacy policy answers Page not found", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/privacy-policy" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Page not found", code: "page_not_found" });
    const settings = await t.app.inject({ method: "GET", url: "/api/webshop/settings" });
    expect(settings.json().webshop.hasPrivacyPolicy).toBe(false);
  });
});
