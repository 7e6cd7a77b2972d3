import { describe, expect, it } from "vitest";
import { seqScannedTables } from "./query-plans.ts";

describe("seqScannedTables", () => {
  it("names every table a plan reads whole, however deep, and none it reads through an index", () => {
    const plan = {
      "Node Type": "Nested Loop",
      Plans: [
        { "Node Type": "Seq Scan", "Relation Name": "sessions" },
        {
          "Node Type": "Hash",
          Plans: [
            { "Node Type": "Index Scan", "Relation Name": "users" },
            { "Node Type": "Seq Scan", "Relation Name": "pictures" },
          ],
        },
      ],
    };
    expect(seqScannedTables(plan)).toEqual(["sessions", "pictures"]);
  });
});
