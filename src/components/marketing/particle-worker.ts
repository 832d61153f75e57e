// Simulates and draws the particle network on an OffscreenCanvas off the main thread, and drives
// its own frames (the worker's requestAnimationFrame, 30 fps) while the page says "run": the page's
// thread only reports visibility, reduced motion, size and theme colour
// (src/components/marketing/particle-canvas.tsx), so it never prepares a frame for the animation.
import {
  createParticleNetwork,
  PARTICLE_FRAME_INTERVAL_MS,
  type ParticleMessage,
  type ParticleNetwork,
  type ParticleReport,
  type Rgb,
} from "./particle-network";
import { probeWebglIsSoftware } from "./webgl-renderer";

let network: ParticleNetwork | undefined;
let color: Rgb = [0.22, 0.74, 0.97];
let running = false;
let pending: number | undefined;
let lastFrame = 0;
/** Frames drawn, read by the e2e suite (worker.evaluate) to see the animation run. */
const scope = self as unknown as { particleFrames: number };
scope.particleFrames = 0;

/** 30 fps, slowed down (to 4 fps at most) while a frame costs more than a quarter of its slot. */
let interval = PARTICLE_FRAME_INTERVAL_MS;
const MAX_INTERVAL_MS = 250;

const draw = () => {
  const started = performance.now();
  network?.frame(color);
  scope.particleFrames++;
  // A device that cannot afford the drift at full rate (software raster, a busy CPU) gets it
  // slower rather than giving up the cores the page and its other work need (issue 17).
  const cost = performance.now() - started;
  interval =
    cost > PARTICLE_FRAME_INTERVAL_MS / 4
      ? Math.min(interval * 2, MAX_INTERVAL_MS)
      : Math.max(PARTICLE_FRAME_INTERVAL_MS, interval * 0.9);
};
const nextFrame = (callback: (time: number) => void) =>
  typeof requestAnimationFrame === "function"
    ? requestAnimationFrame(callback)
    : (setTimeout(
        () => callback(performance.now()),
        PARTICLE_FRAME_INTERVAL_MS,
      ) as unknown as number);
const tick = (time: number) => {
  pending = undefined;
  if (!running) return;
  if (time - lastFrame >= interval) {
    lastFrame = time;
    draw();
  }
  pending = nextFrame(tick);
};

self.onmessage = (event: MessageEvent<ParticleMessage>) => {
  const message = event.data;
  switch (message.type) {
    case "init": {
      // The page decides whether the background may move from this answer: asked here, off its
      // thread, rather than in a second worker started for it (issue 17).
      if (message.probe) {
        let software = true;
        try {
          software = probeWebglIsSoftware(new OffscreenCanvas(1, 1));
        } catch {
          // no WebGL at all: as good as software
        }
        self.postMessage({ type: "webgl", software } satisfies ParticleReport);
      }
      const context = message.canvas.getContext("2d");
      if (!context) return;
      color = message.color;
      network = createParticleNetwork(message.canvas, context);
      network.resize(message.width, message.height);
      return;
    }
    case "resize":
      network?.resize(message.width, message.height);
      return draw(); // resizing clears the canvas
    case "color":
      color = message.color;
      // A still frame (reduced motion, no GPU, paused) would keep the old colour until a resize.
      if (!running) draw();
      return;
    case "run":
      running = true;
      if (pending === undefined) pending = nextFrame(tick);
      return;
    case "pause":
      running = false;
      return;
    case "still":
      return draw();
  }
};
