/** The text input, select and textarea look of the dark forms (admin, sign-in, account). */
export const inputClass =
  "w-full rounded-md border border-slate-500 bg-slate-900 px-3 py-2 text-slate-100 placeholder:text-slate-400 focus:border-sky-400 focus:outline-none focus:ring-2 focus:ring-sky-400/40 disabled:opacity-60 aria-[invalid=true]:border-red-400";

/** The roomier look of the visitor's booking form; a field in error has a red border. */
export function roomyInputClass(invalid: boolean) {
  return `w-full rounded-lg border bg-slate-950/60 px-3 py-2.5 text-slate-100 placeholder:text-slate-500 transition focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-400 ${
    invalid ? "border-red-400" : "border-slate-700 hover:border-slate-500"
  }`;
}

/** A link inside running text of the dark forms. */
export const linkClass = "text-sky-300 underline-offset-4 hover:underline";
