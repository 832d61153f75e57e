import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxTransport, smtpTransport } from "@/server/email/transport";
// @ts-expect-error: plain ESM helper shared with the e2e services script
import { startMailCatcher } from "../support/mail-catcher.mjs";

const message = {
  from: "Agency <hello@agency.test>",
  to: "visitor@example.com",
  subject: "Your meeting is confirmed",
  text: "See you soon.",
  html: "<p>See you soon.</p>",
  attachments: [{ filename: "invite.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }],
};

describe("SMTP transport", () => {
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher.close();
  });

  it("delivers text, HTML and attachments to a real SMTP server", async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${catcher.port}`);
    await transport.send(message);
    expect(catcher.messages).toHaveLength(1);
    const [received] = catcher.messages;
    expect(received.envelopeTo).toEqual(["visitor@example.com"]);
    expect(received.subject).toBe("Your meeting is confirmed");
    expect(received.text.trim()).toBe("See you soon.");
    expect(received.html).toContain("<p>See you soon.</p>");
    expect(received.attachments[0].filename).toBe("invite.ics");
  });
});

describe("outbox transport", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agency-outbox-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each mail as an .eml file and logs recipient, subject and file", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const { file } = await outboxTransport(path.join(dir, "outbox")).send(message);
    const files = readdirSync(path.join(dir, "outbox"));
    expect(files).toHaveLength(1);
    expect(file).toBe(path.join(dir, "outbox", files[0] ?? ""));
    const raw = readFileSync(file ?? "", "utf8");
    expect(raw).toContain("Subject: Your meeting is confirmed");
    expect(raw).toContain("To: visitor@example.com");
    expect(raw).toContain("filename=invite.ics");
    expect(info).toHaveBeenCalledWith(
      `[mail] outbox: subject="Your meeting is confirmed" file=${file}`,
    );
    info.mockRestore();
  });
});
