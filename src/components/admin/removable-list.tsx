"use client";

import { SaveStatus } from "@/components/admin/save-status";
import { buttonStyles } from "@/components/ui/button";
import { cardSurfaceClass } from "@/components/ui/card";
import { callApi, useMutation } from "./api-client";
import { QueryList, type QueryListProps } from "./list-states";

/** How a row is taken back: its DELETE route, and what the status line says after. */
export interface Removal<I> {
  path: (item: I) => string;
  /** "Removed the block on …" */
  done: (item: I) => string;
  /** Before the server's reason: "Block not removed". */
  failed: string;
  /** After a removal: read the list again (and what else the change settles, e.g. conflicts). */
  onDone: (item: I) => void;
}

/**
 * Rules ahead that staff take back one at a time (blocked times, weekly breaks, date-specific
 * hours): the list read from the API with its loading, failed and empty states, each row with a
 * Remove button that names its row to a screen reader, and how the last removal went.
 */
export function RemovableList<T, I>({
  label,
  keyOf,
  title,
  detail,
  removeName,
  removal,
  ...query
}: Omit<QueryListProps<T, I>, "children"> & {
  /** The list's accessible name. */
  label: string;
  keyOf: (item: I) => string;
  title: (item: I) => string;
  detail?: (item: I) => string;
  /** What the Remove button removes, e.g. "the block on Monday, 7 January 2030, all day". */
  removeName: (item: I) => string;
  removal: Removal<I>;
}) {
  const remove = useMutation();
  const removing = remove.state.status === "saving";

  async function removeItem(item: I) {
    const removed = await remove.run({
      input: null,
      send: () => callApi(removal.path(item), { method: "DELETE" }),
      success: () => removal.done(item),
      failure: (r) => `${removal.failed}: ${r.error}`,
    });
    if (removed) removal.onDone(item);
  }

  return (
    <>
      <SaveStatus state={remove.state} savingText="Removing…" />
      <QueryList {...query}>
        {(items) => (
          <ul aria-label={label} className="flex flex-col gap-2">
            {items.map((item) => (
              <li
                key={keyOf(item)}
                className={`${cardSurfaceClass} flex flex-wrap items-center justify-between gap-3 px-4 py-3`}
              >
                <span>
                  <span className="font-medium">{title(item)}</span>
                  {detail?.(item) ? (
                    <span className="text-slate-300"> — {detail(item)}</span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className={buttonStyles.danger}
                  disabled={removing}
                  onClick={() => removeItem(item)}
                >
                  Remove<span className="sr-only"> {removeName(item)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </>
  );
}
