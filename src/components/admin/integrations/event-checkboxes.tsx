import { labelClass } from "@/components/ui/field";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/events";

/** The events an endpoint receives, as a fieldset of checkboxes named `events`. */
export function EventCheckboxes({
  idPrefix,
  checked,
  error,
}: {
  idPrefix: string;
  checked: readonly string[];
  error?: string;
}) {
  const errorId = `${idPrefix}-events-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>Events</legend>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <label key={type} className="flex items-start gap-2 text-sm text-slate-200">
          <input
            type="checkbox"
            name="events"
            value={type}
            defaultChecked={checked.includes(type)}
            className="mt-1 h-4 w-4 accent-sky-400"
          />
          <span>
            <code className="text-sky-200">{type}</code>{" "}
            <span className="text-slate-400">{WEBHOOK_EVENT_LABELS[type]}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
