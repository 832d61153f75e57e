import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { ContactCta } from "@/components/marketing/contact-cta";
import { FlipCards } from "@/components/marketing/flip-cards";
import { Globe } from "@/components/marketing/globe";
import { PageMain } from "@/components/marketing/marketing-shell";
import { PageHead } from "@/components/marketing/page-head";
import { HeadedSection, PageHero } from "@/components/marketing/page-hero";
import { type OriginProps, slugPages } from "@/components/marketing/static-page";
import { StatsStrip } from "@/components/marketing/stats-strip";
import { findIndustry, industries } from "@/content/industries";
import { Island } from "@/page-runtime/island";

const industryPages = slugPages(industries);
export const getStaticPaths = industryPages.getStaticPaths;
export const getStaticProps = industryPages.getStaticProps;
// Served without Next's runtime; its interactive parts are islands (ADR 0082).
export const config = { unstable_runtimeJS: false };

export default function IndustryPage({ origin, slug }: OriginProps & { slug: string }) {
  const industry = findIndustry(slug);
  if (!industry) throw new Error(`no industry ${slug}`); // getStaticPaths lists only industries
  const path = `/industry/${industry.slug}`;
  return (
    <PageMain theme={industry.theme}>
      <PageHead
        origin={origin}
        title={`AI for ${industry.name}`}
        description={industry.description}
        path={path}
      />
      <Breadcrumbs origin={origin} trail={[{ name: industry.name, path }]} />
      <PageHero
        eyebrow="Industry"
        heading={industry.heading}
        lead={industry.narrative.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        aside={
          // Decorative globe on desktop; the 'other' page also shows a small one on mobile (spec §2).
          <div
            className={
              industry.mobileGlobe ? "flex justify-center" : "hidden justify-center lg:flex"
            }
          >
            <Island
              name="globe"
              component={Globe}
              props={{
                className: industry.mobileGlobe ? "size-[150px] lg:size-[500px]" : "size-[500px]",
              }}
            />
          </div>
        }
      />

      <HeadedSection
        id="problems"
        title="Problems & Solutions"
        lead="Select a card to see how AI solves it."
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
      >
        <div className="mt-10">
          <Island name="flipCards" component={FlipCards} props={{ cards: industry.problems }} />
        </div>
      </HeadedSection>

      <StatsStrip
        stats={industry.stats}
        label={`Results for ${industry.name.toLowerCase()} clients`}
      />

      <ContactCta heading={industry.tagline} text={industry.ctaText} label={industry.ctaLabel} />
    </PageMain>
  );
}
