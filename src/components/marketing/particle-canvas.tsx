"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { type ParticleBackdrop, startParticleBackdrop } from "./particle-backdrop";

/** Decorative network of drifting particles behind the page; aria-hidden, pointer-transparent. */
export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const backdropRef = useRef<ParticleBackdrop | null>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (!canvasRef.current) return;
    const backdrop = startParticleBackdrop(canvasRef.current);
    backdropRef.current = backdrop;
    return () => {
      backdrop.stop();
      backdropRef.current = null;
    };
  }, []);

  // Each page has its own colour theme (spec §2); an App Router layout, and so this canvas, stays
  // mounted across its client-side navigations.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the colour on navigation
  useEffect(() => {
    backdropRef.current?.recolor();
  }, [pathname]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10">
      {/* Hidden until the particles start: a full-screen canvas in the first frame tripled the
          cost of its commit (~60 ms instead of ~20 ms of this thread, unthrottled; issue 17). */}
      <canvas ref={canvasRef} data-testid="particle-canvas" className="size-full" hidden />
    </div>
  );
}
