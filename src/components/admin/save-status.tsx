"use client";

import { SubmitButton } from "@/components/ui/button";
import type { MutationState } from "./api-client";

/** Saving… / saved / failed, announced to screen readers; failures interrupt. */
export function SaveStatus({
  state,
  savingText = "Saving…",
}: {
  state: MutationState;
  savingText?: string;
}) {
  if (state.status === "idle") return <span role="status" className="sr-only" />;
  if (state.status === "saving")
    return (
      <span role="status" className="text-sm text-slate-300">
        {savingText}
      </span>
    );
  if (state.status === "saved")
    return (
      <span role="status" className="text-sm font-medium text-emerald-300">
        {state.message}
      </span>
    );
  return (
    <span role="alert" className="text-sm font-medium text-red-300">
      {state.message}
    </span>
  );
}

/** A form's submit button with its saving / saved / failed line beside it. */
export function SubmitRow({
  label,
  state,
  savingText,
}: {
  label: string;
  state: MutationState;
  savingText?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton pending={state.status === "saving"}>{label}</SubmitButton>
      <SaveStatus state={state} savingText={savingText} />
    </div>
  );
}
