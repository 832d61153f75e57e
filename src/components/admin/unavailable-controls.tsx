"use client";

import { Tooltip } from "radix-ui";
import { useId } from "react";

/**
 * A control that cannot be used here, saying why: the reason shows as a tooltip and is the
 * control's accessible description. The control stays focusable (aria-disabled, not disabled), so
 * keyboard and screen-reader users reach the reason too.
 */
function WhyUnavailable({
  reason,
  children,
}: {
  reason: string;
  children: (reasonId: string) => React.ReactElement;
}) {
  const reasonId = useId();
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children(reasonId)}</Tooltip.Trigger>
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 rounded-md border border-slate-600 bg-slate-800 px-3 py-1.5 text-sm text-slate-100 shadow-lg"
          >
            {reason}
            <Tooltip.Arrow className="fill-slate-800" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

/** A button that cannot be used here, saying why (see WhyUnavailable). */
export function UnavailableButton({
  label,
  reason,
  className,
}: {
  label: string;
  reason: string;
  className: string;
}) {
  return (
    <WhyUnavailable reason={reason}>
      {(reasonId) => (
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={reasonId}
          className={`${className} cursor-not-allowed opacity-60`}
          onClick={(event) => event.preventDefault()}
        >
          {label}
        </button>
      )}
    </WhyUnavailable>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

// Keys that move focus away; every other key would open the list or change the choice.
const FOCUS_KEYS = new Set(["Tab", "Escape"]);

/**
 * A select showing a value that cannot be changed here, saying why (see WhyUnavailable). Neither
 * the mouse nor the keyboard opens it or changes its value.
 */
export function UnavailableSelect({
  id,
  value,
  options,
  reason,
  className,
}: {
  id: string;
  value: string;
  options: readonly SelectOption[];
  reason: string;
  className: string;
}) {
  return (
    <WhyUnavailable reason={reason}>
      {(reasonId) => (
        <select
          id={id}
          value={value}
          aria-disabled="true"
          aria-describedby={reasonId}
          className={`${className} cursor-not-allowed opacity-60`}
          onChange={() => {}}
          onMouseDown={(event) => event.preventDefault()}
          onKeyDown={(event) => {
            if (!FOCUS_KEYS.has(event.key)) event.preventDefault();
          }}
        >
          <SelectOptions options={options} />
        </select>
      )}
    </WhyUnavailable>
  );
}
