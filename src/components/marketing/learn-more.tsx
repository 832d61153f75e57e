"use client";

import { useState } from "react";
import { ChevronGlyph } from "./glyphs";

/**
 * A disclosure: the button's aria-expanded tells assistive technology whether the text is shown.
 * The panel's `id` is given, not made up: an island's ids must be the same on the server, where
 * it is drawn inside the page, and in the browser, where it is hydrated on its own (ADR 0082).
 */
export function LearnMore({
  id: panelId,
  label,
  paragraphs,
}: {
  id: string;
  label: string;
  paragraphs: readonly string[];
}) {
  const [expanded, setExpanded] = useState(false);
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
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
