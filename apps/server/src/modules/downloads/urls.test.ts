import { describe, expect, it } from "vitest";
import { checkPictureSignature, signPictureUrl } from "../images/signing.ts";
import { checkDigitalSetZipSignature, digitalSetZipPath, signDigitalSetZipUrl } from "./urls.ts";

const config = { signingSecret: "a-test-secret-that-is-long-enough-for-hmac" };
const subject = "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f";
const now = new Date("2026-05-01T10:00:00Z");

function parse(url: string) {
  const parsed = new URL(url, "http://shop.test");
  return {
    path: parsed.pathname,
    exp: Number(parsed.searchParams.get("exp")),
    sig: parsed.searchParams.get("sig") ?? "",
  };
}

describe("signed zip URLs of digital sets", () => {
  it("name the set and its picture type under the downloads path", () => {
    expect(digitalSetZipPath(subject, "SFP")).toBe(`/api/webshop/downloads/picture-sets/${subject}/SFP.zip`);
  });

  it("carry exp and sig like picture URLs and verify until they expire", () => {
    const url = signDigitalSetZipUrl(config, subject, "IP", now);
    const { path, exp, sig } = parse(url);
    expect(path).toBe(digitalSetZipPath(subject, "IP"));
    expect(sig).toMatch(/^[\w-]{32}$/);
    const picture = parse(signPictureUrl(config, subject, "original", now));
    expect(exp).toBe(picture.exp);
    expect(checkDigitalSetZipSignature(config, subject, "IP", exp, sig, now)).toBe("valid");
    expect(checkDigitalSetZipSignature(config, subject, "IP", exp, sig, new Date(exp * 1000))).toBe(
      "expired",
    );
  });

  it.each([
    ["another picture type", "GP", subject, config.signingSecret],
    ["another set", "IP", "0f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f", config.signingSecret],
    ["another secret", "IP", subject, "another-secret-that-is-long-enough-for-hmac"],
  ] as const)("do not open %s", (_name, type, subjectUuid, secret) => {
    const { exp, sig } = parse(signDigitalSetZipUrl(config, subject, "IP", now));
    expect(checkDigitalSetZipSignature({ signingSecret: secret }, subjectUuid, type, exp, sig, now)).toBe(
      "invalid",
    );
  });

  it("are not interchangeable with picture signatures", () => {
    const zip = parse(signDigitalSetZipUrl(config, subject, "IP", now));
    expect(checkPictureSignature(config, subject, "original", zip.exp, zip.sig, now)).toBe("invalid");
    const picture = parse(signPictureUrl(config, subject, "original", now));
    expect(checkDigitalSetZipSignature(config, subject, "IP", picture.exp, picture.sig, now)).toBe("invalid");
  });

  it("a tampered or truncated signature is invalid", () => {
    const { exp, sig } = parse(signDigitalSetZipUrl(config, subject, "IP", now));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect(checkDigitalSetZipSignature(config, subject, "IP", exp, flipped, now)).toBe("invalid");
    expect(checkDigitalSetZipSignature(config, subject, "IP", exp, sig.slice(1), now)).toBe("invalid");
    expect(checkDigitalSetZipSignature(config, subject, "IP", exp + 1, sig, now)).toBe("invalid");
  });
});
