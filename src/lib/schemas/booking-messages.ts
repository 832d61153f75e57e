// The booking form's fixed texts, without zod: the /book page shows them before any validation
// runs, and zod itself is loaded only when the contact details are checked (issue 17).

/** Spec §5 messages, word for word. */
export const BOOKING_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  contactNumberRequired: "Contact number is required",
  phoneInvalid: "Invalid phone number format",
  slotTaken: "Selected time slot is no longer available",
  failed: "Failed to create booking. Please try again.",
} as const;

/** The notes counter reads 'n / 500 characters'; the spec enforces no limit at that length. */
export const NOTES_COUNTER_LIMIT = 500;

/** A visitor's optional reason for cancelling: the manage page's counter and the stored limit. */
export const CANCELLATION_REASON_MAX_LENGTH = 500;

/** What staff keep about a booking or an enquiry for themselves (ADR 0072). */
export const STAFF_NOTES_MAX_LENGTH = 2000;
