"use client";

import { buttonStyles } from "@/components/ui/button";
import { cardSurfaceClass } from "@/components/ui/card";
import { QueryList, type QueryListProps } from "./list-states";

/**
 * Rules ahead that staff take back one at a time (blocked times, date-specific hours): the list
 * read from the API with its loading, failed and empty states, each row with a Remove button that
 * names its row to a screen reader.
 */
export function RemovableList<T, I>({
  label,
  keyOf,
  title,
  detail,
  removeName,
  removing,
  onRemove,
  ...query
}: Omit<QueryListProps<T, I>, "children"> & {
  /** The list's accessible name. */
  label: string;
  keyOf: (item: I) => string;
  title: (item: I) => string;
  detail?: (item: I) => string;
  /** What the Remove button removes, e.g. "the block on Monday, 7 January 2030, all day". */
  removeName: (item: I) => string;
  removing: boolean;
  onRemove: (item: I) => void;
}) {
  return (
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
                {detail?.(item) ? <span className="text-slate-300"> — {detail(item)}</span> : null}
              </span>
              <button
                type="button"
                className={buttonStyles.danger}
                disabled={removing}
                onClick={() => onRemove(item)}
              >
                Remove<span className="sr-only"> {removeName(item)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}
