// Where a lead came from (ADR 0069): the campaign tags of the link the visitor arrived by, the
// site that sent them, and the page they landed on. Sent with a booking or an enquiry, checked
// here on both sides, stored with it; never required, never shown to the visitor.
import * as z from "zod";
import { HOST_NAME, LEAD_SOURCE_LIMITS } from "../lead-source";
import { optionalText } from "./fields";

/** Optional text (`optionalText`) that passes `check` when given; "" is the same as absent. */
const sourceText = (name: string, max: number, check?: { test: RegExp; message: string }) =>
  optionalText(name, max)
    .refine((value) => !check || value === "" || check.test.test(value), check?.message)
    .transform((value) => value || undefined)
    .optional();

// Strict: a part this site does not record (utm_term…) is named, not silently dropped.
export const leadSourceSchema = z.strictObject(
  {
    utmSource: sourceText("utm_source", LEAD_SOURCE_LIMITS.tag),
    utmMedium: sourceText("utm_medium", LEAD_SOURCE_LIMITS.tag),
    utmCampaign: sourceText("utm_campaign", LEAD_SOURCE_LIMITS.tag),
    referrer: sourceText("The referring site", LEAD_SOURCE_LIMITS.referrer, {
      test: HOST_NAME,
      message: "The referring site must be a host name, like www.google.com",
    }),
    landingPage: sourceText("The landing page", LEAD_SOURCE_LIMITS.landingPage, {
      test: /^\//,
      message: "The landing page must be a path starting with /",
    }),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `The source takes only utmSource, utmMedium, utmCampaign, referrer and landingPage`
        : "The source must be an object",
  },
);

/** The optional `source` of a booking or an enquiry request. */
export const leadSourceField = leadSourceSchema.optional().meta({
  description:
    "Where the visitor came from: the utm_source, utm_medium and utm_campaign of the page they first landed on, the host of the site that sent them, and that page's path. Staff see it; the visitor never does.",
});
