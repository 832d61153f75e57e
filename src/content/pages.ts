// Copy for the one-off pages. Industry and service pages live in industries.ts and services.ts.
import { aboutFigures } from "./stats";
import type { Feature, ThemeName } from "./types";

export interface SinglePage {
  path: string;
  theme: ThemeName;
  title: string;
  description: string;
}

export const homePage = {
  path: "/",
  theme: "sky",
  title: "AI websites, agents and automations that pay for themselves",
  description:
    "AI consulting, smart websites with entity-based search optimisation, AI client acquisition and business automations for property, construction, villas and luxury hotels.",
  hero: {
    eyebrow: "AI for property, construction and hospitality",
    heading: "The Future is Now",
    lead: "We build AI websites that search engines and AI assistants understand, agents that answer every lead in seconds, and automations that give your team its time back — with a guaranteed return.",
    // Why these targets: 'Explore the Future' opens what we actually build (the services overview);
    // 'View demo' jumps to a real agent conversation further down this page, which ends in a link
    // to book a live demo — so both buttons answer the question the visitor is asking.
    primary: { label: "Explore the Future", href: "/services" },
    secondary: { label: "View demo", href: "#demo" },
  },
  servicesHeading: "Four ways we put AI to work",
  industriesHeading: "Built for the industries we know best",
  industriesLead:
    "We specialise where speed of response and accuracy of detail decide who wins the deal.",
  demo: {
    heading: "See an AI agent at work",
    lead: "A real conversation pattern from a villa management client's WhatsApp agent, at 23:47 on a Sunday. No person was involved until the booking was confirmed.",
    messages: [
      {
        from: "guest",
        text: "Hi! Is Villa Azure free from 14 to 21 August for 6 adults? And is the pool heated?",
      },
      {
        from: "agent",
        text: "Good evening! Villa Azure is available 14–21 August and sleeps 8, so six adults fit comfortably. The pool is heated from April to October. The total for 7 nights is €6,860 including cleaning.",
      },
      { from: "guest", text: "Great. Can we book directly? We'd like an airport transfer too." },
      {
        from: "agent",
        text: "Of course. I have held the dates for 24 hours and sent the secure booking link to this chat. I have also noted a transfer for 6 with luggage — our team will confirm the pick-up time.",
      },
      {
        from: "agent",
        text: "Booking confirmed ✓ Your arrival guide, Wi-Fi details and the concierge's number are on their way.",
      },
    ],
    bookLabel: "Book a live demo",
  },
} as const satisfies SinglePage & Record<string, unknown>;

export const aboutPage = {
  path: "/about",
  theme: "violet",
  title: "About us",
  description:
    "We are an AI consultancy that builds for results: over $30 million in client revenue in 2025, 100% project completion and a business-first approach.",
  eyebrow: "About Us",
  heading: "We build AI that earns its place",
  lead: `In 2025 the systems we built helped our clients generate more than $30 million in revenue. We are consultants and engineers who measure success the way you do: in hours saved, leads converted and money made.`,
  figures: [aboutFigures.clientRevenue2025, aboutFigures.failingProjects],
  apartHeading: "What Sets Us Apart",
  apart: [
    {
      title: "Proven Results at Scale",
      desc: "More than $63 million in revenue created and 10,000+ hours saved for our clients, with every project we started carried through to completion.",
      icon: "chart",
    },
    {
      title: "Business-First Approach",
      desc: "Around 80% of AI projects fail because they start with the technology. We start with your numbers and only build what has a clear return.",
      icon: "target",
    },
    {
      title: "End-to-End Partnership",
      desc: "Strategy, design, build, training and ongoing optimisation from one team, accountable for the result long after launch.",
      icon: "users",
    },
  ] satisfies Feature[],
  visionHeading: "Our Vision",
  vision: [
    "Every business, not just the largest, should have the leverage that AI gives: an answer for every customer at any hour, paperwork that does itself, and a website that search engines and AI assistants recommend.",
    "We want to be the partner that makes this practical — specialised in the industries where speed and precision decide who wins, honest about what AI cannot do, and committed to a return you can measure.",
  ],
  autopilot: {
    heading: "Your Business on Autopilot",
    text: "Pick a time to talk through your goals, or explore what we build first.",
    // Unlike the original, both buttons act: Get Started books a meeting; Learn More shows the services.
    getStarted: { label: "Get Started", href: "/book" },
    // `context` is read by screen readers (and search engines) after the visible label.
    learnMore: { label: "Learn More", context: " about our services", href: "/services" },
  },
} as const;

export const servicesPage = {
  path: "/services",
  theme: "blue",
  title: "AI services",
  description:
    "AI consulting, AI smart websites with entity-based SEO, AI client acquisition with chat and WhatsApp agents, and AI business automations — all tied to a guaranteed ROI.",
  heading: "AI services that pay for themselves",
  lead: "Four services, one goal: measurable growth. Start with one, or let us combine them into a system that finds, answers, converts and serves your customers.",
  learnMore: {
    heading: "Why old SEO is dead",
    lead: "Search has moved from matching words to understanding businesses. Here is what that means for your website.",
    label: "Learn More",
    paragraphs: [
      "Search engines no longer match keywords; they understand entities — your business, your services, your locations — and how they relate. Google's AI answers, ChatGPT and Perplexity answer questions directly and cite only the sources they understand and trust.",
      "Pages stuffed with keywords and near-duplicate location pages now look like noise. What wins is a clear, consistent description of who you are, backed by structured data, genuine expertise and content that answers real questions.",
      "That is what entity-based search optimisation does, and why every AI Smart Website we build is structured for people, search engines and AI assistants at the same time.",
    ],
  },
  resultHeading: "Result",
  resultText:
    "Our clients measure us on outcomes. Across every engagement to date, the numbers are these — and every new project comes with an ROI guarantee.",
  examplesHeading: "Automation examples",
  darkModeLabel: "Dark mode",
} as const;

export const pricingPage = {
  path: "/pricing",
  theme: "indigo",
  title: "Pricing",
  description:
    "Fixed-price AI projects scoped to the return they must deliver. Tell us your goals and receive a clear quote.",
  heading: "Pricing",
  tagline:
    "Every project is priced on the return it delivers — a fixed quote, a guaranteed ROI, no surprises.",
  cta: {
    heading: "Get your fixed quote",
    text: "Tell us what you want to achieve and we will send a clear, fixed price with the return it is designed to deliver.",
    label: "Request a Quote",
  },
} as const;

export const contactPage = {
  path: "/contact",
  theme: "cyan",
  title: "Contact us",
  description:
    "Talk to our AI consultants: book a meeting, send an enquiry or call us. We reply to every enquiry within one business day.",
  heading: "Contact Us",
  lead: "Tell us where you want to grow. The fastest way is a 1-hour consultation — or send us a message and we will reply within one business day.",
  book: {
    heading: "Book a meeting",
    text: "Choose a time that suits you for a free, no-obligation consultation by video call.",
    label: "Book a Meeting",
    href: "/book",
  },
  formHeading: "Send us a message",
  success: {
    heading: "Thank you — your message is on its way",
    text: "We have received your enquiry and will reply within one business day. If it is urgent, book a meeting or call us.",
  },
} as const;

export const notFoundPage = {
  heading: "Page not found",
  text: "The page you are looking for has moved or never existed. These are good places to continue:",
  links: [
    { label: "Home", href: "/" },
    { label: "All Services", href: "/services" },
    { label: "About", href: "/about" },
    { label: "Contact Us", href: "/contact" },
  ],
} as const;

/** The closing call to action at the end of every page (spec §1). */
export const defaultCta = {
  heading: "Ready to put AI to work?",
  text: "Tell us about your business and we will show you where AI pays off first — with a return we guarantee.",
  label: "Contact Us",
  href: "/contact",
} as const;
