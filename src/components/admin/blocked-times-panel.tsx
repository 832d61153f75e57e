"use client";

import type { BlockedTime } from "@/lib/admin-api";
import type { BookingConflict } from "@/lib/scheduling/conflicts";
import type { TimeFormat } from "@/lib/time/format";
import { AddBlockForm } from "./add-block-form";
import { useApiQuery } from "./api-client";
import { ConflictList, conflictTitle } from "./conflict-list";
import { describeBlock } from "./describe-block";
import { useHostScope } from "./host-scope";
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
  const scope = useHostScope();
  const { state, reload } = useApiQuery<{ blocks: BlockedTime[] }>(
    scope.path("/api/admin/blocked-times"),
  );
  const blockText = (block: BlockedTime) => describeBlock(block, timeFormat);

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

      <RemovableList
        state={state}
        onRetry={reload}
        loadingLabel="Loading blocked times…"
        items={(data) => data.blocks}
        empty="No blocked times ahead"
        label="Blocked times ahead"
        keyOf={(block) => block.id}
        title={blockText}
        detail={(block) =>
          block.wholeTeam ? ["Whole team", block.reason].filter(Boolean).join(": ") : block.reason
        }
        removeName={(block) => `the block on ${blockText(block)}`}
        removal={{
          path: (block) => `/api/admin/blocked-times/${block.id}`,
          done: (block) => `Removed the block on ${blockText(block)}`,
          failed: "Block not removed",
          onDone: () => {
            onRemoved();
            void reload();
          },
        }}
      />
    </PanelSection>
  );
}
