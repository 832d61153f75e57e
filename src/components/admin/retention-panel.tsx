"use client";

import { useRef, useState } from "react";
import { buttonStyles } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import {
  type RetentionDue,
  type RetentionState,
  type RetentionSummary,
  retentionSchema,
} from "@/lib/schemas/privacy";
import { callApi, fieldError, useMutation } from "./api-client";
import { counted } from "./counted";
import { SaveStatus, SubmitRow } from "./save-status";

const dueInWords = (due: RetentionDue) =>
  `${counted(due.bookings, "booking", "bookings")} and ${counted(due.enquiries, "enquiry", "enquiries")}`;

/** The field's text as the schema reads it: empty keeps everything, anything else a number. */
const monthsOf = (text: string) => (text.trim() === "" ? null : Number(text));

/**
 * The retention period (ADR 0075): how many months people's details are kept after their meeting
 * or enquiry, what is past it now, and erasing that now rather than at the daily run.
 */
export function RetentionPanel({ initial }: { initial: RetentionState }) {
  const save = useMutation();
  const apply = useMutation();
  const [state, setState] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply.reset();
    const text = String(new FormData(event.currentTarget).get("months") ?? "");
    const saved = await save.run({
      schema: retentionSchema,
      input: { months: monthsOf(text) },
      send: (input) =>
        callApi<RetentionState>("/api/admin/privacy/retention", { method: "PUT", body: input }),
      success: (saved) =>
        saved.months === null
          ? "Saved: people's details are kept."
          : `Saved: details are erased ${counted(saved.months, "month", "months")} after the meeting or enquiry.`,
    });
    if (saved) setState(saved);
  }

  async function applyNow() {
    save.reset();
    const summary = await apply.run({
      input: {},
      send: () =>
        callApi<RetentionSummary>("/api/admin/privacy/retention/apply", { method: "POST" }),
      success: (summary) =>
        `Erased ${dueInWords(summary)}, ${counted(summary.auditEntries, "audit entry", "audit entries")}, ${counted(summary.webhookDeliveries, "webhook delivery", "webhook deliveries")}.`,
    });
    setConfirming(false);
    if (summary) setState({ ...state, due: { bookings: 0, enquiries: 0 } });
  }

  const anythingDue = state.due.bookings + state.due.enquiries > 0;
  return (
    <Card as="section" aria-labelledby="privacy-retention-title">
      <h2 id="privacy-retention-title" className="text-lg font-semibold">
        Keep people's details
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Erase each booking's and enquiry's personal details a set time after the meeting (or the
        enquiry), every day, as an erasure request would. The meetings stay counted in Insights.
        Leave it empty to keep everything.
      </p>
      <form onSubmit={submit} aria-label="Keep people's details" noValidate className="mt-3">
        <Field
          label="Months to keep them"
          hint="From 1 to 120 months after the meeting or enquiry"
          error={fieldError(save.state, "months")}
        >
          {(props) => (
            <input
              {...props}
              ref={fieldRef}
              name="months"
              inputMode="numeric"
              defaultValue={initial.months ?? ""}
              className={`${inputClass} max-w-32`}
            />
          )}
        </Field>
        <div className="mt-3">
          <SubmitRow label="Save" state={save.state} />
        </div>
      </form>
      {state.months === null ? null : (
        <div className="mt-4 rounded-md border border-slate-700 p-4">
          <p>
            {anythingDue
              ? `Past ${counted(state.months, "month", "months")} now: ${dueInWords(state.due)}. The daily run erases them.`
              : `Nothing is past ${counted(state.months, "month", "months")} now.`}
          </p>
          {anythingDue ? (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={`${buttonStyles.danger} mt-3`}
            >
              Erase them now
            </button>
          ) : null}
        </div>
      )}
      <div className="mt-3">
        <SaveStatus state={apply.state} savingText="Erasing…" />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Erase ${dueInWords(state.due)}?`}
        description="Their names, addresses, phones, notes, answers and messages go for good, here and in the audit trail; the webhook log's older deliveries are deleted. The meetings stay counted, without them. This cannot be undone."
        confirmLabel="Erase for good"
        pending={apply.state.status === "saving"}
        onConfirm={() => void applyNow()}
        // Erased, the button that opened it is gone: the field takes the focus.
        focusAfterClose={() => (anythingDue ? null : fieldRef.current)}
      />
    </Card>
  );
}
