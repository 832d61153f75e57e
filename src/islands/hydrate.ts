import {
  type ComponentType,
  createElement,
  type ReactNode,
  startTransition,
  useEffect,
} from "react";
import { hydrateRoot } from "react-dom/client";

/** Calls `onCommit` once React has committed what it wraps. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the island's first commit
  useEffect(onCommit, []);
  return children;
}

/**
 * React for one island, loaded only when a visitor reaches for it (ADR 0082): hydrates `box` as
 * a root of its own and calls `onCommit` as React commits it — before any update React makes
 * right after, so a press replayed there reaches the elements the server drew.
 */
export function hydrate(
  box: HTMLElement,
  component: ComponentType<object>,
  props: object,
  onCommit: () => void,
) {
  // As a transition, as Next hydrates its own pages: React then hydrates in slices of a few
  // milliseconds, yielding to the browser between them, instead of in one long task (/book's flow
  // was 350 ms of blocking time at Lighthouse's 4×). A press in between is replayed by React.
  startTransition(() => {
    hydrateRoot(box, createElement(Committed, { onCommit }, createElement(component, props)));
  });
}
