// The contact page's enquiry form: one schema for the browser (instant messages) and the server
// action (which re-parses every submission).
import { z } from "zod";
import { emailField, NUL_MESSAGE, noNul } from "./fields";

export const ENQUIRY_LIMITS = { name: 100, company: 150, message: 5000, messageMin: 10 } as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noNul, NUL_MESSAGE);

export const enquirySchema = z.object({
  name: requiredText("Name", ENQUIRY_LIMITS.name),
  email: emailField({ required: "Email is required", invalid: "Invalid email format" }),
  company: z
    .string()
    .trim()
    .max(ENQUIRY_LIMITS.company, `Company must be at most ${ENQUIRY_LIMITS.company} characters`)
    .refine(noNul, NUL_MESSAGE)
    .optional()
    .default(""),
  message: requiredText("Message", ENQUIRY_LIMITS.message).refine(
    (message) => message.length >= ENQUIRY_LIMITS.messageMin,
    `Message must be at least ${ENQUIRY_LIMITS.messageMin} characters`,
  ),
  /** Honeypot: hidden from people, filled in by bots. Anything here means "do not save". */
  website: z.string().optional().default(""),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;
