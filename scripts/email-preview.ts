/**
 * `npm run email:preview`: renders every mail from its preview data into tmp/email-preview/
 * (git-ignored), one .html and one .txt per template, and prints their paths. Run with the
 * react-server condition, under which `server-only` is an empty module, as in the Next server.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { mailPreviews } from "../src/server/email/previews";

const dir = path.resolve(process.argv[2] ?? "tmp/email-preview");
await mkdir(dir, { recursive: true });
for (const [name, render] of Object.entries(mailPreviews)) {
  const mail = render();
  const html = path.join(dir, `${name}.html`);
  const text = path.join(dir, `${name}.txt`);
  await writeFile(html, mail.html);
  await writeFile(text, `Subject: ${mail.subject}\n\n${mail.text}`);
  console.log(`${name}: ${mail.subject}\n  ${html}\n  ${text}`);
}
