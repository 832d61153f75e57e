// `npm run bench:slow-phone`: /book on a slow phone — Lighthouse's mobile network (150 ms latency,
// 1.6 Mbps down, 750 kbps up) and a 4× slower CPU, at 390 px with touch — as a visitor uses it:
// they tap the first bookable day as soon as it shows and, if nothing happens within a second,
// tap it again. Printed per run: when the calendar showed, whether the page had hydrated at the
// first tap, how many taps it took and when the time step answered, then when its times showed.
// Runs alternate between the page as served and the page without its early-tap script (the
// baseline: what visitors got before ADR 0066), so the two are measured in the same minutes.
//
//   npm run bench:slow-phone                 # 5 runs of each
//   SLOW_PHONE_RUNS=9 npm run bench:slow-phone
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH, log, median, startSiteAndFloor } from "./site-and-floor.mjs";

const RUNS = Math.max(1, Number(process.env.SLOW_PHONE_RUNS || 5));
const RETAP_MS = 1_000;
const MAX_TAPS = 20;
const EARLY_TAP_SCRIPT = /<script>\(function\(\)\{var d=document,p=null[\s\S]*?<\/script>/;

/** One visit; `withoutEarlyTaps` serves the page with its early-tap script taken out. */
async function visit(browser, url, { withoutEarlyTaps }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (withoutEarlyTaps)
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!EARLY_TAP_SCRIPT.test(html)) throw new Error("the early-tap script was not found");
      await route.fulfill({ response, body: html.replace(EARLY_TAP_SCRIPT, "") });
    });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    const start = Date.now();
    await page.goto(url, { waitUntil: "commit" });
    const day = page.locator("button[data-date][aria-disabled='false']").first();
    await day.waitFor({ timeout: 60_000 });
    const dayShown = Date.now() - start;
    // React keeps its fiber on the element once it has hydrated it.
    const hydratedAtTap = await day.evaluate((el) =>
      Object.keys(el).some((key) => key.startsWith("__reactFiber")),
    );
    const timeStep = page.getByRole("heading", { name: "Choose a time" });
    // A tap lands only on a day still shown; once the step moves on the calendar is gone.
    const tapped = () =>
      day.tap({ timeout: RETAP_MS }).then(
        () => 1,
        () => 0,
      );
    let taps = 0;
    while (taps < MAX_TAPS && !(await timeStep.isVisible())) {
      taps += await tapped();
      await timeStep.waitFor({ timeout: RETAP_MS }).catch(() => {});
    }
    const answered = Date.now() - start;
    await page
      .getByRole("button", { name: / on \w+day, / })
      .first()
      .waitFor({ timeout: 60_000 });
    const timesShown = Date.now() - start;
    return { dayShown, hydratedAtTap, taps, answered, timesShown };
  } finally {
    await context.close();
  }
}

const { origin, stop } = await startSiteAndFloor(["/book"]);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  const url = new URL("/book", origin).toString();
  const runs = { served: [], baseline: [] };
  for (let run = 0; run < RUNS; run++) {
    log(`run ${run + 1}/${RUNS}`);
    runs.baseline.push(await visit(browser, url, { withoutEarlyTaps: true }));
    runs.served.push(await visit(browser, url, { withoutEarlyTaps: false }));
  }
  console.log("\n/book on a slow phone (slow 4G, CPU 4×, 390 px), ms from navigation:");
  console.log(
    "| page | run | first day shown | hydrated at first tap | taps | time step | times |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const [name, label] of [
    ["baseline", "without early taps"],
    ["served", "as served"],
  ])
    for (const [i, r] of runs[name].entries())
      console.log(
        `| ${label} | ${i + 1} | ${r.dayShown} | ${r.hydratedAtTap ? "yes" : "no"} | ${r.taps} | ${r.answered} | ${r.timesShown} |`,
      );
  for (const [name, label] of [
    ["baseline", "without early taps"],
    ["served", "as served"],
  ]) {
    const rs = runs[name];
    const early = rs.filter((r) => !r.hydratedAtTap);
    console.log(
      `${label}: median time step ${median(rs.map((r) => r.answered))} ms, times ${median(rs.map((r) => r.timesShown))} ms; ` +
        `${rs.filter((r) => r.taps > 1).length} of ${rs.length} visits needed more than one tap ` +
        `(${early.length} tapped before hydration)`,
    );
  }
} finally {
  await browser.close();
  stop();
}
