import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webshopSettings } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { frontBackgroundKey } from "./service.ts";

describe("content", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it("the settings hold the portal, webshop, page and menu in one answer", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/settings" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.portal).toMatchObject({
      name: "Demo Foto AS",
      currency: "NOK",
      vatRate: 2500,
      contactInfo: { country: "NO", email: "post@demofoto.no" },
      options: { gatherAddress2: true, acceptMailDefaultOn: false, hideMarketingConsent: false },
    });
    expect(body.webshop).toMatchObject({
      freeShippingThreshold: 100000,
      hasPrivacyPolicy: true,
      locale: { default_language: "en" },
    });
    expect(body.webshop.locale.languages.map((l: { long: string }) => l.long)).toEqual(["en", "nb"]);
    expect(body.page.backgroundImage).toBe("/api/webshop/content/front-background.jpg");
    expect(body.menu).toHaveLength(7);
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

  it("a missing front background answers 404", async () => {
    const saved = t.storage.files.get(frontBackgroundKey);
    t.storage.files.delete(frontBackgroundKey);
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/webshop/content/front-background.jpg" });
      expect(res.statusCode).toBe(404);
    } finally {
      if (saved) t.storage.files.set(frontBackgroundKey, saved);
    }
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

  it("a shop without a privacy policy answers Page not found", async () => {
    await t.db.update(webshopSettings).set({ privacyPolicy: null });
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/privacy-policy" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Page not found", code: "page_not_found" });
    const settings = await t.app.inject({ method: "GET", url: "/api/webshop/settings" });
    expect(settings.json().webshop.hasPrivacyPolicy).toBe(false);
  });
});
