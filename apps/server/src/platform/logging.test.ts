import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { signIn, verifyCode } from "../modules/test-support.ts";
import { createSubjectWithCode, createUser } from "../test/factories.ts";
import { createTestApp } from "../test/helpers.ts";
import { blankSensitive, loggerOptions, scrubPersonalData } from "./logging.ts";

/**
 * A log destination in memory: every line the logger writes, as text. The numbers pino adds of its
 * own (time, process id, response time) are blanked, so that a secret of digits such as a postal code
 * cannot match by chance inside a timestamp.
 */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const machineNumbers = /"(time|pid|responseTime)":[\d.]+/g;
  return { stream, text: () => lines.join("").replace(machineNumbers, '"$1":0') };
}

/** Values a request may carry that no log line may hold. */
const secrets = {
  code: "ZEBRA7QX4K",
  password: "Correct-Horse-77",
  pid: "01017012345",
  email: "kari.nordmann@example.net",
  address: "Storgata 12B",
  address2: "Oppgang 3",
  postalCode: "0155",
  city: "Tromsdalen",
  name: "Kari Nordmann",
  resetKey: "rk_9f8e7d6c5b4a39281706",
  mobile: "+4798765432",
};

describe("logging", () => {
  it("logs the route pattern, not the URL with its query string", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions("info"), stream } });
    app.get("/ajax/prophoto/verify_subject_code.php", async (request) => {
      request.log.info(
        { body: { password: "hunter22", email: "kari@example.com", code: "KODE2468" } },
        "sample",
      );
      return { ok: true };
    });
    await app.inject({
      url: "/ajax/prophoto/verify_subject_code.php?code=KODE2468&email=kari@example.com",
      headers: { cookie: "sid=secret-token", authorization: "Bearer abc" },
    });
    await app.close();
    const all = lines.join("\n");
    expect(all).toContain('"route":"/ajax/prophoto/verify_subject_code.php"');
    expect(all).not.toContain("KODE2468");
    expect(all).not.toContain("kari@example.com");
    expect(all).not.toContain("hunter22");
    expect(all).not.toContain("secret-token");
  });

  it("blanks secrets and personal data in logged objects down to four levels, keeping pino's own pid", async () => {
    const log = memoryLog();
    const app = Fastify({ logger: { ...loggerOptions("info"), stream: log.stream } });
    await app.ready();
    app.log.info(
      {
        body: { code: secrets.code, password: secrets.password, pid: secrets.pid },
        event: {
          request: {
            body: {
              emailAddress: secrets.email,
              address: secrets.address,
              address2: secrets.address2,
              postalCode: secrets.postalCode,
              city: secrets.city,
              name: secrets.name,
              mobilePhone: secrets.mobile,
            },
          },
        },
        lines: [{ deliveryOptionData: { name: secrets.name, pid: secrets.pid } }],
      },
      "sample",
    );
    await app.close();
    const text = log.text();
    expect(text).toContain('"msg":"sample"');
    expect(text).toMatch(/"pid":\d+/);
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
  });

  it("the log of failing requests holds no code, password, reset key, identity number, e-mail or address", async () => {
    const log = memoryLog();
    const t = await createTestApp({ logger: { level: "trace", stream: log.stream } });
    try {
      const user = await createUser(t, { email: secrets.email, password: secrets.password });
      const subject = await createSubjectWithCode(t, { code: secrets.code });
      const signedIn = await signIn(t.app, secrets.email, secrets.password);
      const personal = {
        code: secrets.code,
        username: secrets.email,
        password: secrets.password,
        pid: secrets.pid,
        emailAddress: secrets.email,
        name: secrets.name,
        address: secrets.address,
        address2: secrets.address2,
        postalCode: secrets.postalCode,
        city: secrets.city,
        mobilePhone: secrets.mobile,
      };
      const failures = [
        // invalid input (400): every field at once, and the same as broken JSON
        await t.app.inject({
          method: "POST",
          url: "/api/webshop/session",
          payload: { ...personal, password: 7 },
        }),
        await t.app.inject({
          method: "POST",
          url: "/api/webshop/session",
          headers: { "content-type": "application/json" },
          payload: `{"username":"${secrets.email}","password":"${secrets.password}","pid":"${secrets.pid}"`,
        }),
        await t.app.inject({
          method: "PUT",
          url: "/api/webshop/checkout/00000000-0000-4000-8000-000000000000/delivery",
          headers: { cookie: signedIn },
          payload: { deliveryOptionUuid: "not-a-uuid", deliveryOptionData: personal },
        }),
        await t.app.inject({
          method: "POST",
          url: "/api/webshop/checkout/00000000-0000-4000-8000-000000000000/transaction",
          headers: { cookie: signedIn },
          payload: { paymentOptionData: { pid: secrets.pid, mobilePhone: secrets.mobile }, ...personal },
        }),
        // refused (401, 403, 404)
        await t.app.inject({
          method: "POST",
          url: "/api/webshop/session",
          payload: { username: secrets.email, password: `${secrets.password}x` },
        }),
        await t.app.inject({
          method: "POST",
          url: "/ajax/create.php",
          payload: {
            ...personal,
            email: secrets.email,
            mobile: secrets.mobile,
            acceptmail: false,
            termsofservice: true,
          },
        }),
        await t.app.inject({
          method: "POST",
          url: `/api/webshop/reset-password/${secrets.resetKey}`,
          payload: { password: secrets.password },
        }),
        await t.app.inject({
          method: "GET",
          url: `/ajax/prophoto/verify_subject_code.php?code=${secrets.code}9`,
        }),
        await t.app.inject({
          method: "GET",
          url: `/sections/prophoto/ajax/user_exists_by_email.php?email=${encodeURIComponent(secrets.email)}`,
        }),
      ];
      for (const res of failures) expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(await verifyCode(t.app, subject.code)).toMatch(/^sid=/);

      // A broken dependency (500) whose error message quotes the address it failed for.
      t.mailer.enqueue = async () => {
        throw new Error(`mail to ${user.email} could not be queued`);
      };
      const broken = await t.app.inject({
        method: "GET",
        url: `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(secrets.email)}`,
      });
      expect(broken.statusCode).toBe(500);
    } finally {
      await t.close();
    }
    const text = log.text();
    expect(text).toContain("unhandled error");
    expect(text).toContain("could not be queued");
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
  });

  it("blanks by key through arrays and leaves the logged object itself unchanged", () => {
    const logged = {
      pid: 4321,
      lines: [{ delivery: { email: "kari@example.com", name: "Kari" } }],
      ok: { n: 1 },
    };
    const blanked = blankSensitive(logged);
    expect(blanked).toEqual({
      pid: 4321,
      lines: [{ delivery: { email: "[redacted]", name: "[redacted]" } }],
      ok: { n: 1 },
    });
    expect(logged.lines[0]?.delivery.email).toBe("kari@example.com");
    expect(blanked.ok).toBe(logged.ok);
  });

  it("scrubs e-mail addresses from free text", () => {
    expect(scrubPersonalData('duplicate key (email)=(kari.berg+1@example.co.uk) "x"')).toBe(
      'duplicate key (email)=([email]) "x"',
    );
  });
});
