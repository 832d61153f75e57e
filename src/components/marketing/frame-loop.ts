// One animation discipline for every canvas on the site (globe, particles):
//  - start lazily: after the window's load event and an idle period, so it never delays first
//    paint, LCP or the first interaction;
//  - run only while the element is on screen and the tab is visible;
//  - under prefers-reduced-motion draw still frames and never loop;
//  - stop() cancels the pending frame and every listener, so nothing outlives the component.

export interface FrameLoop {
  stop(): void;
}

/** Calls `callback` once the page has loaded and the main thread is idle. Returns a canceller. */
export function whenIdle(callback: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  const schedule = () => {
    if ("requestIdleCallback" in window)
      idleHandle = window.requestIdleCallback(run, { timeout: 4000 });
    else timeoutHandle = setTimeout(run, 1200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
  };
}

/** Calls `callback` the first time `target` is on screen (never while display:none). */
export function whenVisible(target: Element, callback: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    callback();
  });
  observer.observe(target);
  return () => observer.disconnect();
}

/** What a canvas's animation is told by `watchAnimation`. */
export interface AnimationControl {
  /** Start (or resume) animating: on screen, tab visible, motion allowed. */
  run(): void;
  /** Stop animating for now (off screen, hidden tab, reduced motion). */
  pause(): void;
  /** Draw one still frame (reduced motion: at start and when the preference changes). */
  still(): void;
}

/** Options shared by watchAnimation and startFrameLoop. */
export interface MotionOptions {
  /**
   * false: still frames only, whatever the motion preference — the device cannot afford the
   * animation (no GPU: particle-canvas.tsx, ADR 0081). Default true.
   */
  motion?: boolean;
}

/**
 * The discipline without the frames: tells `control` when to run, pause or draw a still frame
 * (on screen + tab visible + motion allowed). Used directly where the frames are driven
 * elsewhere (the particle worker), and by startFrameLoop for loops on this thread.
 */
export function watchAnimation(
  target: Element,
  control: AnimationControl,
  { motion = true }: MotionOptions = {},
): FrameLoop {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  const stillOnly = () => !motion || reduced.matches;
  let onScreen = false;
  let running = false;
  let stopped = false;

  const update = () => {
    if (stopped) return;
    const shouldRun = onScreen && document.visibilityState === "visible" && !stillOnly();
    if (shouldRun !== running) {
      running = shouldRun;
      if (shouldRun) control.run();
      else control.pause();
    }
  };
  const observer = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });
  observer.observe(target);
  const onMotionChange = () => {
    if (!stillOnly()) return update();
    if (running) control.pause();
    running = false;
    control.still();
  };
  document.addEventListener("visibilitychange", update);
  reduced.addEventListener("change", onMotionChange);
  if (stillOnly()) control.still();

  return {
    stop() {
      stopped = true;
      if (running) control.pause();
      running = false;
      observer.disconnect();
      document.removeEventListener("visibilitychange", update);
      reduced.removeEventListener("change", onMotionChange);
    },
  };
}

/**
 * Runs `draw(time)` on animation frames while `target` is visible. With reduced motion, draws
 * still frames only: at start, then after each of `stillFrameDelays` ms
 * (e.g. once a texture has decoded).
 */
export function startFrameLoop(
  target: Element,
  draw: (time: number) => void,
  options: MotionOptions & { stillFrameDelays?: number[] } = {},
): FrameLoop {
  let frame: number | undefined;
  let stopped = false;
  const stillTimers: ReturnType<typeof setTimeout>[] = [];

  // One stable callback: the loop re-requests the same function every frame.
  const tick = (time: number) => {
    frame = undefined;
    if (stopped) return;
    draw(time);
    frame = window.requestAnimationFrame(tick);
  };
  const watcher = watchAnimation(
    target,
    {
      run() {
        if (frame === undefined) frame = window.requestAnimationFrame(tick);
      },
      pause() {
        if (frame !== undefined) window.cancelAnimationFrame(frame);
        frame = undefined;
      },
      still() {
        draw(performance.now());
        for (const delay of options.stillFrameDelays ?? [])
          stillTimers.push(setTimeout(() => !stopped && draw(performance.now()), delay));
      },
    },
    options,
  );

  return {
    stop() {
      stopped = true;
      watcher.stop();
      if (frame !== undefined) window.cancelAnimationFrame(frame);
      frame = undefined;
      for (const timer of stillTimers) clearTimeout(timer);
    },
  };
}

/** Reads a CSS colour variable (hex) from <html> as 0–1 RGB, for WebGL and canvas. */
export function cssColor(
  variable: string,
  fallback: [number, number, number],
): [number, number, number] {
  const value = getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (!match) return fallback;
  return [1, 2, 3].map((i) => Number.parseInt(match[i] ?? "0", 16) / 255) as [
    number,
    number,
    number,
  ];
}
