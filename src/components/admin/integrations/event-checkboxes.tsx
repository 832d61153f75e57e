import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/events";

const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  label: (
    <>
      <code className="text-sky-200">{type}</code>{" "}
      <span className="text-slate-400">{WEBHOOK_EVENT_LABELS[type]}</span>
    </>
  ),
}));

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
  return (
    <CheckboxGroup
      idPrefix={idPrefix}
      legend="Events"
      name="events"
      options={EVENT_OPTIONS}
      checked={checked}
      error={error}
    />
  );
}
