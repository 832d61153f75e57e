"use client";

import { useId, useState } from "react";

export const inputClass =
  "w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100 placeholder:text-slate-500 focus:border-sky-400 focus:outline-none focus:ring-2 focus:ring-sky-400/40";

/** The main action of a form; `primaryButtonClass` stretches it across the form. */
export const primaryButtonBase =
  "rounded-md bg-sky-400 px-4 py-2 font-semibold text-slate-950 transition hover:bg-sky-300 disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButtonClass = `w-full ${primaryButtonBase}`;

export const linkClass = "text-sky-300 underline-offset-4 hover:underline";

type FieldProps = { label: string } & React.InputHTMLAttributes<HTMLInputElement>;

/** A labelled input. Forms report problems in one FormMessage above the button. */
export function TextField({ label, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} className={inputClass} {...input} />
    </div>
  );
}

/** A password input with a show/hide toggle (a real button, reachable by keyboard). */
export function PasswordField({ label, ...input }: FieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-16`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={`Show ${label.toLowerCase()}`}
          className="absolute inset-y-0 right-0 px-3 text-xs font-semibold text-sky-300 hover:text-sky-200"
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
    </div>
  );
}

/** The form-level message: errors interrupt (alert), confirmations wait their turn (status). */
export function FormMessage({
  error,
  success,
}: {
  error?: string | null;
  success?: string | null;
}) {
  if (error)
    return (
      <p
        role="alert"
        className="rounded-md border border-red-400/40 bg-red-950/50 px-3 py-2 text-sm text-red-200"
      >
        {error}
      </p>
    );
  if (success)
    return (
      <p
        role="status"
        className="rounded-md border border-emerald-400/40 bg-emerald-950/50 px-3 py-2 text-sm text-emerald-200"
      >
        {success}
      </p>
    );
  return null;
}
