import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { ContactCta } from "@/components/marketing/contact-cta";
import { Icon } from "@/components/marketing/icon";
import { IntentLink as Link } from "@/components/marketing/intent-link";
import { LearnMore } from "@/components/marketing/learn-more";
import { PageMain } from "@/components/marketing/marketing-shell";
import { PageHead } from "@/components/marketing/page-head";
import { HeadedSection, PageHero, SectionHeading } from "@/components/marketing/page-hero";
import { type OriginProps, originProps } from "@/components/marketing/static-page";
import { StatsStrip } from "@/components/marketing/stats-strip";
import { ThemeToggle } from "@/components/marketing/theme-toggle";
import { servicesPage } from "@/content/pages";
import { services } from "@/content/services";
import { headlineStats } from "@/content/stats";
import { Island } from "@/page-runtime/island";

export const getStaticProps = originProps;
// Served without Next's runtime; its interactive parts are islands (ADR 0082).
export const config = { unstable_runtimeJS: false };

export default function ServicesPage({ origin }: OriginProps) {
  return (
    <PageMain theme={servicesPage.theme}>
      <PageHead origin={origin} {...servicesPage} />
      <Breadcrumbs origin={origin} trail={[{ name: "Services", path: servicesPage.path }]} />
      <PageHero heading={servicesPage.heading} lead={<p>{servicesPage.lead}</p>}>
        <div className="mt-8">
          <Island
            name="themeToggle"
            component={ThemeToggle}
            props={{ label: servicesPage.darkModeLabel }}
          />
        </div>
      </PageHero>

      <nav aria-label="Services on this page" className="mx-auto max-w-7xl px-4 sm:px-6">
        <ul className="flex flex-wrap gap-3">
          {services.map((service) => (
            <li key={service.anchor}>
              <a
                href={`#${service.anchor}`}
                className="inline-block rounded-full border border-line bg-card px-4 py-2 text-sm font-semibold text-ink hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
              >
                {service.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mx-auto max-w-7xl space-y-8 px-4 py-16 sm:px-6">
        {services.map((service) => (
          <section
            key={service.anchor}
            id={service.anchor}
            aria-labelledby={`${service.anchor}-title`}
            className="scroll-mt-24 rounded-3xl border border-line bg-card p-6 sm:p-10"
          >
            <div className="flex items-start gap-4">
              <span className="text-accent">
                <Icon name={service.icon} className="size-10" />
              </span>
              <div>
                <h2
                  id={`${service.anchor}-title`}
                  className="text-3xl font-bold tracking-tight text-ink"
                >
                  {service.name}
                </h2>
                <p className="mt-3 max-w-3xl text-lg text-muted">{service.summary}</p>
              </div>
            </div>
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {service.capabilities.slice(0, 3).map((capability) => (
                <li key={capability.title} className="rounded-2xl border border-line p-5">
                  <h3 className="font-semibold text-ink">{capability.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{capability.desc}</p>
                </li>
              ))}
            </ul>
            <Link
              href={`/services/${service.slug}`}
              className="mt-6 inline-block font-semibold text-accent underline-offset-4 hover:underline"
            >
              Explore {service.name} →
            </Link>
          </section>
        ))}
      </div>

      <HeadedSection
        id="old-seo"
        title={servicesPage.learnMore.heading}
        lead={servicesPage.learnMore.lead}
        className="mx-auto max-w-4xl px-4 pb-16 sm:px-6"
      >
        <Island
          name="learnMore"
          component={LearnMore}
          props={{
            id: "old-seo-more",
            label: servicesPage.learnMore.label,
            paragraphs: servicesPage.learnMore.paragraphs,
          }}
        />
      </HeadedSection>

      <section aria-labelledby="result" className="pb-4">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="result"
            title={servicesPage.resultHeading}
            lead={servicesPage.resultText}
          />
        </div>
        <div className="mt-10">
          <StatsStrip stats={headlineStats} label="Results across our projects" />
        </div>
      </section>

      <ContactCta />
    </PageMain>
  );
}
