import "server-only";
import { site } from "@/content/site";
import { escapeHtml } from "@/server/email/escape-html";

/** The invitation mail: one text and one HTML body from the same words. */
export function invitationEmail(input: {
  email: string;
  invitedBy: string;
  link: string;
  validDays: number;
}) {
  const lines = [
    "Hello,",
    `${input.invitedBy} has invited you to the ${site.name} admin area as ${input.email}.`,
    "Choose your password with this link (it works once):",
    input.link,
    `The link expires in ${input.validDays} days. If you did not expect this invitation, ignore this e-mail.`,
  ];
  return {
    subject: `You are invited to the ${site.name} admin area`,
    text: `${lines.join("\n\n")}\n`,
    html: [
      `<p>Hello,</p>`,
      `<p>${escapeHtml(input.invitedBy)} has invited you to the ${escapeHtml(site.name)} admin area as ${escapeHtml(input.email)}.</p>`,
      `<p><a href="${escapeHtml(input.link)}">Choose your password</a> (the link works once).</p>`,
      `<p>If the link does not open, paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(input.link)}</span></p>`,
      `<p>The link expires in ${input.validDays} days. If you did not expect this invitation, ignore this e-mail.</p>`,
    ].join("\n"),
  };
}
