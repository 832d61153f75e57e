import { industries } from "./industries";
import { services } from "./services";
import type { NavLink } from "./types";

/** Who we are: used in the header, footer, metadata and JSON-LD. Change the brand here only. */
export const site = {
  name: "Agency",
  legalName: "Agency AI Ltd",
  tagline: "AI consulting, smart websites, client acquisition and business automations",
  description:
    "AI websites with entity-based search optimisation, AI agents and automations for property developers, real estate, construction, villa management and luxury hotels.",
  logoPath: "/logo.png",
  contact: {
    email: "hello@agency.example",
    phone: "+44 20 7946 0321",
    phoneHref: "tel:+442079460321",
    whatsapp: "+44 7700 900321",
    whatsappHref: "https://wa.me/447700900321",
    address: ["20 Finsbury Circus", "London EC2M 7EA", "United Kingdom"],
    hours: "Monday to Friday, 9:00–18:00 (UK time)",
    responseTime: "We reply to every enquiry within one business day.",
  },
} as const;

export const industryLinks: NavLink[] = industries.map((industry) => ({
  label: industry.name,
  href: `/industry/${industry.slug}`,
  description: industry.tagline,
}));

export const serviceLinks: NavLink[] = services.map((service) => ({
  label: service.name,
  href: `/services/${service.slug}`,
  description: service.summary,
}));

/** Spec §2 top bar, in order. Groups render as dropdowns (desktop) or collapsible lists (mobile). */
export type NavItem =
  | { kind: "link"; label: string; href: string }
  | { kind: "group"; label: string; links: NavLink[] };

export const mainNav: NavItem[] = [
  { kind: "link", label: "Home", href: "/" },
  { kind: "group", label: "Industries", links: industryLinks },
  {
    kind: "group",
    label: "Services",
    links: [
      {
        label: "All Services",
        href: "/services",
        description: "Everything we build, side by side",
      },
      ...serviceLinks,
    ],
  },
  { kind: "link", label: "About", href: "/about" },
  { kind: "link", label: "Pricing", href: "/pricing" },
  { kind: "link", label: "Contact Us", href: "/contact" },
];

export const signInLink: NavLink = { label: "Sign in", href: "/login" };

export const footerColumns: { title: string; links: NavLink[] }[] = [
  { title: "Industries", links: industryLinks },
  { title: "Services", links: [{ label: "All Services", href: "/services" }, ...serviceLinks] },
  {
    title: "Company",
    links: [
      { label: "Home", href: "/" },
      { label: "About", href: "/about" },
      { label: "Pricing", href: "/pricing" },
      { label: "Contact Us", href: "/contact" },
      { label: "Book a Meeting", href: "/book", prefetch: false },
      { label: "API reference", href: "/api/docs", document: true },
      signInLink,
    ],
  },
];
