// Every relative link and #anchor in the repository's Markdown (README, docs/, ADRs, folder READMEs)
// leads somewhere: a file that exists, and a heading that exists in it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "dist",
  ".next",
  ".git",
  "data",
  "test-results",
  "playwright-report",
  "tmp",
]);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith(".")
        ? []
        : markdownFiles(path.join(dir, entry.name));
    return entry.name.endsWith(".md") ? [path.join(dir, entry.name)] : [];
  });
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .replace(/`([^`]*)`/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const [, text] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(text ?? "");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id ?? "");
  return anchors;
}

/** The link targets of a Markdown text: inline links and images, and reference definitions. */
function linksOf(markdown: string): string[] {
  const prose = proseOf(markdown);
  const inline = [
    ...prose.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
  ];
  const references = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)];
  return [...inline, ...references].map((match) => match[1] ?? "");
}

/** What is wrong with each relative link of one file, as "file: link (why)". */
function brokenLinks(file: string, markdown: string): string[] {
  const name = path.relative(root, file);
  return linksOf(markdown).flatMap((link) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return []; // https:, mailto: and the like
    const [target = "", anchor] = link.split("#");
    const resolved = target ? path.resolve(path.dirname(file), decodeURI(target)) : file;
    if (target.startsWith("/")) return [`${name}: ${link} (use a relative path)`];
    if (!existsSync(resolved)) return [`${name}: ${link} (no such file)`];
    if (anchor === undefined) return [];
    if (statSync(resolved).isDirectory() || !resolved.endsWith(".md"))
      return [`${name}: ${link} (an anchor into a file that is not Markdown)`];
    const text = resolved === file ? markdown : readFileSync(resolved, "utf8");
    return anchorsOf(text).has(anchor) ? [] : [`${name}: ${link} (no heading "#${anchor}")`];
  });
}

describe("links in the repository's Markdown", () => {
  const files = markdownFiles(root);

  it("finds the README and the docs", () => {
    expect(files).toContain(path.join(root, "README.md"));
    expect(files.some((file) => file.includes(`${path.sep}decisions${path.sep}`))).toBe(true);
  });

  it("all resolve, anchors included", () => {
    expect(files.flatMap((file) => brokenLinks(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("reads headings and links the way GitHub does", () => {
    expect(slugOf("Backup and restore")).toBe("backup-and-restore");
    expect(slugOf("`npm start`: the first command")).toBe("npm-start-the-first-command");
    expect(slugOf("Client IP (with `TRUST_PROXY`)")).toBe("client-ip-with-trust_proxy");
    expect([...anchorsOf("# A\n## Notes\n```\n# not a heading\n```\n## Notes\n")]).toEqual([
      "a",
      "notes",
      "notes-1",
    ]);
    expect(
      linksOf('See [deploy](docs/deploy.md#nginx), ![shot](img.png "t") and `[x](code.md)`.\n'),
    ).toEqual(["docs/deploy.md#nginx", "img.png"]);
  });

  it("names a missing file and a missing heading", () => {
    const readme = path.join(root, "README.md");
    expect(
      brokenLinks(readme, "# Top\n[a](docs/nowhere.md) [b](#top) [c](#bottom) [d](https://x.y)"),
    ).toEqual([
      "README.md: docs/nowhere.md (no such file)",
      'README.md: #bottom (no heading "#bottom")',
    ]);
  });
});
