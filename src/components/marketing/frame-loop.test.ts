import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startFrameLoop, whenIdle } from "./frame-loop";

// A minimal browser: frames run when the test says so; visibility, motion preference and
// intersection are switches. No real time passes (fake timers).
function fakeBrowser({ reducedMotion = false } = {}) {
  let frames = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  const listeners = new Map<string, Set<() => void>>();
  const on = (type: string, fn: () => void) =>
    listeners.set(type, (listeners.get(type) ?? new Set()).add(fn));
  const off = (type: string, fn: () => void) => listeners.get(type)?.delete(fn);
  const emit = (type: string) => {
    for (const fn of listeners.get(type) ?? []) fn();
  };
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  const motion = {
    matches: reducedMotion,
    addEventListener: (_: string, fn: () => void) => on("motion", fn),
    removeEventListener: (_: string, fn: () => void) => off("motion", fn),
  };
  const doc = {
    visibilityState: "visible",
    readyState: "complete",
    addEventListener: on,
    removeEventListener: off,
  };
  vi.stubGlobal("document", doc);
  vi.stubGlobal("window", {
    requestAnimationFrame: (cb: FrameRequestCallback) => {
      frames.set(nextId, cb);
      return nextId++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    matchMedia: () => motion,
    addEventListener: on,
    removeEventListener: off,
    requestIdleCallback: (cb: () => void) => setTimeout(cb, 50) as unknown as number,
    cancelIdleCallback: (id: number) => clearTimeout(id),
  });
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return {
    pendingFrames: () => frames.size,
    runFrame(time = 16) {
      const due = frames;
      frames = new Map();
      for (const cb of due.values()) cb(time);
    },
    setOnScreen(isIntersecting: boolean) {
      for (const o of observers)
        if (!o.disconnected)
          o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
    setHidden(hidden: boolean) {
      doc.visibilityState = hidden ? "hidden" : "visible";
      emit("visibilitychange");
    },
    setReducedMotion(value: boolean) {
      motion.matches = value;
      emit("motion");
    },
    setLoading() {
      doc.readyState = "loading";
    },
    load: () => emit("load"),
    observers,
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("startFrameLoop", () => {
  it("draws every frame only while on screen and the tab is visible", () => {
    const browser = fakeBrowser();
    const draw = vi.fn();
    startFrameLoop({} as Element, draw);
    expect(browser.pendingFrames()).toBe(0); // not on screen yet

    browser.setOnScreen(true);
    browser.runFrame();
    browser.runFrame();
    expect(draw).toHaveBeenCalledTimes(2);
    expect(browser.pendingFrames()).toBe(1);

    browser.setOnScreen(false);
    expect(browser.pendingFrames()).toBe(0);
    browser.setOnScreen(true);
    browser.setHidden(true);
    expect(browser.pendingFrames()).toBe(0);
    browser.setHidden(false);
    browser.runFrame();
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it("stop() cancels the pending frame, disconnects and removes every listener", () => {
    const browser = fakeBrowser();
    const before = browser.listenerCount();
    const draw = vi.fn();
    const loop = startFrameLoop({} as Element, draw);
    browser.setOnScreen(true);
    loop.stop();
    expect(browser.pendingFrames()).toBe(0);
    expect(browser.observers.every((o) => o.disconnected)).toBe(true);
    expect(browser.listenerCount()).toBe(before);
    browser.runFrame();
    expect(draw).not.toHaveBeenCalled();
  });

  it("under reduced motion draws still frames (now and after the delays) and never loops", () => {
    const browser = fakeBrowser({ reducedMotion: true });
    const draw = vi.fn();
    startFrameLoop({} as Element, draw, { stillFrameDelays: [250, 1000] });
    browser.setOnScreen(true);
    expect(browser.pendingFrames()).toBe(0);
    expect(draw).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(draw).toHaveBeenCalledTimes(3);

    browser.setReducedMotion(false); // the user turns animations back on
    browser.runFrame();
    expect(draw).toHaveBeenCalledTimes(4);
    expect(browser.pendingFrames()).toBe(1);
    browser.setReducedMotion(true);
    expect(browser.pendingFrames()).toBe(0);
  });
});

describe("startFrameLoop without motion (a device that cannot afford it)", () => {
  it("draws still frames only, whatever the motion preference says", () => {
    const browser = fakeBrowser();
    const draw = vi.fn();
    startFrameLoop({} as Element, draw, { motion: false });
    browser.setOnScreen(true);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(browser.pendingFrames()).toBe(0);

    browser.setReducedMotion(true);
    browser.setReducedMotion(false); // the preference allows motion again: still no loop
    browser.runFrame();
    expect(browser.pendingFrames()).toBe(0);
  });
});

describe("whenIdle", () => {
  it("waits for the load event, then for idle time; can be cancelled", () => {
    const browser = fakeBrowser();
    browser.setLoading();
    const start = vi.fn();
    whenIdle(start);
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
    browser.load();
    vi.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = whenIdle(cancelled);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
