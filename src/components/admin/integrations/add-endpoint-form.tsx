"use client";

import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import { createWebhookSchema } from "@/lib/schemas/webhooks";
import type { CreatedWebhookEndpoint } from "@/lib/webhooks/admin";
import { WEBHOOK_FORMAT_LABELS, WEBHOOK_FORMATS } from "@/lib/webhooks/events";
import { callApi, fieldError, useMutation } from "../api-client";
import { SubmitRow } from "../save-status";
import { EventCheckboxes } from "./event-checkboxes";

/**
 * Adds an endpoint: its address, what it is sent (ADR 0073) and its events; the answer carries the
 * secret, shown once.
 */
export function AddEndpointForm({
  onCreated,
}: {
  onCreated: (created: CreatedWebhookEndpoint) => void;
}) {
  const add = useMutation();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const created = await add.run({
      schema: createWebhookSchema,
      input: {
        url: String(data.get("url") ?? ""),
        events: data.getAll("events").map(String),
        format: String(data.get("format") ?? ""),
      },
      send: (body) =>
        callApi<CreatedWebhookEndpoint>("/api/admin/webhooks", { method: "POST", body }),
      success: (c) => `Added ${c.url}`,
      failure: (r) => `Not added: ${r.error}`,
    });
    if (created) {
      form.reset();
      onCreated(created);
    }
  }

  return (
    <Card as="section" aria-labelledby="add-webhook-heading" className="flex flex-col gap-4">
      <h2 id="add-webhook-heading" className="text-xl font-bold">
        Add an endpoint
      </h2>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Add an endpoint"
        className="flex flex-col gap-4"
      >
        <Field
          label="URL"
          hint="An https:// address that answers 2xx within 10 seconds: your n8n or Zapier webhook, or a Slack incoming webhook."
          error={fieldError(add.state, "url")}
        >
          {(props) => (
            <input
              {...props}
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://example.com/webhooks/agency"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Sends"
          hint="A chat message or a Teams card says each event in words for people to read, with a link to it here."
          error={fieldError(add.state, "format")}
        >
          {(props) => (
            <select {...props} name="format" defaultValue="standard" className={inputClass}>
              {WEBHOOK_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {WEBHOOK_FORMAT_LABELS[format]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <EventCheckboxes
          idPrefix="add-webhook"
          checked={[]}
          error={fieldError(add.state, "events")}
        />
        <SubmitRow label="Add endpoint" state={add.state} savingText="Adding…" />
      </form>
    </Card>
  );
}
