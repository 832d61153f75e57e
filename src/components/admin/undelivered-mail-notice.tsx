"use client";

import { SaveStatus } from "@/components/admin/save-status";
import { alertClass } from "@/components/ui/alert";
import { buttonStyles } from "@/components/ui/button";
import type { UndeliveredMail } from "@/lib/admin-api";
import type { TimeFormat } from "@/lib/time/format";
import { callApi, useApiQuery, useMutation } from "./api-client";
import { describeMeeting } from "./booking-display";

interface Props {
  businessTimezone: string;
  timeFormat: TimeFormat;
}

/**
 * Mails every retry failed for (ADR 0020), booking mails and enquiry notices. Shown only when there
 * are some: a visitor may be waiting for a confirmation, so staff see who, why, and can send it
 * again.
 */
export function UndeliveredMailNotice({ businessTimezone, timeFormat }: Props) {
  const { state, reload } = useApiQuery<{ mails: UndeliveredMail[] }>(
    "/api/admin/undelivered-mail",
  );
  const retry = useMutation();
  const mails = state.status === "ready" ? state.data.mails : [];

  async function sendAgain(mail: UndeliveredMail) {
    await retry.run({
      input: null,
      send: () =>
        callApi<{ outcome: "done" | "cancelled" | "failed" }>(
          `/api/admin/undelivered-mail/${mail.id}/retry`,
          { method: "POST" },
        ),
      success: ({ outcome }) =>
        outcome === "done"
          ? `${mail.label} (${mail.visitorName}) sent.`
          : outcome === "cancelled"
            ? `${mail.label} (${mail.visitorName}) is no longer needed: the booking or enquiry changed since.`
            : `${mail.label} (${mail.visitorName}) failed again; it will be retried automatically.`,
    });
    void reload();
  }

  // Nothing waiting: nothing shown — except the answer to the retry that just emptied the list.
  if (mails.length === 0)
    return retry.state.status === "idle" ? null : (
      <SaveStatus state={retry.state} savingText="Sending…" />
    );
  return (
    <section aria-labelledby="undelivered-heading" className={alertClass.warning}>
      <h2 id="undelivered-heading" className="font-semibold">
        {mails.length === 1
          ? "1 e-mail could not be sent"
          : `${mails.length} e-mails could not be sent`}
      </h2>
      <p className="mt-1 text-sm">
        Every retry failed — check the mail settings (SMTP_URL), then send them again.
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {mails.map((mail) => (
          <li key={mail.id} className="flex flex-wrap items-center justify-between gap-3">
            <div className="text-sm">
              <p className="font-medium">
                {mail.label}: {mail.visitorName} ({mail.visitorEmail})
              </p>
              <p>
                {mail.startsAt && mail.endsAt
                  ? `Meeting ${describeMeeting(mail.startsAt, mail.endsAt, businessTimezone, timeFormat)} · `
                  : "Contact-form enquiry · "}
                {mail.attempts} attempts · last error: {mail.lastError ?? "unknown"}
              </p>
            </div>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={retry.state.status === "saving"}
              onClick={() => sendAgain(mail)}
            >
              Send again
              <span className="sr-only">
                {" "}
                — {mail.label.toLowerCase()} for {mail.visitorName}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <SaveStatus state={retry.state} savingText="Sending…" />
      </div>
    </section>
  );
}
