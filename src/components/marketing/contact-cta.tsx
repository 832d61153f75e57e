import { IntentLink as Link } from "@/components/marketing/intent-link";
import { buttonStyles } from "@/components/ui/button";
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
        <Link href={defaultCta.href} className={`${buttonStyles.brand} mt-8`}>
          {label}
        </Link>
      </div>
    </section>
  );
}
