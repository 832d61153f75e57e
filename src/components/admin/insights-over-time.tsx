import type { InsightCounts } from "@/lib/insights";
import {
  bucketLabel,
  bucketName,
  type InsightBucket,
  type InsightsOverTime,
} from "@/lib/insights-over-time";
import { CountsTable } from "./counts-table";

interface Series {
  key: keyof InsightCounts;
  label: string;
  /** The bar's colour and the legend's swatch. */
  colour: string;
}

/** What became of the meetings, bottom to top: what happened first, what is still open last. */
const OUTCOMES: readonly Series[] = [
  { key: "held", label: "Held", colour: "bg-emerald-400" },
  { key: "noShows", label: "No-shows", colour: "bg-amber-400" },
  { key: "cancelled", label: "Cancelled", colour: "bg-rose-400" },
  { key: "toCome", label: "Still to come", colour: "bg-sky-400" },
];
const NEW_BOOKINGS: readonly Series[] = [
  { key: "booked", label: "New bookings", colour: "bg-violet-400" },
];

/** The table's columns: every count of a part. */
const TABLE_COLUMNS: readonly Pick<Series, "key" | "label">[] = [
  ...NEW_BOOKINGS,
  { key: "meetings", label: "Meetings" },
  ...OUTCOMES,
];

/**
 * At most this many labels under a chart (they must fit a phone's width): every n-th part is
 * named when there are more, and a label is left out where the parts after it leave it no room.
 */
const MAX_LABELS = 6;
const labelled = (index: number, every: number, count: number) =>
  index % every === 0 && (index === 0 || index + every <= count);

/**
 * One chart of the period, part by part: a bar per day, week or month, its series stacked. Drawn
 * with HTML boxes (crisp at any width, no script); its figures are in the table that follows, so
 * the chart itself is one image with a name. Each bar's title says its figures on hover.
 */
function BarChart(props: { title: string; series: readonly Series[]; over: InsightsOverTime }) {
  const { buckets, step } = props.over;
  const total = (bucket: InsightBucket) =>
    props.series.reduce((sum, series) => sum + bucket[series.key], 0);
  const highest = Math.max(1, ...buckets.map(total));
  const every = Math.ceil(buckets.length / MAX_LABELS);
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="font-semibold text-slate-100">{props.title}</figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300">
        {props.series.map((series) => (
          <li key={series.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-3 rounded-sm ${series.colour}`} />
            {series.label}
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
        <div aria-hidden="true" className="flex flex-col justify-between text-xs text-slate-400">
          <span>{highest}</span>
          <span>0</span>
        </div>
        <div
          role="img"
          aria-label={`${props.title}: the figures are in the table below.`}
          className="flex h-40 items-end gap-px border-b border-l border-slate-600"
        >
          {buckets.map((bucket) => (
            <div
              key={bucket.from}
              title={`${bucketName(bucket, step)}: ${props.series.map((s) => `${bucket[s.key]} ${s.label.toLowerCase()}`).join(", ")}`}
              className="flex h-full min-w-0 flex-1 flex-col-reverse"
            >
              {props.series.map((series) => (
                <div
                  key={series.key}
                  className={series.colour}
                  style={{ height: `${(bucket[series.key] / highest) * 100}%` }}
                />
              ))}
            </div>
          ))}
        </div>
        <span />
        <div aria-hidden="true" className="flex gap-px text-xs text-slate-400">
          {buckets.map((bucket, index) => (
            <span key={bucket.from} className="min-w-0 flex-1 whitespace-nowrap">
              {labelled(index, every, buckets.length) ? bucketLabel(bucket, step, index === 0) : ""}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}

/**
 * The period over time (ADR 0067): new bookings and what became of the meetings, per day, week
 * or month, as two charts and the table they draw.
 */
export function InsightsOverTimeSection({ over }: { over: InsightsOverTime }) {
  const per = `per ${over.step}`;
  return (
    <section aria-labelledby="insights-over-time" className="flex flex-col gap-4">
      <h3 id="insights-over-time" className="text-lg font-semibold text-slate-100">
        Over time
      </h3>
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart title={`New bookings ${per}`} series={NEW_BOOKINGS} over={over} />
        <BarChart title={`Meetings ${per}`} series={OUTCOMES} over={over} />
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-sky-300">The figures {per}</summary>
        <CountsTable
          caption={`Bookings ${per}`}
          rowHeader={{
            label: over.step === "week" ? "Week" : over.step === "month" ? "Month" : "Day",
            of: (bucket) => bucketName(bucket, over.step),
            key: (bucket) => bucket.from,
          }}
          rows={over.buckets}
          columns={TABLE_COLUMNS.map(({ key, label }) => ({
            label,
            value: (bucket: InsightBucket) => bucket[key],
          }))}
          minWidthClass="min-w-[36rem]"
        />
      </details>
    </section>
  );
}
