import type { ReactNode } from "react";
import { labelClass } from "./field";

/**
 * A fieldset of checkboxes sharing one `name`, its legend naming the group and its error tied to
 * it: the form reads the ticked values with `FormData.getAll(name)`.
 */
export function CheckboxGroup({
  idPrefix,
  legend,
  name,
  options,
  checked,
  error,
  hint,
  inline = false,
}: {
  idPrefix: string;
  legend: string;
  name: string;
  options: readonly { value: string; label: ReactNode }[];
  checked: readonly string[];
  error?: string;
  /** A line under the options that says what the choice does. */
  hint?: string;
  /** One row that wraps (short labels such as weekdays), instead of one option per line. */
  inline?: boolean;
}) {
  const errorId = `${idPrefix}-${name}-error`;
  const hintId = `${idPrefix}-${name}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy || undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className={inline ? "flex flex-wrap gap-x-4 gap-y-2" : "flex flex-col gap-2"}>
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm text-slate-200">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="mt-0.5 h-4 w-4 accent-sky-400"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
