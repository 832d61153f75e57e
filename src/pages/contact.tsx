import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { ContactDetails } from "@/components/marketing/contact-details";
import { EnquiryForm } from "@/components/marketing/enquiry-form";
import { Icon } from "@/components/marketing/icon";
import { IntentLink as Link } from "@/components/marketing/intent-link";
import { PageMain } from "@/components/marketing/marketing-shell";
import { PageHead } from "@/components/marketing/page-head";
import { PageHero } from "@/components/marketing/page-hero";
import { type OriginProps, originProps } from "@/components/marketing/static-page";
import { buttonStyles } from "@/components/ui/button";
import { contactPage } from "@/content/pages";
import { Island } from "@/page-runtime/island";

export const getStaticProps = originProps;
// Served without Next's runtime; its interactive parts are islands (ADR 0082).
export const config = { unstable_runtimeJS: false };

export default function ContactPage({ origin }: OriginProps) {
  return (
    <PageMain theme={contactPage.theme}>
      <PageHead origin={origin} {...contactPage} />
      <Breadcrumbs origin={origin} trail={[{ name: "Contact Us", path: contactPage.path }]} />
      <PageHero heading={contactPage.heading} lead={<p>{contactPage.lead}</p>}>
        <Link
          href={contactPage.book.href}
          prefetch={false}
          className={`${buttonStyles.brand} mt-8`}
        >
          {contactPage.book.label}
        </Link>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_1.3fr]">
        <div className="space-y-6">
          <section
            aria-labelledby="book-meeting"
            className="rounded-3xl border border-accent bg-card p-8"
          >
            <span className="text-accent">
              <Icon name="calendar" className="size-9" />
            </span>
            <h2 id="book-meeting" className="mt-4 text-2xl font-bold text-ink">
              {contactPage.book.heading}
            </h2>
            <p className="mt-3 text-muted">{contactPage.book.text}</p>
            <Link
              href={contactPage.book.href}
              prefetch={false}
              className={`${buttonStyles.brand} mt-6`}
            >
              {contactPage.book.label}
            </Link>
          </section>

          <ContactDetails />
        </div>

        <section aria-labelledby="enquiry" className="rounded-3xl border border-line bg-card p-8">
          <h2 id="enquiry" className="text-2xl font-bold text-ink">
            {contactPage.formHeading}
          </h2>
          <div className="mt-6">
            <Island
              name="enquiryForm"
              component={EnquiryForm}
              props={{ success: contactPage.success }}
            />
          </div>
        </section>
      </div>
    </PageMain>
  );
}
