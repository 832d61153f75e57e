import type { Metadata } from "next";
import Link from "next/link";
import { SettingsForm } from "@/components/admin/settings-form";
import { Card } from "@/components/ui/card";
import { ianaTimeZoneList } from "@/lib/schemas/time-zone-names";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requireAdmin("/admin/settings");
  const settings = await getEditableSettings(await getDb());
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Settings</h1>
      <SettingsForm initial={settings} timeZones={ianaTimeZoneList()} />
      <Card as="section" roomy aria-labelledby="integrations-heading">
        <h2 id="integrations-heading" className="text-lg font-semibold">
          Integrations
        </h2>
        <p className="mt-2 text-slate-200">
          Google Calendar, Outlook, iCloud, Fastmail and Nextcloud:{" "}
          <Link href="/admin/calendars" className="text-sky-300 underline hover:text-sky-200">
            connect them on the Calendars tab
          </Link>
          .
        </p>
      </Card>
    </div>
  );
}
