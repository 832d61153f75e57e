"use client";

import { useEffect, useRef, useState } from "react";
import { Field } from "@/components/ui/field";
import { roomyInputClass } from "@/components/ui/input";
import { GUEST_MESSAGES } from "@/lib/schemas/guest-list";

/**
 * The people a visitor brings along (ADR 0062): behind *Add guests*, as most visitors come
 * alone, and open whenever it holds something or an error. Opening it moves the focus into it.
 */
export function GuestsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const [opened, setOpened] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  if (!opened && value === "" && !error)
    return (
      <button
        type="button"
        aria-expanded="false"
        onClick={() => setOpened(true)}
        className="rounded text-sm font-medium text-sky-300 underline underline-offset-4 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
      >
        Add guests
      </button>
    );
  return (
    <Field
      id="booking-guests"
      label="Guests"
      optional
      error={error}
      size="roomy"
      hint={GUEST_MESSAGES.hint}
    >
      {(control) => (
        <textarea
          {...control}
          ref={input}
          name="guests"
          rows={2}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          inputMode="email"
          className={roomyInputClass(Boolean(error))}
        />
      )}
    </Field>
  );
}
