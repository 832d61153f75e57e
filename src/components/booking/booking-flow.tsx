"use client";

// Before any schema: keeps zod from probing eval, which the CSP forbids.
import "@/lib/zod-jitless";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ActionResult } from "@/lib/action-result";
import {
  BOOKING_MESSAGES,
  type BookingCreated,
  type BookingRequestInput,
  contactDetailsSchema,
  type SlotsResponse,
} from "@/lib/schemas/booking";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { lastDayOfMonth, monthOf } from "@/lib/time/calendar-date";
import { formatLongDate, formatWallTime, type TimeFormat } from "@/lib/time/format";
import {
  type DayStatuses,
  fetchMonthStatuses,
  fetchSlots,
  interpretBookingResult,
} from "./booking-api";
import { ConfirmationDialog } from "./confirmation-dialog";
import { ContactStep, type ContactValues, EMPTY_CONTACT } from "./contact-step";
import { MonthCalendar } from "./month-calendar";
import { type BookingStep, StepIndicator } from "./step-indicator";
import { TimeStep, visitorClock } from "./time-step";
import { useTimeFormat, useVisitorTimeZone } from "./use-time-format";

export interface BookingFlowProps {
  businessZone: string;
  defaultTimeFormat: TimeFormat;
  today: string;
  lastBookableDate: string;
  /** Statuses of today's month, read on the server so the calendar shows at once. */
  initialStatuses: DayStatuses;
  /** The server action that books (src/app/book/actions.ts). */
  book: (input: BookingRequestInput) => Promise<ActionResult<BookingCreated>>;
}

const CONTACT_FIELDS = new Set(Object.keys(EMPTY_CONTACT));
const firstOfMonth = (date: string) => `${monthOf(date)}-01`;

type MonthStatuses = Record<string, DayStatuses | "error">;

/** `all` with `first`'s month set (undefined: loading); a failed read keeps days already read. */
function withMonth(all: MonthStatuses, first: string, value: DayStatuses | "error" | undefined) {
  const { [first]: current, ...others } = all;
  if (value === "error" && current && current !== "error") return all;
  return value === undefined ? others : { ...others, [first]: value };
}

/**
 * The three-step booking flow (spec §4): Date → Time → Contact, then the confirmation dialog.
 * Everything the visitor typed lives here, so moving between steps or a taken slot loses nothing.
 */
export function BookingFlow(props: BookingFlowProps) {
  const { businessZone, today } = props;
  const [step, setStep] = useState<BookingStep>("date");
  const [month, setMonth] = useState(firstOfMonth(today));
  // Per month: its days, or "error" when it could not be read (absent while loading). A month
  // already read keeps its days when a later read fails.
  const [statuses, setStatuses] = useState<MonthStatuses>({
    [firstOfMonth(today)]: props.initialStatuses,
  });
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [selectedTime, setSelectedTime] = useState<string | null>(null);
  const [slots, setSlots] = useState<SlotsResponse | null | "error">(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [contact, setContact] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactValues, string>>>({});
  const [focusErrorKey, setFocusErrorKey] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<{ booking: BookingCreated; email: string } | null>(
    null,
  );
  const [timeFormat, setTimeFormat] = useTimeFormat(props.defaultTimeFormat);
  const visitorZone = useVisitorTimeZone();
  const containerRef = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);

  const loadMonth = useCallback(async (first: string, signal?: AbortSignal) => {
    // A failed month shows the loading state again while it is retried.
    setStatuses((all) => (all[first] === "error" ? withMonth(all, first, undefined) : all));
    try {
      const days = await fetchMonthStatuses(first, lastDayOfMonth(first), signal);
      setStatuses((all) => withMonth(all, first, days));
    } catch (error) {
      if ((error as Error).name !== "AbortError")
        setStatuses((all) => withMonth(all, first, "error"));
    }
  }, []);

  const loadSlots = useCallback(async (date: string, signal?: AbortSignal) => {
    setSlots(null);
    try {
      setSlots(await fetchSlots(date, signal));
    } catch (error) {
      if ((error as Error).name !== "AbortError") setSlots("error");
    }
  }, []);

  // Each month shown is read fresh (someone may have booked since); the first came with the page.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch only when the month changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const controller = new AbortController();
    void loadMonth(month, controller.signal);
    return () => controller.abort();
  }, [month]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: slots follow the chosen date only
  useEffect(() => {
    if (!selectedDate || step === "date") return;
    const controller = new AbortController();
    void loadSlots(selectedDate, controller.signal);
    return () => controller.abort();
  }, [selectedDate]);

  const focusStepTitle = (which: BookingStep) =>
    containerRef.current?.querySelector<HTMLElement>(`#${which}-step-title`)?.focus();

  // Move focus to the new step's heading so keyboard and screen-reader users land on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    focusStepTitle(step);
  }, [step]);

  const goTo = (next: BookingStep) => {
    stepChanged.current = true;
    setStep(next);
  };

  function chooseDate(date: string) {
    setSelectedDate(date);
    setSelectedTime(null);
    setNotice(null);
    if (date === selectedDate) void loadSlots(date);
    goTo("time");
  }

  function backToDate() {
    setSelectedTime(null);
    setNotice(null);
    goTo("date");
  }

  function updateContact<K extends keyof ContactValues>(field: K, value: ContactValues[K]) {
    setContact((values) => ({ ...values, [field]: value }));
    // An error clears as soon as its field is edited.
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  async function submit(honeypot: string) {
    if (pending || !selectedDate || !selectedTime) return;
    setFailure(null);
    const parsed = contactDetailsSchema.safeParse(contact);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setFocusErrorKey((k) => k + 1);
      return;
    }
    setPending(true);
    const result = interpretBookingResult(
      await props
        .book({
          ...parsed.data,
          date: selectedDate,
          time: selectedTime,
          timezone: visitorZone ?? undefined,
          // Spec §3: minutes east of UTC, the browser's getTimezoneOffset() with its sign flipped.
          timezoneOffset: -new Date().getTimezoneOffset(),
          subject: honeypot,
        })
        .catch(() => null),
    );
    setPending(false);
    if (result.kind === "created") {
      setConfirmed({ booking: result.booking, email: parsed.data.email });
      return;
    }
    if (result.kind === "slot-taken") {
      setSelectedTime(null);
      setNotice(BOOKING_MESSAGES.slotTaken);
      void loadSlots(selectedDate);
      void loadMonth(firstOfMonth(selectedDate));
      goTo("time");
      return;
    }
    if (result.kind === "invalid") {
      const shown = Object.fromEntries(
        Object.entries(result.fields).filter(([field]) => CONTACT_FIELDS.has(field)),
      );
      if (Object.keys(shown).length > 0) {
        setErrors(shown);
        setFocusErrorKey((k) => k + 1);
        return;
      }
    }
    setFailure(BOOKING_MESSAGES.failed);
  }

  function startOver() {
    const bookedMonth = confirmed ? firstOfMonth(confirmed.booking.date) : month;
    setConfirmed(null);
    setSelectedDate(null);
    setSelectedTime(null);
    setSlots(null);
    setNotice(null);
    setContact(EMPTY_CONTACT);
    setErrors({});
    setFailure(null);
    setStep("date");
    void loadMonth(bookedMonth);
  }

  const selectedStart =
    slots && slots !== "error"
      ? slots.slots.find((s) => s.time === selectedTime)?.start
      : undefined;
  // The time the visitor picked may be shown to them in their own zone: the summary says both.
  const localClock =
    selectedDate && selectedStart
      ? visitorClock(selectedStart, selectedDate, visitorZone, businessZone, timeFormat)
      : null;
  const summary =
    selectedDate && selectedTime
      ? `${formatLongDate(selectedDate)} at ${formatWallTime(selectedTime, timeFormat)} (${businessZone})${
          localClock ? ` — ${localClock} your time (${visitorZone})` : ""
        }`
      : "";

  return (
    <div
      ref={containerRef}
      className="rounded-3xl border border-slate-800 bg-slate-900/70 p-5 shadow-2xl shadow-sky-950/30 backdrop-blur sm:p-8"
    >
      <StepIndicator current={step} />
      <div className="mt-8">
        {step === "date" ? (
          <section aria-labelledby="date-step-title">
            <h2
              id="date-step-title"
              tabIndex={-1}
              className="mb-1 text-xl font-semibold text-slate-50 focus:outline-none"
            >
              Choose a date
            </h2>
            <p className="mb-6 text-sm text-slate-400">
              Bookable up to {formatLongDate(props.lastBookableDate)}. Use the arrow keys to move
              between days.
            </p>
            <MonthCalendar
              month={month}
              statuses={statuses[month] ?? null}
              today={today}
              lastBookableDate={props.lastBookableDate}
              selectedDate={selectedDate}
              onSelect={chooseDate}
              onMonthChange={setMonth}
              onRetry={() => void loadMonth(month)}
            />
          </section>
        ) : null}
        {step === "time" && selectedDate ? (
          <TimeStep
            date={selectedDate}
            slots={slots}
            businessZone={businessZone}
            visitorZone={visitorZone}
            timeFormat={timeFormat}
            onTimeFormat={setTimeFormat}
            selectedTime={selectedTime}
            onSelectTime={(time) => {
              setSelectedTime(time);
              setNotice(null);
            }}
            onBack={backToDate}
            onContinue={() => selectedTime && goTo("contact")}
            onRetry={() => void loadSlots(selectedDate)}
            notice={notice}
          />
        ) : null}
        {step === "contact" ? (
          <ContactStep
            summary={summary}
            values={contact}
            errors={errors}
            onChange={updateContact}
            onBack={() => {
              setFailure(null);
              goTo("time");
            }}
            onSubmit={submit}
            pending={pending}
            failure={failure}
            focusErrorKey={focusErrorKey}
          />
        ) : null}
      </div>
      <ConfirmationDialog
        booking={confirmed?.booking ?? null}
        email={confirmed?.email ?? ""}
        businessZone={businessZone}
        visitorZone={visitorZone}
        timeFormat={timeFormat}
        onClose={startOver}
        onClosed={() => focusStepTitle("date")}
      />
    </div>
  );
}
