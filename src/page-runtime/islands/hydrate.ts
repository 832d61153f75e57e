import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

// In the browser `react` and `react-dom` are Preact's compat layer (scripts/islands.mjs, ADR 0084):
// about 10 KB to evaluate where React DOM was 65 KB, the long task /book's flow waited on.

/** Calls `onCommit` once the island's first render has been committed and painted. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the island's first commit
  useEffect(onCommit, []);
  return children;
}

/**
 * Hydrates `box` as a root of its own (ADR 0082), in one task: presses made before are replayed
 * from `onCommit`, which runs before any update the island makes next, so a replayed press reaches
 * the elements the server drew. Hydration keeps the server's attributes, so an island's first
 * render must draw what the server drew (ids fixed, not `useId()`; `useBrowserValue`).
 */
export function hydrate(
  box: HTMLElement,
  component: ComponentType<object>,
  props: object,
  onCommit: () => void,
) {
  hydrateRoot(box, createElement(Committed, { onCommit }, createElement(component, props)));
}
