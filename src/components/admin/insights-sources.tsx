import type { Insights } from "@/lib/insights";

const COLUMNS = [
  { key: "bookings", label: "New bookings" },
  { key: "enquiries", label: "Enquiries" },
] as const;

/**
 * Where the period's leads came from (ADR 0069): each channel — a campaign's source, the site
 * that sent the visitor, Direct, or Not recorded — with its new bookings and enquiries.
 */
export function InsightsSources({ sources }: { sources: Insights["sources"] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[24rem] text-left text-sm">
        <caption className="mb-2 text-left text-lg font-semibold text-slate-100">
          Where new leads came from
        </caption>
        <thead className="text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Channel
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 text-right font-medium">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {sources.map((source) => (
            <tr key={source.channel}>
              <th scope="row" className="break-all py-2 pr-3 font-medium text-slate-100">
                {source.channel}
              </th>
              {COLUMNS.map((column) => (
                <td key={column.key} className="px-3 py-2 text-right tabular-nums">
                  {source[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
