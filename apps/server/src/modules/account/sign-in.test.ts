import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubjectWithCode, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { verifyCode } from "../test-support.ts";

describe("the e-mail address at sign-in, registration and reset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("sign-in finds the account whatever the case and surrounding spaces of the e-mail", async () => {
    const user = await createUser(t, { email: "ingrid.haugen@example.com" });
    for (const username of [" Ingrid.Haugen@Example.COM ", "\tINGRID.HAUGEN@EXAMPLE.COM\n"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webshop/session",
        payload: { username, password: user.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.emailAddress).toBe("ingrid.haugen@example.com");
    }
  });

  it("an account registered with case and spaces signs in and gets reset mail in the stored form", async () => {
    const subject = await createSubjectWithCode(t);
    const cookie = await verifyCode(t.app, subject.code);
    const created = await t.app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: {
        email: "  Ola.Dunk@Example.ORG ",
        code: subject.code,
        mobile: "+4791234567",
        password: "fjord-lantern-9",
        acceptmail: false,
        termsofservice: true,
      },
      headers: { cookie },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().user.emailAddress).toBe("ola.dunk@example.org");

    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: "OLA.DUNK@example.org  ", password: "fjord-lantern-9" },
    });
    expect(signedIn.statusCode).toBe(200);

    await t.app.inject({
      method: "GET",
      url: `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(" Ola.Dunk@EXAMPLE.org")}`,
    });
    expect((await t.mails()).filter((m) => m.to === "ola.dunk@example.org")).toHaveLength(1);
  });
});
