"use client";

import { buttonStyles } from "@/components/ui/button";
import { noShowSchema } from "@/lib/schemas/admin";
import { callApi, useMutation } from "./api-client";
import { SaveStatus } from "./save-status";

/**
 * Once a meeting has started, staff mark that the visitor did not turn up, or take the mark back
 * (ADR 0065). The list, the CSV and the webhooks carry the mark; the type's message to no-shows,
 * if it has one, follows (ADR 0076).
 */
export function NoShowToggle({
  bookingId,
  visitorName,
  noShow,
  onSaved,
}: {
  bookingId: string;
  visitorName: string;
  noShow: boolean;
  /** Asks the list again (quietly: the card, its message and focus stay). */
  onSaved: () => void;
}) {
  const mutation = useMutation();
  const saving = mutation.state.status === "saving";

  async function toggle() {
    if (saving) return;
    const saved = await mutation.run({
      schema: noShowSchema,
      input: { id: bookingId, noShow: !noShow },
      send: (input) =>
        callApi<{ changed: boolean }>(`/api/admin/bookings/${bookingId}/no-show`, {
          method: "PUT",
          body: { noShow: input.noShow },
        }),
      success: () => (noShow ? "No-show mark taken back." : "Marked as a no-show."),
    });
    if (saved) onSaved();
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonStyles.secondary}
        aria-disabled={saving}
        onClick={toggle}
      >
        {noShow ? "Not a no-show" : "Mark as no-show"}
        <span className="sr-only"> for {visitorName}</span>
      </button>
      <SaveStatus state={mutation.state} />
    </div>
  );
}
