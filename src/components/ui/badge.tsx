const BADGE_STYLES: Record<string, string> = {
  confirmed: "border-emerald-400/60 bg-emerald-950 text-emerald-200",
  active: "border-emerald-400/60 bg-emerald-950 text-emerald-200",
  cancelled: "border-red-400/60 bg-red-950 text-red-200",
  inactive: "border-red-400/60 bg-red-950 text-red-200",
  completed: "border-slate-400/60 bg-slate-800 text-slate-100",
  pending: "border-amber-400/60 bg-amber-950 text-amber-200",
};

/** A small status label; `tone` is a status name (unknown ones look neutral). */
export function Badge({ tone, children }: { tone: string; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${BADGE_STYLES[tone] ?? BADGE_STYLES.completed}`}
    >
      {children}
    </span>
  );
}
