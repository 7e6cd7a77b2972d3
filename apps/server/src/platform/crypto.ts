import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * Personal data kept at rest (a national identity number, an access code for the letters) is encrypted with
 * AES-256-GCM under the shop's data encryption key (config.dataEncryptionKey). The stored text is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url, so a later key or scheme can be told apart.
 */
const version = "v1";

function keyBytes(key: string): Buffer {
  const bytes = Buffer.from(key, "base64url");
  if (bytes.length !== 32) throw new Error("the data encryption key must be 32 bytes");
  return bytes;
}

export function encryptText(key: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyBytes(key), iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [version, iv.toString("base64url"), tag.toString("base64url"), data.toString("base64url")].join(".");
}

/** The plaintext; throws when the text was not made with this key or was changed. */
export function decryptText(key: string, stored: string): string {
  const [v, iv, tag, data] = stored.split(".");
  if (v !== version || iv === undefined || tag === undefined || data === undefined) {
    throw new Error("not an encrypted value of this shop");
  }
  const decipher = createDecipheriv("aes-256-gcm", keyBytes(key), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * A keyed hash (HMAC-SHA-256, hex) for values that must be found again but never read back, such as access codes:
 * without the secret, the stored hashes cannot be tried against guesses.
 */
export function keyedHash(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value, "utf8").digest("hex");
}
