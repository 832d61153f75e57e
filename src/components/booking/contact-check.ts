// The booking form's contact check, loaded when the contact step opens (use-booking-flow.ts): it
// brings zod, which the page itself does not need (issue 17).
// Before any schema: keeps zod from probing eval, which the CSP forbids.
import "@/lib/zod-jitless";
import { type ContactDetailsInput, contactDetailsSchema } from "@/lib/schemas/booking";
import { fieldErrors } from "@/lib/schemas/field-errors";
import type { ContactErrors } from "./contact-values";

export function checkContactDetails(
  values: ContactDetailsInput,
):
  | { success: true; data: ReturnType<typeof contactDetailsSchema.parse> }
  | { success: false; errors: ContactErrors } {
  const parsed = contactDetailsSchema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, errors: fieldErrors(parsed.error) as ContactErrors };
}
