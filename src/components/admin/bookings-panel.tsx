"use client";

import { usePathname, useRouter } from "next/navigation";
import { ErrorState } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { BookingPage } from "@/lib/admin-api";
import { CANCELLATION_REASON_MAX_LENGTH } from "@/lib/schemas/booking-messages";
import type { TimeFormat } from "@/lib/time/format";
import { fieldError } from "./api-client";
import { BookingCard } from "./booking-card";
import { describeMeeting } from "./booking-display";
import { BookingFilters } from "./booking-filters";
import type { BookingListSelection } from "./booking-list-query";
import { emptyListMessage } from "./booking-list-view";
import type { TeamHost } from "./booking-reassign-editor";
import { BookingViewTabs } from "./booking-view-tabs";
import type { NewBookingPrefill } from "./enquiry-list-query";
import { ListPanelHeading } from "./list-filter-form";
import { EmptyState, LoadingState } from "./list-states";
import { type BookableType, NewBookingEditor } from "./new-booking-editor";
import { Pagination } from "./pagination";
import { SaveStatus } from "./save-status";
import { UndeliveredMailNotice } from "./undelivered-mail-notice";
import { useBookingsPanel } from "./use-bookings-panel";

interface Props {
  businessTimezone: string;
  /** New booking's suggestions for the person's zone. */
  timeZones: readonly string[];
  timeFormat: TimeFormat;
  meetingTypes: readonly BookableType[];
  /** Every host, for the host filter and the cards' *With* and *Reassign* (from two hosts on). */
  team: readonly TeamHost[];
  /** From an enquiry's *Book a meeting*: New booking opens filled in. */
  prefill?: NewBookingPrefill | null;
}

/**
 * Bookings: Upcoming / Past/Cancelled, search and filters, pages, CSV export and cancel.
 * Everything that selects the list lives in the URL, so reload and back keep the place.
 */
export function BookingsPanel({
  businessTimezone,
  timeZones,
  timeFormat,
  meetingTypes,
  team,
  prefill,
}: Props) {
  const pathname = usePathname() ?? ""; // typed nullable for Pages Router pages (ADR 0082)
  const router = useRouter();
  const panel = useBookingsPanel();
  const { selection, list, toCancel } = panel;

  return (
    <section aria-labelledby="bookings-heading" className="flex flex-col gap-4">
      <ListPanelHeading
        id="bookings-heading"
        title="Bookings"
        headingRef={panel.headingRef}
        exportHref={`/api/admin/bookings/export?${selection.exportQuery}`}
      />
      <UndeliveredMailNotice businessTimezone={businessTimezone} timeFormat={timeFormat} />
      <NewBookingEditor
        meetingTypes={meetingTypes}
        businessTimezone={businessTimezone}
        timeZones={timeZones}
        timeFormat={timeFormat}
        onSaved={list.refresh}
        prefill={prefill ?? null}
        // Used once: a reload or Back after booking must not open it filled in again.
        onPrefillUsed={() =>
          router.replace(`${pathname}${selection.listQuery ? `?${selection.listQuery}` : ""}`, {
            scroll: false,
          })
        }
      />
      <BookingViewTabs pathname={pathname} selection={selection} />
      <BookingFilters
        selection={selection}
        meetingTypes={meetingTypes}
        team={team}
        errors={panel.filterErrors}
        onApply={panel.applyFilters}
        onClear={panel.clearFilters}
      />
      <SaveStatus state={panel.cancellation.state} savingText="Cancelling…" />
      {list.state.status === "loading" || panel.movePageHref ? (
        <LoadingState label="Loading bookings…" />
      ) : null}
      {list.state.status === "error" ? (
        <ErrorState message={list.state.error} onRetry={list.reload} />
      ) : null}
      {list.state.status === "ready" && !panel.movePageHref ? (
        <BookingList
          data={list.state.data}
          selection={selection}
          renderCard={(booking) => (
            <BookingCard
              booking={booking}
              businessTimezone={businessTimezone}
              timeFormat={timeFormat}
              team={team}
              onCancel={() => panel.askCancel(booking)}
              onLinkSaved={list.refresh}
            />
          )}
          onPage={panel.goToPage}
        />
      ) : null}
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open) panel.closeCancel();
        }}
        title="Cancel this booking?"
        description={
          toCancel
            ? `${toCancel.firstName} ${toCancel.lastName}'s meeting on ${describeMeeting(toCancel.startsAt, toCancel.endsAt, businessTimezone, timeFormat)} will be cancelled, the slot becomes free again and ${toCancel.email} gets a cancellation e-mail.`
            : ""
        }
        confirmLabel="Cancel booking"
        focusAfterClose={panel.focusAfterCancel}
        pending={panel.cancellation.state.status === "saving"}
        onConfirm={panel.confirmCancel}
      >
        {toCancel ? (
          <div className="mt-4">
            <Field
              label="Reason for cancelling"
              optional
              hint={`Sent to ${toCancel.email} in the cancellation e-mail. ${panel.cancelReason.length} / ${CANCELLATION_REASON_MAX_LENGTH} characters`}
              error={fieldError(panel.cancellation.state, "reason")}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={CANCELLATION_REASON_MAX_LENGTH}
                  value={panel.cancelReason}
                  onChange={(event) => panel.typeCancelReason(event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            {panel.cancellation.state.status === "failed" &&
            !fieldError(panel.cancellation.state, "reason") ? (
              <p role="alert" className="mt-3 text-sm font-medium text-red-300">
                {panel.cancellation.state.message}
              </p>
            ) : null}
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

/** One page of bookings with its count and page links, or why there is none. */
function BookingList({
  data,
  selection,
  renderCard,
  onPage,
}: {
  data: BookingPage;
  selection: BookingListSelection;
  renderCard: (booking: BookingPage["rows"][number]) => React.ReactNode;
  onPage: (page: number) => void;
}) {
  if (data.rows.length === 0)
    return (
      <EmptyState>
        {emptyListMessage({
          view: selection.view,
          filtered: selection.filtered,
          anyBookings: data.anyBookings,
        })}
      </EmptyState>
    );
  return (
    <>
      <p className="text-sm text-slate-300">
        {data.total} {data.total === 1 ? "booking" : "bookings"}
      </p>
      <ul className="flex flex-col gap-3">
        {data.rows.map((booking) => (
          <li key={booking.id}>{renderCard(booking)}</li>
        ))}
      </ul>
      <Pagination
        label="Booking pages"
        page={data.page}
        pageCount={data.pageCount}
        onPage={onPage}
      />
    </>
  );
}
