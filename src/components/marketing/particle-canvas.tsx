"use client";

import { useEffect, useRef } from "react";
import { cssColor, startFrameLoop, whenIdle } from "./frame-loop";

/** Spec §9: the particle network background has 100 particles. */
export const PARTICLE_COUNT = 100;
const LINK_DISTANCE = 130;
const ALPHA_BANDS = 4;
const FRAME_INTERVAL_MS = 1000 / 30; // a slow drift looks the same at 30 fps and costs half

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** Decorative network of drifting particles behind the page; aria-hidden, pointer-transparent. */
export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let color: [number, number, number] = [0.22, 0.74, 0.97];
    let lastFrame = 0;
    let framesSinceColor = 0;

    const resize = () => {
      // Faint decorative lines need no sharpness: half a canvas pixel per CSS pixel (scaled up by
      // CSS) is a quarter of the raster and upload work of a 1:1 canvas, a sixth of a retina one.
      const ratio = 0.5;
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (particles.length === 0)
        particles = Array.from({ length: PARTICLE_COUNT }, () => ({
          x: Math.random() * width,
          y: Math.random() * height,
          vx: (Math.random() - 0.5) * 0.6,
          vy: (Math.random() - 0.5) * 0.6,
        }));
    };

    const draw = (time: number) => {
      if (time - lastFrame < FRAME_INTERVAL_MS) return;
      lastFrame = time;
      // The page theme can change under a persistent layout (client navigation, dark toggle).
      if (framesSinceColor-- <= 0) {
        color = cssColor("--glow", color);
        framesSinceColor = 30;
      }
      const [r, g, b] = color.map((c) => Math.round(c * 255));
      context.clearRect(0, 0, width, height);
      // One path per alpha band instead of one stroke per line: a few draw calls per frame, so a
      // frame stays far below the 50 ms long-task line even on a slow phone.
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
    };

    let loop: { stop(): void } | undefined;
    const onResize = () => {
      resize();
      lastFrame = 0;
      draw(performance.now());
    };
    const cancelIdle = whenIdle(() => {
      resize();
      window.addEventListener("resize", onResize);
      loop = startFrameLoop(canvas, draw);
    });
    return () => {
      cancelIdle();
      loop?.stop();
      window.removeEventListener("resize", onResize);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10">
      <canvas ref={canvasRef} data-testid="particle-canvas" className="size-full" />
    </div>
  );
}
