"use client";

import { useEffect, useRef } from "react";
import { type ContactDetailsInput, NOTES_COUNTER_LIMIT } from "@/lib/schemas/booking";
import { buttonStyles, fieldStyles } from "./styles";

export type ContactValues = Required<
  Pick<
    ContactDetailsInput,
    "firstName" | "lastName" | "email" | "website" | "contactNumber" | "notes"
  >
> & { contactType: "phone" | "whatsapp" };

export const EMPTY_CONTACT: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  website: "",
  contactType: "phone",
  contactNumber: "",
  notes: "",
};

interface ContactStepProps {
  summary: string;
  values: ContactValues;
  errors: Partial<Record<keyof ContactValues, string>>;
  onChange: <K extends keyof ContactValues>(field: K, value: ContactValues[K]) => void;
  onBack: () => void;
  onSubmit: (honeypot: string) => void;
  pending: boolean;
  failure: string | null;
  /** Bumped after a failed validation so focus moves to the first field in error. */
  focusErrorKey: number;
}

const FIELD_ORDER: (keyof ContactValues)[] = [
  "firstName",
  "lastName",
  "email",
  "website",
  "contactType",
  "contactNumber",
  "notes",
];

function Field({
  id,
  label,
  optional,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  hint?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {optional ? <span className="font-normal text-slate-400"> (optional)</span> : null}
      </label>
      {children}
      {hint}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ContactStep(props: ContactStepProps) {
  const { values, errors, onChange } = props;
  const formRef = useRef<HTMLFormElement>(null);

  // Only a new failed submit moves focus, not each change of the errors.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the submit counter
  useEffect(() => {
    if (props.focusErrorKey === 0) return;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [props.focusErrorKey]);

  /** Everything a text input or textarea of the form shares: id, state, error wiring, style. */
  const inputProps = (field: Exclude<keyof ContactValues, "contactType">) => ({
    id: `booking-${field}`,
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `booking-${field}-error` : undefined,
    className: `${fieldStyles.input} ${errors[field] ? fieldStyles.invalid : fieldStyles.valid}`,
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.pending) return;
    const honeypot = new FormData(event.currentTarget).get("subject");
    props.onSubmit(typeof honeypot === "string" ? honeypot : "");
  }

  return (
    <section aria-labelledby="contact-step-title">
      <h2
        id="contact-step-title"
        tabIndex={-1}
        className="text-xl font-semibold text-slate-50 focus:outline-none"
      >
        Your details
      </h2>
      <p className="mt-1 text-slate-300">{props.summary}</p>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="mt-6 space-y-5"
        aria-busy={props.pending}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="booking-firstName" label="First name" error={errors.firstName}>
            <input {...inputProps("firstName")} autoComplete="given-name" />
          </Field>
          <Field id="booking-lastName" label="Last name" error={errors.lastName}>
            <input {...inputProps("lastName")} autoComplete="family-name" />
          </Field>
        </div>
        <Field id="booking-email" label="Email" error={errors.email}>
          <input {...inputProps("email")} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field id="booking-website" label="Website" optional error={errors.website}>
          <input {...inputProps("website")} type="url" autoComplete="url" placeholder="https://" />
        </Field>
        <fieldset>
          <legend className={fieldStyles.label}>Contact type</legend>
          <div className="flex gap-3">
            {(
              [
                ["phone", "Phone"],
                ["whatsapp", "WhatsApp"],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={`flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition has-focus-visible:ring-2 has-focus-visible:ring-sky-400 ${
                  values.contactType === value
                    ? "border-sky-400 bg-sky-400/15 text-sky-100"
                    : "border-slate-700 text-slate-300 hover:border-slate-500"
                }`}
              >
                <input
                  type="radio"
                  name="contactType"
                  value={value}
                  checked={values.contactType === value}
                  onChange={() => onChange("contactType", value)}
                  className="accent-sky-400"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <Field id="booking-contactNumber" label="Contact number" error={errors.contactNumber}>
          <input
            {...inputProps("contactNumber")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+44 20 7946 0958"
          />
        </Field>
        <Field
          id="booking-notes"
          label="Notes"
          optional
          error={errors.notes}
          hint={
            <p id="booking-notes-counter" className="mt-1.5 text-right text-xs text-slate-400">
              {values.notes.length} / {NOTES_COUNTER_LIMIT} characters
            </p>
          }
        >
          <textarea
            {...inputProps("notes")}
            rows={4}
            aria-describedby={
              errors.notes ? "booking-notes-error booking-notes-counter" : "booking-notes-counter"
            }
            placeholder="What would you like to talk about?"
          />
        </Field>
        {/* Spam trap: hidden from people and assistive technology; bots fill every field. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Subject
            <input type="text" name="subject" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {props.failure ? (
          <p
            role="alert"
            className="rounded-lg border border-red-400/40 bg-red-500/10 px-4 py-3 text-red-200"
          >
            {props.failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-between gap-3 pt-2">
          <button
            type="button"
            onClick={props.onBack}
            disabled={props.pending}
            className={buttonStyles.secondary}
          >
            Back to Time Selection
          </button>
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to <body>,
              and after a failure the visitor should still be on it. submit() ignores repeats. */}
          <button
            type="submit"
            aria-disabled={props.pending}
            className={`${buttonStyles.primary} aria-disabled:cursor-wait`}
          >
            {props.pending ? (
              <>
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-slate-950/30 border-t-slate-950"
                />
                Booking…
              </>
            ) : (
              "Confirm booking"
            )}
          </button>
        </div>
      </form>
    </section>
  );
}
