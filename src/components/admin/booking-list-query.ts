// Pure rules for the Bookings tab's URL: what it selects and the links it makes; tested beside.
import type { BookingView } from "@/lib/schemas/admin";

export const FILTER_KEYS = ["q", "status", "from", "to", "type", "host", "noShow"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type BookingFilters = Partial<Record<FilterKey, string>>;

export const VIEWS: { view: BookingView; label: string }[] = [
  { view: "upcoming", label: "Upcoming" },
  { view: "past", label: "Past/Cancelled" },
];

/** The canonical query string of a filter (only the keys that are set). */
export function queryOf(values: Record<string, string | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
  return query.toString();
}

export interface BookingListSelection {
  view: BookingView;
  filters: BookingFilters;
  page?: string;
  /** Whether any filter narrows the list. */
  filtered: boolean;
  /** The list route's query: view, filters and page. */
  listQuery: string;
  /** The CSV export's query: the same list, every page. */
  exportQuery: string;
}

/** What the URL's search parameters select. */
export function readSelection(params: {
  get: (key: string) => string | null;
}): BookingListSelection {
  const view: BookingView = params.get("view") === "past" ? "past" : "upcoming";
  const filters: BookingFilters = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]),
  );
  const page = params.get("page") ?? undefined;
  return {
    view,
    filters,
    page,
    filtered: FILTER_KEYS.some((key) => filters[key]),
    listQuery: queryOf({ view, ...filters, page }),
    exportQuery: queryOf({ view, ...filters }),
  };
}

/** The query of another page of the same list (page 1 has no page parameter). */
export const pageQuery = ({ view, filters }: BookingListSelection, page: number) =>
  queryOf({ view, ...filters, page: page > 1 ? String(page) : undefined });
