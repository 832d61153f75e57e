"use client";

import { useRef, useState } from "react";
import { ErrorState } from "@/components/ui/alert";
import { cardClass } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { formatInstant, type TimeFormat } from "@/lib/time/format";
import type { CreatedWebhookEndpoint, WebhookEndpointSummary } from "@/lib/webhooks/admin";
import { callApi, useApiQuery, useMutation } from "../api-client";
import { EmptyState, LoadingState } from "../list-states";
import { SaveStatus } from "../save-status";
import { SecretNotice } from "../secret-notice";
import { AddEndpointForm } from "./add-endpoint-form";
import { EndpointCard } from "./endpoint-card";

type Props = { businessTimezone: string; timeFormat: TimeFormat };
type Asked = { kind: "delete" | "rotate"; endpoint: WebhookEndpointSummary } | null;

/**
 * The Integrations tab (issue 16): webhook endpoints that receive signed booking and enquiry
 * events. Add one (its secret is shown once), send a test, turn it off, change its events,
 * rotate its secret, delete it, and read its delivery log.
 */
export function IntegrationsPanel({ businessTimezone, timeFormat }: Props) {
  const { state, reload, refresh } = useApiQuery<{ webhooks: WebhookEndpointSummary[] }>(
    "/api/admin/webhooks",
  );
  const action = useMutation();
  const [secret, setSecret] = useState<CreatedWebhookEndpoint | null>(null);
  const [asked, setAsked] = useState<Asked>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const when = (iso: string | null) =>
    iso ? formatInstant(new Date(iso), businessTimezone, timeFormat) : "never";

  async function confirm() {
    if (!asked) return;
    const { kind, endpoint } = asked;
    const path = `/api/admin/webhooks/${endpoint.id}`;
    const done = await action.run({
      input: null,
      send: () =>
        kind === "delete"
          ? callApi<{ id: string }>(path, { method: "DELETE" })
          : callApi<CreatedWebhookEndpoint>(`${path}/rotate-secret`, { method: "POST" }),
      success: () => (kind === "delete" ? `Deleted ${endpoint.url}` : "New secret made"),
      failure: (r) => `${kind === "delete" ? "Not deleted" : "Not rotated"}: ${r.error}`,
    });
    setAsked(null);
    if (done && kind === "rotate") setSecret(done as CreatedWebhookEndpoint);
    if (done) void refresh();
  }

  return (
    <div className="flex flex-col gap-8">
      {secret ? (
        <SecretNotice
          heading={`Signing secret for ${secret.url}`}
          explanation="Copy it now: it is not shown again. Your receiver verifies each event with it."
          secret={secret.secret}
          copyLabel="Copy secret"
          testId="webhook-secret"
          onDone={() => {
            // The notice goes away: the focus goes to the list, never to the page's start.
            headingRef.current?.focus();
            setSecret(null);
          }}
        />
      ) : null}
      <AddEndpointForm
        onCreated={(created) => {
          // A chat service does not check signatures: its secret is of no use to anyone.
          if (created.format === "standard") setSecret(created);
          void refresh();
        }}
      />
      <section aria-labelledby="webhooks-heading" className="flex flex-col gap-4">
        <h2 id="webhooks-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
          Endpoints
        </h2>
        <SaveStatus state={action.state} savingText="Working…" />
        {state.status === "loading" ? <LoadingState label="Loading endpoints…" /> : null}
        {state.status === "error" ? <ErrorState message={state.error} onRetry={reload} /> : null}
        {state.status === "ready" && state.data.webhooks.length === 0 ? (
          <EmptyState>No endpoints yet</EmptyState>
        ) : null}
        {state.status === "ready" && state.data.webhooks.length > 0 ? (
          <ul aria-label="Webhook endpoints" className="flex flex-col gap-4">
            {state.data.webhooks.map((endpoint) => (
              <li key={endpoint.id} className={cardClass}>
                <EndpointCard
                  endpoint={endpoint}
                  when={when}
                  onRotate={() => setAsked({ kind: "rotate", endpoint })}
                  onDelete={() => setAsked({ kind: "delete", endpoint })}
                  onChanged={() => void refresh()}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={asked?.kind === "rotate" ? "Rotate the signing secret?" : "Delete endpoint?"}
        description={
          asked?.kind === "rotate"
            ? `The current secret of ${asked.endpoint.url} stops working at once: update the receiver with the new one.`
            : `Delete ${asked?.endpoint.url ?? ""}? Nothing more is sent to it and its delivery log goes too.`
        }
        confirmLabel={asked?.kind === "rotate" ? "Rotate secret" : "Delete"}
        pending={action.state.status === "saving"}
        onConfirm={confirm}
        focusAfterClose={() => headingRef.current}
      />
    </div>
  );
}
