// `npm run bench:slow-phone`: /book on a slow phone — Lighthouse's mobile network (150 ms latency,
// 1.6 Mbps down, 750 kbps up) and a 4× slower CPU, at 390 px with touch — as a visitor uses it:
// they tap the first bookable day as soon as it shows and, if nothing happens within a second,
// tap it again. Printed per run: when the calendar showed, whether the page had hydrated at the
// first tap, how many taps it took and when the time step answered, then when its times showed.
// Runs alternate between the page as served, the page without its early-tap script (the
// baseline: what visitors got before ADR 0066) and the page whose days start no read at the tap
// (no `data-early-read`: taps kept, but no read started at the tap), so all are measured in the same minutes.
//
//   npm run bench:slow-phone                 # 5 runs of each
//   SLOW_PHONE_RUNS=9 npm run bench:slow-phone
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH, log, median, startSiteAndFloor } from "./site-and-floor.mjs";

const RUNS = Math.max(1, Number(process.env.SLOW_PHONE_RUNS || 5));
const RETAP_MS = 1_000;
const MAX_TAPS = 20;
const EARLY_TAP_SCRIPT = /<script>\(function\(\)\{var d=document,w=window,p=null[\s\S]*?<\/script>/;
const EARLY_READ = / data-early-read="[^"]*"/g;

/** The page's HTML for a variant: as served, without the early-tap script, or without reads. */
const VARIANTS = {
  baseline: {
    label: "without early taps",
    edit: (html) => {
      if (!EARLY_TAP_SCRIPT.test(html)) throw new Error("the early-tap script was not found");
      return html.replace(EARLY_TAP_SCRIPT, "");
    },
  },
  noRead: {
    label: "early taps, no read at the tap",
    edit: (html) => {
      if (!EARLY_READ.test(html)) throw new Error("no day carries data-early-read");
      return html.replace(EARLY_READ, "");
    },
  },
  served: { label: "as served", edit: null },
};

/** One visit to the page as the variant serves it. */
async function visit(browser, url, variant) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const { edit } = VARIANTS[variant];
  if (edit)
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: edit(await response.text()) });
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
  const runs = Object.fromEntries(Object.keys(VARIANTS).map((variant) => [variant, []]));
  for (let run = 0; run < RUNS; run++) {
    log(`run ${run + 1}/${RUNS}`);
    for (const variant of Object.keys(runs)) runs[variant].push(await visit(browser, url, variant));
  }
  console.log("\n/book on a slow phone (slow 4G, CPU 4×, 390 px), ms from navigation:");
  console.log(
    "| page | run | first day shown | hydrated at first tap | taps | time step | times |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const [name, { label }] of Object.entries(VARIANTS))
    for (const [i, r] of runs[name].entries())
      console.log(
        `| ${label} | ${i + 1} | ${r.dayShown} | ${r.hydratedAtTap ? "yes" : "no"} | ${r.taps} | ${r.answered} | ${r.timesShown} |`,
      );
  for (const [name, { label }] of Object.entries(VARIANTS)) {
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
