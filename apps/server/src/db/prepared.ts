/**
 * Prepared statements of the hot reads, one per database handle: the statement's text is built once (drizzle's
 * `.prepare()` with `sql.placeholder`) instead of on every request, and on PostgreSQL each connection parses and
 * plans it once under its name. A transaction handle gets its own, made when it first asks.
 */
const preparedByHandle = new WeakMap<object, Map<string, unknown>>();

export function preparedFor<H extends object, P>(
  handle: H,
  name: string,
  prepare: (handle: H, name: string) => P,
): P {
  let ofHandle = preparedByHandle.get(handle);
  if (!ofHandle) {
    ofHandle = new Map();
    preparedByHandle.set(handle, ofHandle);
  }
  const known = ofHandle.get(name);
  if (known !== undefined) return known as P;
  const made = prepare(handle, name);
  ofHandle.set(name, made);
  return made;
}
