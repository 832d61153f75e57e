"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { buttonStyles } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { roomyInputClass } from "@/components/ui/input";
import type { ActionResult } from "@/lib/action-result";
import { CANCELLATION_REASON_MAX_LENGTH } from "@/lib/schemas/booking-messages";
import { isStalePage, STALE_PAGE_MESSAGE } from "@/lib/stale-page";

interface CancelBookingFormProps {
  token: string;
  cancel: (input: { token: string; reason: string }) => Promise<ActionResult<{ status: string }>>;
}

/** Cancel with one confirmation step; the page re-renders in its cancelled state afterwards. */
export function CancelBookingForm({ token, cancel }: CancelBookingFormProps) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // Each step replaces the button that was pressed: focus goes to the question when it opens and
  // back to "Cancel this meeting" on "Keep it", never to the page itself.
  useEffect(() => {
    if (!moved.current) return;
    (confirming ? question.current : opener.current)?.focus();
  }, [confirming]);

  function step(next: boolean) {
    moved.current = true;
    setConfirming(next);
  }

  function confirm() {
    // aria-disabled, not disabled, while pending: a disabled button would drop the focus.
    if (pending) return;
    setError(null);
    setReasonError(undefined);
    startTransition(async () => {
      let stale = false;
      const result = await cancel({ token, reason }).catch((error: unknown) => {
        stale = isStalePage(error);
        return null;
      });
      if (result?.ok) router.refresh();
      else if (stale) setError(STALE_PAGE_MESSAGE);
      else if (result?.fields?.reason) setReasonError(result.fields.reason);
      else setError(result?.error ?? "The meeting could not be cancelled. Please try again.");
    });
  }

  if (!confirming)
    return (
      <button
        ref={opener}
        type="button"
        onClick={() => step(true)}
        className={buttonStyles.pillSecondary}
      >
        Cancel this meeting
      </button>
    );

  return (
    <div className="rounded-xl border border-red-400/30 bg-red-500/10 p-4">
      <p ref={question} tabIndex={-1} className="font-medium text-red-100 focus:outline-none">
        Cancel this meeting? This cannot be undone.
      </p>
      <div className="mt-4">
        <Field
          label="Reason for cancelling"
          optional
          size="roomy"
          error={reasonError}
          hint={`${reason.length} / ${CANCELLATION_REASON_MAX_LENGTH} characters`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={CANCELLATION_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
              placeholder="Anything we should know? Only our team reads it."
              className={roomyInputClass(Boolean(reasonError))}
            />
          )}
        </Field>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-200">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={confirm}
          aria-disabled={pending}
          className="inline-flex items-center justify-center rounded-full bg-red-400 px-5 py-2 font-semibold text-slate-950 transition hover:bg-red-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-300 aria-disabled:opacity-60"
        >
          {pending ? "Cancelling…" : "Yes, cancel the meeting"}
        </button>
        <button
          type="button"
          onClick={() => {
            if (!pending) step(false);
          }}
          aria-disabled={pending}
          className={buttonStyles.pillSecondary}
        >
          Keep it
        </button>
      </div>
    </div>
  );
}
