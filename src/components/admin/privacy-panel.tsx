"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { buttonStyles } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import { type ErasureSummary, type PersonData, personSchema } from "@/lib/schemas/privacy";
import { formatInstant, type TimeFormat } from "@/lib/time/format";
import { callApi, fieldError, useMutation } from "./api-client";
import { counted } from "./counted";
import { SaveStatus, SubmitRow } from "./save-status";

const lookUp = (email: string) =>
  callApi<PersonData>(`/api/admin/privacy?email=${encodeURIComponent(email)}`);

/** "3 bookings, 1 guest place, 1 enquiry": what an erasure changed. */
function erasureInWords(summary: ErasureSummary): string {
  return [
    counted(summary.bookings, "booking", "bookings"),
    counted(summary.guestOf, "guest place", "guest places"),
    counted(summary.enquiries, "enquiry", "enquiries"),
    counted(summary.auditEntries, "audit entry", "audit entries"),
    counted(summary.webhookDeliveries, "webhook delivery", "webhook deliveries"),
  ].join(", ");
}

/**
 * A person's data (ADR 0074): find what the site holds about an address, then erase it — after
 * a confirmation, and only once no meeting of theirs is still to come.
 */
export function PrivacyPanel({ zone, timeFormat }: { zone: string; timeFormat: TimeFormat }) {
  const find = useMutation();
  const erase = useMutation();
  const [found, setFound] = useState<PersonData | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    erase.reset();
    setFound(null);
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    const data = await find.run({
      schema: personSchema,
      input: { email },
      send: (person) => lookUp(person.email),
      success: (person) => `Looked up ${person.email}.`,
    });
    setFound(data);
  }

  async function eraseFound() {
    if (!found) return;
    const summary = await erase.run({
      input: { email: found.email },
      send: (person) =>
        callApi<ErasureSummary>("/api/admin/privacy/erase", { method: "POST", body: person }),
      success: (summary) => `Erased ${found.email}: ${erasureInWords(summary)}.`,
    });
    setConfirming(false);
    if (summary) {
      setFound(null);
      find.reset();
      if (fieldRef.current) fieldRef.current.value = "";
      return;
    }
    // Refused (a meeting booked meanwhile): show what is held now, beside the reason. The Erase
    // button the focus went back to is then gone: the field takes it.
    const now = await lookUp(found.email);
    if (!now.ok) return;
    setFound(now.data);
    if (now.data.upcoming.length > 0) fieldRef.current?.focus();
  }

  return (
    <Card as="section" aria-labelledby="privacy-find-title">
      <h2 id="privacy-find-title" className="text-lg font-semibold">
        Find a person's data
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        When someone asks what we hold about them, or asks us to erase it: their bookings, the
        bookings they are a guest on, and their enquiries, by the address they gave.
      </p>
      <form
        onSubmit={submit}
        aria-label="Find a person's data"
        noValidate
        className="mt-3 flex flex-col gap-3"
      >
        <Field label="E-mail address" error={fieldError(find.state, "email")}>
          {(props) => (
            <input
              {...props}
              ref={fieldRef}
              name="email"
              type="email"
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
        <SubmitRow label="Find" state={find.state} savingText="Looking…" />
      </form>
      {found ? (
        <HeldData
          found={found}
          zone={zone}
          timeFormat={timeFormat}
          onErase={() => setConfirming(true)}
        />
      ) : null}
      <div className="mt-3">
        <SaveStatus state={erase.state} savingText="Erasing…" />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Erase ${found?.email ?? ""}?`}
        description="Their name, address, phone, notes, answers and enquiries go for good, here and in the audit trail and the webhook log. The meetings stay counted, without them. This cannot be undone."
        confirmLabel="Erase for good"
        pending={erase.state.status === "saving"}
        onConfirm={() => void eraseFound()}
        // Erased, the button that opened it is gone: the field takes the focus for the next one.
        focusAfterClose={() => (found ? null : fieldRef.current)}
      />
    </Card>
  );
}

/** What was found, and the way to erase it (or why not yet). */
function HeldData({
  found,
  zone,
  timeFormat,
  onErase,
}: {
  found: PersonData;
  zone: string;
  timeFormat: TimeFormat;
  onErase: () => void;
}) {
  const nothing = found.bookings + found.guestOf + found.enquiries === 0;
  return (
    <section
      aria-label={`Held about ${found.email}`}
      className="mt-4 rounded-md border border-slate-700 p-4"
    >
      <h3 className="font-semibold">Held about {found.email}</h3>
      {nothing ? (
        <p className="mt-2 text-slate-300">Nothing is held about this address.</p>
      ) : (
        <ul className="mt-2 list-disc pl-5 text-slate-200">
          <li>{counted(found.bookings, "booking they made", "bookings they made")}</li>
          <li>{counted(found.guestOf, "booking as a guest", "bookings as a guest")}</li>
          <li>{counted(found.enquiries, "enquiry", "enquiries")}</li>
        </ul>
      )}
      {found.upcoming.length > 0 ? (
        <div className="mt-3 text-amber-100">
          <p>
            Still to come:{" "}
            {found.upcoming.map((iso) => formatInstant(new Date(iso), zone, timeFormat)).join("; ")}
            . Cancel {found.upcoming.length === 1 ? "it" : "them"} on the{" "}
            <Link
              href={`/admin/bookings?q=${encodeURIComponent(found.email)}`}
              className="underline"
            >
              Bookings tab
            </Link>{" "}
            first (they are told), then erase.
          </p>
        </div>
      ) : null}
      {nothing ? null : (
        <div className="mt-3 flex flex-wrap gap-3">
          <a
            href={`/api/admin/privacy/export?email=${encodeURIComponent(found.email)}`}
            download
            className={buttonStyles.secondary}
          >
            Download it as a file
          </a>
          {found.upcoming.length > 0 ? null : (
            <button type="button" onClick={onErase} className={buttonStyles.danger}>
              Erase all of it
            </button>
          )}
        </div>
      )}
    </section>
  );
}
