import type { Metadata } from "next";
import { AvailabilityTab } from "@/components/admin/availability-tab";
import { HostPicker } from "@/components/admin/host-picker";
import { HostScope } from "@/components/admin/host-scope";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";
import { scheduleChoice } from "@/server/hosts/schedule-choice";

export const metadata: Metadata = { title: "Availability" };

export default async function AdminAvailabilityPage({
  searchParams,
}: {
  searchParams: Promise<{ host?: string | string[] }>;
}) {
  const context = await requireAdmin("/admin/availability");
  const db = await getDb();
  const settings = await getEditableSettings(db);
  const choice = await scheduleChoice(db, context, (await searchParams).host);
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Availability</h1>
        <HostPicker
          basePath="/admin/availability"
          what="hours, breaks and blocked times"
          {...choice}
        />
      </div>
      {/* A new key per host: every form starts from that host's saved values. */}
      <HostScope
        key={choice.chosen?.id ?? "none"}
        hostId={choice.chosen?.id ?? null}
        canBlockTeam={context.isSuperAdmin}
      >
        <AvailabilityTab
          businessTimezone={settings.businessTimezone}
          timeFormat={settings.timeFormatPreference}
          hasSchedule={choice.chosen !== null}
        />
      </HostScope>
    </div>
  );
}
