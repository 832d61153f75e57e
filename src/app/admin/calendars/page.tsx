import type { Metadata } from "next";
import { BookingsFeedPanel, HostFeedPanel } from "@/components/admin/calendars/bookings-feed-panel";
import { CalendarsPanel } from "@/components/admin/calendars/calendars-panel";
import { HostPicker } from "@/components/admin/host-picker";
import { HostScope } from "@/components/admin/host-scope";
import { FEED_FORBIDDEN } from "@/lib/schemas/calendars";
import { requireAdmin } from "@/server/auth/guards";
import { getEditableSettings } from "@/server/availability/booking-settings";
import { getFeedState } from "@/server/calendars/bookings-feed";
import { getHostFeedState } from "@/server/calendars/host-bookings-feed";
import { getDb } from "@/server/db";
import { scheduleChoice } from "@/server/hosts/schedule-choice";

export const metadata: Metadata = { title: "Calendars" };

export default async function AdminCalendarsPage({
  searchParams,
}: {
  searchParams: Promise<{ host?: string | string[] }>;
}) {
  const context = await requireAdmin("/admin/calendars");
  const { isSuperAdmin } = context;
  const db = await getDb();
  const choice = await scheduleChoice(db, context, (await searchParams).host);
  const settings = await getEditableSettings(db);
  // The feed's address reads every meeting without signing in: super admins only (ADR 0077).
  const feed = isSuperAdmin ? await getFeedState(db) : null;
  // The chosen host is one this admin may change (scheduleChoice), so their feed is theirs too.
  const hostFeed = choice.chosen ? await getHostFeedState(db, choice.chosen.id) : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Calendars</h1>
      <p className="text-slate-300">
        Connected calendars keep the booking page from offering hours their host is busy, and
        bookings can be written into one of them. They sync every few minutes in the background.
      </p>
      <HostPicker basePath="/admin/calendars" what="connected calendars" {...choice} />
      {choice.chosen ? (
        <HostScope key={choice.chosen.id} hostId={choice.chosen.id} canBlockTeam={false}>
          <CalendarsPanel
            businessTimezone={settings.businessTimezone}
            timeFormat={settings.timeFormatPreference}
          />
        </HostScope>
      ) : null}
      {choice.chosen && hostFeed ? (
        <HostFeedPanel
          key={choice.chosen.id}
          hostId={choice.chosen.id}
          hostName={choice.chosen.name}
          initial={hostFeed}
          timeZone={settings.businessTimezone}
          timeFormat={settings.timeFormatPreference}
        />
      ) : null}
      {feed ? (
        <BookingsFeedPanel
          initial={feed}
          timeZone={settings.businessTimezone}
          timeFormat={settings.timeFormatPreference}
        />
      ) : (
        <p className="text-sm text-slate-400">
          {FEED_FORBIDDEN}, which puts every meeting in Google Calendar, Outlook or Apple Calendar.
        </p>
      )}
    </div>
  );
}
