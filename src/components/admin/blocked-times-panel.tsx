"use client";

import { SaveStatus } from "@/components/admin/save-status";
import type { BlockedTime } from "@/lib/admin-api";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import type { TimeFormat } from "@/lib/time/format";
import { AddBlockForm } from "./add-block-form";
import { callApi, useApiQuery, useMutation } from "./api-client";
import { ConflictList, conflictTitle } from "./conflict-list";
import { describeBlock } from "./describe-block";
import { PanelSection } from "./panel-section";
import { RemovableList } from "./removable-list";

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
      <RemovableList
        state={state}
        onRetry={reload}
        loadingLabel="Loading blocked times…"
        items={(data) => data.blocks}
        empty="No blocked times ahead"
        label="Blocked times ahead"
        keyOf={(block) => block.id}
        title={blockText}
        detail={(block) => block.reason}
        removeName={(block) => `the block on ${blockText(block)}`}
        removing={remove.state.status === "saving"}
        onRemove={removeBlock}
      />
    </PanelSection>
  );
}
