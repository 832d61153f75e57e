"use client";

import { buttonStyles } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";

/**
 * The search-and-filter form above a list tab: a `search` landmark, the fields given as
 * children, Apply, and Clear once something is filtered or wrong. `formKey` rebuilds the form
 * (its defaults) for each list the URL shows.
 */
export function ListFilterForm({
  label,
  formKey,
  className,
  showClear,
  onApply,
  onClear,
  children,
}: {
  label: string;
  formKey: string;
  className: string;
  showClear: boolean;
  onApply: (event: React.FormEvent<HTMLFormElement>) => void;
  onClear: (event: React.MouseEvent<HTMLButtonElement>) => void;
  children: React.ReactNode;
}) {
  return (
    <search aria-label={label}>
      <form key={formKey} onSubmit={onApply} className={className} noValidate>
        {children}
        <div className="flex gap-2">
          <button type="submit" className={buttonStyles.primary}>
            Apply
          </button>
          {showClear ? (
            <button type="button" className={buttonStyles.secondary} onClick={onClear}>
              Clear
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

/** The search box of a filter form (`q`). */
export function SearchField({
  label,
  defaultValue,
  error,
}: {
  label: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <input
          {...props}
          name="q"
          type="search"
          defaultValue={defaultValue}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** A list tab's heading (focus lands here when a row's own button goes) and its CSV export. */
export function ListPanelHeading({
  id,
  title,
  headingRef,
  exportHref,
}: {
  id: string;
  title: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  exportHref: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {title}
      </h1>
      <a href={exportHref} download className={buttonStyles.secondary}>
        Export CSV
      </a>
    </div>
  );
}
