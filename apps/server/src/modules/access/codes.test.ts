import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessCodes } from "../../db/schema/index.ts";
import { keyedHash } from "../../platform/crypto.ts";
import { createSubjectWithCode } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { accessCodesOfSubjects, issueAccessCode, rekeyPlainAccessCodes, revealAccessCode } from "./codes.ts";
import { findSubjectByCode } from "./service.ts";

const verifyUrl = (code: string) => `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`;

describe("stored access codes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("a code is found with case and spaces ignored, and the answer echoes the code as entered, normalized", async () => {
    await createSubjectWithCode(t, { name: "Ada Lund", code: "HJKM NPQR TUVW" });
    const res = await t.app.inject({ method: "GET", url: verifyUrl(" hjkmnpqr tuvw ") });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ accessCode: "HJKMNPQRTUVW", subject: { name: "Ada Lund" } });
  });

  it("the database holds the hash and the encrypted code, never the code itself", async () => {
    const { id: subjectId } = await createSubjectWithCode(t, { code: "QRTUVWXY3467" });
    const result = await t.db.execute(sql`select * from access_codes where subject_id = ${subjectId}`);
    const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    expect(rows).toHaveLength(1);
    const row = rows[0] as Record<string, unknown>;
    expect(JSON.stringify(rows).toUpperCase()).not.toContain("QRTUVWXY3467");
    expect(row.code).toBeNull();
    expect(row.code_hash).toBe(keyedHash(t.config.accessCodeSecret, "QRTUVWXY3467"));
    expect(revealAccessCode(t.config, String(row.code_encrypted))).toBe("QRTUVWXY3467");
  });

  it("a code of another shop's key does not open anything", async () => {
    await createSubjectWithCode(t, { code: "ACDEFGHJKMNP" });
    const other = { ...t.config, accessCodeSecret: "another-shop-access-code-secret-0123456789" };
    expect(await findSubjectByCode(t.db, other, t.app.portalId, "ACDEFGHJKMNP")).toBeNull();
    expect(await findSubjectByCode(t.db, t.config, t.app.portalId, "acdefghjkmnp")).not.toBeNull();
  });

  it("a plain code left by an older database is hashed at start and opens its set again", async () => {
    const { id: subjectId } = await createSubjectWithCode(t, { name: "Old Row" });
    await t.db.insert(accessCodes).values({ legacyPlainCode: "OLDPLAIN26", subjectId });
    expect((await t.app.inject({ method: "GET", url: verifyUrl("oldplain26") })).statusCode).toBe(404);

    expect(await rekeyPlainAccessCodes(t.db, t.config)).toBe(1);

    const res = await t.app.inject({ method: "GET", url: verifyUrl("old plain 26") });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subject.name).toBe("Old Row");
    const plain = await t.db.execute(sql`select count(*)::int as n from access_codes where code is not null`);
    expect((plain as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    expect(await rekeyPlainAccessCodes(t.db, t.config)).toBe(0);
  });

  it("a generated code that is already taken is drawn again", async () => {
    const taken = await createSubjectWithCode(t, { code: "WXYACDEFGHJK" });
    const { id: subjectId } = await createSubjectWithCode(t, { name: "Second" });
    const draws = ["WXYACDEFGHJK", "WXYACDEFGHJM"];
    const code = await issueAccessCode(t.db, t.config, subjectId, () => draws.shift() ?? "");
    expect(code).toBe("WXYACDEFGHJM");
    const codes = await accessCodesOfSubjects(t.db, t.config, [taken.id, subjectId]);
    expect(codes.get(taken.id)).toBe("WXYACDEFGHJK");
  });
});
