import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, scrubPersonalData } from "./logging.ts";

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
        { body: { password: "hunter22", email: "kari@example.com", code: "EMMA2026" } },
        "sample",
      );
      return { ok: true };
    });
    await app.inject({
      url: "/ajax/prophoto/verify_subject_code.php?code=EMMA2026&email=kari@example.com",
      headers: { cookie: "sid=secret-token", authorization: "Bearer abc" },
    });
    await app.close();
    const all = lines.join("\n");
    expect(all).toContain('"route":"/ajax/prophoto/verify_subject_code.php"');
    expect(all).not.toContain("EMMA2026");
    expect(all).not.toContain("kari@example.com");
    expect(all).not.toContain("hunter22");
    expect(all).not.toContain("secret-token");
  });

  it("scrubs e-mail addresses from free text", () => {
    expect(scrubPersonalData('duplicate key (email)=(kari.berg+1@example.co.uk) "x"')).toBe(
      'duplicate key (email)=([email]) "x"',
    );
  });
});
