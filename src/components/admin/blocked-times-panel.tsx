"use client";

import { EmptyState, LoadingState } from "@/components/admin/list-states";
import { SaveStatus } from "@/components/admin/save-status";
import { ErrorState } from "@/components/ui/alert";
import { buttonStyles } from "@/components/ui/button";
import { cardSurfaceClass } from "@/components/ui/card";
import type { BlockedTime } from "@/lib/admin-api";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import type { TimeFormat } from "@/lib/time/format";
import { AddBlockForm } from "./add-block-form";
import { callApi, useApiQuery, useMutation } from "./api-client";
import { ConflictList, conflictTitle } from "./conflict-list";
import { describeBlock } from "./describe-block";
import { PanelSection } from "./panel-section";

/**
 * Blocked times: list, add (all day or a time range on a date) and remove. `conflicts` are the
 * bookings inside the block added last (placed by AvailabilityTab from its fresh answer).
 */
export function BlockedTimesPanel({
  timeFormat,
  conflicts,
  onAdded,
  onRemoved,
}: {
  timeFormat: TimeFormat;
  conflicts: BookingConflict[];
  onAdded: (blockId: string) => void;
  onRemoved: () => void;
}) {
  const { state, reload } = useApiQuery<{ blocks: BlockedTime[] }>("/api/admin/blocked-times");
  const remove = useMutation();
  const blockText = (block: BlockedTime) => describeBlock(block, timeFormat);

  async function removeBlock(block: BlockedTime) {
    const removed = await remove.run({
      input: null,
      send: () => callApi(`/api/admin/blocked-times/${block.id}`, { method: "DELETE" }),
      success: () => `Removed the block on ${blockText(block)}`,
      failure: (r) => `Block not removed: ${r.error}`,
    });
    if (removed) {
      onRemoved();
      void reload();
    }
  }

  return (
    <PanelSection
      id="blocks-heading"
      title="Blocked times"
      intro="Holidays and appointments: no slot is offered inside a block."
    >
      <AddBlockForm
        timeFormat={timeFormat}
        onAdded={(blockId) => {
          onAdded(blockId);
          void reload();
        }}
      />
      <ConflictList
        title={conflictTitle(conflicts.length)}
        conflicts={conflicts}
        timeFormat={timeFormat}
      />

      <SaveStatus state={remove.state} savingText="Removing…" />
      {state.status === "loading" ? <LoadingState label="Loading blocked times…" /> : null}
      {state.status === "error" ? <ErrorState message={state.error} onRetry={reload} /> : null}
      {state.status === "ready" ? (
        state.data.blocks.length === 0 ? (
          <EmptyState>No blocked times ahead</EmptyState>
        ) : (
          <ul aria-label="Blocked times ahead" className="flex flex-col gap-2">
            {state.data.blocks.map((block) => (
              <li
                key={block.id}
                className={`${cardSurfaceClass} flex flex-wrap items-center justify-between gap-3 px-4 py-3`}
              >
                <span>
                  <span className="font-medium">{blockText(block)}</span>
                  {block.reason ? <span className="text-slate-300"> — {block.reason}</span> : null}
                </span>
                <button
                  type="button"
                  className={buttonStyles.danger}
                  disabled={remove.state.status === "saving"}
                  onClick={() => removeBlock(block)}
                >
                  Remove<span className="sr-only"> the block on {blockText(block)}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </PanelSection>
  );
}
