import "server-only";
import { secretBox } from "@/server/crypto/secret-box";

/** Calendar passwords (and feed addresses) at rest, under the calendars' own derived key. */
const box = secretBox({
  salt: "agency-site/calendar-credentials/v1",
  info: "calendar-credentials",
  noun: "calendar password",
});

export { CredentialError } from "@/server/crypto/secret-box";
export const encryptSecret = box.encrypt;
export const decryptSecret = box.decrypt;
