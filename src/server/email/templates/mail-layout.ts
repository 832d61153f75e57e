import "server-only";
import { escapeHtml } from "../escape-html";

/**
 * The one template system for every mail: a template returns a subject and a list of blocks,
 * rendered here to HTML (inline styles, as mail clients need) and to plain text, so the two parts
 * always say the same thing. Everything interpolated is escaped here, once.
 *
 * Only addresses we produce become links: what a visitor typed (a name, notes, a website) stays
 * text, as these mails reach addresses nobody confirmed (a visitor's guests) under our name.
 */
export type MailBlock =
  | { kind: "heading"; text: string }
  /** `writtenByUs`: text staff wrote (a follow-up message), whose web addresses become links. */
  | { kind: "paragraph"; text: string; writtenByUs?: true }
  | { kind: "details"; rows: MailRow[] }
  | { kind: "button"; label: string; url: string }
  /** A button in HTML (with the address spelled out for when it does not open); the bare URL in text. */
  | { kind: "link"; label: string; url: string }
  /** Text as the sender typed it, lines kept, under a label. */
  | { kind: "quote"; label: string; text: string }
  | { kind: "note"; text: string };

/** A details row: its value is text, or an address we produce (a link in HTML). */
export type MailRow = [label: string, value: string | { url: string }];

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const LINK = "color:#0284c7;text-decoration:underline";

const linkify = (escaped: string) =>
  escaped.replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}" style="${LINK}">${url}</a>`);

const valueHtml = (value: MailRow[1]) =>
  typeof value === "string"
    ? escapeHtml(value).replaceAll("\n", "<br>")
    : `<a href="${escapeHtml(value.url)}" style="${LINK}">${escapeHtml(value.url)}</a>`;

const PARAGRAPH = "margin:0 0 16px;font-size:15px;line-height:1.6;color:#334155";
const NOTE = "margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b";
const BUTTON =
  "display:inline-block;padding:10px 18px;border-radius:8px;background:#0ea5e9;color:#0f172a;font-weight:600;text-decoration:none";

const buttonHtml = (label: string, url: string) =>
  `<p style="margin:0 0 20px"><a href="${escapeHtml(url)}" style="${BUTTON}">${escapeHtml(label)}</a></p>`;

const detailsHtml = (rows: MailRow[]) =>
  `<table role="presentation" style="width:100%;margin:0 0 20px;border-collapse:collapse;font-size:14px">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#64748b;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:#0f172a;overflow-wrap:anywhere;word-break:break-word">${valueHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;

function blockToHtml(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f172a">${escapeHtml(block.text)}</h1>`;
    case "paragraph":
      // Text staff typed keeps its line breaks (a follow-up's list of next steps).
      return `<p style="${block.text.includes("\n") ? `${PARAGRAPH};white-space:pre-line` : PARAGRAPH}">${block.writtenByUs ? linkify(escapeHtml(block.text)) : escapeHtml(block.text)}</p>`;
    case "note":
      return `<p style="${NOTE}">${escapeHtml(block.text)}</p>`;
    case "details":
      return detailsHtml(block.rows);
    case "button":
      return buttonHtml(block.label, block.url);
    case "link":
      return `${buttonHtml(block.label, block.url)}\n<p style="${NOTE}">If the button does not open, paste this address into your browser:<br><span style="overflow-wrap:anywhere;word-break:break-all">${escapeHtml(block.url)}</span></p>`;
    case "quote":
      return `<p style="${PARAGRAPH}"><strong>${escapeHtml(block.label)}</strong></p>\n<p style="${PARAGRAPH};white-space:pre-wrap">${escapeHtml(block.text)}</p>`;
  }
}

function detailsText(rows: MailRow[]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return (
    rows
      // A multi-line value (notes) keeps its lines, indented under the first.
      .map(
        ([label, value]) =>
          `${`${label}:`.padEnd(width + 2)}${typeof value === "string" ? value.replaceAll("\n", `\n${" ".repeat(width + 2)}`) : value.url}`,
      )
      .join("\n")
  );
}

function blockToText(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
      return `${block.text}\n${"=".repeat(block.text.length)}`;
    case "paragraph":
    case "note":
      return block.text;
    case "details":
      return detailsText(block.rows);
    case "button":
      return `${block.label}: ${block.url}`;
    case "link":
      return block.url;
    case "quote":
      return `${block.label}:\n${block.text}`;
  }
}

export function renderMail(subject: string, blocks: MailBlock[]): RenderedMail {
  const body = blocks.map(blockToHtml).join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;border-top:4px solid #0ea5e9">
${body}
</div>
</body></html>`;
  return { subject, html, text: `${blocks.map(blockToText).join("\n\n")}\n` };
}
