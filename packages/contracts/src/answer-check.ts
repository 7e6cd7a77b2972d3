/**
 * Shape checks without zod, for the few answers the front page reads before the rest of the app (and zod) has loaded.
 * Each check names its kind and its parts, so a test can hold it against the zod schema of the same answer and fail
 * when the two drift apart.
 */
export type AnswerCheck<T> = ((value: unknown) => value is T) & { readonly kind: CheckKind };

type CheckKind =
  | { type: "string" | "number" | "boolean" | "null" }
  | { type: "nullable" | "optional" | "array"; inner: AnswerCheck<unknown> }
  | { type: "record"; value: AnswerCheck<unknown> }
  | { type: "literals"; values: readonly (string | number)[] }
  | { type: "object"; shape: Record<string, AnswerCheck<unknown>> };

function check<T>(kind: CheckKind, test: (value: unknown) => boolean): AnswerCheck<T> {
  return Object.assign((value: unknown): value is T => test(value), { kind });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const aString = check<string>({ type: "string" }, (v) => typeof v === "string");
export const aNumber = check<number>({ type: "number" }, (v) => typeof v === "number" && Number.isFinite(v));
export const aBoolean = check<boolean>({ type: "boolean" }, (v) => typeof v === "boolean");
export const aNull = check<null>({ type: "null" }, (v) => v === null);

export function nullable<T>(inner: AnswerCheck<T>): AnswerCheck<T | null> {
  return check({ type: "nullable", inner }, (v) => v === null || inner(v));
}

/** A field that may be left out of its object (zod's `.optional()`). */
export function optional<T>(inner: AnswerCheck<T>): AnswerCheck<T | undefined> {
  return check({ type: "optional", inner }, (v) => v === undefined || inner(v));
}

export function arrayOf<T>(inner: AnswerCheck<T>): AnswerCheck<T[]> {
  return check({ type: "array", inner }, (v) => Array.isArray(v) && v.every((item) => inner(item)));
}

export function recordOf<T>(value: AnswerCheck<T>): AnswerCheck<Record<string, T>> {
  return check(
    { type: "record", value },
    (v) => isPlainObject(v) && Object.values(v).every((item) => value(item)),
  );
}

export function oneOf<const V extends readonly (string | number)[]>(...values: V): AnswerCheck<V[number]> {
  return check({ type: "literals", values }, (v) => values.includes(v as V[number]));
}

type Shape = Record<string, AnswerCheck<unknown>>;
type Checked<S extends Shape> = { [K in keyof S]: S[K] extends AnswerCheck<infer T> ? T : never };

export function objectOf<S extends Shape>(shape: S): AnswerCheck<Checked<S>> {
  return check(
    { type: "object", shape },
    (v) => isPlainObject(v) && Object.entries(shape).every(([k, c]) => c(v[k])),
  );
}

/** The check as the web's API layer takes a schema: returns the answer, or throws naming the call. */
export function answerParser<T>(name: string, isAnswer: AnswerCheck<T>): { parse(value: unknown): T } {
  return {
    parse(value) {
      if (!isAnswer(value)) throw new TypeError(`The answer to ${name} does not have the expected shape`);
      return value;
    },
  };
}
