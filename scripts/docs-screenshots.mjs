// `npm run docs:screenshots`: the README's pictures (docs/images/), taken from the release with a
// scratch database: the home page, the admin's bookings after a few meetings were booked through
// the public API, and the Team tab with a second host sharing them round robin. Needs Debian's Chromium (`npm test` installs it).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureDependencies, log, root } from "./lib.mjs";

ensureDependencies();
const { chromium } = await import("@playwright/test");
const { default: chromiumFlags } = await import("./chromium-flags.json", {
  with: { type: "json" },
});

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "agency-screenshots-"));
const admin = { email: "ada.lovelace@example.com", password: "Screenshot-1-pass" };
const images = path.join(root, "docs", "images");
mkdirSync(images, { recursive: true });

const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    APP_URL: origin,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
});

let exited = false;
server.on("exit", () => {
  exited = true;
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 900; attempt++) {
    if (exited) throw new Error("npm start stopped before serving (see above)");
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the site did not start");
}

/** A few meetings over the next days, so the admin's list shows what it is for. */
async function bookSomeMeetings() {
  const people = [
    ["Ada", "Lovelace", "ada@example.com"],
    ["Grace", "Hopper", "grace@example.com"],
    ["Alan", "Turing", "alan@example.com"],
    ["Katherine", "Johnson", "katherine@example.com"],
  ];
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
  const { days, timezone } = await (
    await fetch(`${origin}/api/v1/availability?from=${from}&to=${to}`)
  ).json();
  const open = days.filter((day) => day.status === "available");
  for (const [index, [firstName, lastName, email]] of people.entries()) {
    const day = open[index % open.length];
    const { slots } = await (await fetch(`${origin}/api/v1/slots?date=${day.date}`)).json();
    const slot = slots[index % slots.length];
    await fetch(`${origin}/api/v1/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        date: day.date,
        time: slot.time,
        firstName,
        lastName,
        email,
        contactNumber: "+44 20 7946 0000",
        website: `https://${lastName.toLowerCase()}.example.com`,
        timezone,
      }),
    });
  }
}

/** A second host on the default type, round robin, so the meetings are shared (Team tab). */
async function addSecondHost(page) {
  const api = async (method, route, data) => {
    const response = await page.request.fetch(`${origin}${route}`, {
      method,
      headers: { origin },
      ...(data ? { data } : {}),
    });
    if (!response.ok()) throw new Error(`${method} ${route}: ${await response.text()}`);
    return response.json();
  };
  const grace = await api("POST", "/api/admin/users", {
    email: "grace.hopper@example.com",
    password: admin.password,
    role: "admin",
  });
  const { host } = await api("POST", "/api/admin/hosts", {
    adminUserId: grace.id,
    name: "Grace Hopper",
  });
  const { hosts } = await api("GET", "/api/admin/hosts");
  const { meetingTypes } = await api("GET", "/api/admin/meeting-types");
  const type = meetingTypes[0];
  await api("PUT", `/api/admin/meeting-types/${type.id}`, {
    ...type,
    hostIds: [hosts[0].id, host.id],
    assignment: "round_robin",
  });
}

async function signIn(page) {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin/);
}

try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: chromiumFlags,
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(page);
  await addSecondHost(page);
  await bookSomeMeetings();
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500); // the globe and the backdrop start when the page is idle
  await page.screenshot({ path: path.join(images, "site.jpg"), quality: 85 });

  await page.goto(`${origin}/admin/bookings`, { waitUntil: "networkidle" });
  await page.screenshot({ path: path.join(images, "admin.png") });
  await page.goto(`${origin}/admin/team`, { waitUntil: "networkidle" });
  await page.screenshot({ path: path.join(images, "team.png"), fullPage: true });
  await browser.close();
  log(`Wrote ${path.relative(root, images)}/site.jpg, admin.png and team.png`);
} finally {
  if (!exited) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
