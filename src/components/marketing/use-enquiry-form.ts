"use client";

import { type FormEvent, useEffect, useRef, useState } from "react";
import { postForResult } from "@/lib/post-for-result";
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
export const preloadSchema = () => void loadSchema().catch(() => {}); // submit reports a failure
const loadLeadSource = () => import("@/components/lead-source-of-visit");

const SEND_FAILED = "Your message could not be sent. Please try again, or e-mail us directly.";

export type EnquiryField = "name" | "email" | "company" | "message";
export type EnquiryErrors = Partial<Record<EnquiryField | "form", string>>;
const FIELD_ORDER: EnquiryField[] = ["name", "email", "company", "message"];

/**
 * The enquiry form's checks and sending: the shared zod schema first (focus on the first field in
 * error), then `POST /api/v1/enquiries`, which parses it again and answers the same way.
 */
export function useEnquiryForm() {
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation once it is rendered, so screen readers announce it.
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const focusFirstError = (found: EnquiryErrors) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Busy from the click: on a slow connection the schema may still be loading, and a second
    // click must not send the message twice (the ref holds before React re-renders the button).
    if (submitting.current) return;
    submitting.current = true;
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    setPending(true);
    try {
      const { enquirySchema } = await loadSchema();
      // The form's fields, and where the sender came from (ADR 0069; a small chunk of its own).
      const values = { ...fields, source: (await loadLeadSource()).leadSourceOfThisVisit() };
      const parsed = enquirySchema.safeParse(values);
      if (!parsed.success) {
        const found = fieldErrors(parsed.error) as EnquiryErrors;
        setErrors(found);
        focusFirstError(found);
        return;
      }
      setErrors({});
      const result = await postForResult<{ received: true }>("/api/v1/enquiries", values);
      if (result.ok) {
        setSent(true);
      } else {
        const found: EnquiryErrors = {
          ...(result.fields as EnquiryErrors),
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

  const clearError = (field: EnquiryField) =>
    errors[field] && setErrors((current) => ({ ...current, [field]: undefined }));

  return { errors, pending, sent, formRef, successRef, onSubmit, clearError };
}
