import "server-only";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";

export interface MailTransport {
  send(message: SendMailOptions): Promise<{ messageId: string; file?: string }>;
}

/**
 * A send must end well inside the job queue's stale window (STALE_AFTER_MS, 10 min): nodemailer's
 * defaults (2 min to connect, 10 min of socket silence) could outlast it, and a job still being
 * sent would be claimed again by another instance. Values in SMTP_URL's query still win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** SMTP through one nodemailer transport. */
export function smtpTransport(url: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId };
    },
  };
}

/** No SMTP configured: each message becomes an .eml file in the outbox folder. */
export function outboxTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      mkdirSync(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      console.info(
        // No address: log lines never carry e-mail addresses (ADR 0060); the file has them.
        `[mail] outbox: subject="${message.subject}" file=${file}`,
      );
      return { messageId: info.messageId, file };
    },
  };
}
