"use client";

import { AlertDialog } from "radix-ui";
import { buttonStyles } from "./button";

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
  children,
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
  /** What more the action asks for (a field), between the description and the buttons. */
  children?: React.ReactNode;
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
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonStyles.secondary}>Keep it</AlertDialog.Cancel>
            <button
              type="button"
              className={buttonStyles.destructive}
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
