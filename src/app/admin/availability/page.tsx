import type { Metadata } from "next";
import { AvailabilityPanel } from "@/components/admin/availability-panel";
import { BlockedTimesPanel } from "@/components/admin/blocked-times-panel";
import { requireAdmin } from "@/server/auth/guards";
import { getDb } from "@/server/db";
import { getEditableSettings } from "@/server/settings/update-settings";

export const metadata: Metadata = { title: "Availability" };

export default async function AdminAvailabilityPage() {
  await requireAdmin("/admin/availability");
  const { businessTimezone } = await getEditableSettings(await getDb());
  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-2xl font-bold">Availability</h1>
      <AvailabilityPanel businessTimezone={businessTimezone} />
      <BlockedTimesPanel />
    </div>
  );
}
