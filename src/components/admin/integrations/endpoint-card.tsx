"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonStyles } from "@/components/ui/button";
import { updateWebhookSchema } from "@/lib/schemas/webhooks";
import type { WebhookDeliveryLogEntry, WebhookEndpointSummary } from "@/lib/webhooks/admin";
import { WEBHOOK_FORMAT_BADGES } from "@/lib/webhooks/events";
import { callApi, fieldError, useMutation } from "../api-client";
import { SaveStatus, SubmitRow } from "../save-status";
import { DeliveryLog } from "./delivery-log";
import { EventCheckboxes } from "./event-checkboxes";

/** One endpoint: on/off, send a test, change its events, rotate, delete, its delivery log. */
export function EndpointCard({
  endpoint,
  when,
  onRotate,
  onDelete,
  onChanged,
}: {
  endpoint: WebhookEndpointSummary;
  when: (iso: string | null) => string;
  onRotate: () => void;
  onDelete: () => void;
  onChanged: () => void;
}) {
  const action = useMutation();
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [logVersion, setLogVersion] = useState(0);
  const path = `/api/admin/webhooks/${endpoint.id}`;
  const busy = action.state.status === "saving";

  async function toggle() {
    const enabled = !endpoint.enabled;
    const done = await action.run({
      schema: updateWebhookSchema,
      input: { id: endpoint.id, enabled },
      send: ({ id: _id, ...body }) => callApi(path, { method: "PATCH", body }),
      success: () => (enabled ? "Turned on" : "Turned off: nothing is sent until it is on again"),
    });
    if (done) onChanged();
  }

  async function sendTest() {
    await action.run({
      input: null,
      send: () =>
        callApi<{ delivery: WebhookDeliveryLogEntry }>(`${path}/test`, { method: "POST" }),
      success: ({ delivery }) =>
        delivery.status === "delivered"
          ? `Test event delivered (HTTP ${delivery.lastStatusCode}, ${delivery.durationMs} ms)`
          : `Test event not delivered yet: ${delivery.error ?? "waiting for earlier events"}`,
      failure: (r) => `Test not sent: ${r.error}`,
    });
    setLogVersion((v) => v + 1);
    onChanged();
  }

  const name = <span className="sr-only"> {endpoint.url}</span>;
  return (
    <article aria-label={endpoint.url} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <EndpointHeading endpoint={endpoint} />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={toggle}>
            {endpoint.enabled ? "Turn off" : "Turn on"}
            {name}
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy || !endpoint.enabled}
            onClick={sendTest}
          >
            Send test{name}
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            aria-expanded={editing}
            onClick={() => setEditing((e) => !e)}
          >
            Change events{name}
          </button>
          {/* A chat service does not check signatures: nothing to rotate. */}
          {endpoint.format === "standard" ? (
            <button type="button" className={buttonStyles.secondary} onClick={onRotate}>
              Rotate secret{name}
            </button>
          ) : null}
          <button type="button" className={buttonStyles.danger} onClick={onDelete}>
            Delete{name}
          </button>
        </div>
      </div>
      <SaveStatus state={action.state} savingText="Working…" />
      {editing ? (
        <EventsEditor
          endpoint={endpoint}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      ) : null}
      <button
        type="button"
        className={`${buttonStyles.secondary} self-start`}
        aria-expanded={showLog}
        onClick={() => setShowLog((s) => !s)}
      >
        {showLog ? "Hide delivery log" : "Show delivery log"}
        {name}
      </button>
      {showLog ? (
        <DeliveryLog key={logVersion} endpointId={endpoint.id} when={when} onChanged={onChanged} />
      ) : null}
    </article>
  );
}

function EndpointHeading({ endpoint }: { endpoint: WebhookEndpointSummary }) {
  return (
    <div className="min-w-0">
      <h3 className="font-mono text-base font-semibold break-all">{endpoint.url}</h3>
      <p className="mt-1 flex flex-wrap gap-2 text-sm text-slate-300">
        <Badge tone={endpoint.enabled ? "active" : "inactive"}>
          {endpoint.enabled ? "On" : "Off"}
        </Badge>
        {endpoint.format === "standard" ? null : (
          <Badge tone="pending">{WEBHOOK_FORMAT_BADGES[endpoint.format]}</Badge>
        )}
        {endpoint.events.join(", ")}
      </p>
      {endpoint.failedCount > 0 ? (
        <p className="mt-1 text-sm text-amber-200">
          {endpoint.failedCount} {endpoint.failedCount === 1 ? "delivery" : "deliveries"} given up:
          open the delivery log to send again.
        </p>
      ) : null}
    </div>
  );
}

/** Changes which events the endpoint receives. */
function EventsEditor({
  endpoint,
  onSaved,
}: {
  endpoint: WebhookEndpointSummary;
  onSaved: () => void;
}) {
  const events = useMutation();
  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll("events").map(String);
    const done = await events.run({
      schema: updateWebhookSchema,
      input: { id: endpoint.id, events: chosen },
      send: ({ id, ...body }) => callApi(`/api/admin/webhooks/${id}`, { method: "PATCH", body }),
      success: () => "Events saved",
    });
    if (done) onSaved();
  }
  return (
    <form onSubmit={save} aria-label={`Events of ${endpoint.url}`} noValidate>
      <EventCheckboxes
        idPrefix={`events-${endpoint.id}`}
        checked={endpoint.events}
        error={fieldError(events.state, "events")}
      />
      <div className="mt-3">
        <SubmitRow label="Save events" state={events.state} />
      </div>
    </form>
  );
}
