"use client";

import { buttonClass } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { type EnquiryField, preloadSchema, useEnquiryForm } from "./use-enquiry-form";

// Fixed, not useId(): the form is an island, drawn inside the page on the server and hydrated on
// its own in the browser, where a made-up id would differ (ADR 0082). One form per page.
const FORM_ID = "enquiry-form";

const FIELDS: {
  name: EnquiryField;
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
 * each field, focus on the first error); the enquiries API parses it again and answers the same way.
 */
export function EnquiryForm({ success }: { success: { heading: string; text: string } }) {
  const form = useEnquiryForm();
  const { errors } = form;
  const id = FORM_ID;

  if (form.sent) {
    return (
      <div role="status" className="rounded-3xl border border-accent bg-card p-8">
        <h3
          ref={form.successRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink outline-none"
        >
          {success.heading}
        </h3>
        <p className="mt-3 text-lg text-muted">{success.text}</p>
      </div>
    );
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={preloadSchema}
      onPointerEnter={preloadSchema}
      className="space-y-5"
      aria-describedby={errors.form ? `${id}-form-error` : undefined}
    >
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          id={`${id}-${field.name}`}
          label={field.label}
          optional={!field.required}
          error={errors[field.name]}
          size="brand"
        >
          {(control) => (
            <input
              {...control}
              name={field.name}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              required={field.required}
              onChange={() => form.clearError(field.name)}
              className={inputClass}
            />
          )}
        </Field>
      ))}
      <Field id={`${id}-message`} label="Message" error={errors.message} size="brand">
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            required
            onChange={() => form.clearError("message")}
            className={inputClass}
          />
        )}
      </Field>
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
        disabled={form.pending}
        className={buttonClass("brand", "disabled:opacity-60")}
      >
        {form.pending ? "Sending…" : "Send message"}
      </button>
    </form>
  );
}
