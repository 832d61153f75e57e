import Link from "next/link";
import { defaultCta } from "@/content/pages";

/** The call to action that closes every page (spec §1): always a link to /contact. */
export function ContactCta({
  heading = defaultCta.heading,
  text = defaultCta.text,
  label = defaultCta.label,
}: {
  heading?: string;
  text?: string;
  label?: string;
}) {
  return (
    <section
      aria-labelledby="closing-cta"
      data-testid="closing-cta"
      className="mx-auto my-20 max-w-5xl px-4 sm:px-6"
    >
      <div className="rounded-3xl border border-line bg-card px-6 py-12 text-center shadow-lg sm:px-12">
        <h2 id="closing-cta" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{text}</p>
        <Link href={defaultCta.href} className={`${buttonClass.primary} mt-8`}>
          {label}
        </Link>
      </div>
    </section>
  );
}

export const buttonClass = {
  primary:
    "inline-flex items-center justify-center rounded-full bg-accent-bg px-6 py-3 text-base font-semibold text-on-accent shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
  secondary:
    "inline-flex items-center justify-center rounded-full border border-line bg-card px-6 py-3 text-base font-semibold text-ink transition hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
} as const;
