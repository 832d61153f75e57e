import "server-only";
import { answersPrefill, contactPrefill } from "@/lib/booking/contact-values";
import type { BookingPageData } from "@/lib/booking/flow-data";
import type { PublicMeetingType } from "@/lib/schemas/meeting-types";
import { findLinkedMeetingType, listPublicMeetingTypes } from "@/server/availability/meeting-types";
import { getBookingPageData, getOpeningMonth } from "@/server/availability/public-availability";
import { type Database, getDb } from "@/server/db";

type Query = Record<string, string | string[] | undefined>;

const firstOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) || null;

/**
 * What the booking flow opens with, for /book and the page other sites frame (/book/embed), as
 * plain data (each page gives the flow its own way to book): with
 * one active meeting type the flow is the spec's (no type anywhere). With two or more it starts on
 * the Type step, unless `?type=<slug>` names an active type (service pages link so); an unlisted
 * type's link shows that type alone. `?firstName=…&email=…` and the other contact fields fill the
 * contact step in. `?host=<slug>`, a personal link, keeps to the types that host takes and their
 * free times; a host who takes none of them (unknown, stopped) gives no flow at all.
 */
export async function bookingFlowData(query: Query): Promise<BookingPageData> {
  return bookingPageData(await getDb(), query, new Date());
}

/** bookingFlowData on a given database at a given time. */
export async function bookingPageData(
  db: Database,
  query: Query,
  now: Date,
): Promise<BookingPageData> {
  const page = await getBookingPageData(db, now);
  const { meetingTypes: listed } = await listPublicMeetingTypes(db);
  const hostSlug = firstOf(query.host);
  // The types' hosts are those who take meetings now: an unknown or stopped host is in none.
  const takes = (type: PublicMeetingType) =>
    hostSlug === null || type.hosts.some((host) => host.slug === hostSlug);
  const link = typeof query.type === "string" ? await findLinkedMeetingType(db, query.type) : null;
  const linkOk = link && takes(link.type) ? link : null;
  // An unlisted type's own link is a page for that type alone: no Type step, no other type.
  const unlisted = linkOk && !linkOk.listed ? linkOk.type : null;
  const meetingTypes = unlisted ? [unlisted] : listed.filter(takes);
  const host = meetingTypes[0]?.hosts.find((h) => h.slug === hostSlug) ?? null;
  if (hostSlug !== null && !host) return { flow: null, unlisted: null };
  const linked = linkOk?.type.slug ?? null;
  const where = unlisted
    ? { step: "date" as const, meetingType: linked }
    : meetingTypes.length < 2
      ? // A host's one type is named: the default type (the first listed) may not be theirs.
        { step: "date" as const, meetingType: host ? (meetingTypes[0]?.slug ?? null) : null }
      : { step: linked ? ("date" as const) : ("type" as const), meetingType: linked };
  const opening = await getOpeningMonth(
    db,
    {
      today: page.today,
      lastBookableDate: page.lastBookableDate,
      // On the Type step, the host's first type: the default type may not be theirs.
      type: where.meetingType ?? (host ? meetingTypes[0]?.slug : undefined),
      host: host?.slug,
    },
    now,
  );
  const flow = {
    businessZone: page.timezone,
    defaultTimeFormat: page.timeFormat,
    today: page.today,
    lastBookableDate: page.lastBookableDate,
    initialStatuses: Object.fromEntries(opening.days.map((d) => [d.date, d.status])),
    meetingTypes,
    start: {
      ...where,
      prefill: contactPrefill(query),
      prefillAnswers: answersPrefill(query),
      month: opening.month,
    },
    host,
  };
  return { flow, unlisted };
}
