// The Enquiries tab's API inputs (list filter, handled mark), shared by the tab and the
// /api/admin/enquiries route handlers.
import * as z from "zod";
import { idParam, pageField, queryFlag, searchField } from "./admin";

export const ENQUIRIES_PAGE_SIZE = 20;

/** GET /api/admin/enquiries and its CSV export: ?q=&handled=&page= (handled: "true", "false" or
 * absent for both). */
export const enquiryFilterSchema = z.object({
  q: searchField,
  handled: queryFlag("Handled must be true or false"),
  page: pageField,
});

export type EnquiryFilter = z.output<typeof enquiryFilterSchema>;

/** PATCH /api/admin/enquiries/{id}: `{ handled }`. */
export const markEnquirySchema = z.object({
  id: idParam,
  handled: z.boolean({ error: "Handled must be true or false" }),
});

export type MarkEnquiryInput = z.output<typeof markEnquirySchema>;
