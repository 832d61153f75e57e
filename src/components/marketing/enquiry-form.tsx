"use client";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { ActionResult } from "@/lib/action-result";
import { fieldErrors } from "@/lib/schemas/field-errors";

// The shared schema (and zod with it) loads when the visitor starts on the form, not with the
// page: pages that merely link here and prefetch it stay light. zod-jitless configures zod first.
// A failed load (a dropped connection) is forgotten, so the next attempt fetches it again.
let schemaModule: Promise<typeof import("@/lib/schemas/enquiry")> | undefined;
const loadSchema = () => {
  schemaModule ??= import("@/lib/zod-jitless")
    .then(() => import("@/lib/schemas/enquiry"))
    .catch((error: unknown) => {
      schemaModule = undefined;
      throw error;
    });
  return schemaModule;
};
const preloadSchema = () => void loadSchema().catch(() => {}); // submit reports a failure

const SEND_FAILED = "Your message could not be sent. Please try again, or e-mail us directly.";

type Field = "name" | "email" | "company" | "message";
type Errors = Partial<Record<Field | "form", string>>;

const FIELDS: {
  name: Field;
  label: string;
  type?: string;
  autoComplete: string;
  required: boolean;
}[] = [
  { name: "name", label: "Name", autoComplete: "name", required: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", required: true },
  { name: "company", label: "Company", autoComplete: "organization", required: false },
];

const inputClass =
  "mt-2 block w-full rounded-xl border border-line bg-surface px-4 py-3 text-ink placeholder:text-muted focus:border-accent focus:outline-2 focus:outline-accent aria-[invalid=true]:border-red-600";

/**
 * Name, e-mail, company, message. The shared zod schema checks it here first (messages next to
 * each field, focus on the first error); the server action parses it again and answers the same way.
 */
export function EnquiryForm({
  action,
  success,
}: {
  action: (input: unknown) => Promise<ActionResult<{ received: true }>>;
  success: { heading: string; text: string };
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  // Move focus to the confirmation once it is rendered, so screen readers announce it.
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const focusFirstError = (found: Errors) => {
    const first = (["name", "email", "company", "message"] as const).find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Busy from the click: on a slow connection the schema may still be loading, and a second
    // click must not send the message twice (the ref holds before React re-renders the button).
    if (submitting.current) return;
    submitting.current = true;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    setPending(true);
    try {
      const { enquirySchema } = await loadSchema();
      const parsed = enquirySchema.safeParse(values);
      if (!parsed.success) {
        const found = fieldErrors(parsed.error) as Errors;
        setErrors(found);
        focusFirstError(found);
        return;
      }
      setErrors({});
      const result = await action(values);
      if (result.ok) {
        setSent(true);
      } else {
        const found: Errors = {
          ...(result.fields as Errors),
          form: result.fields ? undefined : result.error,
        };
        setErrors(found);
        focusFirstError(found);
      }
    } catch {
      setErrors({ form: SEND_FAILED });
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-3xl border border-accent bg-card p-8">
        <h3 ref={successRef} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
          {success.heading}
        </h3>
        <p className="mt-3 text-lg text-muted">{success.text}</p>
      </div>
    );
  }

  const clearError = (field: Field) =>
    errors[field] && setErrors((current) => ({ ...current, [field]: undefined }));
  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadSchema}
      onPointerEnter={preloadSchema}
      className="space-y-5"
      aria-describedby={errors.form ? `${id}-form-error` : undefined}
    >
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={`${id}-${field.name}`} className="font-semibold text-ink">
            {field.label}
            {!field.required && <span className="font-normal text-muted"> (optional)</span>}
          </label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            required={field.required}
            aria-invalid={Boolean(errors[field.name])}
            aria-describedby={describedBy(field.name)}
            onChange={() => clearError(field.name)}
            className={inputClass}
          />
          {errors[field.name] && (
            <p
              id={`${id}-${field.name}-error`}
              className="mt-2 text-sm font-medium text-red-700 [.dark_&]:text-red-300"
            >
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <div>
        <label htmlFor={`${id}-message`} className="font-semibold text-ink">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy("message")}
          onChange={() => clearError("message")}
          className={inputClass}
        />
        {errors.message && (
          <p
            id={`${id}-message-error`}
            className="mt-2 text-sm font-medium text-red-700 [.dark_&]:text-red-300"
          >
            {errors.message}
          </p>
        )}
      </div>
      {/* Honeypot: off-screen and out of the tab order; people never fill it, many bots do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {errors.form && (
        <p
          id={`${id}-form-error`}
          role="alert"
          className="font-medium text-red-700 [.dark_&]:text-red-300"
        >
          {errors.form}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex items-center justify-center rounded-full bg-accent-bg px-6 py-3 font-semibold text-on-accent transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {pending ? "Sending…" : "Send message"}
      </button>
    </form>
  );
}
