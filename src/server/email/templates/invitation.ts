import "server-only";
import { site } from "@/content/site";
import { renderMail } from "./mail-layout";

export interface InvitationMailView {
  email: string;
  invitedBy: string;
  link: string;
  validDays: number;
}

/** To a new admin: a single-use link to choose a password. */
export function invitationMail(view: InvitationMailView) {
  return renderMail(`You are invited to the ${site.name} admin area`, [
    { kind: "paragraph", text: "Hello," },
    {
      kind: "paragraph",
      text: `${view.invitedBy} has invited you to the ${site.name} admin area as ${view.email}.`,
    },
    { kind: "paragraph", text: "Choose your password with this link (it works once):" },
    { kind: "link", label: "Choose your password", url: view.link },
    {
      kind: "paragraph",
      text: `The link expires in ${view.validDays} days. If you did not expect this invitation, ignore this e-mail.`,
    },
  ]);
}
