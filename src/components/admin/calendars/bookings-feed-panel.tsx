"use client";

import { useRef, useState } from "react";
import { callApi, useMutation } from "@/components/admin/api-client";
import { SaveStatus } from "@/components/admin/save-status";
import { SecretNotice } from "@/components/admin/secret-notice";
import { buttonStyles } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import type { FeedState } from "@/lib/schemas/calendars";
import { formatInstant, type TimeFormat } from "@/lib/time/format";

const SUBSCRIBE_STEPS = [
  ["Google Calendar", "Other calendars, +, From URL (it reads the feed every few hours)"],
  ["Outlook", "Add calendar, Subscribe from web"],
  ["Apple Calendar", "File, New Calendar Subscription"],
] as const;

const CONFIRM = {
  renew: {
    title: "Make a new address?",
    description:
      "The current address stops working at once: every calendar subscribed to it must subscribe to the new one.",
    confirmLabel: "Make a new address",
  },
  remove: {
    title: "Turn off the bookings feed?",
    description:
      "Its address stops working at once; subscribed calendars keep what they last read until they give up on it.",
    confirmLabel: "Turn off",
  },
} as const;

function SubscribeSteps() {
  return (
    <ul className="mt-2 list-disc pl-5 text-sm text-slate-300" aria-label="How to subscribe">
      {SUBSCRIBE_STEPS.map(([program, steps]) => (
        <li key={program}>
          <span className="font-medium text-slate-100">{program}</span>: {steps}
        </li>
      ))}
    </ul>
  );
}

/**
 * The bookings feed (ADR 0077), for super admins: an address calendar programs subscribe to, shown
 * once when made; a new one replaces it (the old stops working), and the feed can be turned off.
 */
export function BookingsFeedPanel({
  initial,
  timeZone,
  timeFormat,
}: {
  initial: FeedState;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const mutation = useMutation();
  const [state, setState] = useState(initial);
  const [address, setAddress] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<"renew" | "remove" | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const on = state.createdAt !== null;

  async function makeAddress() {
    const made = await mutation.run({
      input: {},
      send: () =>
        callApi<FeedState & { url: string }>("/api/admin/calendars/feed", { method: "POST" }),
      success: () => "The feed is on. Copy its address now.",
    });
    setConfirming(null);
    if (made) {
      setState({ createdAt: made.createdAt });
      setAddress(made.url);
    }
  }

  async function turnOff() {
    const off = await mutation.run({
      input: {},
      send: () => callApi<FeedState>("/api/admin/calendars/feed", { method: "DELETE" }),
      success: () => "The feed is off: its address no longer works.",
    });
    setConfirming(null);
    if (off) {
      setState(off);
      setAddress(null);
    }
  }

  return (
    <Card as="section" aria-labelledby="bookings-feed-title">
      <h2
        id="bookings-feed-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        Bookings feed
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Every meeting in Google Calendar, Outlook or Apple Calendar, by subscribing to one address:
        for calendars that take no CalDAV writes. Cancelled meetings leave it; last month's stay.
        Anyone with the address can read the meetings, so keep it to the team.
      </p>
      {address ? (
        <div className="mt-3">
          <SecretNotice
            heading="Your bookings feed's address"
            explanation="Copy it now: it is not shown again. Paste it where your calendar subscribes by address."
            secret={address}
            copyLabel="Copy address"
            testId="bookings-feed-address"
            onDone={() => {
              headingRef.current?.focus();
              setAddress(null);
            }}
          />
        </div>
      ) : null}
      <p className="mt-3">
        {on
          ? `On since ${formatInstant(new Date(state.createdAt ?? 0), timeZone, timeFormat)}.`
          : "Off."}
      </p>
      <SubscribeSteps />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {on ? (
          <>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setConfirming("renew")}
            >
              Make a new address
            </button>
            <button
              type="button"
              className={buttonStyles.danger}
              onClick={() => setConfirming("remove")}
            >
              Turn off the feed
            </button>
          </>
        ) : (
          <button type="button" className={buttonStyles.primary} onClick={makeAddress}>
            Turn on the feed
          </button>
        )}
        <SaveStatus state={mutation.state} savingText="Saving…" />
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => setConfirming(open ? confirming : null)}
        {...(confirming === "remove" ? CONFIRM.remove : CONFIRM.renew)}
        pending={mutation.state.status === "saving"}
        onConfirm={() => void (confirming === "remove" ? turnOff() : makeAddress())}
        // A new address: its notice keeps the focus it took; turned off: the section's heading.
        focusAfterClose={() =>
          document.getElementById("bookings-feed-address-heading") ?? headingRef.current
        }
      />
    </Card>
  );
}
