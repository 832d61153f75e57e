import "server-only";
import { answersPrefill, contactPrefill } from "@/lib/booking/contact-values";
import type { BookingFlowData } from "@/lib/booking/flow-data";
import type { PublicMeetingType } from "@/lib/schemas/meeting-types";
import { findLinkedMeetingType, listPublicMeetingTypes } from "@/server/availability/meeting-types";
import { getBookingPageData, getOpeningMonth } from "@/server/availability/public-availability";
import { getDb } from "@/server/db";

type Query = Record<string, string | string[] | undefined>;

/**
 * What the booking flow opens with, for /book and the page other sites frame (/book/embed), as
 * plain data (each page gives the flow its own way to book): with
 * one active meeting type the flow is the spec's (no type anywhere). With two or more it starts on
 * the Type step, unless `?type=<slug>` names an active type (service pages link so); an unlisted
 * type's link shows that type alone. `?firstName=…&email=…` and the other contact fields fill the
 * contact step in.
 */
export async function bookingFlowData(
  query: Query,
): Promise<{ flow: BookingFlowData; unlisted: PublicMeetingType | null }> {
  const db = await getDb();
  const now = new Date();
  const page = await getBookingPageData(db, now);
  const { meetingTypes: listed } = await listPublicMeetingTypes(db);
  const link = typeof query.type === "string" ? await findLinkedMeetingType(db, query.type) : null;
  // An unlisted type's own link is a page for that type alone: no Type step, no other type.
  const unlisted = link && !link.listed ? link.type : null;
  const meetingTypes = unlisted ? [unlisted] : listed;
  const linked = link?.type.slug ?? null;
  const where = unlisted
    ? { step: "date" as const, meetingType: linked }
    : meetingTypes.length < 2
      ? { step: "date" as const, meetingType: null }
      : { step: linked ? ("date" as const) : ("type" as const), meetingType: linked };
  const opening = await getOpeningMonth(
    db,
    {
      today: page.today,
      lastBookableDate: page.lastBookableDate,
      type: where.meetingType ?? undefined,
    },
    now,
  );
  const flow: BookingFlowData = {
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
  };
  return { flow, unlisted };
}
