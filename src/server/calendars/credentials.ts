import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Calendar passwords at rest: AES-256-GCM under a key derived from AUTH_SECRET with HKDF-SHA256
 * and its own label, so this key is never the one that signs sessions. A blob is
 * `v1.<iv>.<ciphertext>.<tag>` (base64url): the version lets a later key or cipher coexist.
 */

const VERSION = "v1";
const INFO = "calendar-credentials";
const SALT = "agency-site/calendar-credentials/v1";

export class CredentialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CredentialError";
  }
}

function keyFrom(authSecret: string): Buffer {
  if (!authSecret) throw new CredentialError("AUTH_SECRET is needed to store calendar passwords.");
  return Buffer.from(hkdfSync("sha256", authSecret, SALT, INFO, 32));
}

export function encryptSecret(plain: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(authSecret), iv);
  cipher.setAAD(Buffer.from(VERSION));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, body, tag]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function decryptSecret(blob: string, authSecret: string): string {
  const parts = typeof blob === "string" ? blob.split(".") : [];
  if (parts.length !== 4 || parts[0] !== VERSION) {
    throw new CredentialError(
      "The stored calendar password is not in a format this version can read.",
    );
  }
  const [, iv, body, tag] = parts.map((p) => Buffer.from(p, "base64url")) as [
    Buffer,
    Buffer,
    Buffer,
    Buffer,
  ];
  if (iv.length !== 12 || tag.length !== 16) {
    throw new CredentialError("The stored calendar password is damaged.");
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(authSecret), iv);
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    throw new CredentialError(
      "The stored calendar password could not be decrypted (damaged, or AUTH_SECRET has changed).",
    );
  }
}
