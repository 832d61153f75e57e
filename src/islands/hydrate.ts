import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
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
  hydrateRoot(box, createElement(Committed, { onCommit }, createElement(component, props)));
}
