import type { ComponentType } from "react";
import { showBackdrop } from "@/components/marketing/backdrop-shown";

/**
 * The parts of a public page that run script, by the name their <Island> box carries; the
 * islands' entry loads only the ones the page has, each in its own chunk (ADR 0082).
 *
 * Decorations start by themselves, without React: `load` gives a plain function, handed the
 * element the component drew on the server. `withoutScript` is what the page does instead when
 * the chunk never arrives (a dropped connection), if anything.
 */
export interface ScriptIsland {
  load: () => Promise<(drawn: HTMLElement) => unknown>;
  withoutScript?: () => void;
}

export const scriptIslands = {
  particles: {
    load: () =>
      import("@/components/marketing/particle-backdrop").then((m) => m.mountParticleBackdrop),
    // The backdrop's script is what shows the gradient (ADR 0081): without it, shown still.
    withoutScript: () => showBackdrop({ motion: false }),
  },
  globe: {
    load: () => import("@/components/marketing/globe-scene").then((m) => m.mountGlobe),
  },
} satisfies Record<string, ScriptIsland>;

/** Controls: hydrated by React when a visitor first reaches for one (pointer, touch, focus). */
export const reactIslands = {
  nav: () => import("@/components/marketing/desktop-nav").then((m) => m.DesktopNav),
  mobileMenu: () => import("@/components/marketing/mobile-menu").then((m) => m.MobileMenu),
  flipCards: () => import("@/components/marketing/flip-cards").then((m) => m.FlipCards),
  learnMore: () => import("@/components/marketing/learn-more").then((m) => m.LearnMore),
  themeToggle: () => import("@/components/marketing/theme-toggle").then((m) => m.ThemeToggle),
  enquiryForm: () => import("@/components/marketing/enquiry-form").then((m) => m.EnquiryForm),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

/**
 * Flows: hydrated as soon as the page's script runs, since a visitor comes to the page to use
 * them (/book, ADR 0083); a tap made before is kept by the page's early-tap script (ADR 0066).
 */
export const readyIslands = {
  bookingFlow: () =>
    import("@/components/booking/booking-page-flow").then((m) => m.BookingPageFlow),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName =
  | keyof typeof scriptIslands
  | keyof typeof reactIslands
  | keyof typeof readyIslands;
