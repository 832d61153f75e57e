import Link from "next/link";
import { type BookingListSelection, queryOf, VIEWS } from "./booking-list-query";
import { statusForView } from "./booking-list-view";

/** Upcoming / Past/Cancelled, keeping the filters that apply to the other view. */
export function BookingViewTabs({
  pathname,
  selection,
}: {
  pathname: string;
  selection: BookingListSelection;
}) {
  const { view, filters } = selection;
  return (
    <nav aria-label="Booking lists">
      <ul className="flex gap-2">
        {VIEWS.map((item) => (
          <li key={item.view}>
            <Link
              href={`${pathname}?${queryOf({
                view: item.view,
                ...filters,
                status: statusForView(item.view, filters.status),
              })}`}
              aria-current={item.view === view ? "page" : undefined}
              scroll={false}
              className={`inline-block rounded-full px-4 py-1.5 text-sm font-medium ${
                item.view === view
                  ? "bg-sky-400 text-slate-950"
                  : "border border-slate-500 text-slate-200 hover:bg-slate-800"
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
