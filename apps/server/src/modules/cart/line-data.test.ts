import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lineDataCodec } from "./line-data.ts";

/** A kind whose data was `{ label }` at version 1 and became `{ labels: [...] }` at version 2. */
const labels = lineDataCodec({
  version: 2,
  schema: z.object({ labels: z.array(z.string()) }),
  migrations: [
    {
      name: "v1-to-v2-one-label-becomes-a-list",
      from: 1,
      up: ({ label, ...rest }) => ({ ...rest, labels: [label] }),
    },
  ],
});

describe("a kind's line data", () => {
  it("is stored with the current schemaVersion", () => {
    expect(labels.stored({ labels: ["a"] })).toEqual({ labels: ["a"], schemaVersion: 2 });
  });

  it("reads the current version, and an older one through its named migrations", () => {
    expect(labels.read({ schemaVersion: 2, labels: ["a", "b"] })).toEqual({ labels: ["a", "b"] });
    expect(labels.read({ schemaVersion: 1, label: "a" })).toEqual({ labels: ["a"] });
  });

  it("reads nothing from no data, an unversioned or a newer one, or one its schema refuses", () => {
    expect(labels.read(null)).toBeNull();
    expect(labels.read(undefined)).toBeNull();
    expect(labels.read({ labels: ["a"] })).toBeNull();
    expect(labels.read({ schemaVersion: 3, labels: ["a"] })).toBeNull();
    expect(labels.read({ schemaVersion: 2, labels: "a" })).toBeNull();
  });
});
