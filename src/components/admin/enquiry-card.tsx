"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonStyles } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { linkClass } from "@/components/ui/input";
import type { AdminEnquiry } from "@/lib/admin-api";
import { formatInstant, type TimeFormat } from "@/lib/time/format";
import { bookForEnquiryHref, offerMeetingMailto, replyMailto } from "./enquiry-list-query";
import { LeadSourceRow } from "./lead-source-row";
import { StaffNotesEditor, StaffNotesRow } from "./staff-notes-editor";

interface EnquiryCardProps {
  enquiry: AdminEnquiry;
  businessTimezone: string;
  timeFormat: TimeFormat;
  /** The site's public address, for the booking link a reply can offer. */
  siteUrl: string;
  pending: boolean;
  onMark: (handled: boolean) => void;
  /** Asks the list again once staff's notes are saved. */
  onNotesSaved: () => void;
}

/** One enquiry: who, when, the message, staff's notes, a reply link and the handled mark. */
export function EnquiryCard({
  enquiry,
  businessTimezone,
  timeFormat,
  siteUrl,
  pending,
  onMark,
  onNotesSaved,
}: EnquiryCardProps) {
  const handled = enquiry.handledAt !== null;
  const received = formatInstant(new Date(enquiry.createdAt), businessTimezone, timeFormat);
  return (
    <Card as="article" aria-label={`Enquiry from ${enquiry.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{enquiry.name}</h2>
          {enquiry.company ? <p className="text-sm text-slate-300">{enquiry.company}</p> : null}
        </div>
        <Badge tone={handled ? "completed" : "pending"}>
          {handled ? "Handled" : "Not handled"}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-400">E-mail</dt>
        <dd className="break-all">{enquiry.email}</dd>
        <dt className="text-slate-400">Received</dt>
        <dd>
          <time dateTime={enquiry.createdAt}>{received}</time>
        </dd>
        <LeadSourceRow source={enquiry.source} />
        <StaffNotesRow notes={enquiry.staffNotes} />
      </dl>
      <p className="mt-3 whitespace-pre-wrap break-words rounded-md bg-slate-950/50 p-3 text-sm">
        {enquiry.message}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={replyMailto(enquiry)} className={linkClass}>
          Reply by e-mail<span className="sr-only"> to {enquiry.name}</span>
        </a>
        <a href={offerMeetingMailto(enquiry, siteUrl)} className={linkClass}>
          Offer a meeting<span className="sr-only"> to {enquiry.name}</span>
        </a>
        <Link href={bookForEnquiryHref(enquiry)} className={linkClass}>
          Book a meeting<span className="sr-only"> for {enquiry.name}</span>
        </Link>
        <StaffNotesEditor
          id={enquiry.id}
          path={`/api/admin/enquiries/${enquiry.id}/staff-notes`}
          notes={enquiry.staffNotes}
          who={enquiry.name}
          onSaved={onNotesSaved}
        />
        <button
          type="button"
          className={`${buttonStyles.secondary} ml-auto`}
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onMark(!handled);
          }}
        >
          {handled ? "Mark not handled" : "Mark handled"}
          <span className="sr-only"> (enquiry from {enquiry.name})</span>
        </button>
      </div>
    </Card>
  );
}
