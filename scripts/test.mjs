// `npm test`: every test against real parts — unit and integration (Vitest, PGlite and a real
// PostgreSQL server), then end-to-end (Playwright in Debian's Chromium against the production build).
// Extra arguments go to both runners' filters, e.g. `npm test -- booking`.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { bin, ensureDebianProgram, ensureDependencies, log, root } from "./lib.mjs";

const started = Date.now();
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const resultsDir = path.join(root, "test-results");
const only = process.env.TEST_ONLY; // "vitest" | "e2e" runs one half and skips lint/typecheck
const filters = process.argv.slice(2);

function runStep(name, command, args, env = {}) {
  log(`${name}…`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

ensureDependencies();
// Only what this run writes: other tools keep their reports here too (Lighthouse's).
for (const owned of ["e2e", "vitest.json", "playwright.json"])
  rmSync(path.join(resultsDir, owned), { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Names of failed tests, printed last: CI shows only the end of a long log. */
const failures = [];
let ok = true;

function vitestFailures(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `vitest › ${path.relative(root, file.name)} › ${test.fullName}`),
  );
}

function playwrightFailures(suites, file = "") {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `e2e › ${spec.file || file}:${spec.line} › ${spec.title}`),
    ...playwrightFailures(suite.suites ?? [], suite.file || file),
  ]);
}

if (!only) {
  ok &&= runStep("Lint (Biome)", bin("biome"), ["check", "."]);
  ok &&= runStep("Type check (tsc --noEmit)", bin("tsc"), ["--noEmit"]);
}

if (only !== "e2e") {
  const vitestJson = path.join(resultsDir, "vitest.json");
  const passed = runStep("Unit and integration tests (Vitest)", bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestJson}`,
    ...filters,
  ]);
  const report = readJson(vitestJson);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    failures.push(...vitestFailures(report));
  }
  ok &&= passed && Boolean(report) && report.numTotalTests > 0;
}

if (only !== "vitest") {
  ensureDebianProgram(
    chromiumPath,
    "chromium",
    "or point CHROMIUM_PATH at a Chromium/Chrome binary.",
  );
  // Build before Playwright starts: its webServer timeout would otherwise include a build that takes
  // minutes on a loaded 2-core machine. The server the e2e run starts then finds the build fresh.
  const e2ePort = process.env.E2E_PORT || "3100";
  const built = runStep(
    "Production build for the e2e run",
    process.execPath,
    [
      "--input-type=module",
      "-e",
      'import { ensureBuild } from "./scripts/lib.mjs"; ensureBuild();',
    ],
    { APP_URL: `http://localhost:${e2ePort}`, PORT: e2ePort },
  );
  ok &&= built;
  const playwrightJson = path.join(resultsDir, "playwright.json");
  const passed = runStep(
    "End-to-end tests (Playwright, Chromium, production build)",
    bin("playwright"),
    ["test", "--reporter=list,json", ...filters],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, CHROMIUM_PATH: chromiumPath },
  );
  const playwrightReport = readJson(playwrightJson);
  const stats = playwrightReport?.stats;
  if (stats) {
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky;
    totals.skipped += stats.skipped;
    failures.push(...playwrightFailures(playwrightReport.suites ?? []));
  }
  ok &&= passed && Boolean(stats) && stats.expected > 0;
}

const green = ok && totals.failed === 0;
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nTest summary (${minutes} min): ${green ? "all green" : "FAILED"}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
for (const name of failures) console.log(`  ✗ ${name}`);
if (ok && totals.failed > 0 && failures.length === 0)
  console.log("  (the runners exited 0 but their reports count failures; see test-results/)");
process.exit(green ? 0 : 1);
