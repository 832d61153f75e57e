"use client";

import { useEffect, useRef } from "react";
import { mountGlobe } from "./globe-scene";

/** The rotating globe (globe-scene.ts), drawn into its box once the page is idle. */
export function Globe({ className = "" }: { className?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => (hostRef.current ? mountGlobe(hostRef.current) : undefined), []);

  return (
    <div
      ref={hostRef}
      aria-hidden="true"
      data-testid="globe"
      className={`relative aspect-square rounded-full bg-[radial-gradient(circle_at_40%_35%,color-mix(in_oklab,var(--glow)_22%,transparent),transparent_68%)] ${className}`}
    />
  );
}
