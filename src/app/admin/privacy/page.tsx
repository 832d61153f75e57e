import type { Metadata } from "next";
import { PrivacyPanel } from "@/components/admin/privacy-panel";
import { RetentionPanel } from "@/components/admin/retention-panel";
import { requireSuperAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";
import { PRIVACY_FORBIDDEN } from "@/server/privacy/privacy-access";
import { getRetention } from "@/server/privacy/retention";

export const metadata: Metadata = { title: "Privacy" };

export default async function AdminPrivacyPage() {
  const context = await requireSuperAdmin("/admin/privacy");
  // Meetings still to come read like every other admin time: business zone, 12h/24h setting.
  const db = context ? await getDb() : null;
  const settings = db ? await getEditableSettings(db) : null;
  const retention = db ? await getRetention(db, new Date()) : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Privacy</h1>
      {settings && retention ? (
        <>
          <PrivacyPanel
            zone={settings.businessTimezone}
            timeFormat={settings.timeFormatPreference}
          />
          <RetentionPanel initial={retention} />
        </>
      ) : (
        <p
          role="alert"
          className="rounded-md border border-amber-400/60 bg-amber-950/50 px-4 py-3 text-amber-100"
        >
          {PRIVACY_FORBIDDEN}
        </p>
      )}
    </div>
  );
}
