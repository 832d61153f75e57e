import type { Metadata } from "next";
import { Suspense } from "react";
import { BookingsPanel } from "@/components/admin/bookings-panel";
import { LoadingState } from "@/components/admin/list-states";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Bookings" };

export default async function AdminBookingsPage() {
  await requireAdmin("/admin/bookings");
  const settings = await getEditableSettings(await getDb());
  return (
    <Suspense fallback={<LoadingState label="Loading bookings…" />}>
      <BookingsPanel
        businessTimezone={settings.businessTimezone}
        timeFormat={settings.timeFormatPreference}
      />
    </Suspense>
  );
}
