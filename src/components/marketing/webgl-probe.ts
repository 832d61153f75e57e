// Whether WebGL would run in software (no usable GPU: SwiftShader, llvmpipe). There a 1000×1000
// globe costs ~130 ms of main thread per frame, so the globe shows a pre-rendered still instead.
// Merely creating a probe context costs 20–35 ms of CPU in software, so the probe runs in a Web
// Worker on an OffscreenCanvas where the browser has one, and once per page session (the particle
// worker answers it too, as it starts: webgl-verdict.ts keeps whichever answer comes first).

import { probeWebglIsSoftware } from "./webgl-renderer";
import { knownWebglVerdict, shareWebglVerdict } from "./webgl-verdict";

function probeInWorker(): Promise<boolean> | null {
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") return null;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./webgl-probe-worker.ts", import.meta.url), {
      type: "module",
      name: "webgl-probe",
    });
    const finish = (settle: () => void) => {
      worker.terminate();
      settle();
    };
    worker.onmessage = (event: MessageEvent<boolean>) => finish(() => resolve(event.data));
    worker.onerror = () => finish(() => reject(new Error("WebGL probe worker failed")));
  });
}

/** Asks now, whatever the session knows: in a worker where possible, else on this thread. */
export function probeWebgl(): Promise<boolean> {
  return (
    probeInWorker()?.catch(() => probeWebglIsSoftware(document.createElement("canvas"))) ??
    Promise.resolve().then(() => probeWebglIsSoftware(document.createElement("canvas")))
  ).catch(() => true);
}

/** True when WebGL would run in software; asked once per page session (client navigations too). */
export function webglIsSoftware(): Promise<boolean> {
  return knownWebglVerdict() ?? shareWebglVerdict(probeWebgl());
}
