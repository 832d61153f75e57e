"use client";

import { useId, useState } from "react";
import { inputClass } from "./input";

export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

const SIZES = {
  compact: {
    wrapper: "flex flex-col gap-1",
    label: "text-sm font-medium text-slate-200",
    optional: "font-normal text-slate-400",
    hint: "text-xs text-slate-400",
    error: "text-sm text-red-300",
  },
  roomy: {
    wrapper: undefined,
    label: "mb-1.5 block text-sm font-medium text-slate-200",
    optional: "font-normal text-slate-400",
    hint: "mt-1.5 text-xs text-slate-400",
    error: "mt-1.5 text-sm text-red-300",
  },
  /** The marketing pages' look, from the theme's tokens (light and dark). */
  brand: {
    wrapper: undefined,
    label: "font-semibold text-ink",
    optional: "font-normal text-muted",
    hint: "mt-2 text-sm text-muted",
    error: "mt-2 text-sm font-medium text-red-700 [.dark_&]:text-red-300",
  },
} as const;

/** The label look of a field, for a fieldset's legend beside the fields. */
export const labelClass = SIZES.roomy.label;

/**
 * A labelled control with its hint and error tied to it (aria-invalid + aria-describedby): the
 * control is drawn by `children` from the props it must carry. `id` fixes the control's id (the
 * error is `${id}-error`, the hint `${id}-hint`); without it one is made up.
 */
export function Field({
  label,
  error,
  hint,
  id: fixedId,
  optional,
  size = "compact",
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  size?: keyof typeof SIZES;
  children: (props: ControlProps) => React.ReactNode;
}) {
  const madeId = useId();
  const id = fixedId ?? madeId;
  const look = SIZES[size];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={look.wrapper}>
      <label htmlFor={id} className={look.label}>
        {label}
        {optional ? <span className={look.optional}> (optional)</span> : null}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className={look.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={look.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = { label: string } & React.InputHTMLAttributes<HTMLInputElement>;

/**
 * A labelled input. Sign-in forms report problems in one FormMessage above the button; admin
 * forms pass the field's own `error` (and a `hint`).
 */
export function TextField({
  label,
  error,
  hint,
  ...input
}: InputFieldProps & { error?: string; hint?: string }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...control} className={inputClass} {...input} />}
    </Field>
  );
}

/** A password input with a show/hide toggle (a real button, reachable by keyboard). */
export function PasswordField({ label, ...input }: InputFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
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
      )}
    </Field>
  );
}
