import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { ContactCta } from "@/components/marketing/contact-cta";
import { IconCard } from "@/components/marketing/icon-card";
import { IntentLink as Link } from "@/components/marketing/intent-link";
import { PageMain } from "@/components/marketing/marketing-shell";
import { PageHead } from "@/components/marketing/page-head";
import { HeadedSection, PageHero } from "@/components/marketing/page-hero";
import { type OriginProps, originProps } from "@/components/marketing/static-page";
import { StatsStrip } from "@/components/marketing/stats-strip";
import { buttonStyles } from "@/components/ui/button";
import { aboutPage } from "@/content/pages";
import { headlineStats } from "@/content/stats";

export const getStaticProps = originProps;
// Served without Next's runtime; its interactive parts are islands (ADR 0082).
export const config = { unstable_runtimeJS: false };

export default function AboutPage({ origin }: OriginProps) {
  const { autopilot } = aboutPage;
  return (
    <PageMain theme={aboutPage.theme}>
      <PageHead origin={origin} {...aboutPage} />
      <Breadcrumbs origin={origin} trail={[{ name: "About", path: aboutPage.path }]} />
      <PageHero
        eyebrow={aboutPage.eyebrow}
        heading={aboutPage.heading}
        lead={<p>{aboutPage.lead}</p>}
        aside={
          <dl className="grid gap-4">
            {aboutPage.figures.map((figure) => (
              <div
                key={figure.value}
                className="flex flex-col-reverse rounded-2xl border border-line bg-card p-6"
              >
                <dt className="mt-2 text-muted">{figure.label}</dt>
                <dd className="text-5xl font-bold tracking-tight text-accent">{figure.value}</dd>
              </div>
            ))}
          </dl>
        }
      />

      <HeadedSection
        id="apart"
        title={aboutPage.apartHeading}
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
      >
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {aboutPage.apart.map((point) => (
            <IconCard
              key={point.title}
              icon={point.icon}
              title={point.title}
              desc={point.desc}
              large
            />
          ))}
        </ul>
      </HeadedSection>

      <StatsStrip stats={headlineStats} label="Our results" />

      <HeadedSection
        id="vision"
        title={aboutPage.visionHeading}
        className="mx-auto max-w-4xl px-4 py-20 sm:px-6"
      >
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted">
          {aboutPage.vision.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </HeadedSection>

      <section aria-labelledby="autopilot" className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="rounded-3xl border border-line bg-card px-6 py-12 text-center">
          <h2 id="autopilot" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {autopilot.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{autopilot.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link href={autopilot.getStarted.href} prefetch={false} className={buttonStyles.brand}>
              {autopilot.getStarted.label}
            </Link>
            <Link href={autopilot.learnMore.href} className={buttonStyles.brandSecondary}>
              {autopilot.learnMore.label}
              <span className="sr-only">{autopilot.learnMore.context}</span>
            </Link>
          </div>
        </div>
      </section>

      <ContactCta />
    </PageMain>
  );
}
