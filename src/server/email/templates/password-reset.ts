import "server-only";
import { site } from "@/content/site";
import { renderMail } from "./mail-layout";

/** To an admin who asked for a new password: a single-use link, valid for one hour. */
export function passwordResetMail(view: { link: string }) {
  return renderMail("Reset your password", [
    {
      kind: "paragraph",
      text: `Someone asked to reset the password of your ${site.name} admin account.`,
    },
    {
      kind: "paragraph",
      text: "Choose a new password here (the link works once, for one hour):",
    },
    { kind: "link", label: "Choose a new password", url: view.link },
    {
      kind: "paragraph",
      text: "If it was not you, ignore this mail: your password stays as it is.",
    },
  ]);
}
