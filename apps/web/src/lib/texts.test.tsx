import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import en from "../locales/en.json";
import nb from "../locales/nb.json";
import { changeLanguage, i18n, useTranslation } from "./i18n.ts";
import { Trans } from "./trans.tsx";

afterEach(() => i18n.removeTexts("sv"));

function Heading() {
  const { t } = useTranslation();
  return <h1>{t("front.headingSignedOut")}</h1>;
}

describe("the texts' t()", () => {
  it("fills {{name}}s, and leaves one without a value as it is written", () => {
    expect(i18n.t("errors.too_many_catalogues", { max: 3 })).toBe(
      en.errors.too_many_catalogues.replace("{{max}}", "3"),
    );
    expect(i18n.t("errors.too_many_catalogues")).toBe(en.errors.too_many_catalogues);
    expect(i18n.t("errors.too_many_catalogues", {})).toContain("{{max}}");
  });

  it("picks the plural form of a count by the language's rules", async () => {
    expect(i18n.t("newPictureSet.pictureCount", { count: 1 })).toBe("1 picture");
    expect(i18n.t("newPictureSet.pictureCount", { count: 0 })).toBe("0 pictures");
    expect(i18n.t("newPictureSet.pictureCount", { count: 12 })).toBe("12 pictures");
    await changeLanguage("nb");
    expect(i18n.t("newPictureSet.pictureCount", { count: 1 })).toBe(
      nb.newPictureSet.pictureCount_one.replace("{{count}}", "1"),
    );
    expect(i18n.t("newPictureSet.pictureCount", { count: 5 })).toBe(
      nb.newPictureSet.pictureCount_other.replace("{{count}}", "5"),
    );
  });

  it("takes a text the language lacks from English, and shows a key without any text as itself", () => {
    i18n.addTexts("sv", { common: { close: "Stäng" } });
    i18n.setLanguage("sv");
    expect(i18n.t("common.close")).toBe("Stäng");
    expect(i18n.t("front.headingSignedOut")).toBe(en.front.headingSignedOut);
    expect(i18n.t("common.noSuchText")).toBe("common.noSuchText");
    expect(i18n.t("common")).toBe("common");
  });

  it("knows whether English has a text", () => {
    expect(i18n.exists("errors.picture_set_not_found", "en")).toBe(true);
    expect(i18n.exists("errors.no_such_code", "en")).toBe(false);
    expect(i18n.exists("errors", "en")).toBe(false);
  });

  it("draws a component again when the language changes", async () => {
    render(<Heading />);
    expect(screen.getByRole("heading").textContent).toBe(en.front.headingSignedOut);
    await act(() => changeLanguage("nb"));
    expect(screen.getByRole("heading").textContent).toBe(nb.front.headingSignedOut);
  });
});

describe("Trans", () => {
  it("draws a text's tagged parts as its components, with the values filled in as text only", () => {
    const email = "<b>post@example.com</b>";
    const { container } = render(
      <p>
        <Trans
          i18nKey="receipt.contact"
          values={{ email }}
          components={{ email: <a href="mailto:x">x</a> }}
        />
      </p>,
    );
    const [before = "", after = ""] = en.receipt.contact.split(/<email>.*<\/email>/);
    expect(container.textContent).toBe(`${before}${email}${after}`);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("mailto:x");
    expect(link.textContent).toBe(email);
    expect(container.querySelector("b")).toBeNull();
  });
});
