import "server-only";
import { createHmac } from "node:crypto";

const CHECK_LABEL = "agency-site backup check v1";

/**
 * What a backup carries instead of AUTH_SECRET, so a restore can tell the same secret from
 * another: HMAC-SHA256 keyed by the secret over a fixed label (base64url). Safe in a file that
 * leaks: AUTH_SECRET is high-entropy (32+ random characters; a generated one is 32 random bytes),
 * so it cannot be guessed back from the value, and HMAC is one-way. Nothing in the site signs or
 * decrypts with it: sessions are random tokens looked up in the database, manage links sign
 * `booking-manage-link:<id>`, and the keys of the encrypted columns come from HKDF.
 */
export function authSecretCheck(authSecret: string): string {
  return createHmac("sha256", authSecret).update(CHECK_LABEL).digest("base64url");
}
