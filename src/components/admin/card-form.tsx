"use client";

import { useState } from "react";
import type * as z from "zod";
import { Card } from "@/components/ui/card";
import { type ApiResult, type MutationState, useMutation } from "./api-client";
import { SubmitRow } from "./save-status";

type Failure = (result: { status: number; error: string }) => string;

export type CardFormProps<S extends z.ZodType, T> = {
  id: string;
  title: string;
  intro?: string;
  /** Names the form (a landmark screen readers can jump to). */
  formLabel?: string;
  schema: S;
  input?: (fields: Record<string, string>) => unknown;
  send: (input: z.output<S>) => Promise<ApiResult<T>>;
  success: (data: T) => string;
  failure?: Failure;
  submitLabel: string;
  savingText: string;
  onDone: () => void;
  children: (state: MutationState) => React.ReactNode;
};

/**
 * A card with a form that posts what it holds (`input` shapes the form's fields for `schema`),
 * says how it went, and starts empty again once it went through. `children` draws the fields
 * from the last attempt's state (for their errors).
 */
export function CardForm<S extends z.ZodType, T>({
  id,
  title,
  intro,
  formLabel,
  schema,
  input = (fields) => fields,
  send,
  success,
  failure,
  submitLabel,
  savingText,
  onDone,
  children,
}: CardFormProps<S, T>) {
  const mutation = useMutation();
  const [formKey, setFormKey] = useState(0);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const done = await mutation.run({ schema, input: input(fields), send, success, failure });
    if (done) {
      setFormKey((k) => k + 1);
      onDone();
    }
  }

  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-300">{intro}</p> : null}
      <form
        key={formKey}
        onSubmit={submit}
        aria-label={formLabel}
        noValidate
        className="mt-3 flex flex-col gap-3"
      >
        {children(mutation.state)}
        <SubmitRow label={submitLabel} state={mutation.state} savingText={savingText} />
      </form>
    </Card>
  );
}
