import { site } from "@/content/site";
import type { Service } from "@/content/types";

type JsonLdObject = Record<string, unknown>;

/**
 * The site's public origin comes from the caller (`siteUrl()` on the server, a page's static
 * props in the Pages Router): these builders also run in the browser when a page hydrates.
 */
const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).toString();

/** A JSON-LD block. `<` is escaped so content can never close the script element. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised data, '<' escaped below
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

const organizationId = (origin: string) => absolute(origin, "/#organization");

export function organizationJsonLd(origin: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(origin),
    name: site.name,
    legalName: site.legalName,
    url: absolute(origin, "/"),
    logo: absolute(origin, site.logoPath),
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.contact.address[0],
      addressLocality: "London",
      postalCode: "EC2M 7EA",
      addressCountry: "GB",
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: site.contact.email,
        telephone: site.contact.phone,
        availableLanguage: ["English"],
        url: absolute(origin, "/contact"),
      },
    ],
  };
}

export function serviceJsonLd(origin: string, service: Service): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": absolute(origin, `/services/${service.slug}#service`),
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: absolute(origin, `/services/${service.slug}`),
    provider: { "@type": "Organization", "@id": organizationId(origin), name: site.name },
    areaServed: "Worldwide",
    audience: {
      "@type": "BusinessAudience",
      audienceType:
        "Property developers, real estate agencies, construction companies, villa management companies and luxury hotels",
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}
