"use client";

import { ErrorState } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { buttonStyles } from "@/components/ui/button";
import type { WebhookDeliveryLogEntry } from "@/lib/webhooks/admin";
import { callApi, useApiQuery, useMutation } from "../api-client";
import { EmptyState, LoadingState } from "../list-states";
import { SaveStatus } from "../save-status";

const STATUS_WORDS: Record<WebhookDeliveryLogEntry["status"], { tone: string; text: string }> = {
  delivered: { tone: "confirmed", text: "Delivered" },
  pending: { tone: "pending", text: "Waiting" },
  sending: { tone: "pending", text: "Sending" },
  failed: { tone: "cancelled", text: "Given up" },
};

/**
 * An endpoint's last 100 deliveries (event, answer, time taken, attempts, error), newest first;
 * a given-up one can be sent again. Nothing secret is in it.
 */
export function DeliveryLog({
  endpointId,
  when,
  onChanged,
}: {
  endpointId: string;
  when: (iso: string | null) => string;
  onChanged: () => void;
}) {
  const { state, reload, refresh } = useApiQuery<{ deliveries: WebhookDeliveryLogEntry[] }>(
    `/api/admin/webhooks/${endpointId}/deliveries`,
  );
  const resend = useMutation();

  async function sendAgain(delivery: WebhookDeliveryLogEntry) {
    await resend.run({
      input: null,
      send: () =>
        callApi<{ delivery: WebhookDeliveryLogEntry }>(
          `/api/admin/webhooks/${endpointId}/deliveries/${delivery.id}/retry`,
          { method: "POST" },
        ),
      success: ({ delivery: d }) =>
        d.status === "delivered"
          ? `${d.eventType} delivered`
          : `${d.eventType} queued again: ${d.error ?? "waiting for earlier events"}`,
      failure: (r) => `Not sent again: ${r.error}`,
    });
    void refresh();
    onChanged();
  }

  if (state.status === "loading") return <LoadingState label="Loading deliveries…" />;
  if (state.status === "error") return <ErrorState message={state.error} onRetry={reload} />;
  if (state.data.deliveries.length === 0) return <EmptyState>No deliveries yet</EmptyState>;
  return (
    <div className="flex flex-col gap-2">
      <SaveStatus state={resend.state} savingText="Sending…" />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Deliveries, newest first</caption>
          <thead className="text-slate-300">
            <tr>
              {["Event", "Status", "Answer", "Time", "Attempts", "Error", "Created"].map((h) => (
                <th key={h} scope="col" className="py-1 pr-3 font-medium">
                  {h}
                </th>
              ))}
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.data.deliveries.map((d) => (
              <tr key={d.id} className="border-t border-slate-800 align-top">
                <td className="py-1 pr-3 font-mono text-xs">{d.eventType}</td>
                <td className="py-1 pr-3">
                  <Badge tone={STATUS_WORDS[d.status].tone}>{STATUS_WORDS[d.status].text}</Badge>
                </td>
                <td className="py-1 pr-3">{d.lastStatusCode ?? "—"}</td>
                <td className="py-1 pr-3">{d.durationMs === null ? "—" : `${d.durationMs} ms`}</td>
                <td className="py-1 pr-3">{d.attempts}</td>
                <td className="py-1 pr-3 text-slate-300">
                  {d.error ?? "—"}
                  {d.nextAttemptAt ? ` (next try ${when(d.nextAttemptAt)})` : ""}
                </td>
                <td className="py-1 pr-3 whitespace-nowrap">{when(d.createdAt)}</td>
                <td className="py-1">
                  {d.status === "failed" ? (
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      disabled={resend.state.status === "saving"}
                      onClick={() => sendAgain(d)}
                    >
                      Send again<span className="sr-only"> {d.eventType}</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
