"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { AdminBooking, BookingPage } from "@/lib/admin-api";
import { type BookingView, bookingFilterSchema } from "@/lib/schemas/admin";
import { fieldErrors } from "@/lib/schemas/field-errors";
import type { TimeFormat } from "@/lib/time/format";
import { callApi, useApiQuery, useMutation } from "./api-client";
import { describeMeeting, phoneLink, websiteHref, whatsappLink } from "./booking-display";
import { emptyListMessage, pageWithRows, statusChoices, statusForView } from "./booking-list-view";
import { MeetingLinkEditor } from "./meeting-link-editor";
import {
  Badge,
  ConfirmDialog,
  dangerButton,
  EmptyState,
  ErrorState,
  Field,
  inputClass,
  LoadingState,
  Pagination,
  primaryButton,
  SaveStatus,
  secondaryButton,
} from "./ui";
import { UndeliveredMailNotice } from "./undelivered-mail-notice";

const FILTER_KEYS = ["q", "status", "from", "to"] as const;
const VIEWS: { view: BookingView; label: string }[] = [
  { view: "upcoming", label: "Upcoming" },
  { view: "past", label: "Past/Cancelled" },
];

/** The canonical query string of a filter (only the keys that are set). */
function queryOf(values: Record<string, string | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
  return query.toString();
}

interface Props {
  businessTimezone: string;
  timeFormat: TimeFormat;
}

/**
 * Bookings: Upcoming / Past/Cancelled, search and filters, pages, CSV export and cancel.
 * Everything that selects the list lives in the URL, so reload and back keep the place.
 */
export function BookingsPanel({ businessTimezone, timeFormat }: Props) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const view: BookingView = params.get("view") === "past" ? "past" : "upcoming";
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const page = params.get("page") ?? undefined;
  const listQuery = queryOf({ view, ...filters, page });
  const exportQuery = queryOf({ view, ...filters });
  const { state, reload, refresh } = useApiQuery<BookingPage>(`/api/admin/bookings?${listQuery}`);
  const [filterErrors, setFilterErrors] = useState<Record<string, string>>({});
  // A new view, filter or page in the URL (links, Back, Clear) drops the form's old errors.
  const [errorsQuery, setErrorsQuery] = useState(listQuery);
  if (errorsQuery !== listQuery) {
    setErrorsQuery(listQuery);
    setFilterErrors({});
  }
  const cancellation = useMutation();
  const [toCancel, setToCancel] = useState<AdminBooking | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set when a cancellation went through: its button is gone, so focus goes to the heading.
  const rowGone = useRef(false);
  const filtered = FILTER_KEYS.some((k) => filters[k]);
  const movePage = state.status === "ready" ? pageWithRows(state.data) : null;
  const movePageHref =
    movePage === null
      ? null
      : `${pathname}?${queryOf({ view, ...filters, page: movePage > 1 ? String(movePage) : undefined })}`;

  const go = (values: Record<string, string | undefined>) =>
    router.push(`${pathname}?${queryOf(values)}`, { scroll: false });

  // A page left empty (its last booking cancelled, or an old link) gives way to one with rows;
  // replace, so Back does not return to the empty page.
  useEffect(() => {
    if (movePageHref) router.replace(movePageHref, { scroll: false });
  }, [movePageHref, router]);

  async function applyFilters(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = bookingFilterSchema.safeParse({ ...form, view });
    setFilterErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (parsed.success) go({ view, q: form.q, status: form.status, from: form.from, to: form.to });
  }

  function clearFilters(event: React.MouseEvent<HTMLButtonElement>) {
    setFilterErrors({});
    event.currentTarget.form?.reset();
    go({ view });
  }

  async function confirmCancel() {
    if (!toCancel) return;
    const booking = toCancel;
    const done = await cancellation.run({
      input: null,
      send: () => callApi(`/api/admin/bookings/${booking.id}/cancel`, { method: "POST" }),
      success: () =>
        `Booking of ${booking.firstName} ${booking.lastName} cancelled. ${booking.email} has been sent a cancellation e-mail.`,
    });
    rowGone.current = done !== null;
    setToCancel(null);
    void reload();
  }

  return (
    <section aria-labelledby="bookings-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          id="bookings-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold focus:outline-none"
        >
          Bookings
        </h1>
        <a href={`/api/admin/bookings/export?${exportQuery}`} download className={secondaryButton}>
          Export CSV
        </a>
      </div>

      <UndeliveredMailNotice businessTimezone={businessTimezone} timeFormat={timeFormat} />

      <nav aria-label="Booking lists">
        <ul className="flex gap-2">
          {VIEWS.map((item) => (
            <li key={item.view}>
              <Link
                href={`${pathname}?${queryOf({
                  view: item.view,
                  ...filters,
                  status: statusForView(item.view, filters.status),
                })}`}
                aria-current={item.view === view ? "page" : undefined}
                scroll={false}
                className={`inline-block rounded-full px-4 py-1.5 text-sm font-medium ${
                  item.view === view
                    ? "bg-sky-400 text-slate-950"
                    : "border border-slate-500 text-slate-200 hover:bg-slate-800"
                }`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <search aria-label="Filter bookings">
        <form
          key={listQuery}
          onSubmit={applyFilters}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
          noValidate
        >
          <Field label="Search name or e-mail" error={filterErrors.q}>
            {(props) => (
              <input
                {...props}
                name="q"
                type="search"
                defaultValue={filters.q}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Status" error={filterErrors.status}>
            {(props) => (
              <select
                {...props}
                name="status"
                defaultValue={filters.status ?? ""}
                className={inputClass}
              >
                <option value="">Any status</option>
                {statusChoices(view, filters.status).map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="From date" error={filterErrors.from}>
            {(props) => (
              <input
                {...props}
                name="from"
                type="date"
                defaultValue={filters.from}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="To date" error={filterErrors.to}>
            {(props) => (
              <input
                {...props}
                name="to"
                type="date"
                defaultValue={filters.to}
                className={inputClass}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <button type="submit" className={primaryButton}>
              Apply
            </button>
            {filtered || Object.keys(filterErrors).length > 0 ? (
              <button type="button" className={secondaryButton} onClick={clearFilters}>
                Clear
              </button>
            ) : null}
          </div>
        </form>
      </search>

      <SaveStatus state={cancellation.state} savingText="Cancelling…" />

      {state.status === "loading" || movePageHref ? (
        <LoadingState label="Loading bookings…" />
      ) : null}
      {state.status === "error" ? <ErrorState message={state.error} onRetry={reload} /> : null}
      {state.status === "ready" && !movePageHref ? (
        state.data.rows.length === 0 ? (
          <EmptyState>
            {emptyListMessage({ view, filtered, anyBookings: state.data.anyBookings })}
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-300">
              {state.data.total} {state.data.total === 1 ? "booking" : "bookings"}
            </p>
            <ul className="flex flex-col gap-3">
              {state.data.rows.map((booking) => (
                <li key={booking.id}>
                  <BookingCard
                    booking={booking}
                    businessTimezone={businessTimezone}
                    timeFormat={timeFormat}
                    onCancel={() => {
                      cancellation.reset();
                      setToCancel(booking);
                    }}
                    onLinkSaved={refresh}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              label="Booking pages"
              page={state.data.page}
              pageCount={state.data.pageCount}
              onPage={(next) => go({ view, ...filters, page: String(next) })}
            />
          </>
        )
      ) : null}

      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open) setToCancel(null);
        }}
        title="Cancel this booking?"
        description={
          toCancel
            ? `${toCancel.firstName} ${toCancel.lastName}'s meeting on ${describeMeeting(toCancel.startsAt, toCancel.endsAt, businessTimezone, timeFormat)} will be cancelled, the slot becomes free again and ${toCancel.email} gets a cancellation e-mail.`
            : ""
        }
        confirmLabel="Cancel booking"
        focusAfterClose={() => (rowGone.current ? headingRef.current : null)}
        pending={cancellation.state.status === "saving"}
        onConfirm={confirmCancel}
      />
    </section>
  );
}

function BookingCard({
  booking,
  businessTimezone,
  timeFormat,
  onCancel,
  onLinkSaved,
}: {
  booking: AdminBooking;
  businessTimezone: string;
  timeFormat: TimeFormat;
  onCancel: () => void;
  onLinkSaved: () => void;
}) {
  const name = `${booking.firstName} ${booking.lastName}`;
  const isWhatsapp = booking.contactType === "whatsapp";
  const contactHref = isWhatsapp
    ? whatsappLink(booking.contactNumber)
    : phoneLink(booking.contactNumber);
  const website = websiteHref(booking.website);
  const cancellable = booking.status === "confirmed" && new Date(booking.endsAt) > new Date();
  // The server refuses a link once the meeting has started (set-meeting-link.ts).
  const linkEditable = booking.status === "confirmed" && new Date(booking.startsAt) > new Date();
  return (
    <article
      aria-label={`Booking of ${name}`}
      className="rounded-lg border border-slate-700 bg-slate-900/60 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{name}</h2>
        <Badge tone={booking.status}>{booking.status}</Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-400">Business time ({businessTimezone})</dt>
        <dd>{describeMeeting(booking.startsAt, booking.endsAt, businessTimezone, timeFormat)}</dd>
        <dt className="text-slate-400">Visitor's time ({booking.timezone})</dt>
        <dd>{describeMeeting(booking.startsAt, booking.endsAt, booking.timezone, timeFormat)}</dd>
        <dt className="text-slate-400">E-mail</dt>
        <dd>
          <a
            className="text-sky-300 underline-offset-4 hover:underline"
            href={`mailto:${booking.email}`}
          >
            {booking.email}
          </a>
        </dd>
        <dt className="text-slate-400">{isWhatsapp ? "WhatsApp" : "Phone"}</dt>
        <dd>
          {contactHref ? (
            <a
              className="text-sky-300 underline-offset-4 hover:underline"
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
        <dt className="text-slate-400">Website</dt>
        <dd className="break-all">
          {website ? (
            <a
              className="text-sky-300 underline-offset-4 hover:underline"
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
        {booking.googleMeetLink || linkEditable ? (
          <>
            <dt className="text-slate-400">Meeting link</dt>
            <dd className="break-all">
              {booking.googleMeetLink ? (
                <a
                  className="text-sky-300 underline-offset-4 hover:underline"
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
        <dt className="text-slate-400">Notes</dt>
        <dd className="whitespace-pre-wrap break-words">{booking.notes || "—"}</dd>
      </dl>
      {linkEditable || cancellable ? (
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          {linkEditable ? (
            <MeetingLinkEditor
              bookingId={booking.id}
              visitorName={name}
              visitorEmail={booking.email}
              currentLink={booking.googleMeetLink}
              onSaved={onLinkSaved}
            />
          ) : null}
          {cancellable ? (
            <button type="button" className={`${dangerButton} ml-auto`} onClick={onCancel}>
              Cancel booking<span className="sr-only"> of {name}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
