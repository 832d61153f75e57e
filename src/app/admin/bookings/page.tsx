import type { Metadata } from "next";
import { Suspense } from "react";
import { BookingsPanel } from "@/components/admin/bookings-panel";
import { newBookingPrefill } from "@/components/admin/enquiry-list-query";
import { GivenUpWebhooksNotice } from "@/components/admin/integrations/given-up-webhooks-notice";
import { LoadingState } from "@/components/admin/list-states";
import { ianaTimeZoneList } from "@/lib/schemas/time-zone-names";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { listMeetingTypes } from "@/server/availability/meeting-types";
import { getDb } from "@/server/db";
import { findEnquiry } from "@/server/enquiries/list-enquiries";
import { listHosts } from "@/server/hosts/hosts";
import { countGivenUpDeliveries } from "@/server/webhooks/webhook-deliveries";

export const metadata: Metadata = { title: "Bookings" };

export default async function AdminBookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { isSuperAdmin } = await requireAdmin("/admin/bookings");
  const db = await getDb();
  // ?bookFor=<enquiry id> (the enquiry's *Book a meeting*): New booking opens filled in for them.
  const { bookFor } = await searchParams;
  const enquiry = typeof bookFor === "string" ? await findEnquiry(db, bookFor) : null;
  const settings = await getEditableSettings(db);
  const meetingTypes = (await listMeetingTypes(db)).map(({ slug, name, active, listed }) => ({
    slug,
    name,
    active,
    listed,
  }));
  const team = (await listHosts(db)).map(({ id, name, active }) => ({ id, name, active }));
  // Webhooks are super admins' to manage: only they are told, and can send them again.
  const givenUp = isSuperAdmin ? await countGivenUpDeliveries(db) : 0;
  return (
    <>
      <GivenUpWebhooksNotice count={givenUp} />
      <Suspense fallback={<LoadingState label="Loading bookings…" />}>
        <BookingsPanel
          businessTimezone={settings.businessTimezone}
          timeZones={ianaTimeZoneList()}
          timeFormat={settings.timeFormatPreference}
          meetingTypes={meetingTypes}
          team={team}
          prefill={enquiry ? newBookingPrefill(enquiry) : null}
        />
      </Suspense>
    </>
  );
}
