import { ContactCta } from "@/components/marketing/contact-cta";
import { Globe } from "@/components/marketing/globe";
import { Icon } from "@/components/marketing/icon";
import { IntentLink as Link } from "@/components/marketing/intent-link";
import { PageMain } from "@/components/marketing/marketing-shell";
import { PageHead } from "@/components/marketing/page-head";
import { HeadedSection, PageHero, SectionHeading } from "@/components/marketing/page-hero";
import { type OriginProps, originProps } from "@/components/marketing/static-page";
import { StatsStrip } from "@/components/marketing/stats-strip";
import { JsonLd, organizationJsonLd } from "@/components/marketing/structured-data";
import { buttonStyles } from "@/components/ui/button";
import { industries } from "@/content/industries";
import { homePage } from "@/content/pages";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { headlineStats } from "@/content/stats";
import { Island } from "@/page-runtime/island";

export const getStaticProps = originProps;
// Served without Next's runtime; its interactive parts are islands (ADR 0082).
export const config = { unstable_runtimeJS: false };

export default function HomePage({ origin }: OriginProps) {
  const { hero, demo } = homePage;
  return (
    <PageMain theme={homePage.theme}>
      <PageHead origin={origin} {...homePage} absoluteTitle={`${site.name} — ${homePage.title}`} />
      <JsonLd data={organizationJsonLd(origin)} />
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={<p>{hero.lead}</p>}
        aside={
          <div className="flex justify-center">
            <Island
              name="globe"
              component={Globe}
              props={{ className: "size-[150px] md:size-[500px]" }}
            />
          </div>
        }
      >
        <div className="mt-8 flex flex-wrap gap-4">
          <Link href={hero.primary.href} className={buttonStyles.brand}>
            {hero.primary.label}
          </Link>
          <Link href={hero.secondary.href} className={buttonStyles.brandSecondary}>
            {hero.secondary.label}
          </Link>
        </div>
      </PageHero>

      <StatsStrip stats={headlineStats} label="Our results" />

      <HeadedSection
        id="home-services"
        title={homePage.servicesHeading}
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
      >
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.slug}>
              <Link
                href={`/services/${service.slug}`}
                className="group flex h-full gap-5 rounded-2xl border border-line bg-card p-6 transition hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                <span className="text-accent">
                  <Icon name={service.icon} className="size-8" />
                </span>
                <span>
                  <span className="block text-xl font-semibold text-ink group-hover:text-accent">
                    {service.name}
                  </span>
                  <span className="mt-2 block leading-relaxed text-muted">{service.summary}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        id="home-industries"
        title={homePage.industriesHeading}
        lead={homePage.industriesLead}
        className="mx-auto max-w-7xl px-4 pb-20 sm:px-6"
      >
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {industries.map((industry) => (
            <li key={industry.slug}>
              <Link
                href={`/industry/${industry.slug}`}
                className="block h-full rounded-2xl border border-line bg-card p-6 transition hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                <span className="block text-lg font-semibold text-ink">{industry.name}</span>
                <span className="mt-2 block text-muted">{industry.tagline}</span>
              </Link>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <section
        id="demo"
        aria-labelledby="home-demo"
        className="mx-auto grid max-w-7xl scroll-mt-24 gap-10 px-4 sm:px-6 lg:grid-cols-2"
      >
        <div>
          <SectionHeading id="home-demo" title={demo.heading} lead={demo.lead} />
          <Link href="/book" prefetch={false} className={`${buttonStyles.brand} mt-8`}>
            {demo.bookLabel}
          </Link>
        </div>
        <ol
          aria-label="Example WhatsApp conversation"
          className="space-y-3 rounded-3xl border border-line bg-card p-5"
        >
          {demo.messages.map((message) => (
            <li
              key={message.text}
              className={`max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed ${
                message.from === "agent"
                  ? "ml-auto rounded-br-sm bg-accent-bg text-on-accent"
                  : "rounded-bl-sm border border-line bg-surface text-ink"
              }`}
            >
              <span className="sr-only">{message.from === "agent" ? "AI agent: " : "Guest: "}</span>
              {message.text}
            </li>
          ))}
        </ol>
      </section>

      <ContactCta />
    </PageMain>
  );
}
