import type { Insights } from "@/lib/insights";
import { CountsTable } from "./counts-table";

/**
 * Where the period's leads came from (ADR 0069): each channel — a campaign's source, the site
 * that sent the visitor, Direct, or Not recorded — with its new bookings and enquiries.
 */
export function InsightsSources({ sources }: { sources: Insights["sources"] }) {
  return (
    <CountsTable
      caption="Where new leads came from"
      rowHeader={{ label: "Channel", of: (source) => source.channel, key: (s) => s.channel }}
      rows={sources}
      columns={[
        { label: "New bookings", value: (source) => source.bookings },
        { label: "Enquiries", value: (source) => source.enquiries },
      ]}
      minWidthClass="min-w-[24rem]"
    />
  );
}
