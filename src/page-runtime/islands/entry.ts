import type { ComponentType } from "react";
import { carryVisitOnFollow } from "@/components/marketing/router-hop";
import { withoutCarriedVisit } from "@/lib/visit-source";
import { reactIslands, readyIslands, type ScriptIsland, scriptIslands } from "./islands";

// The only script a public page loads (ADR 0082), bundled by scripts/islands.mjs. It starts the
// page's decorations without React, hydrates a control — loading React then — when a visitor
// first reaches for it, and a flow (/book's, ADR 0083) at once; the rest is HTML and CSS. In the
// browser, React is Preact's compat layer (ADR 0084): the components are written for React, which
// still renders them on the server.

// Every island's chunk asks for all the chunks it imports before it is itself imported
// (scripts/islands.mjs rewrites each `import()` to call this): one round trip, not one per level.
const preloaded = new Set<string>();
Object.assign(globalThis, {
  __islandsPreload(base: string, files: string[]) {
    for (const file of files) {
      const href = new URL(file, base).href;
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
  },
});

/** What says a visitor is about to use a control: a pointer over it, a touch, keyboard focus. */
const INTENT = ["pointerover", "touchstart", "focusin"] as const;

/** Marks a held press as under way until React has it (its look: globals.css). */
const HELD_PRESS = "data-held-press";

/**
 * Hydrates `box` on the first intent. A button pressed or a form sent before React starts to
 * hydrate is held, shown as under way, and pressed or sent again on the same element as React
 * commits; links need no script. From the moment React hydrates, presses are its own: it
 * attaches its handlers as it hydrates, in the same task (holding a press then would answer it
 * twice). Not with `holdPresses: false`: a flow's taps are kept by the early-tap script (ADR
 * 0066), and holding them too would answer each twice.
 */
function hydrateOnIntent(
  box: HTMLElement,
  hydrate: (onCommit: () => void, beforeHydrate: () => void) => Promise<void>,
  { holdPresses = true } = {},
) {
  const held: (() => void)[] = [];
  const marked = new Set<Element>();
  // Off again before React hydrates: it must find the markup the server drew (ADR 0066's rule).
  const unmark = () => {
    for (const element of marked) element.removeAttribute(HELD_PRESS);
    marked.clear();
    box.removeAttribute("aria-busy");
  };
  const setHolding = (holding: boolean) => {
    if (!holdPresses) return;
    const listen = holding ? box.addEventListener : box.removeEventListener;
    listen.call(box, "click", hold, true);
    listen.call(box, "submit", hold, true);
  };
  const beforeHydrate = () => {
    setHolding(false);
    unmark();
  };
  let starting = false;
  const start = () => {
    if (starting) return;
    starting = true;
    hydrate(onCommit, beforeHydrate).catch((error: unknown) => {
      starting = false; // a dropped connection: the next intent tries again
      unmark();
      setHolding(true);
      reportError(error);
    });
  };
  function hold(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    const control = event.type === "submit" ? target : target?.closest("button");
    if (!(control instanceof HTMLElement) || !box.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() =>
      control instanceof HTMLFormElement ? control.requestSubmit() : control.click(),
    );
    // Not `instanceof SubmitEvent`: Safari before 15.4 has no such class.
    const submitter = "submitter" in event ? event.submitter : null;
    const pressed = submitter instanceof HTMLElement ? submitter : control;
    pressed.setAttribute(HELD_PRESS, "");
    marked.add(pressed);
    box.setAttribute("aria-busy", "true");
    start();
  }
  function onCommit() {
    for (const type of INTENT) box.removeEventListener(type, start, true);
    box.dataset.hydrated = "";
    for (const replay of held.splice(0)) replay();
  }
  // Passive: a touch that starts a scroll over an island must not wait for this page's thread.
  for (const type of INTENT) box.addEventListener(type, start, { capture: true, passive: true });
  setHolding(true);
}

const isScriptIsland = (name: string): name is keyof typeof scriptIslands => name in scriptIslands;
const isReactIsland = (name: string): name is keyof typeof reactIslands => name in reactIslands;
const isReadyIsland = (name: string): name is keyof typeof readyIslands => name in readyIslands;

/** Loads React and the island's component, and hydrates its box from the props it carries. */
async function hydrateIsland(
  box: HTMLElement,
  component: Promise<ComponentType<never>>,
  onCommit: () => void,
  beforeHydrate = () => {},
) {
  const props: object = JSON.parse(box.dataset.props ?? "{}");
  const [{ hydrate }, loaded] = await Promise.all([import("./hydrate"), component]);
  beforeHydrate();
  hydrate(box, loaded as ComponentType<object>, props, onCommit);
}

/** Starts every island of the page, once the document has been parsed. */
function startIslands() {
  for (const box of document.querySelectorAll<HTMLElement>("[data-island]")) startIsland(box);
}

function startIsland(box: HTMLElement) {
  const name = box.dataset.island ?? "";
  const drawn = box.firstElementChild;
  if (isScriptIsland(name) && drawn instanceof HTMLElement) {
    const island: ScriptIsland = scriptIslands[name];
    island
      .load()
      .then((start) => {
        start(drawn);
        box.dataset.hydrated = ""; // started: a decoration has nothing to hydrate
      })
      .catch((error: unknown) => {
        reportError(error); // a dropped connection: the page goes on without the decoration
        island.withoutScript?.();
      });
  } else if (isReactIsland(name)) {
    hydrateOnIntent(box, (onCommit, beforeHydrate) =>
      hydrateIsland(box, reactIslands[name](), onCommit, beforeHydrate),
    );
  } else if (isReadyIsland(name)) {
    const hydrate = (onCommit: () => void) => hydrateIsland(box, readyIslands[name](), onCommit);
    hydrate(() => {
      box.dataset.hydrated = "";
    }).catch((error: unknown) => {
      // A dropped connection: the flow stays drawn, says so, and the visitor's next reach for it
      // loads it again, as a control's would.
      reportError(error);
      const notice = noticeLoadFailed(box);
      const hydrateAgain = (onCommit: () => void) =>
        hydrate(() => {
          notice.remove();
          onCommit();
        });
      hydrateOnIntent(box, hydrateAgain, { holdPresses: false });
    });
  }
}

/**
 * A line above a flow whose script did not arrive: without it the drawn calendar looks ready and
 * a tap on it seems ignored. Outside the island's box, which React must find as the server drew it.
 */
function noticeLoadFailed(box: HTMLElement) {
  const notice = document.createElement("p");
  notice.setAttribute("role", "status");
  notice.className =
    "mb-4 rounded-2xl border border-amber-400/40 bg-amber-950/40 px-4 py-3 text-sm text-amber-100";
  notice.textContent =
    "This page did not finish loading. Check your connection; your next tap tries again.";
  box.before(notice);
  return notice;
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

// The entry is an async module (src/pages/_document.tsx): it may run before the parser has
// reached the islands further down the page.
if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", startIslands, { once: true });
else startIslands();
