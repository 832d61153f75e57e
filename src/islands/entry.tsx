import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { carryVisitOnFollow } from "@/components/marketing/router-hop";
import { withoutCarriedVisit } from "@/lib/visit-source";
import { type IslandName, islands } from "./islands";

// The only script a marketing page loads (ADR 0082), bundled by scripts/islands.mjs: React
// hydrates each <Island> box on its own; the rest of the page is HTML and CSS.

/** Marks its box once the island is hydrated (tests wait for it; CSS could too). */
function Hydrated({ box, children }: { box: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    box.dataset.hydrated = "";
  }, [box]);
  return children;
}

for (const box of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const load = islands[box.dataset.island as IslandName];
  if (!load) continue;
  const props: object = JSON.parse(box.dataset.props ?? "{}");
  void load().then((Component) =>
    hydrateRoot(
      box,
      createElement(Hydrated, { box }, createElement(Component as ComponentType<object>, props)),
    ),
  );
}

// Every link is a new document here: the visit's source goes on in the address of the next
// public page, so a booking or an enquiry made later still knows where the visit came from. Once
// read (from the navigation entry, which keeps it), it leaves the address bar.
const shown = withoutCarriedVisit(window.location.href);
if (shown) window.history.replaceState(window.history.state, "", shown);

const follow = (event: MouseEvent) => {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const here = window.location;
  if (link.hash && link.pathname === here.pathname && link.search === here.search) return;
  carryVisitOnFollow({ currentTarget: link }, link.pathname + link.search + link.hash);
};
document.addEventListener("click", follow, true);
document.addEventListener("auxclick", follow, true);
