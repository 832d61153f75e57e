import type { ComponentType } from "react";

type Loader = () => Promise<ComponentType<never>>;

/**
 * Every part of a marketing page that runs script, by the name its <Island> box carries: the
 * islands' entry loads only the ones the page has, each in its own chunk (ADR 0082).
 */
export const islands = {
  nav: () => import("@/components/marketing/desktop-nav").then((m) => m.DesktopNav),
  mobileMenu: () => import("@/components/marketing/mobile-menu").then((m) => m.MobileMenu),
  particles: () => import("@/components/marketing/particle-canvas").then((m) => m.ParticleCanvas),
  globe: () => import("@/components/marketing/globe").then((m) => m.Globe),
  flipCards: () => import("@/components/marketing/flip-cards").then((m) => m.FlipCards),
  learnMore: () => import("@/components/marketing/learn-more").then((m) => m.LearnMore),
  themeToggle: () => import("@/components/marketing/theme-toggle").then((m) => m.ThemeToggle),
  enquiryForm: () => import("@/components/marketing/enquiry-form").then((m) => m.EnquiryForm),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islands;
