"use client";

import { useEffect, useRef } from "react";
import { cssColor, startFrameLoop, whenIdle } from "./frame-loop";
import {
  createParticleNetwork,
  type ParticleMessage,
  type ParticleNetwork,
  type Rgb,
} from "./particle-network";

const FRAME_INTERVAL_MS = 1000 / 30; // a slow drift looks the same at 30 fps and costs half
const COLOR_CHECK_FRAMES = 30;

/** Where frames are drawn: a Web Worker when the browser can hand it the canvas, else here. */
interface FrameSink {
  resize(width: number, height: number): void;
  frame(color: Rgb): void;
  close(): void;
}

function workerSink(canvas: HTMLCanvasElement): FrameSink | null {
  if (typeof Worker === "undefined" || !("transferControlToOffscreen" in canvas)) return null;
  try {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL("./particle-worker.ts", import.meta.url), { type: "module" });
    const post = (message: ParticleMessage, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    post(
      { type: "init", canvas: offscreen, width: window.innerWidth, height: window.innerHeight },
      [offscreen],
    );
    return {
      resize: (width, height) => post({ type: "resize", width, height }),
      frame: (color) => post({ type: "frame", color }),
      close: () => worker.terminate(),
    };
  } catch {
    return null; // e.g. the canvas was already transferred: stay still rather than break the page
  }
}

function mainThreadSink(canvas: HTMLCanvasElement): FrameSink | null {
  const context = canvas.getContext("2d");
  if (!context) return null;
  const network: ParticleNetwork = createParticleNetwork(canvas, context);
  network.resize(window.innerWidth, window.innerHeight);
  return { resize: network.resize, frame: network.frame, close: () => {} };
}

/** Decorative network of drifting particles behind the page; aria-hidden, pointer-transparent. */
export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let sink: FrameSink | null = null;
    let loop: { stop(): void } | undefined;
    let color: Rgb = [0.22, 0.74, 0.97];
    let lastFrame = 0;
    let framesSinceColor = 0;

    const draw = (time: number) => {
      if (time - lastFrame < FRAME_INTERVAL_MS) return;
      lastFrame = time;
      // The page theme can change under a persistent layout (client navigation, dark toggle).
      if (framesSinceColor-- <= 0) {
        color = cssColor("--glow", color);
        framesSinceColor = COLOR_CHECK_FRAMES;
      }
      sink?.frame(color);
    };
    const onResize = () => {
      sink?.resize(window.innerWidth, window.innerHeight);
      lastFrame = 0;
      draw(performance.now());
    };
    const cancelIdle = whenIdle(() => {
      sink = workerSink(canvas) ?? mainThreadSink(canvas);
      if (!sink) return;
      window.addEventListener("resize", onResize);
      loop = startFrameLoop(canvas, draw);
    });
    return () => {
      cancelIdle();
      loop?.stop();
      sink?.close();
      window.removeEventListener("resize", onResize);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10">
      <canvas ref={canvasRef} data-testid="particle-canvas" className="size-full" />
    </div>
  );
}
