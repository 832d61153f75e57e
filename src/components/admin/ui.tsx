"use client";

import { AlertDialog, Tooltip } from "radix-ui";
import { useId } from "react";
import type { MutationState } from "./api-client";

export const inputClass =
  "w-full rounded-md border border-slate-500 bg-slate-900 px-3 py-2 text-slate-100 placeholder:text-slate-400 focus:border-sky-400 focus:outline-none focus:ring-2 focus:ring-sky-400/40 disabled:opacity-60 aria-[invalid=true]:border-red-400";
export const primaryButton =
  "inline-flex items-center justify-center rounded-md bg-sky-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-sky-300 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-100 hover:bg-slate-800 disabled:cursor-not-allowed disabled:opacity-60";
export const dangerButton =
  "inline-flex items-center justify-center rounded-md border border-red-400/70 px-3 py-1.5 text-sm font-medium text-red-200 hover:bg-red-950 disabled:cursor-not-allowed disabled:opacity-60";
export const cardClass = "rounded-lg border border-slate-700 bg-slate-900/60 p-4";
/** Something staff should act on (bookings left outside availability, mails not sent). */
export const warningClass =
  "rounded-lg border border-amber-400/60 bg-amber-950/50 p-4 text-amber-100";

/** A labelled control with its error tied to it (aria-invalid + aria-describedby). */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
  }) => React.ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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

/**
 * A submit button that stays focusable while its form saves: `disabled` would drop the focus to
 * the page; a repeat press is ignored instead.
 */
export function SubmitButton({
  pending,
  children,
}: {
  pending: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      className={primaryButton}
      aria-disabled={pending}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {children}
    </button>
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

export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="py-6 text-slate-300">
      {label}
    </p>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-red-400/40 bg-red-950/40 px-4 py-3 text-red-200"
    >
      <span>{message}</span>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-slate-600 px-4 py-6 text-center text-slate-300">
      {children}
    </p>
  );
}

const BADGE_STYLES: Record<string, string> = {
  confirmed: "border-emerald-400/60 bg-emerald-950 text-emerald-200",
  active: "border-emerald-400/60 bg-emerald-950 text-emerald-200",
  cancelled: "border-red-400/60 bg-red-950 text-red-200",
  inactive: "border-red-400/60 bg-red-950 text-red-200",
  completed: "border-slate-400/60 bg-slate-800 text-slate-100",
  pending: "border-amber-400/60 bg-amber-950 text-amber-200",
};

export function Badge({ tone, children }: { tone: string; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${BADGE_STYLES[tone] ?? BADGE_STYLES.completed}`}
    >
      {children}
    </span>
  );
}

/** Asks before a destructive action (Radix AlertDialog: focus trapped, Escape cancels). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  focusAfterClose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  /**
   * Where focus goes on closing, when the button that opened the dialog is gone (the row was
   * cancelled or deleted); null leaves it to the dialog, which returns it to that button.
   */
  focusAfterClose?: () => HTMLElement | null;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/80" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const target = focusAfterClose?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-600 bg-slate-900 p-6 text-slate-100 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-300">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>Keep it</AlertDialog.Cancel>
            <button
              type="button"
              className="inline-flex items-center justify-center rounded-md bg-red-500 px-4 py-2 text-sm font-semibold text-white hover:bg-red-400 aria-disabled:opacity-60"
              // aria-disabled keeps the focus on the button while the request runs.
              aria-disabled={pending}
              onClick={() => {
                if (!pending) onConfirm();
              }}
            >
              {pending ? "Working…" : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A control that cannot be used here, saying why: the reason shows as a tooltip and is the
 * control's accessible description. The control stays focusable (aria-disabled, not disabled), so
 * keyboard and screen-reader users reach the reason too.
 */
function WhyUnavailable({
  reason,
  children,
}: {
  reason: string;
  children: (reasonId: string) => React.ReactElement;
}) {
  const reasonId = useId();
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children(reasonId)}</Tooltip.Trigger>
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 rounded-md border border-slate-600 bg-slate-800 px-3 py-1.5 text-sm text-slate-100 shadow-lg"
          >
            {reason}
            <Tooltip.Arrow className="fill-slate-800" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

/** A button that cannot be used here, saying why (see WhyUnavailable). */
export function UnavailableButton({
  label,
  reason,
  className,
}: {
  label: string;
  reason: string;
  className: string;
}) {
  return (
    <WhyUnavailable reason={reason}>
      {(reasonId) => (
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={reasonId}
          className={`${className} cursor-not-allowed opacity-60`}
          onClick={(event) => event.preventDefault()}
        >
          {label}
        </button>
      )}
    </WhyUnavailable>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

// Keys that move focus away; every other key would open the list or change the choice.
const FOCUS_KEYS = new Set(["Tab", "Escape"]);

/**
 * A select showing a value that cannot be changed here, saying why (see WhyUnavailable). Neither
 * the mouse nor the keyboard opens it or changes its value.
 */
export function UnavailableSelect({
  id,
  value,
  options,
  reason,
  className,
}: {
  id: string;
  value: string;
  options: readonly SelectOption[];
  reason: string;
  className: string;
}) {
  return (
    <WhyUnavailable reason={reason}>
      {(reasonId) => (
        <select
          id={id}
          value={value}
          aria-disabled="true"
          aria-describedby={reasonId}
          className={`${className} cursor-not-allowed opacity-60`}
          onChange={() => {}}
          onMouseDown={(event) => event.preventDefault()}
          onKeyDown={(event) => {
            if (!FOCUS_KEYS.has(event.key)) event.preventDefault();
          }}
        >
          <SelectOptions options={options} />
        </select>
      )}
    </WhyUnavailable>
  );
}

export function Pagination({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <button
        type="button"
        className={secondaryButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span className="text-sm text-slate-300">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className={secondaryButton}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
