import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A new manage-link token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
