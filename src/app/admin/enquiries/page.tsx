import type { Metadata } from "next";
import { Suspense } from "react";
import { EnquiriesPanel } from "@/components/admin/enquiries-panel";
import { LoadingState } from "@/components/admin/list-states";
import { env } from "@/env";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Enquiries" };

export default async function AdminEnquiriesPage() {
  await requireAdmin("/admin/enquiries");
  const settings = await getEditableSettings(await getDb());
  return (
    <Suspense fallback={<LoadingState label="Loading enquiries…" />}>
      <EnquiriesPanel
        businessTimezone={settings.businessTimezone}
        timeFormat={settings.timeFormatPreference}
        siteUrl={env().APP_URL}
      />
    </Suspense>
  );
}
