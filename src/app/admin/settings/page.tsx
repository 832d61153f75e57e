import type { Metadata } from "next";
import { SettingsForm } from "@/components/admin/settings-form";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requireAdmin("/admin/settings");
  const settings = await getEditableSettings(await getDb());
  const timeZones = [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Settings</h1>
      <SettingsForm initial={settings} timeZones={timeZones} />
      <Card as="section" roomy aria-labelledby="integrations-heading">
        <h2 id="integrations-heading" className="text-lg font-semibold">
          Integrations
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-200">
          Google Calendar
          <Badge tone="pending">Not yet implemented</Badge>
        </p>
        <p className="mt-2 text-sm text-slate-400">
          Until then, every confirmation and cancellation mail carries an .ics invitation that
          Google Calendar, Outlook and Apple Calendar add with one click.
        </p>
      </Card>
    </div>
  );
}
