// `npm run bench:main-thread`: what a page load costs the browser's main thread, unthrottled,
// beside the framework's floor (bench/site-and-floor.mjs) — and how much of it comes with the
// page's scripts. A quicker and quieter reading than Lighthouse's simulated 4× (no simulation, a
// minute for a page), to find where the time goes and to compare two builds; the budgets stay
// with `npm run bench:lighthouse` (ADR 0080).
//
//   npm run bench:main-thread                  # every page of the sitemap
//   npm run bench:main-thread -- /pricing /    # only these paths
//   MAIN_THREAD_RUNS=9 npm run bench:main-thread -- /book
//
// Each run loads the page in a fresh browser context (Lighthouse's mobile viewport, 412×823 at
// 1.75×) with a trace of the timeline, from navigation until SETTLE_MS (3 s) after `load`, and
// adds up the renderer main thread's top-level tasks. Runs alternate: floor, page, floor without
// scripts, page without scripts, the page's document on the floor, … — "without scripts" is the
// same HTML with every <script> element taken out (the document alone: parsing, style, layout,
// paint, the font; no hydration, no effects); "its document on the floor" is that markup served
// inside the floor's own page (documentOnFloor below). Per page: the median [range] of each and
// the multiples.
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH, log, median, startSiteAndFloor } from "./site-and-floor.mjs";

const RUNS = Math.max(1, Number(process.env.MAIN_THREAD_RUNS || 5));
const SETTLE_MS = 3_000;
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "loading",
].join(",");

const withoutScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

/**
 * The page's document on the floor: the floor's own HTML and scripts (React hydrates its one
 * heading), with the page's stylesheets and font preloads, its <html> and <body> attributes and its
 * body markup without scripts. React 19 skips elements it did not render when it hydrates <body>,
 * so the page's markup stays, styled and laid out, and none of the site's code runs: what the page
 * would cost if the framework hydrated nothing of it.
 */
function documentOnFloor(pageHtml, floorHtml) {
  const head = pageHtml.slice(0, pageHtml.indexOf("</head>"));
  const styles = head.match(/<link\b[^>]*rel="(?:stylesheet|preload)"[^>]*>/g) ?? [];
  const htmlTag = pageHtml.match(/<html\b[^>]*>/)?.[0] ?? "<html>";
  const bodyTag = pageHtml.match(/<body\b[^>]*>/)?.[0] ?? "<body>";
  const body = withoutScripts(
    pageHtml.slice(pageHtml.indexOf(bodyTag) + bodyTag.length, pageHtml.lastIndexOf("</body>")),
  );
  return floorHtml
    .replace(/<html\b[^>]*>/, htmlTag)
    .replace("</head>", `${styles.filter((tag) => !/as="script"/.test(tag)).join("")}</head>`)
    .replace(/<body\b[^>]*>/, `${bodyTag}${body}`);
}

/** One load: the main thread's task time (ms) from navigation to SETTLE_MS after `load`. */
async function measure(browser, url, { scripts, document }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  if (!scripts)
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutScripts(await response.text()) });
    });
  if (document) {
    await page.route(url, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: document.html }),
    );
    // The page's stylesheet and font, asked of the floor's origin, come from the site's.
    const assets = new RegExp(
      `^${url.replace(/\/$/, "")}/_next/static/(?:media/|chunks/[^?]*\\.css)`,
    );
    await page.route(assets, async (route) => {
      const asset = new URL(new URL(route.request().url()).pathname, document.assetOrigin);
      await route.fulfill({ response: await route.fetch({ url: asset.toString() }) });
    });
  }
  await browser.startTracing(page, { categories: CATEGORIES.split(",") });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  if (document) {
    // Hydration must have left the page's markup in place, styled — or this measures the floor.
    const kept = await page.evaluate(() => ({
      main: globalThis.document.querySelector("main") !== null,
      rules: [...globalThis.document.styleSheets]
        .filter((sheet) => sheet.href?.includes(".css"))
        .reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
    }));
    if (!kept.main || kept.rules === 0)
      throw new Error(`the page's document did not survive on the floor: ${JSON.stringify(kept)}`);
    // A hydration error (React #418 on /book) means React rendered the floor again on the client
    // around the page's markup: that run measures the recovery, not the document. No figure.
    if (errors.length) {
      await context.close();
      return Number.NaN;
    }
  }
  await context.close();
  return mainThreadTaskTime(trace.traceEvents ?? trace, url);
}

/** Top-level tasks of the navigated frame's main thread, after its navigation started. */
function mainThreadTaskTime(events, url) {
  const start = events.find(
    (e) =>
      e.name === "navigationStart" &&
      e.args?.data?.isLoadingMainFrame &&
      e.args?.data?.documentLoaderURL === url,
  );
  if (!start) throw new Error(`no navigation to ${url} in the trace`);
  const tasks = events
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === "X" && e.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let openUntil = 0;
  for (const task of tasks) {
    if (task.ts < openUntil) continue; // nested in the task before
    total += task.dur ?? 0;
    openUntil = task.ts + (task.dur ?? 0);
  }
  return total / 1000;
}

const spread = (values) =>
  `${Math.round(median(values))} [${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}]`;
const multiple = (page, floor) => `${(median(page) / median(floor)).toFixed(2)}×`;
const onFloor = (row) =>
  row.pageOnFloor.some(Number.isNaN)
    ? "— (hydration error) | —"
    : `${spread(row.pageOnFloor)} | ${multiple(row.page, row.pageOnFloor)}`;

const { origin, floorOrigin, paths, stop } = await startSiteAndFloor(process.argv.slice(2));
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROME_FLAGS.filter((flag) => flag !== "--headless"),
});
let exitCode = 0;
try {
  const rows = [];
  for (const [index, p] of paths.entries()) {
    log(`${p} (${index + 1}/${paths.length}): ${RUNS} run(s) of each, alternating with the floor…`);
    const times = { page: [], floor: [], pageBare: [], floorBare: [], pageOnFloor: [] };
    const pageUrl = new URL(p, origin).toString();
    const floorUrl = new URL("/", floorOrigin).toString();
    const html = async (url) => (await fetch(url)).text();
    const document = {
      html: documentOnFloor(await html(pageUrl), await html(floorUrl)),
      assetOrigin: origin,
    };
    for (let run = 0; run < RUNS; run++) {
      times.floor.push(await measure(browser, floorUrl, { scripts: true }));
      times.page.push(await measure(browser, pageUrl, { scripts: true }));
      times.floorBare.push(await measure(browser, floorUrl, { scripts: false }));
      times.pageBare.push(await measure(browser, pageUrl, { scripts: false }));
      times.pageOnFloor.push(await measure(browser, floorUrl, { scripts: true, document }));
    }
    rows.push({ path: p, ...times });
  }
  console.log(
    `\nMain-thread task time, unthrottled, ms: median [range] of ${RUNS} run(s), navigation to ${SETTLE_MS / 1000} s after load.`,
  );
  console.log(
    "| page | page | floor beside | × | without scripts | floor without | × | with the scripts, beyond the floor's | its document on the floor | page × that |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const scriptsPart =
      median(r.page) - median(r.pageBare) - (median(r.floor) - median(r.floorBare));
    console.log(
      `| ${r.path} | ${spread(r.page)} | ${spread(r.floor)} | ${multiple(r.page, r.floor)} | ${spread(r.pageBare)} | ${spread(r.floorBare)} | ${multiple(r.pageBare, r.floorBare)} | ${Math.round(scriptsPart)} ms | ${onFloor(r)} |`,
    );
  }
  console.log(
    "\n'with the scripts, beyond the floor's': the page's scripts' share of its excess over the floor (hydration, effects, the backdrop); the rest of the excess is the document itself.",
  );
  console.log(
    "'its document on the floor': the floor's HTML and scripts carrying the page's stylesheet, font and markup, none of the site's code running; 'page × that' is what the site's code costs over its own document on the framework.",
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser.close();
  stop();
}
process.exit(exitCode);
