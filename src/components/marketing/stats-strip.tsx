import type { Stat } from "@/content/types";

export function StatsStrip({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label} className="mx-auto max-w-7xl px-4 sm:px-6">
      <dl
        className={`grid gap-4 sm:grid-cols-2 ${stats.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
      >
        {stats.map((stat) => (
          <div
            key={`${stat.value}-${stat.label}`}
            className="flex flex-col-reverse rounded-2xl border border-line bg-card px-6 py-6 text-center"
          >
            <dt className="mt-2 text-sm font-medium text-muted">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-accent sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
