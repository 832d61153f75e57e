"use client";

import { useEffect, useRef, useState } from "react";
import { buttonStyles, SubmitButton } from "@/components/ui/button";
import { useMutation } from "./api-client";
import { SaveStatus } from "./save-status";

/**
 * A form a card opens in place (meeting link, reschedule): open, saving, and closing — which
 * removes the focused field or button, so focus goes back to the button that opened it.
 */
export function useInlineEditor(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const mutation = useMutation();
  const toggle = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      toggle.current?.focus();
    }
  }, [open]);

  function close() {
    returnFocus.current = true;
    setOpen(false);
  }

  return {
    open,
    mutation,
    toggle,
    show: () => {
      mutation.reset();
      setOpen(true);
    },
    close,
    cancel: () => {
      mutation.reset();
      close();
    },
  };
}

type Editor = ReturnType<typeof useInlineEditor>;

/** A refused field takes the focus, so its message is read with it (and is shown once). */
export function useFocusOnError<E extends HTMLElement>(error: string | undefined) {
  const field = useRef<E>(null);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  return field;
}

/** The closed editor: the button that opens it, and how the last save went. */
export function EditorToggle({
  editor,
  onOpen,
  children,
}: {
  editor: Editor;
  onOpen?: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        ref={editor.toggle}
        type="button"
        className={buttonStyles.secondary}
        onClick={() => {
          onOpen?.();
          editor.show();
        }}
      >
        {children}
      </button>
      <SaveStatus state={editor.mutation.state} />
    </div>
  );
}

/** Save and Cancel; the status beside them unless a field shows the error itself. */
export function EditorActions({
  editor,
  submitLabel,
  savingText,
  fieldHasError,
}: {
  editor: Editor;
  submitLabel: string;
  savingText: string;
  fieldHasError: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton pending={editor.mutation.state.status === "saving"}>{submitLabel}</SubmitButton>
      <button type="button" className={buttonStyles.secondary} onClick={editor.cancel}>
        Cancel
      </button>
      {fieldHasError ? null : <SaveStatus state={editor.mutation.state} savingText={savingText} />}
    </div>
  );
}
