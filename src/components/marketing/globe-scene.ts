import { cssColor, type FrameLoop, startFrameLoop, whenIdle, whenVisible } from "./frame-loop";
import { webglIsSoftware } from "./webgl-probe";

// Spec §9: a 1000×1000 canvas drawn at 500 px (150 px on mobile), pixel ratio 2, 16000 samples,
// brightness 12, diffuse 2.5, 0.003 rad of rotation per frame, a dot orbiting every 20 seconds.
// cobe multiplies width/height by devicePixelRatio itself: 500 × 2 = the 1000-pixel canvas.
export const GLOBE = {
  size: 500,
  devicePixelRatio: 2,
  mapSamples: 16000,
  mapBrightness: 12,
  diffuse: 2.5,
  rotationPerFrame: 0.003,
  orbitPeriodMs: 20_000,
} as const;

/** Shown instead of WebGL where it would run in software (see webgl-probe.ts). */
export const GLOBE_STILL_SRC = "/globe-still.webp";

/** Position of the orbiting dot: one full turn of longitude per period on a 30°-inclined orbit. */
export function orbitLocation(timeMs: number): [number, number] {
  const turn = (timeMs % GLOBE.orbitPeriodMs) / GLOBE.orbitPeriodMs;
  const angle = turn * Math.PI * 2;
  const longitude = turn * 360 - 180;
  const latitude = 30 * Math.sin(angle);
  return [latitude, longitude];
}

const OFFICES: [number, number][] = [
  [51.51, -0.09], // London
  [25.2, 55.27], // Dubai
  [-8.65, 115.22], // Bali
  [40.42, -3.7], // Madrid
];

/**
 * The rotating cobe globe in `host`, a plain DOM function (the islands' entry starts it without
 * React, ADR 0082; the Globe component in an effect). The canvas is created only after the page
 * has loaded and gone idle (cobe itself is a lazily imported chunk), animates only while
 * visible; the function returned cancels its frame, destroys cobe and releases the WebGL context.
 */
export function mountGlobe(host: HTMLElement): () => void {
  let disposed = false;
  let release = () => {};

  let cancelVisible = () => {};
  // Nothing is created until the page is idle AND the globe is on screen: a globe hidden by CSS
  // (mobile layouts) never costs a WebGL context.
  const cancelIdle = whenIdle(() => {
    cancelVisible = whenVisible(host, () => {
      mount().catch((error) => console.warn("[globe] not shown:", error));
    });
  });
  const createCanvas = () => {
    const canvas = document.createElement("canvas");
    canvas.width = GLOBE.size * GLOBE.devicePixelRatio;
    canvas.height = GLOBE.size * GLOBE.devicePixelRatio;
    canvas.dataset.testid = "globe-canvas";
    canvas.style.cssText = "width:100%;height:100%;opacity:0;transition:opacity .8s ease";
    host.append(canvas);
    requestAnimationFrame(() => {
      canvas.style.opacity = "1";
    });
    return canvas;
  };

  // The still frame is decoded off the main thread (createImageBitmap) and handed to the canvas
  // as it is (bitmaprenderer): drawing it into a 2D canvas decoded it on this thread and copied a
  // 1000×1000 backing store at the next commit, ~100 ms of this thread in software (issue 17).
  const mountStill = async () => {
    const response = await fetch(GLOBE_STILL_SRC);
    if (!response.ok) throw new Error(`${GLOBE_STILL_SRC} answered ${response.status}`);
    const bitmap = await createImageBitmap(await response.blob());
    if (disposed) return bitmap.close();
    const canvas = createCanvas();
    const renderer = canvas.getContext("bitmaprenderer");
    if (renderer) renderer.transferFromImageBitmap(bitmap);
    else canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    release = () => canvas.remove();
  };

  const mount = async () => {
    if (await webglIsSoftware()) return mountStill();
    if (disposed) return;
    const { default: createGlobe } = await import("cobe");
    if (disposed) return;
    const canvas = createCanvas();

    const accent = cssColor("--glow", [0.22, 0.74, 0.97]);
    const offices = OFFICES.map((location) => ({ location, size: 0.05 }));
    let phi = 0;
    const globe = createGlobe(canvas, {
      width: GLOBE.size,
      height: GLOBE.size,
      devicePixelRatio: GLOBE.devicePixelRatio,
      phi,
      theta: 0.25,
      dark: 1,
      diffuse: GLOBE.diffuse,
      mapSamples: GLOBE.mapSamples,
      mapBrightness: GLOBE.mapBrightness,
      baseColor: [0.25, 0.28, 0.36],
      markerColor: accent,
      glowColor: accent.map((c) => 0.35 + c * 0.5) as [number, number, number],
      markers: offices,
      markerElevation: 0,
    });
    const draw = (time: number) => {
      globe.update({
        phi,
        markers: [...offices, { location: orbitLocation(time), size: 0.08, color: [1, 1, 1] }],
      });
      phi += GLOBE.rotationPerFrame;
    };
    // cobe decodes its map texture asynchronously and does not redraw when it arrives: a still
    // frame (reduced motion) is drawn again once the texture is surely there.
    const loop: FrameLoop = startFrameLoop(host, draw, { stillFrameDelays: [250, 1000] });

    release = () => {
      loop.stop();
      globe.destroy();
      canvas.getContext("webgl2")?.getExtension("WEBGL_lose_context")?.loseContext();
      canvas.getContext("webgl")?.getExtension("WEBGL_lose_context")?.loseContext();
      // cobe wraps the canvas in a div of its own; remove both.
      (canvas.parentElement === host ? canvas : canvas.parentElement)?.remove();
    };
  };

  return () => {
    disposed = true;
    cancelIdle();
    cancelVisible();
    release();
  };
}
