// The particle network's simulation and drawing, shared by the Web Worker (OffscreenCanvas) and
// the main-thread fallback. No DOM access here: it runs in both.

/** Spec §9: the particle network background has 100 particles. */
export const PARTICLE_COUNT = 100;
const LINK_DISTANCE = 130;
const ALPHA_BANDS = 4;
/**
 * Faint decorative lines need no sharpness: half a canvas pixel per CSS pixel (scaled up by CSS)
 * is a quarter of the raster work of a 1:1 canvas, a sixth of a retina one.
 */
export const PARTICLE_CANVAS_RATIO = 0.5;
/** A slow drift looks the same at 30 fps and costs half. */
export const PARTICLE_FRAME_INTERVAL_MS = 1000 / 30;

export type Rgb = [number, number, number];

/**
 * Messages from the page to the particle worker. The worker drives its own frames while told to
 * run, so the page's thread has no animation loop at all (issue 17: a loop on the page's thread
 * made the browser prepare a main-thread frame 60 times a second).
 */
export type ParticleMessage =
  | {
      type: "init";
      canvas: OffscreenCanvas;
      width: number;
      height: number;
      color: Rgb;
      /** Ask whether WebGL runs in software, and answer with a ParticleReport. */
      probe: boolean;
    }
  | { type: "resize"; width: number; height: number }
  | { type: "color"; color: Rgb }
  | { type: "run" | "pause" | "still" };

/** What the particle worker tells the page: its answer to the WebGL probe. */
export type ParticleReport = { type: "webgl"; software: boolean };

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface ParticleNetwork {
  resize(width: number, height: number): void;
  /** Moves every particle one step and draws the frame in `color` (0–1 RGB). */
  frame(color: Rgb): void;
}

export function createParticleNetwork(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  context: Context2D,
): ParticleNetwork {
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];

  return {
    resize(nextWidth, nextHeight) {
      width = nextWidth;
      height = nextHeight;
      canvas.width = Math.round(width * PARTICLE_CANVAS_RATIO);
      canvas.height = Math.round(height * PARTICLE_CANVAS_RATIO);
      context.setTransform(PARTICLE_CANVAS_RATIO, 0, 0, PARTICLE_CANVAS_RATIO, 0, 0);
      if (particles.length === 0)
        particles = Array.from({ length: PARTICLE_COUNT }, () => ({
          x: Math.random() * width,
          y: Math.random() * height,
          vx: (Math.random() - 0.5) * 0.6,
          vy: (Math.random() - 0.5) * 0.6,
        }));
    },

    frame(color) {
      const [r, g, b] = color.map((c) => Math.round(c * 255));
      context.clearRect(0, 0, width, height);
      // One path per alpha band instead of one stroke per line: a few draw calls per frame.
      const bands: Path2D[] = Array.from({ length: ALPHA_BANDS }, () => new Path2D());
      const dots = new Path2D();
      for (const p of particles) {
        p.x = (p.x + p.vx + width) % width;
        p.y = (p.y + p.vy + height) % height;
        dots.rect(p.x - 1.5, p.y - 1.5, 3, 3); // 3 CSS px
      }
      for (let i = 0; i < particles.length; i++) {
        const a = particles[i] as Particle;
        for (let j = i + 1; j < particles.length; j++) {
          const q = particles[j] as Particle;
          const dx = a.x - q.x;
          const dy = a.y - q.y;
          const squared = dx * dx + dy * dy;
          if (squared > LINK_DISTANCE * LINK_DISTANCE) continue;
          const closeness = 1 - Math.sqrt(squared) / LINK_DISTANCE;
          const band = bands[
            Math.min(ALPHA_BANDS - 1, Math.floor(closeness * ALPHA_BANDS))
          ] as Path2D;
          band.moveTo(a.x, a.y);
          band.lineTo(q.x, q.y);
        }
      }
      context.lineWidth = 2; // CSS px: one canvas pixel at half resolution
      bands.forEach((band, index) => {
        context.strokeStyle = `rgb(${r} ${g} ${b} / ${((0.35 * (index + 1)) / ALPHA_BANDS).toFixed(3)})`;
        context.stroke(band);
      });
      context.fillStyle = `rgb(${r} ${g} ${b} / 0.7)`;
      context.fill(dots);
    },
  };
}
