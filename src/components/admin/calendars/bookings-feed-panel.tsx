"use client";

import { type ReactNode, useRef } from "react";
import { SaveStatus } from "@/components/admin/save-status";
import { SecretNotice } from "@/components/admin/secret-notice";
import { buttonStyles } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import type { FeedState } from "@/lib/schemas/calendars";
import { formatInstant, type TimeFormat } from "@/lib/time/format";
import { useFeedAddress } from "./use-feed-address";

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
    title: "Turn off this bookings feed?",
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

/** What a feed panel says about itself: the team's feed, or one host's. */
interface FeedCopy {
  heading: string;
  /** The heading of the notice that shows a new address once. */
  addressHeading: string;
  intro: ReactNode;
  /** The `data-testid` of the address once shown (and its notice's heading id). */
  addressId: string;
}

const TEAM_FEED: FeedCopy = {
  heading: "Bookings feed",
  addressHeading: "Your bookings feed's address",
  intro:
    "Every meeting in Google Calendar, Outlook or Apple Calendar, by subscribing to one address: for calendars that take no CalDAV writes. Cancelled meetings leave it; last month's stay. Anyone with the address can read the meetings, so keep it to the team.",
  addressId: "bookings-feed-address",
};

/** The team's bookings feed (ADR 0077), for super admins: every meeting. */
export function BookingsFeedPanel(props: {
  initial: FeedState;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  return <FeedPanel endpoint="/api/admin/calendars/feed" copy={TEAM_FEED} {...props} />;
}

/** One host's own bookings feed (ADR 0088): the meetings they hold, theirs to make and renew. */
export function HostFeedPanel({
  hostId,
  hostName,
  ...props
}: {
  hostId: string;
  hostName: string;
  initial: FeedState;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const copy: FeedCopy = {
    heading: `${hostName}'s bookings feed`,
    addressHeading: `${hostName}'s bookings feed address`,
    intro: `${hostName}'s meetings alone (a collective meeting included), by subscribing to one address: their own calendar without CalDAV. Cancelled meetings leave it; last month's stay. Anyone with the address can read these meetings, so keep it to yourself.`,
    addressId: "host-feed-address",
  };
  return (
    <FeedPanel
      endpoint={`/api/admin/hosts/${encodeURIComponent(hostId)}/feed`}
      copy={copy}
      {...props}
    />
  );
}

/**
 * A bookings feed: an address calendar programs subscribe to, shown once when made; a new one
 * replaces it (the old stops working), and the feed can be turned off.
 */
function FeedPanel({
  endpoint,
  copy,
  initial,
  timeZone,
  timeFormat,
}: {
  endpoint: string;
  copy: FeedCopy;
  initial: FeedState;
  timeZone: string;
  timeFormat: TimeFormat;
}) {
  const feed = useFeedAddress(endpoint, initial);
  const { mutation, state, address, confirming, setConfirming } = feed;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = `${copy.addressId}-panel-title`;
  const on = state.createdAt !== null;

  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{copy.intro}</p>
      {address ? (
        <div className="mt-3">
          <SecretNotice
            heading={copy.addressHeading}
            explanation="Copy it now: it is not shown again. Paste it where your calendar subscribes by address."
            secret={address}
            copyLabel="Copy address"
            testId={copy.addressId}
            onDone={() => {
              headingRef.current?.focus();
              feed.setAddress(null);
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
          <button type="button" className={buttonStyles.primary} onClick={feed.makeAddress}>
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
        onConfirm={() => void (confirming === "remove" ? feed.turnOff() : feed.makeAddress())}
        // A new address: its notice keeps the focus it took; turned off: the section's heading.
        focusAfterClose={() =>
          document.getElementById(`${copy.addressId}-heading`) ?? headingRef.current
        }
      />
    </Card>
  );
}
