import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html.ts";

describe("escaping text for HTML", () => {
  it("leaves no markup and no way out of a quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });
});
