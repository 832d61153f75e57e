"use client";

import { useEffect, useRef } from "react";
import { cardClass } from "@/components/ui/card";
import { Field, TextField } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { BookingCreated } from "@/lib/schemas/booking";
import { GUEST_MESSAGES, guestListOf } from "@/lib/schemas/guest-list";
import { staffBookingSchema } from "@/lib/schemas/manage";
import { formatInstantDate, formatWallTime, type TimeFormat } from "@/lib/time/format";
import { callApi, fieldError } from "./api-client";
import type { NewBookingPrefill } from "./enquiry-list-query";
import { DateField, TimeChoice, useTimeChoice } from "./free-times";
import { EditorActions, EditorToggle, useInlineEditor } from "./inline-editor";
import { TimeZoneField } from "./time-zone-field";

/** A meeting type staff can pick: the active ones; the first listed one is the default. */
export interface BookableType {
  slug: string;
  name: string;
  active: boolean;
  listed: boolean;
}

interface Asked {
  date: string;
  type: string;
  overrideNotice: boolean;
}

const staffSlotsPath = ({ date, type, overrideNotice }: Asked) =>
  `/api/admin/slots?date=${date}&type=${encodeURIComponent(type)}${overrideNotice ? "&overrideNotice=true" : ""}`;

const staffCheckPath = ({ date, type }: Asked, time: string) =>
  `/api/admin/time-check?date=${date}&time=${encodeURIComponent(time)}&type=${encodeURIComponent(type)}`;

/** The form as the schema's input: guests read as a list, like /book's. */
function staffBookingInput(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    contactType: text("contactType"),
    contactNumber: text("contactNumber"),
    guests: guestListOf(text("guests")),
    notes: text("notes"),
    date: text("date"),
    time: text("time"),
    type: text("type") || undefined,
    overrideNotice: form.get("overrideNotice") === "on",
    anyTime: form.get("anyTime") === "on",
    timezone: text("timezone").trim() || undefined,
    enquiryId: text("enquiryId") || undefined,
  };
}

/**
 * Staff book a meeting for someone — a lead on the phone (ADR 0063): a type, a date and one of
 * its free times (inside the notice when ticked) or any time typed (ADR 0068), the person's details. The server rechecks the
 * time; the visitor is e-mailed the confirmation with their manage link.
 */
export function NewBookingEditor(props: {
  meetingTypes: readonly BookableType[];
  businessTimezone: string;
  /** The zones the person's field suggests (from the server). */
  timeZones: readonly string[];
  timeFormat: TimeFormat;
  onSaved: () => void;
  /** The person from an enquiry: the form opens with them filled in. */
  prefill: NewBookingPrefill | null;
  /** Called once the filled-in form is closed (booked or cancelled). */
  onPrefillUsed: () => void;
}) {
  const { prefill, onPrefillUsed } = props;
  const editor = useInlineEditor(prefill !== null);
  const prefillUsed = useRef(false);
  useEffect(() => {
    if (prefill && !editor.open && !prefillUsed.current) {
      prefillUsed.current = true;
      onPrefillUsed();
    }
  }, [prefill, editor.open, onPrefillUsed]);
  const { mutation } = editor;
  const bookable = props.meetingTypes.filter((type) => type.active);
  const fresh = {
    date: "",
    type: (bookable.find((type) => type.listed) ?? bookable[0])?.slug ?? "",
    overrideNotice: false,
  };
  const times = useTimeChoice<Asked>(fresh, staffSlotsPath, staffCheckPath);
  const error = (field: string) => fieldError(mutation.state, field);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await mutation.run({
      schema: staffBookingSchema,
      input: staffBookingInput(new FormData(event.currentTarget)),
      send: (input) =>
        callApi<{ booking: BookingCreated }>("/api/admin/bookings", {
          method: "POST",
          body: input,
        }),
      // Taken meanwhile: the list is read again, without that time.
      failure: (result) => {
        if (result.status === 409) times.askAgain();
        return result.error;
      },
      success: ({ booking }) => {
        const when = `${formatInstantDate(new Date(booking.start), props.businessTimezone)} at ${formatWallTime(booking.time, props.timeFormat)}`;
        return `Booked for ${when}. The confirmation has been e-mailed.`;
      },
    });
    if (saved) {
      editor.close();
      props.onSaved();
    }
  }

  if (!editor.open)
    return (
      <EditorToggle editor={editor} onOpen={times.reset}>
        New booking
      </EditorToggle>
    );
  return (
    <form
      aria-label="New booking"
      onSubmit={save}
      noValidate
      className={`${cardClass} grid gap-3 sm:grid-cols-2`}
    >
      <Field label="Meeting type" error={error("type")}>
        {(field) => (
          <select
            {...field}
            name="type"
            value={times.asked.type}
            onChange={(e) => times.ask({ type: e.currentTarget.value })}
            className={inputClass}
          >
            {bookable.map((type) => (
              <option key={type.slug} value={type.slug}>
                {type.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <DateField label="Date" error={error("date")} onDate={(date) => times.ask({ date })} />
      <TimeChoice
        choice={times}
        error={error("time")}
        timeFormat={props.timeFormat}
        businessTimezone={props.businessTimezone}
      />
      <PersonFields
        error={error}
        prefill={prefill}
        zones={{ list: props.timeZones, business: props.businessTimezone }}
      />
      <div className="sm:col-span-2">
        <EditorActions
          editor={editor}
          submitLabel="Book and e-mail the confirmation"
          savingText="Booking…"
          // A field in error says so under itself; a 409 (time taken) shows beside the button.
          fieldHasError={
            mutation.state.status === "failed" &&
            Object.keys(mutation.state.fields ?? {}).length > 0
          }
        />
      </div>
    </form>
  );
}

/** Who the meeting is with: the contact step's fields, their zone, the guests, what staff learnt. */
function PersonFields({
  error,
  prefill,
  zones,
}: {
  error: (field: string) => string | undefined;
  prefill: NewBookingPrefill | null;
  zones: { list: readonly string[]; business: string };
}) {
  return (
    <>
      {/* The enquiry being answered: the booking takes its lead source (ADR 0069). */}
      {prefill ? <input type="hidden" name="enquiryId" value={prefill.enquiryId} /> : null}
      <TextField
        label="First name"
        name="firstName"
        defaultValue={prefill?.firstName}
        autoComplete="off"
        error={error("firstName")}
      />
      <TextField
        label="Last name"
        name="lastName"
        defaultValue={prefill?.lastName}
        autoComplete="off"
        error={error("lastName")}
      />
      <TextField
        label="Email"
        name="email"
        defaultValue={prefill?.email}
        type="email"
        autoComplete="off"
        error={error("email")}
      />
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <Field label="Reach by">
          {(field) => (
            <select {...field} name="contactType" className={inputClass}>
              <option value="phone">Phone</option>
              <option value="whatsapp">WhatsApp</option>
            </select>
          )}
        </Field>
        <TextField
          label="Contact number"
          name="contactNumber"
          type="tel"
          autoComplete="off"
          error={error("contactNumber")}
        />
      </div>
      <TimeZoneField
        label="Their time zone"
        hint="Their mails give the time on this clock. Type to search, e.g. New York."
        name="timezone"
        defaultValue={zones.business}
        timeZones={zones.list}
        error={error("timezone")}
      />
      <Field label="Guests (optional)" error={error("guests")} hint={GUEST_MESSAGES.hint}>
        {(field) => <textarea {...field} name="guests" rows={2} className={inputClass} />}
      </Field>
      <Field label="Notes (optional)" error={error("notes")} hint="What the visitor told you.">
        {(field) => (
          <textarea
            {...field}
            name="notes"
            rows={prefill ? 4 : 2}
            defaultValue={prefill?.notes}
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}
