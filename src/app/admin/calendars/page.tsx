import type { Metadata } from "next";
import { CalendarsPanel } from "@/components/admin/calendars/calendars-panel";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Calendars" };

export default async function AdminCalendarsPage() {
  await requireAdmin("/admin/calendars");
  const settings = await getEditableSettings(await getDb());
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Calendars</h1>
      <p className="text-slate-300">
        Connected calendars keep the booking page from offering hours the team is busy, and bookings
        can be written into one of them. They sync every few minutes in the background.
      </p>
      <CalendarsPanel
        businessTimezone={settings.businessTimezone}
        timeFormat={settings.timeFormatPreference}
      />
    </div>
  );
}
