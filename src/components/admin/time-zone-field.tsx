"use client";

import { useId } from "react";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";

/**
 * An IANA zone as free text, with the server's list as suggestions (the list comes from the
 * server, so the page renders the same on both sides): the business's in Settings, a person's in
 * New booking. The schema checks and spells it (`timeZoneField`).
 */
export function TimeZoneField({
  label,
  hint,
  timeZones,
  error,
  ...input
}: {
  label: string;
  hint: string;
  timeZones: readonly string[];
  error?: string;
} & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  "name" | "value" | "defaultValue" | "onChange"
>) {
  const zoneListId = useId();
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <>
          <input
            {...props}
            {...input}
            type="text"
            list={zoneListId}
            autoComplete="off"
            spellCheck={false}
            className={inputClass}
          />
          <datalist id={zoneListId}>
            {timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
