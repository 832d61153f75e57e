import type { Metadata } from "next";
import { Suspense } from "react";
import { BookingsPanel } from "@/components/admin/bookings-panel";
import { GivenUpWebhooksNotice } from "@/components/admin/integrations/given-up-webhooks-notice";
import { LoadingState } from "@/components/admin/list-states";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { listMeetingTypes } from "@/server/availability/meeting-types";
import { getDb } from "@/server/db";
import { countGivenUpDeliveries } from "@/server/webhooks/webhook-deliveries";

export const metadata: Metadata = { title: "Bookings" };

export default async function AdminBookingsPage() {
  const { isSuperAdmin } = await requireAdmin("/admin/bookings");
  const db = await getDb();
  const settings = await getEditableSettings(db);
  const meetingTypes = (await listMeetingTypes(db)).map(({ slug, name, active, listed }) => ({
    slug,
    name,
    active,
    listed,
  }));
  // Webhooks are super admins' to manage: only they are told, and can send them again.
  const givenUp = isSuperAdmin ? await countGivenUpDeliveries(db) : 0;
  return (
    <>
      <GivenUpWebhooksNotice count={givenUp} />
      <Suspense fallback={<LoadingState label="Loading bookings…" />}>
        <BookingsPanel
          businessTimezone={settings.businessTimezone}
          timeFormat={settings.timeFormatPreference}
          meetingTypes={meetingTypes}
        />
      </Suspense>
    </>
  );
}
