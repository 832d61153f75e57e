import type { ComponentType } from "react";
import type { IslandName } from "@/page-runtime/islands/islands";

/**
 * A part of a public page that needs script (ADR 0082). The page is served without React's
 * runtime; this draws the part on the server like the rest, in a box the islands' entry
 * (src/page-runtime/islands/entry.ts) finds by `name`: a decoration is started on what was drawn, a control
 * hydrated on its own from `props` when a visitor reaches for it, a flow (/book's, ADR 0083) as
 * soon as the page runs — so `props` must be plain data,
 * and `component` the one `name` loads there. Where the App Router serves the same component
 * (the admin area's header), the box is inert and React hydrates the page as usual.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
