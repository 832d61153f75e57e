// The WebGL probe itself, with no imports: the probe worker bundles it alone (a worker entry that
// imported webgl-probe.ts would import itself, which hangs the bundler).

const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software/i;

export type ProbeCanvas = {
  getContext(kind: "webgl", attributes: WebGLContextAttributes): unknown;
};

/** Asks a fresh context who renders it, then releases the context. Shared by worker and page. */
export function probeWebglIsSoftware(canvas: ProbeCanvas): boolean {
  const gl = canvas.getContext("webgl", {
    failIfMajorPerformanceCaveat: true,
  }) as WebGLRenderingContext | null;
  if (!gl) return true;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return SOFTWARE_RENDERER.test(renderer);
}
