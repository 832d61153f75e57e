"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { BookingListSelection } from "./booking-list-query";
import { statusChoices } from "./booking-list-view";
import { ListFilterForm, SearchField } from "./list-filter-form";

/** A meeting type as the type filter offers it. */
export interface MeetingTypeChoice {
  slug: string;
  name: string;
}

/** The search and filters of the Bookings tab; the form is rebuilt for each list the URL shows. */
export function BookingFilters({
  selection,
  meetingTypes,
  errors,
  onApply,
  onClear,
}: {
  selection: BookingListSelection;
  /** Every meeting type, for the type filter (shown when there is more than one). */
  meetingTypes: readonly MeetingTypeChoice[];
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
    <ListFilterForm
      label="Filter bookings"
      formKey={selection.listQuery}
      className={`grid gap-3 sm:grid-cols-2 lg:items-end ${
        meetingTypes.length > 1
          ? "lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_auto]"
          : "lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
      }`}
      showClear={selection.filtered || Object.keys(errors).length > 0}
      onApply={onApply}
      onClear={onClear}
    >
      <SearchField
        label="Search name, e-mail, notes or answers"
        defaultValue={filters.q}
        error={errors.q}
      />
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
      {meetingTypes.length > 1 ? (
        <Field label="Meeting type" error={errors.type}>
          {(props) => (
            <select {...props} name="type" defaultValue={filters.type ?? ""} className={inputClass}>
              <option value="">Any type</option>
              {meetingTypes.map((type) => (
                <option key={type.slug} value={type.slug}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field label="No-show" error={errors.noShow}>
        {(props) => (
          <select
            {...props}
            name="noShow"
            defaultValue={filters.noShow ?? ""}
            className={inputClass}
          >
            <option value="">Any</option>
            <option value="true">No-shows only</option>
            <option value="false">Without no-shows</option>
          </select>
        )}
      </Field>
    </ListFilterForm>
  );
}
