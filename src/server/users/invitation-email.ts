import "server-only";
import { invitationMail } from "@/server/email/templates/invitation";

/** The invitation mail: one text and one HTML body from the same template. */
export function invitationEmail(input: {
  email: string;
  invitedBy: string;
  link: string;
  validDays: number;
}) {
  return invitationMail(input);
}
