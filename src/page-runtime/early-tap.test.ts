import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchMonthStatuses, fetchSlots, publicFreeTimes } from "@/components/booking/booking-api";
import {
  type BookingFlowAction,
  bookingFlowReducer,
  initialBookingState,
} from "@/components/booking/booking-flow-state";
import { earlyTapReads, earlyTapTarget, parseEarlyTap, takeEarlyTap } from "./early-tap";
import { EARLY_TAP_SCRIPT } from "./early-tap-script";

// Taps on /book before hydration (ADR 0066): the inline script keeps the last one, the booking
// flow plays it once it can.

/** A page as the inline script sees it in <head>: click listeners, <head>, elements to tap. */
function loadingPage() {
  const listeners = new Set<(event: { target: unknown }) => void>();
  const styles: { textContent: string; removed: boolean }[] = [];
  const window: {
    __takeEarlyTap?: () => string | null;
    __takeEarlyRead?: (url: string) => unknown;
  } = {};
  /** The reads the script started: each URL, and the promise it kept. */
  const reads: { url: string; accept: string; answer: Promise<string> }[] = [];
  const fetch = (url: string, init: { headers: { accept: string } }) => {
    const answer = Promise.resolve(`times of ${url}`);
    reads.push({ url, accept: init.headers.accept, answer });
    return answer;
  };
  const document = {
    addEventListener: (type: string, listener: never, capture: boolean) => {
      if (type === "click" && capture) listeners.add(listener);
    },
    removeEventListener: (type: string, listener: never, capture: boolean) => {
      if (type === "click" && capture) listeners.delete(listener);
    },
    createElement: (tag: string) => {
      expect(tag).toBe("style");
      const style = { textContent: "", removed: false, remove: () => (style.removed = true) };
      return style;
    },
    head: { appendChild: (style: (typeof styles)[number]) => styles.push(style) },
  };
  runInNewContext(EARLY_TAP_SCRIPT, { window, document, JSON, fetch });
  /** An element with these attributes, and a child (the tap lands on the day's number). */
  const element = (attributes: Record<string, string>) => {
    const own = { getAttribute: (name: string) => attributes[name] ?? null };
    const marked = "data-early-tap" in attributes ? own : null;
    return { closest: (selector: string) => (selector === "[data-early-tap]" ? marked : null) };
  };
  return {
    window,
    styles,
    listeners,
    reads,
    tap: (attributes: Record<string, string>) => {
      for (const listener of listeners) listener({ target: element(attributes) });
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the inline early-tap script", () => {
  it("keeps the last tap on a marked element and highlights it until it is taken", () => {
    const page = loadingPage();
    page.tap({ "data-early-tap": "date:2030-03-14" });
    page.tap({ "data-early-tap": "date:2030-03-15" });
    expect(page.styles).toHaveLength(1);
    expect(page.styles[0]?.textContent).toMatch(/^\[data-early-tap="date:2030-03-15"\]\{outline:/);
    expect(page.window.__takeEarlyTap?.()).toBe("date:2030-03-15");
    expect(page.styles[0]?.removed).toBe(true);
    // Taken once: the listener has gone, and nothing is kept any more.
    expect(page.listeners.size).toBe(0);
    page.tap({ "data-early-tap": "date:2030-03-16" });
    expect(page.window.__takeEarlyTap?.()).toBeNull();
  });

  it("starts a tapped day's read at the tap, and gives it once, to a read of the same URL", () => {
    const page = loadingPage();
    const read = (date: string) => `/api/v1/slots?date=${date}&type=intro`;
    page.tap({ "data-early-tap": "date:2030-03-14", "data-early-read": read("2030-03-14") });
    page.tap({ "data-early-tap": "date:2030-03-15", "data-early-read": read("2030-03-15") });
    expect(page.reads.map((r) => [r.url, r.accept])).toEqual([
      [read("2030-03-14"), "application/json"],
      [read("2030-03-15"), "application/json"],
    ]);
    expect(page.window.__takeEarlyTap?.()).toBe("date:2030-03-15");
    // Only the last tap's read is kept, and only for its own URL; any claim ends it.
    expect(page.window.__takeEarlyRead?.(read("2030-03-14"))).toBeNull();
    expect(page.window.__takeEarlyRead?.(read("2030-03-15"))).toBeNull();

    const again = loadingPage();
    again.tap({ "data-early-tap": "date:2030-03-15", "data-early-read": read("2030-03-15") });
    expect(again.window.__takeEarlyRead?.(read("2030-03-15"))).toBe(again.reads[0]?.answer);
    expect(again.window.__takeEarlyRead?.(read("2030-03-15"))).toBeNull();
  });

  it("drops the kept read when a later tap has none", () => {
    const page = loadingPage();
    page.tap({
      "data-early-tap": "date:2030-03-14",
      "data-early-read": "/api/v1/slots?date=2030-03-14",
    });
    page.tap({ "data-early-tap": "type:audit" });
    expect(page.reads).toHaveLength(1);
    expect(page.window.__takeEarlyRead?.("/api/v1/slots?date=2030-03-14")).toBeNull();
  });

  it("ignores taps elsewhere and on elements marked unavailable", () => {
    const page = loadingPage();
    page.tap({ "aria-label": "Next month" });
    page.tap({ "data-early-tap": "date:2030-03-14", "aria-disabled": "true" });
    expect(page.styles).toHaveLength(0);
    expect(page.reads).toHaveLength(0);
    expect(page.window.__takeEarlyTap?.()).toBeNull();
  });
});

describe("early taps in the booking flow", () => {
  const TODAY = "2030-03-12";
  const statuses = { "2030-03-13": "full", "2030-03-14": "available" } as const;

  it("round-trips the attribute, and refuses values it did not write", () => {
    for (const tap of [
      { kind: "date", date: "2030-03-14" },
      { kind: "type", slug: "intro-call" },
      { kind: "month", month: "2030-04-01" },
    ] as const)
      expect(parseEarlyTap(earlyTapTarget(tap)["data-early-tap"])).toEqual(tap);
    expect(
      earlyTapTarget({ kind: "date", date: "2030-03-14" }, "/api/v1/slots?date=2030-03-14"),
    ).toEqual({
      "data-early-tap": "date:2030-03-14",
      "data-early-read": "/api/v1/slots?date=2030-03-14",
    });
    for (const value of [null, "", "date:", "date:14 March", "month:next", "month:2030-04-14"])
      expect(parseEarlyTap(value)).toBeNull();
  });

  it("takes the script's tap once, and nothing on a page without the script", () => {
    expect(takeEarlyTap()).toBeNull();
    const keep = vi.fn().mockReturnValueOnce("type:audit").mockReturnValue(null);
    vi.stubGlobal("window", { __takeEarlyTap: keep });
    expect(takeEarlyTap()).toEqual({ kind: "type", slug: "audit" });
    expect(takeEarlyTap()).toBeNull();
  });

  it("reads a day's times from the read started at the tap, unless the reader gave up", async () => {
    const slots = { date: "2030-03-14", timezone: "Europe/London", slotDuration: 60, slots: [] };
    const network = vi.fn(async () => Response.json({ ...slots, from: "network" }));
    vi.stubGlobal("fetch", network);
    const kept = new Map([["/api/v1/slots?date=2030-03-14", Response.json(slots)]]);
    const claim = vi.fn((url: string) => {
      const answer = kept.get(url);
      kept.clear();
      return answer ? Promise.resolve(answer) : null;
    });
    vi.stubGlobal("window", { __takeEarlyRead: claim });
    const source = publicFreeTimes(null);

    expect(await fetchSlots("2030-03-14", source)).toEqual(slots);
    expect(network).not.toHaveBeenCalled();
    // Claimed once: the next read of the day goes to the network.
    expect(await fetchSlots("2030-03-14", source)).toMatchObject({ from: "network" });

    kept.set("/api/v1/slots?date=2030-03-15", Response.json(slots));
    const gaveUp = new AbortController();
    gaveUp.abort();
    await expect(fetchSlots("2030-03-15", source, gaveUp.signal)).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(claim).toHaveBeenLastCalledWith("/api/v1/slots?date=2030-03-15");
  });

  it("plays a day tapped early as a choice, moving to the time step with the focus", () => {
    const start = initialBookingState(TODAY, statuses);
    const played = bookingFlowReducer(start, {
      type: "tapped-before-ready",
      tap: { kind: "date", date: "2030-03-14" },
    });
    expect(played).toMatchObject({ step: "time", selectedDate: "2030-03-14" });
    expect(played.stepFocusKey).toBe(start.stepFocusKey + 1);
  });

  it("drops a tap that no longer fits: a day not bookable, another step, a choice made since", () => {
    const start = initialBookingState(TODAY, statuses);
    const onType = initialBookingState(TODAY, statuses, { step: "type", meetingType: null });
    const chosen = bookingFlowReducer(start, { type: "date-chosen", date: "2030-03-14" });
    const backOnDates = bookingFlowReducer(chosen, { type: "back-to-date" });
    const day = (date: string): BookingFlowAction => ({
      type: "tapped-before-ready",
      tap: { kind: "date", date },
    });
    for (const [state, action] of [
      [start, day("2030-03-13")],
      [start, day("2030-04-02")],
      [onType, day("2030-03-14")],
      [chosen, day("2030-03-14")],
      [backOnDates, day("2030-03-14")],
      [start, { type: "tapped-before-ready", tap: { kind: "type", slug: "audit" } }],
    ] as const)
      expect(bookingFlowReducer(state, action)).toBe(state);
  });

  it("starts at a month button's tap the very read the flow makes when it shows that month", async () => {
    const source = publicFreeTimes("audit");
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(url);
        return Response.json({ timezone: "Europe/London", days: [] });
      }),
    );
    await fetchMonthStatuses("2030-04-01", "2030-04-30", source);
    expect(earlyTapReads(source).monthReadOf("2030-04-01")).toBe(asked[0]);
    expect(earlyTapReads(source).readOf("2030-04-02")).toBe(source.slots("2030-04-02"));
  });

  it("plays Next or Previous month tapped early, next to the month still shown", () => {
    const start = initialBookingState(TODAY, statuses, { step: "date", meetingType: null });
    const month = (month: string): BookingFlowAction => ({
      type: "tapped-before-ready",
      tap: { kind: "month", month },
    });
    expect(bookingFlowReducer(start, month("2030-04-01"))).toMatchObject({
      step: "date",
      month: "2030-04-01",
      selectedDate: null,
    });
    const april = initialBookingState(TODAY, statuses, {
      step: "date",
      meetingType: null,
      month: "2030-04-01",
    });
    expect(bookingFlowReducer(april, month("2030-03-01")).month).toBe("2030-03-01");
    // Two months away is not a button the page showed; nor is a month tapped on another step.
    const onType = initialBookingState(TODAY, statuses, { step: "type", meetingType: null });
    const chosen = bookingFlowReducer(start, { type: "date-chosen", date: "2030-03-14" });
    for (const [state, action] of [
      [start, month("2030-05-01")],
      [start, month("2030-03-01")],
      [onType, month("2030-04-01")],
      [chosen, month("2030-04-01")],
    ] as const)
      expect(bookingFlowReducer(state, action)).toBe(state);
  });

  it("plays a type tapped early on the Type step", () => {
    const onType = initialBookingState(TODAY, statuses, { step: "type", meetingType: null });
    const played = bookingFlowReducer(onType, {
      type: "tapped-before-ready",
      tap: { kind: "type", slug: "audit" },
    });
    expect(played).toMatchObject({ step: "date", meetingType: "audit" });
  });
});
