// The shapes of the marketing content. Pages render these; they never hard-code copy.

/** Colour schemes a page can wear (CSS variables in globals.css, keyed by `data-page-theme`). */
export const THEMES = [
  "sky",
  "red",
  "purple",
  "pink",
  "amber",
  "emerald",
  "indigo",
  "cyan",
  "teal",
  "orange",
  "violet",
  "blue",
] as const;
export type ThemeName = (typeof THEMES)[number];

export const ICONS = [
  "bolt",
  "building",
  "calendar",
  "chart",
  "chat",
  "check",
  "clock",
  "cog",
  "document",
  "globe",
  "hardhat",
  "key",
  "mail",
  "phone",
  "search",
  "shield",
  "sparkles",
  "star",
  "target",
  "users",
  "wallet",
] as const;
export type IconName = (typeof ICONS)[number];

/** Spec §3: every content page is named and addressed by its slug. */
export interface PageDescriptor {
  name: string;
  slug: string;
}

/** Spec §3 problem card: the front shows the problem, the back the AI solution. */
export interface ProblemCard {
  id: number;
  headline: string;
  problem: string;
  solution: string;
  icon: IconName;
}

/** Spec §3 process step. */
export interface ProcessStep {
  step: number;
  title: string;
  desc: string;
}

/** Spec §3 automation example. */
export interface AutomationExample {
  industry: string;
  automation: string;
  result: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Feature {
  title: string;
  desc: string;
  icon: IconName;
}

export interface Industry extends PageDescriptor {
  /** The page's h1 (e.g. 'Construction Company'). */
  heading: string;
  theme: ThemeName;
  /** One line for menus, cards and the meta description's opening. */
  tagline: string;
  /** The pain-point narrative under the heading. */
  narrative: string[];
  problems: ProblemCard[];
  stats: Stat[];
  ctaLabel: string;
  ctaText: string;
  /** The 'other' page also shows a small globe on mobile (spec §2). */
  mobileGlobe: boolean;
  description: string;
}

export interface Service extends PageDescriptor {
  /** The section id on /services (spec §2 anchors). */
  anchor: string;
  theme: ThemeName;
  icon: IconName;
  /** Short pitch for the overview, menus and cards. */
  summary: string;
  hero: { title: string; lead: string };
  problem: { heading: string; paragraphs: string[]; stat: Stat };
  approach: { heading: string; paragraphs: string[] };
  capabilities: Feature[];
  process: ProcessStep[];
  results: Stat[];
  examples?: AutomationExample[];
  ctaLabel: string;
  ctaHeading: string;
  ctaText: string;
  description: string;
}

export interface NavLink {
  label: string;
  href: string;
  description?: string;
  /**
   * false for the booking flow: it is a separate, data-loading page, not worth prefetching from
   * every page that links to it.
   */
  prefetch?: false;
  /**
   * true for a document the app's router does not render (the API reference, a route handler):
   * a plain link, loaded as a whole page.
   */
  document?: true;
}
