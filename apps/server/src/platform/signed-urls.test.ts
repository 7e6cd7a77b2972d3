import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkUrlSignature, signedUrlExpiry, signUrl } from "./signed-urls.ts";

const now = new Date("2026-11-26T18:00:00Z");
const hmac = (secret: string, message: string) =>
  createHmac("sha256", secret).update(message).digest("base64url").slice(0, 32);
const sigOf = (url: string) => new URL(url, "http://shop").searchParams.get("sig") ?? "";

describe("signed URLs", () => {
  it("sign with HMAC-SHA-256 of the message and its expiry, the same when asked again", () => {
    const exp = signedUrlExpiry(now);
    const first = signUrl("secret-a", "/p", (e) => `pic:320:${e}`, now);
    expect(first).toBe(`/p?exp=${exp}&sig=${hmac("secret-a", `pic:320:${exp}`)}`);
    expect(signUrl("secret-a", "/p", (e) => `pic:320:${e}`, now)).toBe(first);
  });

  it("keep the signatures of different secrets apart", () => {
    const a = sigOf(signUrl("secret-a", "/p", (e) => `pic:640:${e}`, now));
    const b = sigOf(signUrl("secret-b", "/p", (e) => `pic:640:${e}`, now));
    expect(a).not.toBe(b);
    const exp = signedUrlExpiry(now);
    expect(checkUrlSignature("secret-b", `pic:640:${exp}`, exp, a, now)).toBe("invalid");
    expect(checkUrlSignature("secret-b", `pic:640:${exp}`, exp, b, now)).toBe("valid");
  });

  it("stay right past the number of signatures kept", () => {
    const exp = signedUrlExpiry(now);
    for (let i = 0; i < 20_050; i++) {
      const message = `pic-${i}:320:${exp}`;
      expect(sigOf(signUrl("secret-c", "/p", () => message, now))).toBe(hmac("secret-c", message));
    }
    expect(sigOf(signUrl("secret-c", "/p", () => `pic-1:320:${exp}`, now))).toBe(
      hmac("secret-c", `pic-1:320:${exp}`),
    );
  });

  it("expire at the end of the window after the one they were signed in, an hour each", () => {
    expect(new Date(signedUrlExpiry(now) * 1000).toISOString()).toBe("2026-11-26T20:00:00.000Z");
    expect(new Date(signedUrlExpiry(new Date("2026-11-26T18:59:59Z")) * 1000).toISOString()).toBe(
      "2026-11-26T20:00:00.000Z",
    );
  });

  it("refuse a signature for another message and report an expired one", () => {
    const exp = signedUrlExpiry(now);
    const sig = hmac("secret-a", `pic:320:${exp}`);
    expect(checkUrlSignature("secret-a", `other:320:${exp}`, exp, sig, now)).toBe("invalid");
    const later = new Date(exp * 1000 + 1);
    expect(checkUrlSignature("secret-a", `pic:320:${exp}`, exp, sig, later)).toBe("expired");
  });
});
