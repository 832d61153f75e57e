// The contact page's enquiry form: one schema for the browser (instant messages) and the server
// action (which re-parses every submission).
import * as z from "zod";
import { emailField, optionalText, personName, requiredText } from "./fields";
import { leadSourceField } from "./lead-source";

export const ENQUIRY_LIMITS = { name: 100, company: 150, message: 5000, messageMin: 10 } as const;

const requiredField = (label: string, max: number) =>
  requiredText(
    { required: `${label} is required`, tooLong: `${label} must be at most ${max} characters` },
    max,
  );

export const enquirySchema = z.object({
  name: personName(
    {
      required: "Name is required",
      tooLong: `Name must be at most ${ENQUIRY_LIMITS.name} characters`,
      webAddress: "Name must not contain a web address",
    },
    ENQUIRY_LIMITS.name,
  ),
  email: emailField({ required: "Email is required", invalid: "Invalid email format" }),
  company: optionalText("Company", ENQUIRY_LIMITS.company),
  message: requiredField("Message", ENQUIRY_LIMITS.message).refine(
    (message) => message.length >= ENQUIRY_LIMITS.messageMin,
    `Message must be at least ${ENQUIRY_LIMITS.messageMin} characters`,
  ),
  /** Honeypot: hidden from people, filled in by bots. Anything here means "do not save". */
  website: z.string({ error: "Invalid request" }).optional().default(""),
  /** Where the sender came from (ADR 0069): campaign tags, referring site, landing page. */
  source: leadSourceField,
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;
