import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id; the package declares it as an ambient const enum, which type stripping cannot inline. */
const argon2id = 2 as Algorithm.Argon2id;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const passwordHashOptions = {
  algorithm: argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash, so a sign-in for an unknown e-mail costs as long as one for a known
 * e-mail and the timing does not tell which addresses have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword("not a real password, only here to spend the same time");
  await verifyPassword(await dummyHash, password);
  return false;
}
