import { describe, expect, it } from "vitest";
import { mailPreviews } from "../previews";
import { enquiryNotificationMail } from "./enquiry-notification";
import { invitationMail } from "./invitation";
import { renderMail } from "./mail-layout";
import { passwordResetMail } from "./password-reset";

const enquiry = {
  name: "Eve <script>alert(1)</script>",
  email: "eve@example.com",
  company: "",
  message: "Line one\n<b>bold?</b>",
  received: "Monday, 7 January 2030, 9:41 AM GMT",
  reference: "ref-1",
  cameFrom: null,
};

describe("the admin and enquiry mails share the booking mails' renderer", () => {
  it("a link block is a button plus the address in HTML, and the bare address in text", () => {
    const mail = renderMail("S", [{ kind: "link", label: "Open", url: "https://x.test/#t=a&b" }]);
    expect(mail.text).toBe("https://x.test/#t=a&b\n");
    expect(mail.html).toContain('href="https://x.test/#t=a&#38;b"');
    expect(mail.html).toContain(">Open</a>");
    expect(mail.html).toContain("paste this address into your browser");
  });

  it("the invitation names who invited whom, with the single-use link in both parts", () => {
    const link = "https://agency.test/reset-password#token=abc";
    const mail = invitationMail({ email: "new@x.test", invitedBy: "Ada", link, validDays: 7 });
    expect(mail.subject).toMatch(/^You are invited to the .+ admin area$/);
    expect(mail.text).toContain("Ada has invited you to the");
    expect(mail.text).toContain(
      `Choose your password with this link (it works once):\n\n${link}\n`,
    );
    expect(mail.text).toContain("The link expires in 7 days.");
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("the reset mail carries its link in both parts", () => {
    const link = "https://agency.test/reset-password#token=xyz";
    const mail = passwordResetMail({ link });
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("your password stays as it is");
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("the enquiry notice escapes what the sender typed in HTML and keeps it readable in text", () => {
    const mail = enquiryNotificationMail(enquiry);
    expect(mail.subject).toBe(`New enquiry from ${enquiry.name}`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>bold?</b>");
    expect(mail.html).toContain("Eve &#60;script&#62;alert(1)&#60;/script&#62;");
    expect(mail.text).toContain("Name:      Eve <script>alert(1)</script>");
    expect(mail.text).toContain("Reference: ref-1");
    expect(mail.text).toContain("Company:   —");
    expect(mail.text).toContain(`Message:\n${enquiry.message}\n`);
    expect(mail.text).not.toContain("Came from");
    expect(
      enquiryNotificationMail({ ...enquiry, cameFrom: "linkedin · landed on /" }).text,
    ).toContain("Came from: linkedin · landed on /");
    expect(enquiryNotificationMail({ ...enquiry, company: "Acme" }).subject).toBe(
      `New enquiry from ${enquiry.name} (Acme)`,
    );
  });

  it("every template renders from its preview data, with a subject, HTML and text", () => {
    expect(Object.keys(mailPreviews).length).toBeGreaterThanOrEqual(11);
    for (const [name, render] of Object.entries(mailPreviews)) {
      const mail = render();
      expect(mail.subject, name).not.toBe("");
      expect(mail.html, name).toMatch(/^<!doctype html>[\s\S]*<\/html>$/);
      expect(mail.text.trim(), name).not.toBe("");
    }
  });
});
