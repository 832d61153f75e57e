import { parse } from "csv-parse/sync";

/**
 * A CSV export read as a spreadsheet or a script reads it: an independent parser, the header
 * naming each record's fields. Tests check a column by its name, so a column added at the end
 * breaks none of them; the header's own test pins the order.
 */
export function csvRecords(csv: string): Record<string, string>[] {
  return parse(csv, { bom: true, columns: true, record_delimiter: "\r\n" });
}

/** A booking's later columns when it has none of them: no answers, guests, source or notes. */
export const NOTHING_MORE_RECORDED = {
  answers: "",
  guests: "",
  no_show: "false",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  referrer: "",
  landing_page: "",
  staff_notes: "",
  ai_assistant: "",
};
