// The size rules of the house (issue 12): no file in src/ over 300 lines (content data excepted)
// and no component function over 120 lines in src/components or src/app. Biome formats every
// file, so a top-level function starts at column 0 and ends at the first line that closes it
// there: lines are enough, no parser needed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const srcRoot = import.meta.dirname;
const MAX_FILE_LINES = 300;
const MAX_COMPONENT_LINES = 120;
/** Typed marketing data: long by nature, no logic. */
const EXEMPT_FOLDERS = ["content/"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(srcRoot, file).split(path.sep).join("/");
const files = sourceFiles(srcRoot).map((file) => ({
  name: relative(file),
  lines: readFileSync(file, "utf8").replace(/\n$/, "").split("\n"),
}));

const COMPONENT_START =
  /^(?:export )?(?:default )?(?:async )?(?:function ([A-Z]\w*)|const ([A-Z]\w*)\b.*=>)/;

/** Each top-level PascalCase function of a file: its name and its length in lines. */
function componentLengths(lines: string[]): { name: string; lines: number }[] {
  const found: { name: string; lines: number }[] = [];
  lines.forEach((line, start) => {
    const match = COMPONENT_START.exec(line);
    if (!match) return;
    const end = lines.findIndex((l, i) => i >= start && /^[)}];?$/.test(l));
    found.push({
      name: match[1] ?? match[2] ?? "",
      lines: (end < 0 ? lines.length : end) - start + 1,
    });
  });
  return found;
}

describe("src/", () => {
  it(`has no file over ${MAX_FILE_LINES} lines outside content data`, () => {
    const long = files
      .filter((f) => !EXEMPT_FOLDERS.some((folder) => f.name.startsWith(folder)))
      .filter((f) => f.lines.length > MAX_FILE_LINES)
      .map((f) => `${f.name}: ${f.lines.length} lines`);
    expect(long).toEqual([]);
  });

  it(`has no component function over ${MAX_COMPONENT_LINES} lines in components/ and app/`, () => {
    const long = files
      .filter((f) => /^(components|app)\/.*\.tsx$/.test(f.name))
      .flatMap((f) =>
        componentLengths(f.lines)
          .filter((c) => c.lines > MAX_COMPONENT_LINES)
          .map((c) => `${f.name} ${c.name}: ${c.lines} lines`),
      );
    expect(long).toEqual([]);
  });

  it("measures a component from its first line to its closing one", () => {
    const text = [
      'import { x } from "y";',
      "export function Card({ a }: Props) {",
      "  return (",
      "    <div>{a}</div>",
      "  );",
      "}",
      "function Wide({",
      "  a,",
      "}: {",
      "  a: string;",
      "}) {",
      "  return <p>{a}</p>;",
      "}",
      "const Row = ({ b }: { b: string }) => (",
      "  <li>{b}</li>",
      ");",
      "function helper() {",
      "  return 1;",
      "}",
    ];
    expect(componentLengths(text)).toEqual([
      { name: "Card", lines: 5 },
      { name: "Wide", lines: 7 },
      { name: "Row", lines: 3 },
    ]);
  });
});
