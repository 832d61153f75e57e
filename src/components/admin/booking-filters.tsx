"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { BookingListSelection } from "./booking-list-query";
import { statusChoices } from "./booking-list-view";
import type { TeamHost } from "./booking-reassign-editor";
import { ListFilterForm, SearchField } from "./list-filter-form";

/** A meeting type as the type filter offers it. */
export interface MeetingTypeChoice {
  slug: string;
  name: string;
}

// The large screen's columns: search, status, two dates, the optional selects, no-show, buttons.
const GRID_COLUMNS = [
  "lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]",
  "lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_auto]",
  "lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_1fr_auto]",
];

/** The search and filters of the Bookings tab; the form is rebuilt for each list the URL shows. */
export function BookingFilters({
  selection,
  meetingTypes,
  team,
  errors,
  onApply,
  onClear,
}: {
  selection: BookingListSelection;
  /** Every meeting type, for the type filter (shown when there is more than one). */
  meetingTypes: readonly MeetingTypeChoice[];
  /** Every host, for the host filter (shown when there is more than one). */
  team: readonly TeamHost[];
  errors: Record<string, string>;
  onApply: (event: React.FormEvent<HTMLFormElement>) => void;
  onClear: (event: React.MouseEvent<HTMLButtonElement>) => void;
}) {
  const { view, filters } = selection;
  const optional = Number(meetingTypes.length > 1) + Number(team.length > 1);
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
      className={`grid gap-3 sm:grid-cols-2 lg:items-end ${GRID_COLUMNS[optional]}`}
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
        <ChoiceFilter
          label="Meeting type"
          name="type"
          any="Any type"
          value={filters.type}
          error={errors.type}
          choices={meetingTypes.map((type) => ({ value: type.slug, label: type.name }))}
        />
      ) : null}
      {team.length > 1 ? (
        <ChoiceFilter
          label="Host"
          name="host"
          any="Any host"
          value={filters.host}
          error={errors.host}
          choices={team.map((host) => ({ value: host.id, label: host.name }))}
        />
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

/** A select that narrows the list to one of a few choices, or leaves it at "any". */
function ChoiceFilter(props: {
  label: string;
  name: string;
  any: string;
  value: string | undefined;
  error: string | undefined;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(field) => (
        <select
          {...field}
          name={props.name}
          defaultValue={props.value ?? ""}
          className={inputClass}
        >
          <option value="">{props.any}</option>
          {props.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
