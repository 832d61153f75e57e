// Answers one question off the main thread — does WebGL run in software here? — and is then
// terminated by src/components/marketing/webgl-probe.ts.
import { probeWebglIsSoftware } from "./webgl-renderer";

self.postMessage(probeWebglIsSoftware(new OffscreenCanvas(1, 1)));
