import { describe, expect, it } from "vitest";
import { z } from "zod";
import nb from "../locales/nb.json";
import { ApiError, codeText, errorText, withQuery } from "./api.ts";
import { changeLanguage, i18n } from "./i18n.ts";

const plain = (text: string) => text.replace(/\s/g, " ");

describe("the text of a failed call", () => {
  it("is the text of the answer's code in the user's language, whatever English came with it", async () => {
    await changeLanguage("nb");
    const err = new ApiError(404, { error: "Some English", code: "picture_set_not_found" }, "Some English");
    expect(errorText(err, i18n.t)).toBe(nb.errors.picture_set_not_found);
  });

  it("says the values sent beside the code as the page says them", async () => {
    const body = {
      error: "This voucher code is only valid for orders over NOK 300",
      code: "voucher_minimum_not_reached",
      params: { amount: 30_000, currency: "NOK" },
    };
    expect(plain(errorText(new ApiError(400, body, body.error), i18n.t))).toBe(body.error);
    await changeLanguage("nb");
    expect(plain(errorText(new ApiError(400, body, body.error), i18n.t))).toBe(
      "Denne rabattkoden gjelder bare for bestillinger over 300 kr",
    );
    expect(plain(codeText("invoice_over_maximum", { amount: 125_050, currency: "NOK" }, i18n.t))).toBe(
      nb.errors.invoice_over_maximum.replace("{{amount}}", "1 250,50 kr"),
    );
    expect(codeText("too_many_catalogues", { max: 3 }, i18n.t)).toBe(
      nb.errors.too_many_catalogues.replace("{{max}}", "3"),
    );
  });

  it("is the answer's own text when it has no code the shop knows", () => {
    const err = new ApiError(502, { error: "Bad gateway" }, "Bad gateway");
    expect(
      errorText(new ApiError(409, { error: "Proxy says no", code: "nope" }, "Proxy says no"), i18n.t),
    ).toBe("Proxy says no");
    expect(errorText(err, i18n.t)).toBe("Something went wrong on our side. Please try again in a moment.");
  });

  it("calls a body the contract refused before sending what it is, not a connection problem", async () => {
    await changeLanguage("en");
    const refused = z.object({ quantity: z.number().max(10_000) }).safeParse({ quantity: 1_000_000 });
    expect(refused.success).toBe(false);
    expect(errorText(refused.error, i18n.t)).toBe(
      "Some of what you entered is not valid. Please check it and try again.",
    );
  });

  it("says the network failed when no answer came", () => {
    expect(errorText(new TypeError("Failed to fetch"), i18n.t)).toBe(
      "Could not reach the shop. Check your internet connection and try again.",
    );
  });
});

describe("a query string", () => {
  it("repeats the key of a list, in order, and leaves out what is undefined", () => {
    expect(
      withQuery("/x", { "email[]": ["a@b.no", "c@d.no"], "subjects[]": ["s1"], page: 2, skip: undefined }),
    ).toBe("/x?email%5B%5D=a%40b.no&email%5B%5D=c%40d.no&subjects%5B%5D=s1&page=2");
    expect(withQuery("/x", { "email[]": [] })).toBe("/x");
  });
});
