import { buttonStyles } from "@/components/ui/button";
import { notFoundPage } from "@/content/pages";
import { ContactCta } from "./contact-cta";
import { IntentLink as Link } from "./intent-link";
import { PageMain } from "./marketing-shell";

/** The 404 page's <main>: inside the marketing layout's shell, or inside one of its own. */
export function NotFoundMain() {
  return (
    <PageMain theme="sky">
      <section className="mx-auto max-w-3xl px-4 pt-20 text-center sm:px-6 sm:pt-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">Error 404</p>
        <h1 className="mt-3 text-5xl font-bold tracking-tight text-ink sm:text-6xl">
          {notFoundPage.heading}
        </h1>
        <p className="mt-6 text-lg text-muted">{notFoundPage.text}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {notFoundPage.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={buttonStyles.brandSecondary}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ContactCta />
    </PageMain>
  );
}
