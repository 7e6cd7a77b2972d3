import { describe, expect, it } from "vitest";
import {
  isGroupSet,
  isPictureSetEditable,
  nameCorrectionLimits,
  normalizedCorrection,
  normalizeNameField,
  validateNameCorrection,
} from "./picture-set-editing.ts";

const now = new Date("2026-11-26T12:00:00Z");
const open = {
  nameCorrectionDeadline: new Date("2026-12-01T23:59:59Z"),
  isArchived: false,
  cameByInvite: false,
  isGroupSet: false,
};

describe("isPictureSetEditable", () => {
  it("is editable while the job's deadline has not passed", () => {
    expect(isPictureSetEditable(open, now)).toBe(true);
  });

  it("is not editable once the deadline has passed, nor at the deadline itself", () => {
    expect(
      isPictureSetEditable({ ...open, nameCorrectionDeadline: new Date("2026-11-25T23:59:59Z") }, now),
    ).toBe(false);
    expect(isPictureSetEditable({ ...open, nameCorrectionDeadline: now }, now)).toBe(false);
    expect(isPictureSetEditable({ ...open, nameCorrectionDeadline: new Date(now.getTime() + 1) }, now)).toBe(
      true,
    );
  });

  it("is not editable when the job takes no corrections", () => {
    expect(isPictureSetEditable({ ...open, nameCorrectionDeadline: null }, now)).toBe(false);
  });

  it("is not editable when the job is archived or the set came by an invite", () => {
    expect(isPictureSetEditable({ ...open, isArchived: true }, now)).toBe(false);
    expect(isPictureSetEditable({ ...open, cameByInvite: true }, now)).toBe(false);
  });

  it("is not editable for a group set: every family of the class holds its code, only the photographer names it", () => {
    expect(isPictureSetEditable({ ...open, isGroupSet: true }, now)).toBe(false);
  });
});

describe("isGroupSet", () => {
  it("is a set of group pictures only", () => {
    expect(isGroupSet(["GP"])).toBe(true);
    expect(isGroupSet(["IP", "GP"])).toBe(false);
    expect(isGroupSet(["SFP"])).toBe(false);
    expect(isGroupSet([])).toBe(false);
  });
});

describe("a name correction", () => {
  it("is normalised: control characters and runs of spaces become one space, the ends trimmed", () => {
    expect(normalizeNameField("  Emma \t Nord\u0000mann \n")).toBe("Emma Nord mann");
  });

  it("loses the bidi controls that would make it show as other letters", () => {
    expect(normalizedCorrection({ name: "\u202eEmma\u202c", group: "\u20663B\u2069" })).toEqual({
      name: "Emma",
      group: "3B",
    });
  });

  it("needs a name; the group may be empty and is then stored as none", () => {
    expect(validateNameCorrection({ name: "   ", group: "" })).toEqual({ name: "required" });
    expect(validateNameCorrection({ name: "Emma", group: "" })).toEqual({});
    expect(normalizedCorrection({ name: " Emma  N ", group: "  " })).toEqual({ name: "Emma N", group: null });
    expect(normalizedCorrection({ name: "Emma", group: " 3B " })).toEqual({ name: "Emma", group: "3B" });
  });

  it("refuses a name or group longer than the job import's limits, counted after normalising", () => {
    const name = "a".repeat(nameCorrectionLimits.name);
    const group = "b".repeat(nameCorrectionLimits.group);
    expect(validateNameCorrection({ name: ` ${name} `, group })).toEqual({});
    expect(validateNameCorrection({ name: `${name}a`, group: `${group}b` })).toEqual({
      name: "too_long",
      group: "too_long",
    });
  });
});
