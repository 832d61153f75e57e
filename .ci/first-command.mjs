// The README's first command, exactly as a newcomer types it on a fresh clone: `npm start`, with no
// install before it. Then the site must serve, take a booking and stop cleanly on SIGTERM. Only
// Node's own modules here: nothing is installed when this runs.
//   node .ci/first-command.mjs     (from the repository root; .ci/run does it before `npm test`)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The README promises the first `npm start` on a fresh clone serves within this many minutes. */
const FIRST_START_MINUTES = Number(process.env.FIRST_START_MINUTES || 15);
const STOP_SECONDS = 30;

const log = (message) => console.log(`▸ first command: ${message}`);

class StepFailed extends Error {}
async function step(name, run) {
  log(`${name}…`);
  try {
    return await run();
  } catch (error) {
    throw new StepFailed(
      `step "${name}" failed: ${error instanceof Error ? error.message : error}`,
    );
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectStatus(url, status, init) {
  const response = await fetch(url, {
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
    ...init,
  });
  if (response.status !== status)
    throw new Error(
      `${init?.method ?? "GET"} ${url} answered ${response.status}, expected ${status}`,
    );
  return response;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "agency-first-start-"));
const port = await freePort();
const origin = `http://localhost:${port}`;
log(`npm start with DATA_DIR=${dataDir} PORT=${port}`);
const child = spawn("npm", ["start"], {
  cwd: root,
  stdio: "inherit",
  // A group of its own, so that a failed run can stop everything npm start started.
  detached: true,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), APP_URL: origin },
});
const exited = new Promise((resolve) =>
  child.on("exit", (code, signal) => resolve({ code, signal })),
);
let exit = null;
exited.then((result) => {
  exit = result;
});

try {
  const started = Date.now();
  await step(`/api/health answers 200 within ${FIRST_START_MINUTES} minutes`, async () => {
    const deadline = started + FIRST_START_MINUTES * 60_000;
    for (;;) {
      if (exit)
        throw new Error(`npm start exited early (code ${exit.code}, signal ${exit.signal})`);
      if (Date.now() > deadline) throw new Error(`no answer after ${FIRST_START_MINUTES} minutes`);
      const status = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) })
        .then((response) => response.status)
        .catch(() => null);
      if (status === 200) break;
      await delay(1_000);
    }
    log(`serving after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });

  await step("GET / answers 200", () => expectStatus(`${origin}/`, 200));
  await step("GET /book answers 200", () => expectStatus(`${origin}/book`, 200));
  await step("GET /admin redirects to /login", async () => {
    const response = await fetch(`${origin}/admin`, { redirect: "manual" });
    const location = response.headers.get("location") ?? "";
    if (
      response.status < 300 ||
      response.status >= 400 ||
      !new URL(location, origin).pathname.startsWith("/login")
    )
      throw new Error(
        `answered ${response.status} with Location "${location}", expected a redirect to /login`,
      );
  });

  await step("POST /api/v1/bookings books a meeting", async () => {
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
    const availability = await (
      await expectStatus(`${origin}/api/v1/availability?from=${from}&to=${to}`, 200)
    ).json();
    const day = availability.days.find((d) => d.status === "available");
    if (!day) throw new Error(`no available day between ${from} and ${to}`);
    const { slots } = await (
      await expectStatus(`${origin}/api/v1/slots?date=${day.date}`, 200)
    ).json();
    const slot = slots[0];
    if (!slot) throw new Error(`${day.date} is available but has no slot`);
    const response = await fetch(`${origin}/api/v1/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        date: day.date,
        time: slot.time,
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        contactNumber: "+44 20 7946 0000",
        timezone: availability.timezone,
      }),
    });
    const body = await response.json().catch(() => null);
    if (response.status !== 201 || body?.status !== "confirmed")
      throw new Error(`answered ${response.status}: ${JSON.stringify(body)}`);
    log(`booked ${body.start}`);
  });

  await step(`SIGTERM stops npm start with exit code 0 within ${STOP_SECONDS} s`, async () => {
    child.kill("SIGTERM");
    const result = await Promise.race([exited, delay(STOP_SECONDS * 1000).then(() => null)]);
    if (!result) throw new Error(`still running after ${STOP_SECONDS} s`);
    if (result.code !== 0)
      throw new Error(`exited with code ${result.code}, signal ${result.signal}`);
    const stillListening = await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    );
    if (stillListening) throw new Error(`something still answers on port ${port}`);
  });
  log("passed");
} catch (error) {
  console.error(`✗ first command: ${error.message}`);
  if (!exit) process.kill(-child.pid, "SIGKILL");
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
