"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { buttonStyles } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { roomyInputClass } from "@/components/ui/input";
import type { ActionResult } from "@/lib/action-result";
import {
  describeGuestsChange,
  GUEST_MESSAGES,
  type GuestsChange,
  guestListOf,
} from "@/lib/schemas/guest-list";
import { guestsChangeSchema } from "@/lib/schemas/manage";
import { isStalePage, STALE_PAGE_MESSAGE } from "@/lib/stale-page";

interface ChangeGuestsFormProps {
  token: string;
  guests: string[];
  /** Why they cannot change online any more (the change limit), naming the staff contact. */
  refusal: string | null;
  change: (input: { token: string; guests: string[] }) => Promise<ActionResult<GuestsChange>>;
}

/**
 * The visitor adds or takes off guests from the manage page (ADR 0064): the whole list in one
 * field, as on /book. Those added get the invitation, those taken off are told; the page then
 * shows the list as it stands.
 */
export function ChangeGuestsForm({ token, guests, refusal, change }: ChangeGuestsFormProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const opener = useRef<HTMLButtonElement>(null);
  const refused = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  // Closing removes the focused form: the focus goes back to the button that opened it — or, when
  // that save used the last change the link allows, to the sentence that replaces the button.
  useEffect(() => {
    if (moved.current && !open) (refusal ? refused.current : opener.current)?.focus();
  }, [open, refusal]);

  function show() {
    moved.current = true;
    setText(guests.join("\n"));
    setError(undefined);
    setSaved(null);
    setOpen(true);
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = guestsChangeSchema.safeParse({ guests: guestListOf(text) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    startTransition(async () => {
      let stale = false;
      const result = await change({ token, guests: parsed.data.guests }).catch((e: unknown) => {
        stale = isStalePage(e);
        return null;
      });
      if (result?.ok) {
        setSaved(describeGuestsChange(result.data));
        setOpen(false);
        router.refresh();
      } else
        setError(
          stale
            ? STALE_PAGE_MESSAGE
            : (result?.fields?.guests ?? result?.error ?? "The guests could not be saved."),
        );
    });
  }

  if (!open)
    return (
      <div className="flex flex-col items-start gap-3">
        {refusal ? (
          <p ref={refused} tabIndex={-1} className="text-sm text-amber-100 focus:outline-none">
            {refusal}
          </p>
        ) : (
          <button ref={opener} type="button" onClick={show} className={buttonStyles.pillSecondary}>
            {guests.length > 0 ? "Change guests" : "Add guests"}
          </button>
        )}
        {saved ? (
          <p role="status" className="text-sm text-emerald-100">
            {saved}
          </p>
        ) : null}
      </div>
    );

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <Field label="Guests" optional size="roomy" error={error} hint={GUEST_MESSAGES.hint}>
        {(control) => (
          <textarea
            {...control}
            name="guests"
            rows={3}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            // biome-ignore lint/a11y/noAutofocus: the field the visitor just asked for
            autoFocus
            autoComplete="off"
            spellCheck={false}
            inputMode="email"
            className={roomyInputClass(Boolean(error))}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <button type="submit" aria-disabled={pending} className={buttonStyles.pill}>
          {pending ? "Saving…" : "Save guests"}
        </button>
        <button
          type="button"
          onClick={() => {
            if (!pending) setOpen(false);
          }}
          className={buttonStyles.pillSecondary}
        >
          Keep them as they are
        </button>
      </div>
    </form>
  );
}
