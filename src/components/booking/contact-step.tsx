"use client";

import { useEffect, useRef } from "react";
import { buttonStyles } from "@/components/ui/button";
import type { AnswerValues, ContactErrors, ContactValues } from "@/lib/booking/contact-values";
import type { BookingQuestion } from "@/lib/schemas/booking-question-terms";
import { ContactFields } from "./contact-fields";
import { QuestionFields } from "./question-fields";
import { StepAlert, StepNav, stepHeadingClass } from "./step-parts";

export { type ContactValues, EMPTY_CONTACT } from "@/lib/booking/contact-values";

interface ContactStepProps {
  summary: string;
  /** Who the meeting is with, when known before booking (meetingWith). */
  withWhom?: string | null;
  values: ContactValues;
  errors: ContactErrors;
  onChange: <K extends keyof ContactValues>(field: K, value: ContactValues[K]) => void;
  /** The meeting type's own questions (ADR 0059), asked before the notes. */
  questions: readonly BookingQuestion[];
  answers: AnswerValues;
  onAnswer: (id: string, value: string) => void;
  onBack: () => void;
  onSubmit: (honeypot: string) => void;
  pending: boolean;
  failure: string | null;
  /** Bumped after a failed validation so focus moves to the first field in error. */
  focusErrorKey: number;
}

export function ContactStep(props: ContactStepProps) {
  const { errors } = props;
  const formRef = useRef<HTMLFormElement>(null);

  // Only a new failed submit moves focus (to the first field in error), not each change of the
  // errors.
  useEffect(() => {
    if (props.focusErrorKey === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [props.focusErrorKey]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.pending) return;
    const honeypot = new FormData(event.currentTarget).get("subject");
    props.onSubmit(typeof honeypot === "string" ? honeypot : "");
  }

  return (
    <section aria-labelledby="contact-step-title">
      <h2 id="contact-step-title" tabIndex={-1} className={stepHeadingClass}>
        Your details
      </h2>
      <p className="mt-1 text-slate-300">{props.summary}</p>
      {props.withWhom ? <p className="text-slate-300">With {props.withWhom}</p> : null}
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="mt-6 space-y-5"
        aria-busy={props.pending}
      >
        <ContactFields
          values={props.values}
          errors={errors}
          onChange={props.onChange}
          beforeNotes={
            <QuestionFields
              questions={props.questions}
              answers={props.answers}
              errors={errors}
              onAnswer={props.onAnswer}
            />
          }
        />
        <Honeypot />
        {props.failure ? <StepAlert tone="error">{props.failure}</StepAlert> : null}
        <StepNav
          backLabel="Back to Time Selection"
          onBack={props.onBack}
          backDisabled={props.pending}
          className="pt-2"
        >
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to <body>,
              and after a failure the visitor should still be on it. submit() ignores repeats. */}
          <button
            type="submit"
            aria-disabled={props.pending}
            className={`${buttonStyles.pill} aria-disabled:cursor-wait`}
          >
            {props.pending ? (
              <>
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-slate-950/30 border-t-slate-950"
                />
                Booking…
              </>
            ) : (
              "Confirm booking"
            )}
          </button>
        </StepNav>
      </form>
    </section>
  );
}

/** Spam trap: hidden from people and assistive technology; bots fill every field. */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Subject
        <input type="text" name="subject" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
