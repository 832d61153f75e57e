"use client";

import { buttonStyles } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { BookingListSelection } from "./booking-list-query";
import { statusChoices } from "./booking-list-view";

/** The search and filters of the Bookings tab; the form is rebuilt for each list the URL shows. */
export function BookingFilters({
  selection,
  errors,
  onApply,
  onClear,
}: {
  selection: BookingListSelection;
  errors: Record<string, string>;
  onApply: (event: React.FormEvent<HTMLFormElement>) => void;
  onClear: (event: React.MouseEvent<HTMLButtonElement>) => void;
}) {
  const { view, filters } = selection;
  const dateField = (name: "from" | "to", label: string) => (
    <Field label={label} error={errors[name]}>
      {(props) => (
        <input
          {...props}
          name={name}
          type="date"
          defaultValue={filters[name]}
          className={inputClass}
        />
      )}
    </Field>
  );
  return (
    <search aria-label="Filter bookings">
      <form
        key={selection.listQuery}
        onSubmit={onApply}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
        noValidate
      >
        <Field label="Search name or e-mail" error={errors.q}>
          {(props) => (
            <input
              {...props}
              name="q"
              type="search"
              defaultValue={filters.q}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Status" error={errors.status}>
          {(props) => (
            <select
              {...props}
              name="status"
              defaultValue={filters.status ?? ""}
              className={inputClass}
            >
              <option value="">Any status</option>
              {statusChoices(view, filters.status).map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          )}
        </Field>
        {dateField("from", "From date")}
        {dateField("to", "To date")}
        <div className="flex gap-2">
          <button type="submit" className={buttonStyles.primary}>
            Apply
          </button>
          {selection.filtered || Object.keys(errors).length > 0 ? (
            <button type="button" className={buttonStyles.secondary} onClick={onClear}>
              Clear
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
