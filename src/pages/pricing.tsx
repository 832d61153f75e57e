import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { ContactCta } from "@/components/marketing/contact-cta";
import { PageMain } from "@/components/marketing/marketing-shell";
import { PageHead } from "@/components/marketing/page-head";
import { type OriginProps, originProps } from "@/components/marketing/static-page";
import { pricingPage } from "@/content/pages";

export const getStaticProps = originProps;
// Served without Next's runtime; its interactive parts are islands (ADR 0082).
export const config = { unstable_runtimeJS: false };

/** Spec §2: the pricing page is a heading and a tagline only (then the closing CTA). */
export default function PricingPage({ origin }: OriginProps) {
  return (
    <PageMain theme={pricingPage.theme}>
      <PageHead origin={origin} {...pricingPage} />
      <Breadcrumbs origin={origin} trail={[{ name: "Pricing", path: pricingPage.path }]} />
      <section className="mx-auto max-w-4xl px-4 pb-4 pt-16 text-center sm:px-6 sm:pt-24">
        <h1 className="text-5xl font-bold tracking-tight text-ink sm:text-7xl">
          {pricingPage.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-xl leading-relaxed text-muted">
          {pricingPage.tagline}
        </p>
      </section>
      <ContactCta {...pricingPage.cta} />
    </PageMain>
  );
}
