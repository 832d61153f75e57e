import type { Metadata } from "next";
import { SettingsForm } from "@/components/admin/settings-form";
import { requireAdmin } from "@/server/auth/guards";
import { getDb } from "@/server/db";
import { getEditableSettings } from "@/server/settings/update-settings";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requireAdmin("/admin/settings");
  const settings = await getEditableSettings(await getDb());
  const timeZones = [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Settings</h1>
      <SettingsForm initial={settings} timeZones={timeZones} />
    </div>
  );
}
