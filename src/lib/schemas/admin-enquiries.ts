// The Enquiries tab's API inputs (list filter, handled mark), shared by the tab and the
// /api/admin/enquiries route handlers.
import { z } from "zod";
import { blankAsUndefined, idParam, pageField, searchField } from "./admin";

export const ENQUIRIES_PAGE_SIZE = 20;

/** The handled filter as the URL carries it: "true", "false" or absent (both). */
export const HANDLED_FILTERS = ["true", "false"] as const;
export type HandledFilter = (typeof HANDLED_FILTERS)[number];

/** GET /api/admin/enquiries and its CSV export: ?q=&handled=&page= */
export const enquiryFilterSchema = z.object({
  q: searchField,
  handled: z.preprocess(
    blankAsUndefined,
    z
      .enum(HANDLED_FILTERS, { error: "Handled must be true or false" })
      .transform((value) => value === "true")
      .optional(),
  ),
  page: pageField,
});

export type EnquiryFilter = z.output<typeof enquiryFilterSchema>;

/** PATCH /api/admin/enquiries/{id}: `{ handled }`. */
export const markEnquirySchema = z.object({
  id: idParam,
  handled: z.boolean({ error: "Handled must be true or false" }),
});

export type MarkEnquiryInput = z.output<typeof markEnquirySchema>;
