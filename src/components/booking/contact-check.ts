// The booking form's contact check, loaded when the contact step opens (use-booking-flow.ts): it
// brings zod, which the page itself does not need (issue 17).
// Before any schema: keeps zod from probing eval, which the CSP forbids.
import "@/lib/zod-jitless";
import type { AnswerValues, ContactErrors, ContactValues } from "@/lib/booking/contact-values";
import { contactDetailsSchema } from "@/lib/schemas/booking";
import type { BookingQuestion } from "@/lib/schemas/booking-question-terms";
import { checkAnswers } from "@/lib/schemas/booking-questions";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { guestListOf } from "@/lib/schemas/guest-list";

// What the contact step sends besides the form: where the visitor came from (ADR 0069).
export { leadSourceOfThisVisit } from "@/components/lead-source-of-visit";

/** The contact fields and the type's questions, as the server checks them: every error at once. */
export function checkContactDetails(
  values: ContactValues,
  questions: readonly BookingQuestion[] = [],
  answers: AnswerValues = {},
):
  | { success: true; data: ReturnType<typeof contactDetailsSchema.parse> }
  | { success: false; errors: ContactErrors } {
  const parsed = contactDetailsSchema.safeParse({ ...values, guests: guestListOf(values.guests) });
  const answered = checkAnswers(questions, answers);
  if (parsed.success && answered.ok) return { success: true, data: parsed.data };
  return {
    success: false,
    errors: {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...(answered.ok ? {} : answered.fields),
    } as ContactErrors,
  };
}
