import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets at rest (calendar passwords, webhook signing secrets): AES-256-GCM under a key derived
 * from AUTH_SECRET with HKDF-SHA256 and a label per purpose, so no two purposes share a key and
 * none is the key that signs sessions. A blob is `v1.<iv>.<ciphertext>.<tag>` (base64url): the
 * version lets a later key or cipher coexist.
 */

const VERSION = "v1";

export class CredentialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CredentialError";
  }
}

export interface SecretPurpose {
  /** HKDF salt and info: fixed per purpose, never reused by another. */
  salt: string;
  info: string;
  /** What is stored, in the words of an error message ("calendar password"). */
  noun: string;
}

export interface SecretBox {
  encrypt: (plain: string, authSecret: string) => string;
  decrypt: (blob: string, authSecret: string) => string;
}

export function secretBox(purpose: SecretPurpose): SecretBox {
  function keyFrom(authSecret: string): Buffer {
    if (!authSecret) throw new CredentialError(`AUTH_SECRET is needed to store a ${purpose.noun}.`);
    return Buffer.from(hkdfSync("sha256", authSecret, purpose.salt, purpose.info, 32));
  }

  return {
    encrypt(plain, authSecret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", keyFrom(authSecret), iv);
      cipher.setAAD(Buffer.from(VERSION));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, body, tag]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },

    decrypt(blob, authSecret) {
      const parts = typeof blob === "string" ? blob.split(".") : [];
      if (parts.length !== 4 || parts[0] !== VERSION) {
        throw new CredentialError(
          `The stored ${purpose.noun} is not in a format this version can read.`,
        );
      }
      const [, iv, body, tag] = parts.map((p) => Buffer.from(p, "base64url")) as [
        Buffer,
        Buffer,
        Buffer,
        Buffer,
      ];
      if (iv.length !== 12 || tag.length !== 16) {
        throw new CredentialError(`The stored ${purpose.noun} is damaged.`);
      }
      try {
        const decipher = createDecipheriv("aes-256-gcm", keyFrom(authSecret), iv);
        decipher.setAAD(Buffer.from(VERSION));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      } catch {
        throw new CredentialError(
          `The stored ${purpose.noun} could not be decrypted (damaged, or AUTH_SECRET has changed).`,
        );
      }
    },
  };
}
