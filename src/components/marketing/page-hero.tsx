import type { ReactNode } from "react";

export function PageHero({
  eyebrow,
  heading,
  lead,
  children,
  aside,
}: {
  eyebrow?: string;
  heading: string;
  lead: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 pb-12 pt-12 sm:px-6 sm:pt-20 lg:grid-cols-[1.2fr_1fr]">
      <div>
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p>
        )}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-6xl">{heading}</h1>
        <div className="mt-6 max-w-2xl space-y-4 text-lg leading-relaxed text-muted">{lead}</div>
        {children}
      </div>
      {aside}
    </section>
  );
}

export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
    </div>
  );
}

/** A page section named by its heading (aria-labelledby `id`), laid out by `className`. */
export function HeadedSection({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} title={title} lead={lead} />
      {children}
    </section>
  );
}
