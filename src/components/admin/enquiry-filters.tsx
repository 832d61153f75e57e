"use client";

import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { EnquiryListSelection } from "./enquiry-list-query";
import { ListFilterForm, SearchField } from "./list-filter-form";

/** The search and handled filter of the Enquiries tab; rebuilt for each list the URL shows. */
export function EnquiryFilters({
  selection,
  errors,
  onApply,
  onClear,
}: {
  selection: EnquiryListSelection;
  errors: Record<string, string>;
  onApply: (event: React.FormEvent<HTMLFormElement>) => void;
  onClear: (event: React.MouseEvent<HTMLButtonElement>) => void;
}) {
  const { filters } = selection;
  return (
    <ListFilterForm
      label="Filter enquiries"
      formKey={selection.listQuery}
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      showClear={selection.filtered || Object.keys(errors).length > 0}
      onApply={onApply}
      onClear={onClear}
    >
      <SearchField
        label="Search name, e-mail, company or message"
        defaultValue={filters.q}
        error={errors.q}
      />
      <Field label="Handled" error={errors.handled}>
        {(props) => (
          <select
            {...props}
            name="handled"
            defaultValue={filters.handled ?? ""}
            className={inputClass}
          >
            <option value="">All enquiries</option>
            <option value="false">Not handled</option>
            <option value="true">Handled</option>
          </select>
        )}
      </Field>
    </ListFilterForm>
  );
}
