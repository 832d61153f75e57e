import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type BookingFlowAction,
  bookingFlowReducer,
  initialBookingState,
} from "./booking-flow-state";
import { earlyTapTarget, parseEarlyTap, takeEarlyTap } from "./early-tap";
import { EARLY_TAP_SCRIPT } from "./early-tap-script";

// Taps on /book before hydration (ADR 0066): the inline script keeps the last one, the booking
// flow plays it once it can.

/** A page as the inline script sees it in <head>: click listeners, <head>, elements to tap. */
function loadingPage() {
  const listeners = new Set<(event: { target: unknown }) => void>();
  const styles: { textContent: string; removed: boolean }[] = [];
  const window: { __takeEarlyTap?: () => string | null } = {};
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
  runInNewContext(EARLY_TAP_SCRIPT, { window, document, JSON });
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

  it("ignores taps elsewhere and on elements marked unavailable", () => {
    const page = loadingPage();
    page.tap({ "aria-label": "Next month" });
    page.tap({ "data-early-tap": "date:2030-03-14", "aria-disabled": "true" });
    expect(page.styles).toHaveLength(0);
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
    ] as const)
      expect(parseEarlyTap(earlyTapTarget(tap)["data-early-tap"])).toEqual(tap);
    for (const value of [null, "", "date:", "date:14 March", "month:next", "type:"])
      expect(parseEarlyTap(value)).toBeNull();
  });

  it("takes the script's tap once, and nothing on a page without the script", () => {
    expect(takeEarlyTap()).toBeNull();
    const keep = vi.fn().mockReturnValueOnce("type:audit").mockReturnValue(null);
    vi.stubGlobal("window", { __takeEarlyTap: keep });
    expect(takeEarlyTap()).toEqual({ kind: "type", slug: "audit" });
    expect(takeEarlyTap()).toBeNull();
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

  it("plays a type tapped early on the Type step", () => {
    const onType = initialBookingState(TODAY, statuses, { step: "type", meetingType: null });
    const played = bookingFlowReducer(onType, {
      type: "tapped-before-ready",
      tap: { kind: "type", slug: "audit" },
    });
    expect(played).toMatchObject({ step: "date", meetingType: "audit" });
  });
});
