"use client";

import { type ControlProps, Field, labelClass } from "@/components/ui/field";
import { roomyInputClass } from "@/components/ui/input";
import type { ContactErrors, ContactValues } from "@/lib/booking/contact-values";
import { NOTES_COUNTER_LIMIT } from "@/lib/schemas/booking-messages";
import { GuestsField } from "./guests-field";

type TextKey = Exclude<keyof ContactValues, "contactType" | "guests">;

interface ContactFieldsProps {
  values: ContactValues;
  errors: ContactErrors;
  onChange: <K extends keyof ContactValues>(field: K, value: ContactValues[K]) => void;
  /** Fields asked between the contact number and the notes (the meeting type's questions). */
  beforeNotes?: React.ReactNode;
}

const CONTACT_TYPES = [
  ["phone", "Phone"],
  ["whatsapp", "WhatsApp"],
] as const;

/** The visitor's details: names, e-mail, website, how to reach them and notes. */
export function ContactFields({ values, errors, onChange, beforeNotes }: ContactFieldsProps) {
  const bind = (field: TextKey) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value),
    className: roomyInputClass(Boolean(errors[field])),
  });

  /** A text field of the form: its label, error wiring, value and style. */
  const textField = (
    field: TextKey,
    label: string,
    input: (control: ControlProps & ReturnType<typeof bind>) => React.ReactNode,
    optional?: boolean,
  ) => (
    <Field
      id={`booking-${field}`}
      label={label}
      optional={optional}
      error={errors[field]}
      size="roomy"
    >
      {(control) => input({ ...control, ...bind(field) })}
    </Field>
  );
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {textField("firstName", "First name", (p) => (
          <input {...p} autoComplete="given-name" />
        ))}
        {textField("lastName", "Last name", (p) => (
          <input {...p} autoComplete="family-name" />
        ))}
      </div>
      {textField("email", "Email", (p) => (
        <input {...p} type="email" autoComplete="email" inputMode="email" />
      ))}
      <GuestsField
        value={values.guests}
        error={errors.guests}
        onChange={(value) => onChange("guests", value)}
      />
      {textField(
        "website",
        "Website",
        (p) => (
          <input {...p} type="url" autoComplete="url" placeholder="https://" />
        ),
        true,
      )}
      <fieldset>
        <legend className={labelClass}>Contact type</legend>
        <div className="flex gap-3">
          {CONTACT_TYPES.map(([value, label]) => (
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
      {textField("contactNumber", "Contact number", (p) => (
        <input
          {...p}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+44 20 7946 0958"
        />
      ))}
      {beforeNotes}
      {textField(
        "notes",
        "Notes",
        (p) => (
          <>
            <textarea
              {...p}
              rows={4}
              aria-describedby={
                errors.notes ? "booking-notes-error booking-notes-counter" : "booking-notes-counter"
              }
              placeholder="What would you like to talk about?"
            />
            <p id="booking-notes-counter" className="mt-1.5 text-right text-xs text-slate-400">
              {values.notes.length} / {NOTES_COUNTER_LIMIT} characters
            </p>
          </>
        ),
        true,
      )}
    </>
  );
}
