import type { ContactDetailsInput } from "@/lib/schemas/booking";

export type ContactValues = Required<
  Pick<
    ContactDetailsInput,
    "firstName" | "lastName" | "email" | "website" | "contactNumber" | "notes"
  >
> & { contactType: "phone" | "whatsapp" };

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  website: "",
  contactType: "phone",
  contactNumber: "",
  notes: "",
};

/** The fields in the order they stand on the form (the first in error takes the focus). */
export const FIELD_ORDER: (keyof ContactValues)[] = [
  "firstName",
  "lastName",
  "email",
  "website",
  "contactType",
  "contactNumber",
  "notes",
];
