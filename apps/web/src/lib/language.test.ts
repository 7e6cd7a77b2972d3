import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "./i18n.ts";
import { chooseLanguage } from "./language.ts";
import { queryClient } from "./query-client.ts";

afterEach(async () => {
  queryClient.clear();
  await changeLanguage("en");
});

describe("choosing the interface language", () => {
  it("marks what the shop answered as stale, so its names are read again in the new language", async () => {
    queryClient.setQueryData(["cart"], { orderLines: [{ product: { name: "Digital portrait" } }] });
    queryClient.setQueryData(["checkout", "session", "visit"], { deliveryOptions: [] });

    await chooseLanguage("nb");

    expect(i18n.language).toBe("nb");
    expect(queryClient.getQueryState(["cart"])?.isInvalidated).toBe(true);
    // The open checkout is not read again: that would start another checkout.
    expect(queryClient.getQueryState(["checkout", "session", "visit"])?.isInvalidated).toBe(false);
  });
});
