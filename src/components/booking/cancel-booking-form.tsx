"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { buttonStyles } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { isStalePage, STALE_PAGE_MESSAGE } from "@/lib/stale-page";

interface CancelBookingFormProps {
  token: string;
  cancel: (input: { token: string }) => Promise<ActionResult<{ status: string }>>;
}

/** Cancel with one confirmation step; the page re-renders in its cancelled state afterwards. */
export function CancelBookingForm({ token, cancel }: CancelBookingFormProps) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
    startTransition(async () => {
      let stale = false;
      const result = await cancel({ token }).catch((error: unknown) => {
        stale = isStalePage(error);
        return null;
      });
      if (result?.ok) router.refresh();
      else if (stale) setError(STALE_PAGE_MESSAGE);
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
