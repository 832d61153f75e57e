import "server-only";
import path from "node:path";
import type { Attachment } from "nodemailer/lib/mailer";
import { env } from "@/env";
import { countMailFailure } from "@/server/observability/metrics";
import { type MailTransport, outboxTransport, smtpTransport } from "./transport";

export interface Email {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  attachments?: Attachment[];
  replyTo?: string;
}

const globalForMail = globalThis as unknown as { __mailTransport?: MailTransport };

function transport(): MailTransport {
  if (!globalForMail.__mailTransport) {
    const config = env();
    globalForMail.__mailTransport = config.SMTP_URL
      ? smtpTransport(config.SMTP_URL)
      : outboxTransport(path.join(config.DATA_DIR, "outbox"));
  }
  return globalForMail.__mailTransport;
}

/** The one way the application sends mail. */
/** How services send mail: sendEmail in production, a capture in tests. */
export type SendMail = (email: Email) => Promise<unknown>;

export async function sendEmail(email: Email) {
  try {
    return await transport().send({ from: env().MAIL_FROM, ...email });
  } catch (error) {
    countMailFailure();
    throw error;
  }
}
