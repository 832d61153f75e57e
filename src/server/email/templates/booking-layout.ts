import "server-only";
/**
 * One source for both parts of a booking mail: a template returns a list of blocks, rendered here
 * to HTML (inline styles, as mail clients need) and to plain text.
 */

export type MailBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "details"; rows: [label: string, value: string][] }
  | { kind: "button"; label: string; url: string }
  | { kind: "note"; text: string };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

const linkify = (escaped: string) =>
  escaped.replace(
    /(https?:\/\/[^\s<]+)/g,
    (url) => `<a href="${url}" style="color:#0284c7;text-decoration:underline">${url}</a>`,
  );

function blockToHtml(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f172a">${escapeHtml(block.text)}</h1>`;
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#334155">${linkify(escapeHtml(block.text))}</p>`;
    case "note":
      return `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">${linkify(escapeHtml(block.text))}</p>`;
    case "details":
      return `<table role="presentation" style="width:100%;margin:0 0 20px;border-collapse:collapse;font-size:14px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#64748b;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:#0f172a;overflow-wrap:anywhere;word-break:break-word">${linkify(escapeHtml(value)).replaceAll("\n", "<br>")}</td></tr>`,
        )
        .join("")}</table>`;
    case "button":
      return `<p style="margin:0 0 20px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#0ea5e9;color:#0f172a;font-weight:600;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockToText(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
      return `${block.text}\n${"=".repeat(block.text.length)}`;
    case "paragraph":
    case "note":
      return block.text;
    case "details": {
      const width = Math.max(...block.rows.map(([label]) => label.length));
      return (
        block.rows
          // A multi-line value (notes) keeps its lines, indented under the first.
          .map(
            ([label, value]) =>
              `${`${label}:`.padEnd(width + 2)}${value.replaceAll("\n", `\n${" ".repeat(width + 2)}`)}`,
          )
          .join("\n")
      );
    }
    case "button":
      return `${block.label}: ${block.url}`;
  }
}

export function renderBookingMail(subject: string, blocks: MailBlock[]): RenderedMail {
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
