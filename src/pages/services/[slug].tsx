import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { ContactCta } from "@/components/marketing/contact-cta";
import { IntentLink as Link } from "@/components/marketing/intent-link";
import { PageMain } from "@/components/marketing/marketing-shell";
import { PageHead } from "@/components/marketing/page-head";
import { HeadedSection, PageHero, SectionHeading } from "@/components/marketing/page-hero";
import {
  ServiceCapabilities,
  ServiceExamples,
  ServiceProcess,
} from "@/components/marketing/service-sections";
import { type OriginProps, slugPages } from "@/components/marketing/static-page";
import { StatsStrip } from "@/components/marketing/stats-strip";
import { JsonLd, serviceJsonLd } from "@/components/marketing/structured-data";
import { buttonStyles } from "@/components/ui/button";
import { findService, services } from "@/content/services";

const servicePages = slugPages(services);
export const getStaticPaths = servicePages.getStaticPaths;
export const getStaticProps = servicePages.getStaticProps;
// Served without Next's runtime; its interactive parts are islands (ADR 0082).
export const config = { unstable_runtimeJS: false };

export default function ServicePage({ origin, slug }: OriginProps & { slug: string }) {
  const service = findService(slug);
  if (!service) throw new Error(`no service ${slug}`); // getStaticPaths lists only services
  const path = `/services/${service.slug}`;
  return (
    <PageMain theme={service.theme}>
      <PageHead
        origin={origin}
        title={service.name}
        description={service.description}
        path={path}
      />
      <JsonLd data={serviceJsonLd(origin, service)} />
      <Breadcrumbs
        origin={origin}
        trail={[
          { name: "Services", path: "/services" },
          { name: service.name, path },
        ]}
      />
      <PageHero
        eyebrow={service.name}
        heading={service.hero.title}
        lead={<p>{service.hero.lead}</p>}
      >
        <div className="mt-8 flex flex-wrap gap-4">
          <Link href="/contact" className={buttonStyles.brand}>
            {service.ctaLabel}
          </Link>
          <Link href={`/services#${service.anchor}`} className={buttonStyles.brandSecondary}>
            Compare all services
          </Link>
        </div>
      </PageHero>

      <section
        aria-labelledby="problem"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.5fr_1fr]"
      >
        <div>
          <SectionHeading id="problem" title={service.problem.heading} />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            {service.problem.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <figure className="self-center rounded-3xl border border-line bg-card p-8 text-center">
          <p className="text-6xl font-bold tracking-tight text-accent">
            {service.problem.stat.value}
          </p>
          <figcaption className="mt-3 text-muted">{service.problem.stat.label}</figcaption>
        </figure>
      </section>

      <HeadedSection
        id="approach"
        title={service.approach.heading}
        className="mx-auto max-w-4xl px-4 pb-16 sm:px-6"
      >
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
          {service.approach.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </HeadedSection>

      <ServiceCapabilities capabilities={service.capabilities} />

      <ServiceProcess steps={service.process} />

      <section aria-labelledby="results" className="pb-4">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="results" title="Results" />
        </div>
        <div className="mt-10">
          <StatsStrip stats={service.results} label={`${service.name} results`} />
        </div>
      </section>

      {service.examples && <ServiceExamples examples={service.examples} />}

      <ContactCta heading={service.ctaHeading} text={service.ctaText} label={service.ctaLabel} />
    </PageMain>
  );
}
