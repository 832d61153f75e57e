import type * as z from "zod";

/** First message per field, keyed by the field's path: `{ email: "Invalid email format" }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
