import { describe, expect, it } from "vitest";
import { cleanName, cleanOptionalName, mailName, mailNameMax } from "./names.ts";

describe("cleanName", () => {
  it.each([
    ["\u202eEmma\u202c Nordmann", "Emma Nordmann"],
    ["Kari\u2066 \u2069Berg", "Kari Berg"],
    ["\u200eNora\u200f Berg\u061c", "Nora Berg"],
    ["Klasse \u202a3B\u202b\u202d", "Klasse 3B"],
  ])("takes every bidi control out of %j", (typed, stored) => {
    expect(cleanName(typed)).toBe(stored);
  });

  it("turns line breaks and other control characters into one space and trims", () => {
    expect(cleanName("  Emma \t Nord\u0000mann \r\n")).toBe("Emma Nord mann");
  });

  it("keeps letters of every script and the joiners they need", () => {
    expect(cleanName("Zoë Ødegård")).toBe("Zoë Ødegård");
    expect(cleanName("مريم")).toBe("مريم");
    expect(cleanName("क्‍ष")).toBe("क्‍ष");
  });

  it("gives null for an absent or empty optional name", () => {
    expect(cleanOptionalName(null)).toBeNull();
    expect(cleanOptionalName(" \u202e ")).toBeNull();
    expect(cleanOptionalName(" Kari ")).toBe("Kari");
  });
});

describe("mailName", () => {
  it("keeps a real name as it is", () => {
    expect(mailName("Kari B. Nordmann")).toBe("Kari B. Nordmann");
    expect(mailName("Anne-Lise O'Brien")).toBe("Anne-Lise O'Brien");
  });

  it.each([
    ["Kari\nVisit https://evil.example/win now", "Kari Visit now"],
    ["Kari www.evil.example", "Kari"],
    ["Kari evil.com", "Kari"],
    ["Kari (kari@evil.example)", "Kari"],
    ["Ola ftp://files.example", "Ola"],
  ])("leaves no line break and nothing a mail program makes a link in %j", (typed, said) => {
    expect(mailName(typed)).toBe(said);
  });

  it(`says at most ${mailNameMax} characters`, () => {
    const long = `${"Kari ".repeat(30)}Nordmann`;
    const said = mailName(long) ?? "";
    expect(Array.from(said).length).toBeLessThanOrEqual(mailNameMax);
    expect(said.startsWith("Kari Kari")).toBe(true);
    expect(Array.from(mailName("😀".repeat(100)) ?? "").length).toBe(mailNameMax);
  });

  it("is null when nothing of the name is left", () => {
    expect(mailName(null)).toBeNull();
    expect(mailName("https://evil.example")).toBeNull();
    expect(mailName(" \u202e ")).toBeNull();
  });
});
