import { describe, expect, it } from "vitest";
import {
  cardThumbnails,
  favoritesNext,
  isSelectionExpired,
  isYearbookPoseCandidate,
  newPictureSetNext,
  orderReference,
  splitFavorites,
  yearbookPoseNext,
} from "./picture-set-rules.ts";

const facts = (favorites: boolean, yearbook: boolean, expired: boolean) => ({
  qualifyForSelectOwnFavorites: favorites,
  qualifyForSelectYearbookPose: yearbook,
  yearbookPoseExpired: expired,
});

describe("the /new-picture-set button (spec 01 §2.7)", () => {
  it.each([
    [true, true, false, "/new-picture-set/favorites", "next"],
    [true, false, true, "/new-picture-set/favorites", "next"],
    [false, true, false, "/new-picture-set/yearbook-pose", "next"],
    [false, true, true, "/products/packages", "offers"],
    [false, false, false, "/products/packages", "offers"],
  ] as const)("favorites %s, yearbook %s, expired %s → %s (%s)", (f, y, e, to, label) => {
    expect(newPictureSetNext(facts(f, y, e))).toEqual({ to, label });
  });
});

describe("the favorites step button", () => {
  it("reads 'Next' with a favorite and 'Skip' without, towards the yearbook pose", () => {
    expect(favoritesNext(facts(true, true, false), 1)).toEqual({
      to: "/new-picture-set/yearbook-pose",
      label: "next",
    });
    expect(favoritesNext(facts(true, true, false), 0)).toEqual({
      to: "/new-picture-set/yearbook-pose",
      label: "skip",
    });
  });

  it("leads to the offers when the pose cannot be chosen", () => {
    expect(favoritesNext(facts(true, true, true), 2)).toEqual({ to: "/products/packages", label: "offers" });
    expect(favoritesNext(facts(true, false, false), 0)).toEqual({
      to: "/products/packages",
      label: "offers",
    });
  });
});

describe("the yearbook pose step button", () => {
  it("reads 'Next' after a choice, else 'Skip', and goes to the packages", () => {
    expect(yearbookPoseNext(true)).toEqual({ to: "/products/packages", label: "next" });
    expect(yearbookPoseNext(false)).toEqual({ to: "/products/packages", label: "skip" });
  });
});

describe("picture set cards show 6 thumbnails, then '+N'", () => {
  it.each([
    [0, 0, 0],
    [6, 6, 0],
    [7, 6, 1],
    [12, 6, 6],
  ])("%i pictures → %i shown, +%i", (count, shown, more) => {
    const r = cardThumbnails(Array.from({ length: count }, (_, i) => i));
    expect(r.shown).toHaveLength(shown);
    expect(r.more).toBe(more);
  });

  it("counts the set's total when only the first pictures were sent", () => {
    expect(cardThumbnails([1, 2, 3, 4, 5, 6], 12).more).toBe(6);
  });
});

describe("yearbook pose selection expiry", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("has expired after the deadline or without one", () => {
    expect(isSelectionExpired("2026-11-21T12:00:00Z", now)).toBe(true);
    expect(isSelectionExpired(null, now)).toBe(true);
    expect(isSelectionExpired("2027-11-22T12:00:00Z", now)).toBe(false);
  });
});

describe("order reference", () => {
  it("is '#' and the first 8 characters of the uuid", () => {
    expect(orderReference("3f2504e0-4f89-11d3-9a0c-0305e82c3301")).toBe("#3f2504e0");
  });
});

describe("favorites are listed first", () => {
  it("keeps the set's order within each group", () => {
    const pictures = [1, 2, 3, 4].map((n) => ({ n, isUserFavorite: n % 2 === 0 }));
    const { favorites, others } = splitFavorites(pictures);
    expect(favorites.map((p) => p.n)).toEqual([2, 4]);
    expect(others.map((p) => p.n)).toEqual([1, 3]);
  });
});

describe("the yearbook pose's pictures", () => {
  it("are the child's own, not a group picture", () => {
    expect(isYearbookPoseCandidate({ groupPicture: false })).toBe(true);
    expect(isYearbookPoseCandidate({ groupPicture: true })).toBe(false);
  });
});
