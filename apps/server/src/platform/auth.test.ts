import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInCookie } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { apiRoutes, fillPath } from "../test/routes.ts";
import { isProtectedRoute } from "./auth.ts";

describe("authentication before validation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const protectedRoutes = () => apiRoutes(t.routes).filter((route) => isProtectedRoute(route.config));

  const invalidInputs = [
    { query: "", payload: "{not json", contentType: "application/json" },
    {
      query: "?code=%00&uuid=nope&q=",
      payload: '{"quantity":"many","\\u0000":"\\ud800"}',
      contentType: "application/json",
    },
    { query: "?x=1", payload: "x".repeat(70_000), contentType: "text/plain" },
  ];

  it("knows the protected routes from their declaration", () => {
    const urls = protectedRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain("GET /api/webshop/cart");
    expect(urls).toContain("POST /api/webshop/checkout/:checkoutUuid/transaction");
    expect(urls).not.toContain("POST /api/webshop/session");
    expect(urls.length).toBeGreaterThan(30);
  });

  it("declares public only what a signed-out visitor needs: content, the product range, signing in and up, signed links, webhooks", () => {
    const publicUrls = apiRoutes(t.routes)
      .filter((route) => !isProtectedRoute(route.config))
      .map((route) => `${route.method} ${route.url}`)
      // The old browser addresses only redirect to the pages, which check sign-in themselves.
      .filter(
        (url) =>
          !/^GET \/sections\/(prophoto\/myaccount|products2?|shopping-cart|digital-portraits|packages|cardscalendars)\b/.test(
            url,
          ),
      );
    expect(publicUrls.toSorted()).toEqual(
      [
        "GET /api/docs",
        "GET /healthz",
        "GET /dev/mail",
        "GET /dev/mail.json",
        "GET /api/webshop/settings",
        "GET /api/webshop/privacy-policy",
        "GET /api/webshop/content/front-background.jpg",
        // The shop's logo, front picture and favicon from the studio (decision 0071): every page shows them.
        "GET /api/webshop/look/:file",
        "GET /ajax/prophoto/verify_subject_code.php",
        "POST /api/webshop/session",
        "DELETE /api/webshop/session",
        "GET /api/webshop/me",
        "GET /sections/prophoto/ajax/user_exists_by_email.php",
        "POST /ajax/create.php",
        "GET /sections/prophoto/ajax/send_password_reminder.php",
        // The old download: a signed-out browser is sent to sign in (the order history); the handler refuses the rest.
        "GET /sections/prophoto/ajax/digitalcopies.php",
        "GET /api/webshop/reset-password/:code",
        "GET /api/webshop/retouched/:jobUuid/:version/:size",
        "GET /api/webshop/legacy-pages/:id",
        "POST /api/webshop/reset-password/:code",
        // 'Lost your code?': whether the shop can mail codes, and asking it to (the same answer for any address).
        "GET /api/webshop/lost-code",
        "POST /api/webshop/lost-code",
        // An invite link's landing page, and making an account from it (the link stands for a code).
        "GET /api/webshop/invites/by-token/:token",
        "POST /api/webshop/invites/by-token/:token/register",
        // Support's one-time simulation link (decisions 0033, 0041): the link stands for the sign-in; its page reads
        // it, and only the page's button uses it.
        "GET /api/webshop/simulation-links/:token",
        "POST /api/webshop/simulation-links/:token",
        "GET /api/webshop/images/:pictureUuid/:size",
        "GET /api/webshop/image-backgrounds/:backgroundUuid.jpg",
        // A job's green-screen background as the job shows it, through the signed URL its list gives.
        "GET /system/gsbackground.php",
        "GET /api/webshop/photographers/:photographerUuid/logo",
        "POST /api/webshop/payments/stripe/webhook",
        "POST /api/webshop/payments/vipps/webhook",
        "GET /api/webshop/downloads/picture-sets/:subjectUuid/:pictureType.zip",
        // The product range (spec 02 §6: no role check); what is filled from a picture set needs the user.
        "GET /ajax/template/get_categories.php",
        "GET /api/webshop/templates/cards/categories",
        "GET /api/webshop/templates/filled/:uuid/:version/:subjectUuid",
        "GET /api/webshop/templates/photogift/categories/:category/info",
        "GET /api/webshop/templates/:type",
        "GET /api/webshop/templates/:type/categories/:category",
        "GET /api/webshop/templates/by-uuid/:uuid",
        "GET /api/webshop/templates/by-uuid/:uuid/:version",
        // A template's artwork (the simple editor's background): a design, drawn in the parent's editor.
        "GET /api/webshop/templates/artwork/:asset",
        "GET /api/webshop/promoted-products",
        // The template lists' previews: the same drawing for everyone, no picture of a parent's in it.
        "GET /templates/all/:preview",
        // The studio's calls before a studio session (issue 30): signing in and out (password or passkey), the set-up link.
        "POST /api/studio/session",
        "DELETE /api/studio/session",
        "GET /api/studio/setup/:token",
        "POST /api/studio/setup/:token",
        "POST /api/studio/passkey-session/options",
        "POST /api/studio/passkey-session",
      ].toSorted(),
    );
  });

  it("answers 401 to a signed-out call of every protected route, whatever its path, query and body", async () => {
    for (const route of protectedRoutes()) {
      for (const input of invalidInputs) {
        const res = await t.app.inject({
          method: route.method as "GET",
          url: `${fillPath(route.url, () => "not-a-uuid")}${input.query}`,
          payload: input.payload,
          headers: { "content-type": input.contentType },
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${input.payload.slice(0, 40)}`).toBe(401);
        expect(res.json()).toEqual({ error: "Please sign in", code: "unauthorized" });
      }
    }
  });

  it("validates the input of a signed-in call as before", async () => {
    const user = await createUser(t);
    const cookie = await signedInCookie(t, user.id);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/webshop/cart/lines/not-a-uuid",
      payload: { quantity: 1 },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "invalid_input" });
  });
});
