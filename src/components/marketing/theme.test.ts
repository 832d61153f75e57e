import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { THEME_INIT_INTEGRITY, THEME_INIT_SRC, THEME_STORAGE_KEY } from "./theme";

const script = readFileSync(path.join(import.meta.dirname, "../../../public", THEME_INIT_SRC));

describe("theme-init.js", () => {
  it("matches the integrity hash the root layout sends (else browsers refuse to run it)", () => {
    const digest = `sha384-${createHash("sha384").update(script).digest("base64")}`;
    expect(digest).toBe(THEME_INIT_INTEGRITY);
  });

  it("reads the same storage key and class the toggle writes", () => {
    const source = script.toString();
    expect(source).toContain(`localStorage.getItem("${THEME_STORAGE_KEY}")`);
    expect(source).toContain('classList.toggle("dark"');
  });
});
