/**
 * Shows the gradient behind the page, moving only where the device can afford it: the drifting
 * gradient and the particles are full-screen layers recomposited every frame, which without a GPU
 * (software compositing) kept the compositor ~90% busy and cost the page's thread ~0.5 s of work
 * at Lighthouse's 4× slowdown (issue 17, ADR 0081); its fade-in alone cost ~0.5 s of CPU. The
 * same answer decides the globe (webgl-verdict.ts).
 *
 * Its own module, so the islands' entry can show the gradient still when the particles' chunk
 * never arrived without loading that chunk (islands.ts).
 */
export function showBackdrop({ motion }: { motion: boolean }) {
  const root = document.documentElement.classList;
  // Both in one task: the gradient's first style already knows whether it fades in (globals.css).
  root.toggle("backdrop-animate", motion);
  root.add("backdrop-ready");
}
