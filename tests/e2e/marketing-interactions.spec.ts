import type { Page } from "@playwright/test";
import { dropRequests, expect, holdScripts, test } from "./fixtures";

/**
 * The islands' chunk that hydrates (on Preact's compat layer, ADR 0084). Only it is held: holding
 * every islands chunk would hold the entry's static imports too, and with them the page's load
 * event.
 */
const hydratingChunk = /\/_next\/static\/islands\/hydrate-\w+\.js$/;

test.describe("flip cards", () => {
  test("toggle by click and by keyboard, and announce the side shown", async ({ page }) => {
    await page.goto("/industry/construction-company");
    await expect(
      page.getByRole("heading", { level: 2, name: "Problems & Solutions" }),
    ).toBeVisible();
    const cards = page.locator("button[aria-pressed]");
    await expect(cards).toHaveCount(6);
    const announcement = page.getByTestId("flip-announcement");

    const first = page.getByRole("button", { name: /Estimates take days/ });
    await expect(first).toHaveAttribute("aria-pressed", "false");
    await expect(first).toHaveAccessibleName(/Every tender means reading drawings/);
    await first.click();
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(first).toHaveAccessibleName(/AI extracts quantities/);
    await expect(announcement).toHaveText("Estimates take days: showing the AI solution.");
    await first.click();
    await expect(first).toHaveAttribute("aria-pressed", "false");
    await expect(announcement).toHaveText("Estimates take days: showing the problem.");

    const second = page.getByRole("button", { name: /Paperwork errors cost margin/ });
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-pressed", "false");
  });

  test("the 'other' page keeps the card ids 1, 2, 4, 5, 6, 7", async ({ page }) => {
    await page.goto("/industry/other");
    const ids = await page
      .locator("button[data-card-id]")
      .evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute("data-card-id"))));
    expect(ids).toEqual([1, 2, 4, 5, 6, 7]);
  });

  test("a card pressed before its script has arrived shows the press under way, then turns", async ({
    page,
  }) => {
    // The page and its islands' entry load; the hydrating chunk waits until released.
    const hydrating = await holdScripts(page, hydratingChunk);
    await page.goto("/industry/construction-company");
    const first = page.getByRole("button", { name: /Estimates take days/ });
    const island = page.locator('[data-island="flipCards"]');
    await first.click();
    // Held, and shown as taken: the card pulses under a progress cursor, its region busy.
    await expect(first).toHaveAttribute("data-held-press", "");
    await expect(first).toHaveCSS("cursor", "progress");
    await expect(island).toHaveAttribute("aria-busy", "true");
    await expect(first).toHaveAttribute("aria-pressed", "false");

    hydrating.release();
    // Answered once the island has the card, and the mark is gone.
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(first).not.toHaveAttribute("data-held-press");
    await expect(island).not.toHaveAttribute("aria-busy");
    await expect(first).not.toHaveCSS("cursor", "progress");
  });

  test("a card pressed as its island hydrates turns, and no press stays marked", async ({
    page,
  }) => {
    const hydrating = await holdScripts(page, hydratingChunk);
    await page.goto("/industry/construction-company");
    const first = page.getByRole("button", { name: /Estimates take days/ });
    const second = page.getByRole("button", { name: /Paperwork errors cost margin/ });
    const island = page.locator('[data-island="flipCards"]');
    await first.click();
    await expect(first).toHaveAttribute("data-held-press", "");
    // The first press's mark comes off just before the island hydrates; the second card is pressed
    // in that very moment, before the runtime has committed (a slow phone's window, made exact
    // here).
    await first.evaluate((button) => {
      const cards = button.closest("[data-island]");
      const other = [...(cards?.querySelectorAll("button") ?? [])].find((card) =>
        card.textContent?.includes("Paperwork errors cost margin"),
      );
      new MutationObserver((_, observer) => {
        observer.disconnect();
        if (other instanceof HTMLElement) other.click();
      }).observe(button, { attributeFilter: ["data-held-press"] });
    });

    hydrating.release();
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(island.locator("[data-held-press]")).toHaveCount(0);
    await expect(island).not.toHaveAttribute("aria-busy");
  });
});

test.describe("dark mode", () => {
  test.use({ colorScheme: "light" });
  const isDark = (page: Page) =>
    page.evaluate(() => document.documentElement.classList.contains("dark"));

  test("toggled on /services, still on at an industry page after reload, before first paint", async ({
    page,
  }) => {
    // Records the theme at the first animation frame, i.e. before the first paint.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { darkAtFirstFrame: boolean }).darkAtFirstFrame =
          document.documentElement.classList.contains("dark");
      });
    });
    await page.goto("/services");
    expect(await isDark(page)).toBe(false); // first visit follows prefers-color-scheme: light
    const toggle = page.getByRole("button", { name: "Dark mode" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    // The switch's knob sits at the track's left when off and its right when on, inside it.
    const knobAt = () =>
      toggle.evaluate((button) => {
        const track = button.querySelector("span")!.getBoundingClientRect();
        const knob = button.querySelector("span > span")!.getBoundingClientRect();
        return {
          inside: knob.left >= track.left && knob.right <= track.right,
          side: knob.left - track.left < track.right - knob.right ? "left" : "right",
        };
      });
    await expect.poll(knobAt).toEqual({ inside: true, side: "left" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await isDark(page)).toBe(true);
    await expect.poll(knobAt).toEqual({ inside: true, side: "right" });

    await page.goto("/industry/luxury-hotel");
    await page.reload();
    expect(await isDark(page)).toBe(true);
    expect(
      await page.evaluate(
        () => (window as unknown as { darkAtFirstFrame: boolean }).darkAtFirstFrame,
      ),
    ).toBe(true);
    const background = await page.evaluate(
      () =>
        getComputedStyle(document.querySelector("main")?.parentElement as Element).backgroundColor,
    );
    expect(background).toBe("rgb(2, 6, 23)");

    await page.goto("/services");
    // Pressed at once: the press waits for the switch's island to hydrate, then turns it off.
    await toggle.click();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.goto("/industry/other");
    expect(await isDark(page)).toBe(false);
  });

  test("a first visit follows the system preference", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/industry/real-estate");
    expect(await isDark(page)).toBe(true);
    await context.close();
  });

  test("in dark mode the switch says it is pressed once it is hydrated", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/services");
    const toggle = page.getByRole("button", { name: "Dark mode" });
    await toggle.focus(); // keyboard focus hydrates the switch (ADR 0082)
    await expect(page.locator("[data-island=themeToggle]")).toHaveAttribute("data-hydrated", "");
    // The server drew "false", not knowing the mode; hydration keeps the server's attributes on
    // Preact (ADR 0084), so the switch must render the mode it reads after hydrating.
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await isDark(page)).toBe(false);
    await context.close();
  });
});

test("Learn More on /services is a real disclosure", async ({ page }) => {
  await page.goto("/services");
  for (const anchor of [
    "ai-consulting",
    "ai-smart-website",
    "ai-client-acquisition",
    "ai-business-automations",
  ])
    await expect(page.locator(`section#${anchor}`)).toBeVisible();
  const button = page.getByRole("button", { name: "Learn More" });
  const text = page.getByText(/Search engines no longer match keywords/);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(text).toBeHidden();
  await button.click();
  await expect(page.getByRole("button", { name: "Show less" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(text).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Learn More" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect(text).toBeHidden();
});

/**
 * Instruments requestAnimationFrame and workers before any page script runs. A "running loop" is
 * a callback that was requested again in most of the last 30 frames.
 */
async function instrumentAnimation(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      rafLog: { callback: FrameRequestCallback; frame: number }[];
      frame: number;
    };
    w.rafLog = [];
    w.frame = 0;
    const request = window.requestAnimationFrame.bind(window);
    const count = () => {
      w.frame++;
      request(count);
    };
    request(count);
    window.requestAnimationFrame = (callback) => {
      w.rafLog.push({ callback, frame: w.frame });
      if (w.rafLog.length > 2000) w.rafLog.splice(0, 1000);
      return request(callback);
    };
    // What the gradient runs the moment it is shown: its fade-in, its drift, or nothing.
    new MutationObserver((_, observer) => {
      const gradient = document.querySelector(".site-gradient");
      if (!gradient || !document.documentElement.classList.contains("backdrop-ready")) return;
      observer.disconnect();
      (window as unknown as { backdropShown: string[] }).backdropShown = gradient
        .getAnimations()
        .map((a) => (a as CSSTransition).transitionProperty ?? (a as CSSAnimation).animationName);
    }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
    // Workers (the particle network draws in one; the globe's WebGL probe may ask in another):
    // which started, and which were ended, by name.
    const workers = { started: [] as string[], terminated: [] as string[] };
    (window as unknown as { workers: typeof workers }).workers = workers;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      readonly label: string;
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.label = args[1]?.name ?? "unnamed";
        workers.started.push(this.label);
      }
      override terminate() {
        workers.terminated.push(this.label);
        super.terminate();
      }
    };
  });
}

/** How many workers of each name run now (started and not ended). */
const runningWorkers = (page: Page) =>
  page.evaluate(() => {
    const { started, terminated } = (
      window as unknown as { workers: { started: string[]; terminated: string[] } }
    ).workers;
    const running: Record<string, number> = {};
    for (const name of started) running[name] = (running[name] ?? 0) + 1;
    for (const name of terminated) running[name] = (running[name] ?? 0) - 1;
    return Object.fromEntries(Object.entries(running).filter(([, count]) => count > 0));
  });

const startedWorkers = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { workers: { started: string[] } }).workers.started.length,
  );

const runningLoops = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {
      rafLog: { callback: unknown; frame: number }[];
      frame: number;
    };
    const recent = w.rafLog.filter((entry) => entry.frame > w.frame - 30);
    const frames = new Map<unknown, Set<number>>();
    for (const entry of recent)
      frames.set(entry.callback, (frames.get(entry.callback) ?? new Set()).add(entry.frame));
    return [...frames.values()].filter((set) => set.size >= 20).length;
  });

/** The particle worker's frame count (particle-worker.ts); -1 until the worker is there. */
async function particleFrames(page: Page) {
  for (const worker of page.workers()) {
    const count = await worker
      .evaluate(() => (self as unknown as { particleFrames?: number }).particleFrames)
      .catch(() => undefined); // a worker that ended meanwhile
    if (typeof count === "number") return count;
  }
  return -1;
}

/** The particle animation runs: its worker keeps drawing frames. */
async function expectParticlesAnimating(page: Page) {
  await expect.poll(() => particleFrames(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
  const before = await particleFrames(page);
  await expect.poll(() => particleFrames(page)).toBeGreaterThan(before + 10);
}

/** Waits for `count` more of the page's animation frames (instrumentAnimation counts them). */
async function waitForPageFrames(page: Page, count: number) {
  const pageFrame = () => page.evaluate(() => (window as unknown as { frame: number }).frame);
  const start = await pageFrame();
  await expect.poll(pageFrame).toBeGreaterThan(start + count);
}

/**
 * What the page's particle canvas shows, copied: its painted pixels, and a checksum of the image
 * (a short value to compare, where the image itself would fill a failure's message).
 */
const particlesShown = (page: Page) =>
  page.getByTestId("particle-canvas").evaluate((element: HTMLCanvasElement) => {
    const copy = document.createElement("canvas");
    [copy.width, copy.height] = [element.width, element.height];
    const context = copy.getContext("2d");
    context?.drawImage(element, 0, 0);
    const data = context?.getImageData(0, 0, copy.width, copy.height).data ?? [];
    let painted = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]) painted++;
    let image = 0;
    for (const byte of data) image = (Math.imul(image, 31) + byte) | 0;
    return { painted, image };
  });

/**
 * Without a GPU: the worker drew the particles once, and the page's canvas shows them (some of
 * its pixels are painted); neither changes while the page goes on drawing frames. Once: showing
 * the backdrop changes <html>'s class, which is not a new theme colour to draw again.
 */
async function expectParticlesStill(page: Page) {
  const shown = () => particlesShown(page);
  await expect.poll(() => particleFrames(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await expect.poll(async () => (await shown()).painted).toBeGreaterThan(100);
  await waitForPageFrames(page, 30);
  const [drawn, before] = [await particleFrames(page), await shown()];
  expect(drawn).toBe(1);
  await waitForPageFrames(page, 60);
  expect(await particleFrames(page)).toBe(1);
  expect((await shown()).image).toBe(before.image);
}

/** What the gradient ran as it was shown (instrumentAnimation): its fade and drift, or nothing. */
const backdropShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { backdropShown?: string[] }).backdropShown ?? null);

/** The backdrop gradient is shown; whether it drifts (a running CSS animation) or stands still. */
async function gradientState(page: Page) {
  return page.evaluate(() => {
    const gradient = document.querySelector(".site-gradient");
    if (!gradient || getComputedStyle(gradient).display === "none") return "hidden";
    const running = gradient.getAnimations().some((a) => a.playState === "running");
    return running ? "drifting" : "still";
  });
}

test.describe("globe and particles", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the globe canvas is 1000×1000 drawn at 500 px; no frame loop or WebGL context outlives the page", async ({
    page,
  }) => {
    await instrumentAnimation(page);
    await page.goto("/");
    const canvas = page.getByTestId("globe-canvas");
    await expect(canvas).toBeAttached({ timeout: 15_000 });
    expect(await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([
      1000, 1000,
    ]);
    const box = await page.getByTestId("globe").boundingBox();
    expect([box?.width, box?.height]).toEqual([500, 500]);
    // This Chromium has no GPU: WebGL would run in software, so the globe draws its pre-rendered
    // still frame instead of animating (frame-loop.test.ts covers the animated path's scheduling),
    // and for the same reason the backdrop stands still: the particles are drawn once, in their
    // worker (OffscreenCanvas), and the gradient does not drift (the next test has a "GPU"). No
    // loop runs on the page's thread. The particle worker answered the WebGL question as it
    // started; a probe worker the globe started (if it asked first) ended as soon as it answered.
    await expectParticlesStill(page);
    await expect.poll(() => runningWorkers(page)).toEqual({ particles: 1 });
    expect(await startedWorkers(page)).toBeLessThanOrEqual(2);
    expect(await gradientState(page)).toBe("still");
    // Shown at once: not even the fade-in, which costs a software compositor as much as the drift.
    expect(await backdropShown(page)).toEqual([]);
    expect(await runningLoops(page)).toBe(0);

    // A marketing page's link loads a new document (ADR 0082): the globe's page, its canvas, its
    // WebGL contexts and its workers end with it, and the next page starts only its own.
    await page.evaluate(() => {
      (window as unknown as { previousPage?: true }).previousPage = true;
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: /earns its place/ })).toBeVisible();
    expect(await page.evaluate(() => "previousPage" in window)).toBe(false);
    await expect(page.getByTestId("globe-canvas")).toHaveCount(0);
    // The page session knows the answer now: nobody asks again (no probe worker), and the
    // particles' worker starts only to draw.
    await expectParticlesStill(page);
    expect(await runningWorkers(page)).toEqual({ particles: 1 });
    expect(await startedWorkers(page)).toBe(1);
    expect(await runningLoops(page)).toBe(0);

    // Leaving the marketing layout (to /login) stops the particle loop too: nothing keeps running.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Sign in" })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId("particle-canvas")).toHaveCount(0);
    await expect.poll(() => runningLoops(page)).toBe(0);
    expect(await runningWorkers(page)).toEqual({});
  });

  test("the dark-mode switch draws the still particles again in its colour, once", async ({
    page,
  }) => {
    await instrumentAnimation(page);
    await page.goto("/services");
    await expectParticlesStill(page);
    const before = (await particlesShown(page)).image;
    await page.getByRole("button", { name: "Dark mode" }).click();
    await expect.poll(() => particleFrames(page)).toBe(2);
    await expect.poll(async () => (await particlesShown(page)).image).not.toBe(before);
    await waitForPageFrames(page, 30);
    expect(await particleFrames(page)).toBe(2);
  });

  test("a browser without OffscreenCanvas draws the still particles on the page, in its theme", async ({
    page,
  }) => {
    await instrumentAnimation(page);
    // As older browsers: the canvas cannot be handed to a worker, so the page draws it itself.
    await page.addInitScript(() => {
      Reflect.deleteProperty(HTMLCanvasElement.prototype, "transferControlToOffscreen");
    });
    await page.goto("/services");
    await expect.poll(async () => (await particlesShown(page)).painted).toBeGreaterThan(100);
    const before = (await particlesShown(page)).image;
    await waitForPageFrames(page, 60);
    expect((await particlesShown(page)).image).toBe(before);
    expect(await runningLoops(page)).toBe(0);
    expect(await gradientState(page)).toBe("still");
    // Only the WebGL question went to a worker, which ended once it had answered.
    expect(
      await page.evaluate(
        () => (window as unknown as { workers: { started: string[] } }).workers.started,
      ),
    ).not.toContain("particles");
    await expect.poll(() => runningWorkers(page)).toEqual({});

    await page.getByRole("button", { name: "Dark mode" }).click();
    await expect.poll(async () => (await particlesShown(page)).image).not.toBe(before);
  });

  test("a backdrop whose script did not arrive still shows the gradient, still", async ({
    page,
  }) => {
    const backdropChunk = "**/_next/static/islands/particle-backdrop-*.js";
    const dropped = page.waitForEvent("requestfailed", (request) =>
      /\/particle-backdrop-\w+\.js$/.test(request.url()),
    );
    await dropRequests(page, backdropChunk);
    await page.goto("/about");
    await dropped;
    await expect.poll(() => gradientState(page)).toBe("still");
    const classes = await page.evaluate(() => [...document.documentElement.classList]);
    expect(classes).toContain("backdrop-ready");
    expect(classes).not.toContain("backdrop-animate");
    await expect(page.getByTestId("particle-canvas")).toBeHidden();
  });

  test("with a GPU the gradient drifts and the particles move, in their worker", async ({
    page,
  }) => {
    await instrumentAnimation(page);
    // This machine has no GPU. The answer to "does WebGL run in software?" is kept for the page
    // session (webgl-verdict.ts), so a session that already found a GPU is simulated by that
    // answer in sessionStorage: nobody probes again. /about has no globe, which would then try
    // WebGL in software.
    await page.addInitScript(() => sessionStorage.setItem("agency:webgl-software", "false"));
    await page.goto("/about");
    await expectParticlesAnimating(page);
    expect(await runningWorkers(page)).toEqual({ particles: 1 });
    await expect.poll(() => gradientState(page)).toBe("drifting");
    expect(await backdropShown(page)).toEqual(["opacity", "gradient-drift"]);
    expect(await runningLoops(page)).toBe(0);
  });

  test("a first visit with a GPU: the worker that found it draws the particles", async ({
    page,
  }) => {
    await instrumentAnimation(page);
    // The particles' worker asks WebGL itself; on this GPU-less machine its answer is turned into
    // "not software" on its way to the page, so the rest is the page's own path: the worker that
    // answered animates, no second one starts, and the answer is kept for the tab.
    await page.addInitScript(() => {
      const NativeWorker = window.Worker;
      window.Worker = class extends NativeWorker {
        override set onmessage(handler: ((event: MessageEvent) => void) | null) {
          super.onmessage = handler
            ? (event: MessageEvent) =>
                handler(
                  event.data?.type === "webgl"
                    ? new MessageEvent("message", { data: { type: "webgl", software: false } })
                    : event,
                )
            : null;
        }
      };
    });
    await page.goto("/about");
    await expectParticlesAnimating(page);
    expect(await runningWorkers(page)).toEqual({ particles: 1 });
    expect(await startedWorkers(page)).toBe(1);
    await expect.poll(() => gradientState(page)).toBe("drifting");
    expect(await backdropShown(page)).toEqual(["opacity", "gradient-drift"]);
    expect(await page.evaluate(() => sessionStorage.getItem("agency:webgl-software"))).toBe(
      "false",
    );
  });

  test("under prefers-reduced-motion both draw a still frame and no loop runs", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await instrumentAnimation(page);
    await page.goto("/");
    await expect(page.getByTestId("globe-canvas")).toBeAttached({ timeout: 15_000 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { frame: number }).frame))
      .toBeGreaterThan(40);
    expect(await runningLoops(page)).toBe(0);
  });

  test("the particle canvas exists on every marketing page and the globe is hidden on small industry pages", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/industry/luxury-hotel");
    await expect(page.getByTestId("particle-canvas")).toBeAttached();
    await expect(page.getByTestId("globe")).toBeHidden();
    await page.goto("/industry/other");
    const globe = page.getByTestId("globe");
    await expect(globe).toBeVisible();
    expect((await globe.boundingBox())?.width).toBe(150);
  });
});
