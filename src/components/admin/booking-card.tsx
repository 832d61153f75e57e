"use client";

import { Fragment } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonStyles } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { linkClass } from "@/components/ui/input";
import type { AdminBooking } from "@/lib/admin-api";
import type { TimeFormat } from "@/lib/time/format";
import { describeMeeting, phoneLink, websiteHref, whatsappLink } from "./booking-display";
import { BookingGuestsEditor } from "./booking-guests-editor";
import { BookingReassignEditor, type TeamHost } from "./booking-reassign-editor";
import { BookingRescheduleEditor } from "./booking-reschedule-editor";
import { LeadSourceRow } from "./lead-source-row";
import { MeetingLinkEditor } from "./meeting-link-editor";
import { NoShowToggle } from "./no-show-toggle";
import { StaffNotesEditor, StaffNotesRow } from "./staff-notes-editor";

interface BookingCardProps {
  booking: AdminBooking;
  businessTimezone: string;
  timeFormat: TimeFormat;
  /** The team, once it has two hosts: the card names the meeting's hosts and can reassign it. */
  team: readonly TeamHost[];
  onCancel: () => void;
  onLinkSaved: () => void;
}

/** One booking of the list: who, when on both clocks, how to reach them, and what staff can do. */
export function BookingCard(props: BookingCardProps) {
  const { booking } = props;
  const name = `${booking.firstName} ${booking.lastName}`;
  const cancellable = booking.status === "confirmed" && new Date(booking.endsAt) > new Date();
  // The server refuses a link once the meeting has started (set-meeting-link.ts).
  const linkEditable = booking.status === "confirmed" && new Date(booking.startsAt) > new Date();
  // Once it has started, whether they came can be told (mark-no-show.ts).
  const noShowMarkable = booking.status !== "cancelled" && !linkEditable;
  return (
    <Card as="article" aria-label={`Booking of ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{name}</h2>
        <div className="flex flex-wrap gap-2">
          {booking.noShow ? <Badge tone="cancelled">no-show</Badge> : null}
          <Badge tone={booking.status}>{booking.status}</Badge>
        </div>
      </div>
      <BookingDetails {...props} linkEditable={linkEditable} />
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        {linkEditable ? (
          <>
            <MeetingLinkEditor
              bookingId={booking.id}
              visitorName={name}
              visitorEmail={booking.email}
              currentLink={booking.googleMeetLink}
              onSaved={props.onLinkSaved}
            />
            <BookingGuestsEditor
              bookingId={booking.id}
              visitorName={name}
              guests={booking.guests}
              onSaved={props.onLinkSaved}
            />
            <BookingRescheduleEditor
              bookingId={booking.id}
              visitorName={name}
              visitorEmail={booking.email}
              timeFormat={props.timeFormat}
              businessTimezone={props.businessTimezone}
              onSaved={props.onLinkSaved}
            />
            {props.team.length > 1 ? (
              <BookingReassignEditor
                bookingId={booking.id}
                visitorName={name}
                hosts={booking.hosts}
                team={props.team}
                onSaved={props.onLinkSaved}
              />
            ) : null}
          </>
        ) : null}
        <StaffNotesEditor
          id={booking.id}
          path={`/api/admin/bookings/${booking.id}/staff-notes`}
          notes={booking.staffNotes}
          who={name}
          onSaved={props.onLinkSaved}
        />
        {noShowMarkable ? (
          <NoShowToggle
            bookingId={booking.id}
            visitorName={name}
            noShow={booking.noShow}
            onSaved={props.onLinkSaved}
          />
        ) : null}
        {cancellable ? (
          <button
            type="button"
            className={`${buttonStyles.danger} ml-auto`}
            onClick={props.onCancel}
          >
            Cancel booking<span className="sr-only"> of {name}</span>
          </button>
        ) : null}
      </div>
    </Card>
  );
}

function BookingDetails({
  booking,
  businessTimezone,
  timeFormat,
  linkEditable,
  team,
}: BookingCardProps & { linkEditable: boolean }) {
  const isWhatsapp = booking.contactType === "whatsapp";
  const contactHref = isWhatsapp
    ? whatsappLink(booking.contactNumber)
    : phoneLink(booking.contactNumber);
  const website = websiteHref(booking.website);
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {team.length > 1 ? (
        <>
          <dt className="text-slate-400">With</dt>
          <dd>{booking.hosts.map((host) => host.name).join(", ")}</dd>
        </>
      ) : null}
      <dt className="text-slate-400">Business time ({businessTimezone})</dt>
      <dd>{describeMeeting(booking.startsAt, booking.endsAt, businessTimezone, timeFormat)}</dd>
      <dt className="text-slate-400">Visitor's time ({booking.timezone})</dt>
      <dd>{describeMeeting(booking.startsAt, booking.endsAt, booking.timezone, timeFormat)}</dd>
      <dt className="text-slate-400">E-mail</dt>
      <dd>
        <a className={linkClass} href={`mailto:${booking.email}`}>
          {booking.email}
        </a>
      </dd>
      <dt className="text-slate-400">{isWhatsapp ? "WhatsApp" : "Phone"}</dt>
      <dd>
        {contactHref ? (
          <a
            className={linkClass}
            href={contactHref}
            {...(isWhatsapp ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {booking.contactNumber}
            {isWhatsapp ? <span className="sr-only"> (opens a WhatsApp chat)</span> : null}
          </a>
        ) : (
          booking.contactNumber
        )}
      </dd>
      {booking.guests.length > 0 ? (
        <>
          <dt className="text-slate-400">Guests</dt>
          <dd className="break-all">
            {booking.guests.map((guest, i) => (
              <Fragment key={guest}>
                {i > 0 ? ", " : null}
                <a className={linkClass} href={`mailto:${guest}`}>
                  {guest}
                </a>
              </Fragment>
            ))}
          </dd>
        </>
      ) : null}
      <dt className="text-slate-400">Website</dt>
      <dd className="break-all">
        {website ? (
          <a
            className={linkClass}
            href={website}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            {booking.website}
          </a>
        ) : (
          booking.website || "—"
        )}
      </dd>
      <LeadSourceRow source={booking.source} />
      {booking.googleMeetLink || linkEditable ? (
        <>
          <dt className="text-slate-400">Meeting link</dt>
          <dd className="break-all">
            {booking.googleMeetLink ? (
              <a
                className={linkClass}
                href={booking.googleMeetLink}
                target="_blank"
                rel="noopener noreferrer"
              >
                {booking.googleMeetLink}
              </a>
            ) : (
              "None yet — the visitor was told it will follow by e-mail"
            )}
          </dd>
        </>
      ) : null}
      {booking.answers.map((answer) => (
        <Fragment key={answer.id}>
          {/* A long question wraps rather than widening the labels' column. */}
          <dt className="text-slate-400 sm:max-w-xs">{answer.question}</dt>
          <dd className="whitespace-pre-wrap break-words">{answer.answer}</dd>
        </Fragment>
      ))}
      <dt className="text-slate-400">Notes</dt>
      <dd className="whitespace-pre-wrap break-words">{booking.notes || "—"}</dd>
      <StaffNotesRow notes={booking.staffNotes} />
      {booking.cancellationReason ? (
        <>
          <dt className="text-slate-400">Reason for cancelling</dt>
          <dd className="whitespace-pre-wrap break-words">{booking.cancellationReason}</dd>
        </>
      ) : null}
    </dl>
  );
}
