// Tiny interface glyphs shared by the client islands (kept apart from icon.tsx so the content
// icon set never ends up in a client bundle).

const CHEVRON =
  "M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z";

export function ChevronGlyph({
  className = "size-4",
  open = false,
}: {
  className?: string;
  open?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`${className} fill-current transition-transform ${open ? "rotate-180" : ""}`}
    >
      <path d={CHEVRON} />
    </svg>
  );
}

export function StrokeGlyph({ d, className = "size-6" }: { d: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d={d} />
    </svg>
  );
}

export const MENU_GLYPH = "M4 7h16M4 12h16M4 17h16";
export const CLOSE_GLYPH = "M6 6l12 12M18 6 6 18";
