import type { Metadata } from "next";
import { AvailabilityTab } from "@/components/admin/availability-tab";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Availability" };

export default async function AdminAvailabilityPage() {
  await requireAdmin("/admin/availability");
  const settings = await getEditableSettings(await getDb());
  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-2xl font-bold">Availability</h1>
      <AvailabilityTab
        businessTimezone={settings.businessTimezone}
        timeFormat={settings.timeFormatPreference}
      />
    </div>
  );
}
