import Link from "next/link";
import { cardClass } from "@/components/ui/card";
import { type InsightCounts, type Insights, insightRates, type TypeInsights } from "@/lib/insights";
import { queryOf } from "./booking-list-query";
import { CountsTable } from "./counts-table";
import { InsightsOverTimeSection } from "./insights-over-time";
import { InsightsSources } from "./insights-sources";

const percent = (rate: number | null) => (rate === null ? "—" : `${rate}%`);

/** The Bookings tab showing these meetings: the period's dates, and the filter given. */
function bookingsLink(insights: Insights, filter: Record<string, string>) {
  const query = queryOf({ from: insights.from, to: insights.to, ...filter });
  return `/admin/bookings?${query}`;
}

/**
 * The period's figures (ADR 0067): bookings made, and what became of the meetings dated in it,
 * each count linking to those bookings on the Bookings tab; then the same over time and per
 * meeting type, and the channels the new bookings came from (ADR 0069).
 */
export function InsightsFigures({ insights }: { insights: Insights }) {
  const { totals } = insights;
  const rates = insightRates(totals);
  const figures = [
    { label: "New bookings", value: totals.booked, note: "made in the period" },
    { label: "Meetings", value: totals.meetings, note: "dated in the period" },
    {
      label: "Held",
      value: totals.held,
      note: "started, not a no-show",
      href: bookingsLink(insights, { view: "past", noShow: "false", status: "completed" }),
    },
    {
      label: "No-shows",
      value: totals.noShows,
      note:
        rates.noShowRate === null ? "no meeting due yet" : `${rates.noShowRate}% of meetings due`,
      href: bookingsLink(insights, { view: "past", noShow: "true" }),
    },
    {
      label: "Cancelled",
      value: totals.cancelled,
      note:
        rates.cancellationRate === null
          ? "no meeting in the period"
          : `${rates.cancellationRate}% of meetings`,
      href: bookingsLink(insights, { view: "past", status: "cancelled" }),
    },
    {
      label: "Still to come",
      value: totals.toCome,
      note: "not started yet",
      href: bookingsLink(insights, { view: "upcoming" }),
    },
  ];
  return (
    <section aria-labelledby="insights-figures" className="flex flex-col gap-6">
      <h2 id="insights-figures" className="sr-only">
        Figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map((figure) => (
          <div key={figure.label} className={`${cardClass} flex flex-col`}>
            <dt className="text-sm text-slate-300">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold tabular-nums text-slate-50">
              {figure.href && figure.value > 0 ? (
                <Link
                  href={figure.href}
                  className="underline decoration-slate-600 underline-offset-4 hover:text-sky-200"
                >
                  {figure.value}
                  <span className="sr-only"> — see them on the Bookings tab</span>
                </Link>
              ) : (
                figure.value
              )}
            </dd>
            <dd className="text-xs text-slate-400">{figure.note}</dd>
          </div>
        ))}
      </dl>
      {insights.types.length > 0 ? (
        <>
          <InsightsOverTimeSection over={insights.overTime} />
          <NamedCountsTable caption="By meeting type" label="Meeting type" rows={insights.types} />
          {insights.hosts.length > 1 ? (
            <NamedCountsTable caption="By host" label="Host" rows={insights.hosts} />
          ) : null}
        </>
      ) : (
        <p className="text-slate-300">No bookings in this period.</p>
      )}
      {insights.sources.length > 0 ? <InsightsSources sources={insights.sources} /> : null}
    </section>
  );
}

const COLUMNS: { key: keyof InsightCounts; label: string }[] = [
  { key: "booked", label: "New bookings" },
  { key: "meetings", label: "Meetings" },
  { key: "held", label: "Held" },
  { key: "noShows", label: "No-shows" },
  { key: "cancelled", label: "Cancelled" },
  { key: "toCome", label: "Still to come" },
];

/** The same counts per meeting type or per host, with the no-show rate. */
function NamedCountsTable({
  caption,
  label,
  rows,
}: {
  caption: string;
  label: string;
  rows: readonly TypeInsights[];
}) {
  return (
    <CountsTable
      caption={caption}
      rowHeader={{ label, of: (type) => type.name, key: (type) => type.slug }}
      rows={rows}
      columns={[
        ...COLUMNS.map(({ key, label }) => ({ label, value: (type: TypeInsights) => type[key] })),
        { label: "No-show rate", value: (type) => percent(insightRates(type).noShowRate) },
      ]}
      minWidthClass="min-w-[40rem]"
    />
  );
}
