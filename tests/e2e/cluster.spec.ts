// The deployment of docs/deploy.md: deploy/nginx-agency.conf (TLS, round robin, passive
// health checks) in front of two instances of the release artifact on one PostgreSQL. A visitor
// books and cancels, an admin cancels another booking, an AI assistant books over MCP, requests
// land on both instances; then one instance is killed and nginx fails over without losing a
// booking or sending a mail twice.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import pg from "pg";
// @ts-expect-error: plain ESM helper
import { freePort, startNginx } from "../support/nginx-server.mjs";
import { fillBookingForm, weekdayAhead } from "./booking-helpers";
import { e2e } from "./config";
import { expect, mailbox, test, uniqueEmail } from "./fixtures";
import {
  answerOf,
  type Booking,
  callTool,
  connectMcp,
  fetchThrough,
  MCP_CLIENT,
  timesOn,
  visitorBooking,
} from "./mcp-client";
import { type Instance, linesWith, startInstance, tempDir } from "./release-instance";

const DATABASE = "agency_cluster";
const clusterUrl = `postgres://postgres:postgres@127.0.0.1:${e2e.pgPort}/${DATABASE}`;
const owner = { email: uniqueEmail("cluster-owner"), password: "Cluster-Owner-Passw0rd" };
const staffEmail = uniqueEmail("cluster-staff");

let nginx: { url: string; accessLog: string; stop: () => Promise<void> };
const instances: Instance[] = [];
let pool: pg.Pool;
let logDir: string;

async function startClusterInstance(port: number, name: string) {
  return startInstance(
    port,
    {
      APP_URL: nginx.url,
      DATABASE_URL: clusterUrl,
      DATABASE_POOL_SIZE: "4",
      DATA_DIR: tempDir(`cluster-${name}`),
      SMTP_URL: `smtp://127.0.0.1:${e2e.smtpPort}`,
      MAIL_FROM: "Agency <hello@agency.test>",
      STAFF_EMAIL: staffEmail,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      AUTH_SECRET: "cluster-secret-cluster-secret-cluster-0123",
      BUSINESS_TIMEZONE: "Europe/London",
      TRUST_PROXY: "true",
    },
    path.join(logDir, `instance-${name}.log`),
  );
}

test.describe("Two instances behind nginx", () => {
  test.describe.configure({ timeout: 420_000 });

  test.beforeAll(async () => {
    const admin = new pg.Client(`postgres://postgres:postgres@127.0.0.1:${e2e.pgPort}/postgres`);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    logDir = tempDir("cluster-logs");
    const ports = [await freePort(), await freePort()];
    nginx = await startNginx({ upstreams: ports });
    // One after the other: the first migrates and creates the super admin, the second finds both.
    instances.push(await startClusterInstance(ports[0] as number, "a"));
    instances.push(await startClusterInstance(ports[1] as number, "b"));
    pool = new pg.Pool({ connectionString: clusterUrl, max: 2 });
  });

  test.afterAll(async () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill();
    await Promise.all(instances.map((i) => i.exited));
    await nginx?.stop();
    await pool?.end();
  });

  async function visitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: nginx.url, ignoreHTTPSErrors: true });
    return { context, page: await context.newPage() };
  }

  async function bookOnPage(page: Page, date: string, label: string, email: string) {
    await fillBookingForm(page, date, label, { firstName: "Grace", lastName: "Hopper", email });
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("dialog", { name: "Your meeting is booked" })).toBeVisible();
    const mail = await mailbox.waitFor(email, (m) =>
      m.subject.startsWith("Your meeting is booked"),
    );
    const manageUrl = mail.text.match(/https:\/\/\S+\/booking\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(manageUrl, "manage link in the confirmation").toBeTruthy();
    return manageUrl as string;
  }

  test("a form from another release asks to reload instead of failing", async ({ browser }) => {
    const { context, page } = await visitor(browser);
    const date = weekdayAhead(21);
    const email = uniqueEmail("cluster-stale");
    // The booking page other sites frame books by server action (/book by the public API, which
    // every release answers alike: ADR 0083).
    await fillBookingForm(
      page,
      date,
      "9:00 AM",
      { firstName: "Old", lastName: "Tab", email },
      "/book/embed",
    );
    // The page's action id as another build would have it: the real servers do not know it.
    await page.route("**/book/embed", (route) =>
      route.request().method() === "POST"
        ? route.continue({
            headers: { ...route.request().headers(), "next-action": `7f${"0".repeat(40)}` },
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByText(/This page is out of date/)).toBeVisible();
    await expect(page.getByText(/Please reload the page and try again/)).toBeVisible();
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM bookings WHERE email = $1", [
      email,
    ]);
    expect(rows[0].n).toBe(0);
    await context.close();
  });

  const requestLines = (instance: Instance) =>
    instance.logLines().filter((line) => line.msg === "request");
  const proxyLines = () => readFileSync(nginx.accessLog, "utf8").split("\n").filter(Boolean);

  test("an AI assistant books over MCP through nginx, its requests answered by both", async ({
    browser,
  }) => {
    const { context } = await visitor(browser);
    const assistant = await connectMcp(nginx.url, { fetch: fetchThrough(context.request) });
    const email = uniqueEmail("cluster-mcp");
    const [time] = await timesOn(assistant, weekdayAhead(22));
    expect(time, "a free time").toBeTruthy();
    const booked = answerOf<Booking>(
      await callTool(assistant, "book_meeting", visitorBooking(email, time!.start)),
    );
    expect(booked.manageUrl.startsWith(`${nginx.url}/booking/`)).toBe(true);
    const seen = answerOf<Booking>(
      await callTool(assistant, "get_booking", { manageUrl: booked.manageUrl }),
    );
    expect(seen).toMatchObject({ id: booked.id, status: "confirmed" });
    await assistant.close();
    await context.close();
    // Stateless: initialize went to one instance and the calls to either, yet the booking carries
    // the client's name from initialize (in the session id it was handed).
    const mcpUpstreams = new Set(
      proxyLines()
        .filter((line) => line.includes('"POST /api/mcp HTTP/'))
        .map((line) => line.match(/ upstream="([^"]*)"/)?.[1]),
    );
    expect(mcpUpstreams.size, [...mcpUpstreams].join(" ")).toBe(2);
    const { rows } = await pool.query("SELECT lead_source FROM bookings WHERE email = $1", [email]);
    expect(rows).toEqual([{ lead_source: { assistant: MCP_CLIENT.name } }]);
    const token = booked.manageUrl.split("/").at(-1) as string;
    for (const instance of instances) expect(linesWith(instance, [email, token])).toEqual([]);
  });

  test("books, cancels and fails over with every booking kept and every mail sent once", async ({
    browser,
  }) => {
    const date = weekdayAhead(20);
    const emails = [uniqueEmail("cluster-a"), uniqueEmail("cluster-b"), uniqueEmail("cluster-c")];
    const [first, second, third] = emails as [string, string, string];
    const { context, page } = await visitor(browser);

    // 1. A visitor books on /book and cancels from the manage link in the mail.
    const manageUrl = await bookOnPage(page, date, "10:00 AM", first);
    const token = manageUrl.split("/").at(-1) as string;
    await page.goto(manageUrl);
    await page.getByRole("button", { name: "Cancel this meeting" }).click();
    await page.getByRole("button", { name: "Yes, cancel the meeting" }).click();
    await expect(page.getByRole("heading", { name: "This meeting was cancelled" })).toBeVisible();

    // 2. Another visitor books; an admin signs in and cancels that booking from the admin area.
    const secondManage = await bookOnPage(page, date, "11:00 AM", second);
    const admin = await visitor(browser);
    const signIn = await admin.page.request.post("/api/auth/sign-in/email", {
      data: owner,
      headers: { origin: nginx.url },
    });
    expect(signIn.ok(), "the owner signs in through nginx").toBe(true);
    await admin.page.goto(`/admin/bookings?q=${encodeURIComponent(second)}`);
    const card = admin.page.getByRole("article", { name: "Booking of Grace Hopper" });
    await card.getByRole("button", { name: "Cancel booking of Grace Hopper" }).click();
    await admin.page
      .getByRole("alertdialog", { name: "Cancel this booking?" })
      .getByRole("button", { name: "Cancel booking" })
      .click();
    await expect(
      admin.page.getByRole("status").filter({ hasText: "Booking of Grace Hopper cancelled" }),
    ).toBeVisible();

    // Round robin: both instances answered pages, assets and actions of this run.
    for (const instance of instances)
      expect(requestLines(instance).length, `requests served by :${instance.port}`).toBeGreaterThan(
        5,
      );
    const upstreams = new Set(
      proxyLines().flatMap((line) => line.match(/ upstream="([^"]*)"/)?.[1]?.split(", ") ?? []),
    );
    for (const instance of instances) expect(upstreams).toContain(`127.0.0.1:${instance.port}`);

    // 3. One instance dies between two requests (no job of its own under way, so none is cut in
    // half): nginx skips it, and the next visitor books as if nothing happened.
    await expect
      .poll(async () => {
        const { rows } = await pool.query(
          "SELECT count(*)::int AS n FROM scheduled_jobs WHERE status = 'running'",
        );
        return rows[0].n;
      })
      .toBe(0);
    const [victim, survivor] = instances as [Instance, Instance];
    victim.child.kill("SIGKILL");
    await victim.exited;
    const survivorBefore = requestLines(survivor).length;
    const thirdManage = await bookOnPage(page, date, "2:00 PM", third);
    await page.goto(thirdManage);
    await expect(page.getByRole("heading", { name: /Your meeting, Grace/ })).toBeVisible();
    expect(requestLines(survivor).length).toBeGreaterThan(survivorBefore);

    // No confirmed booking lost: the database holds exactly what the visitors were told.
    const { rows } = await pool.query(
      "SELECT email, status FROM bookings WHERE email = ANY($1) ORDER BY email",
      [emails],
    );
    expect(rows.map((r) => `${r.email} ${r.status}`).sort()).toEqual(
      [`${first} cancelled`, `${second} cancelled`, `${third} confirmed`].sort(),
    );

    // Every mail went out exactly once: wait until no due mail job is left, then count.
    await expect
      .poll(async () => {
        const { rows: left } = await pool.query(
          "SELECT count(*)::int AS n FROM scheduled_jobs WHERE status IN ('pending', 'running') AND run_at <= now()",
        );
        return left[0].n;
      })
      .toBe(0);
    const subjects = async (to: string) => (await mailbox.list(to)).map((m) => m.subject).sort();
    const firstMails = await subjects(first);
    expect(firstMails.filter((s) => s.startsWith("Your meeting is booked"))).toHaveLength(1);
    expect(firstMails.filter((s) => s.startsWith("Cancelled:"))).toHaveLength(1);
    const secondMails = await subjects(second);
    expect(secondMails.filter((s) => s.startsWith("Your meeting is booked"))).toHaveLength(1);
    expect(secondMails.filter((s) => s.startsWith("Cancelled:"))).toHaveLength(1);
    expect((await subjects(third)).filter((s) => s.startsWith("Your meeting is booked"))).toEqual([
      expect.any(String),
    ]);
    const staffMails = await mailbox.list(staffEmail);
    for (const email of emails)
      expect(
        staffMails.filter((m) => m.text.includes(email) && /new booking/i.test(m.subject)),
        `one staff notification for ${email}`,
      ).toHaveLength(1);

    // The logs of both instances are JSON and carry none of this run's addresses or tokens.
    const secrets = [
      ...emails,
      owner.email,
      owner.password,
      staffEmail,
      token,
      ...[secondManage, thirdManage].map((url) => url.split("/").at(-1) as string),
    ];
    for (const instance of instances) {
      expect(linesWith(instance, secrets), `secrets in ${instance.logFile}`).toEqual([]);
      expect(instance.logLines().filter((line) => "notJson" in line)).toEqual([]);
      expect(requestLines(instance).map((line) => line.route)).toContain("/booking/[token]");
    }
    // So does nginx's access log: the manage links' tokens and the admin's search are written as
    // [token] and [query] (in paths and Referers), and each line's request id is the app's reqId.
    const proxyLog = proxyLines();
    const searched = [...secrets, ...emails.map(encodeURIComponent)];
    expect(proxyLog.filter((line) => searched.some((secret) => line.includes(secret)))).toEqual([]);
    expect(proxyLog.some((line) => line.includes('"GET /admin/bookings?[query] HTTP/'))).toBe(true);
    const manageVisits = proxyLog.filter((line) => line.includes('"GET /booking/[token] HTTP/'));
    expect(manageVisits.length, "manage page visits, masked").toBeGreaterThanOrEqual(2);
    expect(
      proxyLog.filter((line) => /"https:\/\/[^"]*\/booking\/\[token\]/.test(line)).length,
    ).toBeGreaterThan(0);
    const requestIds = new Set(instances.flatMap((i) => requestLines(i).map((l) => l.reqId)));
    for (const visit of manageVisits)
      expect(requestIds, visit).toContain(visit.match(/ rid=(\w+) /)?.[1]);
    writeFileSync(path.join(logDir, "done"), "ok");
    await admin.context.close();
    await context.close();
  });
});
