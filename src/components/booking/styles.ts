/** Button looks shared by the booking steps (dark slate, sky accent, like the rest of the site). */
export const buttonStyles = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-full bg-sky-400 px-6 py-2.5 font-semibold text-slate-950 shadow-lg shadow-sky-500/20 transition hover:bg-sky-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed disabled:bg-slate-700 disabled:text-slate-300 disabled:shadow-none",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-full border border-slate-600 px-6 py-2.5 font-semibold text-slate-100 transition hover:border-sky-400 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed disabled:opacity-60",
} as const;

export const fieldStyles = {
  input:
    "w-full rounded-lg border bg-slate-950/60 px-3 py-2.5 text-slate-100 placeholder:text-slate-500 transition focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-400",
  valid: "border-slate-700 hover:border-slate-500",
  invalid: "border-red-400",
  label: "mb-1.5 block text-sm font-medium text-slate-200",
  error: "mt-1.5 text-sm text-red-300",
} as const;
