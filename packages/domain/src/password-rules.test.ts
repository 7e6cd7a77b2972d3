import { describe, expect, it } from "vitest";
import {
  checkNewPassword,
  type EstimatePassword,
  type PasswordEstimate,
  passwordMinScore,
  personalWords,
} from "./password-rules.ts";

const context = { email: "kari.berg@example.com", shopName: "Fjordlys Foto AS" };
/** An estimate that calls everything strong, and remembers what it was asked. */
function strong(asked: Array<{ password: string; words: readonly string[] }> = []): EstimatePassword {
  return (password, words) => {
    asked.push({ password, words });
    return { score: 4, common: false };
  };
}
const estimateOf =
  (estimate: PasswordEstimate): EstimatePassword =>
  () =>
    estimate;

describe("checkNewPassword", () => {
  it.each(["aaaaaaa", "1111111", "xxxxxxxx", "!!!!!!"])("refuses one character repeated: %j", (password) => {
    expect(checkNewPassword(password, context, strong())).toBe("passwordRepeatedCharacter");
  });

  it.each([
    "kari.berg@example.com",
    "KARI.BERG",
    "Kari.Berg-2026",
    "kariberg99",
    "Berg-Kari",
    "Berg2026!",
    "kari1234",
    "example123",
  ])("refuses the e-mail address or its parts, digits and signs aside: %j", (password) => {
    expect(checkNewPassword(password, context, strong())).toBe("passwordIsEmail");
  });

  it.each(["Fjordlys", "fjordlys2026", "FjordlysFotoAS", "foto-2026!"])(
    "refuses the shop's name or a word of it: %j",
    (password) => {
      expect(checkNewPassword(password, context, strong())).toBe("passwordIsShopName");
    },
  );

  it("takes a password that only holds a part among other words", () => {
    expect(checkNewPassword("kari-og-ola-fjellet", context, strong())).toBeNull();
    expect(checkNewPassword("karianne77", context, strong())).toBeNull();
  });

  it("asks the estimate last, with the person's and the shop's words", () => {
    const asked: Array<{ password: string; words: readonly string[] }> = [];
    expect(checkNewPassword(" harbour-kite-41 ", context, strong(asked))).toBeNull();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.password).toBe("harbour-kite-41");
    expect(asked[0]?.words).toEqual(expect.arrayContaining(["kari", "berg", "kariberg", "fjordlys", "foto"]));
    const never: EstimatePassword = () => {
      throw new Error("asked");
    };
    expect(checkNewPassword("Berg2026!", context, never)).toBe("passwordIsEmail");
  });

  it("refuses what the estimate calls common, and what scores under the minimum", () => {
    expect(checkNewPassword("sunshine1", context, estimateOf({ score: 4, common: true }))).toBe(
      "passwordTooCommon",
    );
    expect(
      checkNewPassword("qzkpvtmw", context, estimateOf({ score: passwordMinScore - 1, common: false })),
    ).toBe("passwordTooWeak");
    expect(
      checkNewPassword("qzkpvtmwr", context, estimateOf({ score: passwordMinScore, common: false })),
    ).toBeNull();
  });
});

describe("personalWords", () => {
  it("holds the words of the e-mail's name part and domain, and of the shop's name, of three letters or more", () => {
    const words = personalWords({ email: "Ola.Nordmann@post.example.no", shopName: "Ås Foto AS" });
    expect([...words.email]).toEqual(
      expect.arrayContaining(["ola", "nordmann", "olanordmann", "post", "example", "postexample"]),
    );
    expect(words.email.has("no")).toBe(false);
    expect([...words.shop].sort()).toEqual(["foto", "åsfotoas"]);
  });
});
