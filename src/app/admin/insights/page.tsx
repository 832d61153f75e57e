import type { Metadata } from "next";
import Link from "next/link";
import { InsightsFigures } from "@/components/admin/insights-figures";
import { InsightsPeriodForm } from "@/components/admin/insights-period-form";
import { insightsPresets } from "@/lib/insights";
import { insightsQuerySchema } from "@/lib/schemas/admin";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { formatLongDate } from "@/lib/time/format";
import { zonedDate } from "@/lib/time/zoned";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { bookingInsights } from "@/server/bookings/insights";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Insights" };

const single = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

/** /admin/insights?from=&to=: how bookings went over a period (ADR 0067). */
export default async function AdminInsightsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin("/admin/insights");
  const db = await getDb();
  const query = await searchParams;
  const asked = { from: single(query.from), to: single(query.to) };
  const parsed = insightsQuerySchema.safeParse(asked);
  const now = new Date();
  const insights = parsed.success ? await bookingInsights(db, parsed.data, now) : null;
  // The figures carry the business zone; only a wrong period needs it read for the presets.
  const zone = insights?.timezone ?? (await getEditableSettings(db)).businessTimezone;
  const presets = insightsPresets(zonedDate(now, zone));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Insights</h1>
        <p className="mt-1 text-slate-300">
          {insights
            ? `${formatLongDate(insights.from)} to ${formatLongDate(insights.to)} (${insights.timezone})`
            : "Choose the period to see."}
        </p>
      </div>
      <nav aria-label="Periods" className="flex flex-wrap gap-2 text-sm">
        {presets.map((preset) => (
          <Link
            key={preset.label}
            href={`/admin/insights?from=${preset.from}&to=${preset.to}`}
            aria-current={
              insights?.from === preset.from && insights.to === preset.to ? "page" : undefined
            }
            className="rounded-full border border-slate-600 px-3 py-1 text-slate-200 hover:border-sky-400 aria-[current=page]:border-sky-400 aria-[current=page]:text-sky-200"
          >
            {preset.label}
          </Link>
        ))}
      </nav>
      <InsightsPeriodForm
        // Rebuilt for each period shown, so its dates are the page's.
        key={`${insights?.from ?? asked.from}-${insights?.to ?? asked.to}`}
        from={insights?.from ?? asked.from ?? ""}
        to={insights?.to ?? asked.to ?? ""}
        serverErrors={parsed.success ? {} : fieldErrors(parsed.error)}
      />
      {insights ? <InsightsFigures insights={insights} /> : null}
    </div>
  );
}
