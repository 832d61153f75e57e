import { showBackdrop } from "./backdrop-shown";
import { cssColor, startFrameLoop, watchAnimation, whenIdle } from "./frame-loop";
import {
  createParticleNetwork,
  PARTICLE_FRAME_INTERVAL_MS,
  type ParticleMessage,
  type ParticleReport,
  type Rgb,
} from "./particle-network";
import { knownWebglVerdict, shareWebglVerdict } from "./webgl-verdict";

const FALLBACK_COLOR: Rgb = [0.22, 0.74, 0.97];
const glow = () => cssColor("--glow", FALLBACK_COLOR);

/** A running particle animation, wherever its frames are drawn. */
interface Particles {
  resize(width: number, height: number): void;
  color(color: Rgb): void;
  stop(): void;
}

/**
 * In a Web Worker that drives its own frames: this thread only says run / pause / still frame
 * (the frame-loop discipline), so the animation costs the page's thread nothing per frame. Unless
 * this page session already knows whether WebGL runs in software, the worker finds out first
 * (one worker where there were two: a probe's and this one), and the animation starts when it
 * has said.
 */
function startInWorker(canvas: HTMLCanvasElement, color: Rgb): Particles | null {
  if (typeof Worker === "undefined" || !("transferControlToOffscreen" in canvas)) return null;
  try {
    const known = knownWebglVerdict();
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL("./particle-worker.ts", import.meta.url), {
      type: "module",
      name: "particles",
    });
    const post = (message: ParticleMessage, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    // The worker's answer is the session's from the start, so a globe asking meanwhile waits for
    // it instead of starting a probe worker of its own.
    let answered = known !== undefined;
    let stopped = false;
    const verdict =
      known ??
      shareWebglVerdict(
        new Promise<boolean>((resolve) => {
          worker.onmessage = (event: MessageEvent<ParticleReport>) => {
            if (event.data.type !== "webgl") return;
            answered = true;
            resolve(event.data.software);
            if (stopped) worker.terminate(); // kept alive after the page left only to answer
          };
          // A worker that fails to start never answers: the page's own probe asks instead.
          worker.onerror = () => {
            if (answered) return;
            answered = true;
            resolve(import("./webgl-probe").then((probe) => probe.probeWebgl()));
            if (stopped) worker.terminate();
          };
        }),
      );
    const [width, height] = [window.innerWidth, window.innerHeight];
    post({ type: "init", canvas: offscreen, width, height, color, probe: !known }, [offscreen]);
    let watcher: { stop(): void } | undefined;
    void verdict.then((software) => {
      if (stopped) return;
      showBackdrop({ motion: !software });
      watcher = watchAnimation(
        canvas,
        {
          run: () => post({ type: "run" }),
          pause: () => post({ type: "pause" }),
          still: () => post({ type: "still" }),
        },
        { motion: !software },
      );
    });
    return {
      resize: (w, h) => post({ type: "resize", width: w, height: h }),
      color: (color) => post({ type: "color", color }),
      stop() {
        stopped = true;
        watcher?.stop();
        // Others may be waiting for its answer (the globe, the next page of the session).
        if (answered) worker.terminate();
      },
    };
  } catch {
    return null; // e.g. the canvas was already transferred: stay still rather than break the page
  }
}

/** On this thread, for browsers without OffscreenCanvas: the same drawing code, 30 fps. */
function startOnPage(
  canvas: HTMLCanvasElement,
  motion: boolean,
  firstColor: Rgb,
): Particles | null {
  const context = canvas.getContext("2d");
  if (!context) return null;
  const network = createParticleNetwork(canvas, context);
  network.resize(window.innerWidth, window.innerHeight);
  let color = firstColor;
  let lastFrame = 0;
  const loop = startFrameLoop(
    canvas,
    (time) => {
      if (time - lastFrame < PARTICLE_FRAME_INTERVAL_MS) return;
      lastFrame = time;
      network.frame(color);
    },
    { motion },
  );
  return {
    resize(width, height) {
      network.resize(width, height);
      network.frame(color);
    },
    color: (next) => {
      color = next;
      network.frame(color); // a still frame (no motion) would keep the old colour otherwise
    },
    stop: () => loop.stop(),
  };
}

/** Where the worker can't draw: the probe on this thread (webgl-probe.ts, loaded only now). */
async function startOnPageWhenKnown(
  canvas: HTMLCanvasElement,
  color: Rgb,
): Promise<Particles | null> {
  const software = await (
    knownWebglVerdict() ?? import("./webgl-probe").then((probe) => probe.webglIsSoftware())
  ).catch(() => true);
  showBackdrop({ motion: !software });
  return startOnPage(canvas, !software, color);
}

/** The backdrop's particles on `canvas`, started when the page is idle; `recolor` after a theme change. */
export interface ParticleBackdrop {
  recolor(): void;
  stop(): void;
}

/**
 * Starts the particle network behind the page once it is idle, in a worker where the browser
 * can, and follows the window's size and the dark-mode switch. Plain DOM, no React: a marketing
 * page starts it from the islands' entry without loading React (ADR 0082).
 */
export function startParticleBackdrop(canvas: HTMLCanvasElement): ParticleBackdrop {
  let particles: Particles | null = null;
  const onResize = () => particles?.resize(window.innerWidth, window.innerHeight);
  let sentColor = FALLBACK_COLOR;
  // Only a colour that changed: <html>'s class also changes for other reasons (showing the
  // backdrop, for one), and each colour sent redraws a still frame, one more compositor frame.
  const recolor = () => {
    const color = glow();
    if (color.every((value, index) => value === sentColor[index])) return;
    sentColor = color;
    particles?.color(color);
  };
  // The dark-mode switch changes the theme colour under the running animation.
  const themeObserver = new MutationObserver(recolor);
  let disposed = false;
  const start = async () => {
    canvas.hidden = false;
    sentColor = glow();
    particles = startInWorker(canvas, sentColor);
    if (!particles) {
      const onPage = await startOnPageWhenKnown(canvas, sentColor);
      if (disposed) return onPage?.stop();
      particles = onPage;
      recolor(); // the theme may have switched while the probe ran, before anyone watched
    }
    if (!particles) return;
    window.addEventListener("resize", onResize);
    themeObserver.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ["class"],
    });
  };
  const cancelIdle = whenIdle(() => void start());
  return {
    recolor,
    stop() {
      disposed = true;
      cancelIdle();
      themeObserver.disconnect();
      particles?.stop();
      particles = null;
      window.removeEventListener("resize", onResize);
    },
  };
}

/** The same, from the islands' entry: the canvas inside what ParticleCanvas drew (ADR 0082). */
export function mountParticleBackdrop(drawn: HTMLElement) {
  const canvas = drawn.querySelector("canvas");
  if (canvas) startParticleBackdrop(canvas);
}
