"use client";

import { type ReactNode, useId, useState } from "react";
import { ChevronGlyph } from "./glyphs";

/** A disclosure: the button's aria-expanded tells assistive technology whether the text is shown. */
export function LearnMore({ label, children }: { label: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-6">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
        className="inline-flex items-center gap-2 rounded-full border border-line bg-card px-5 py-2.5 font-semibold text-ink transition hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {expanded ? "Show less" : label}
        <ChevronGlyph open={expanded} />
      </button>
      <div
        id={panelId}
        hidden={!expanded}
        className="mt-5 space-y-4 text-lg leading-relaxed text-muted"
      >
        {children}
      </div>
    </div>
  );
}
