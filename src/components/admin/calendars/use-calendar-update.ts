"use client";

import { type CalendarView, updateCalendarSchema } from "@/lib/schemas/calendars";
import { callApi, useMutation } from "../api-client";

type Update = { name?: string; busySourceIds?: string[]; destinationSourceId?: string | null };

/** One PATCH of a calendar (its name, or its CalDAV calendars), checked by the route's schema. */
export function useCalendarUpdate(calendar: CalendarView) {
  const mutation = useMutation();
  const save = (
    update: Update,
    success: string,
    failure: (r: { error: string }) => string,
  ): Promise<unknown> =>
    mutation.run({
      schema: updateCalendarSchema,
      input: { id: calendar.id, ...update },
      send: ({ id, ...body }) => callApi(`/api/admin/calendars/${id}`, { method: "PATCH", body }),
      success: () => success,
      failure,
    });
  return { state: mutation.state, save };
}
