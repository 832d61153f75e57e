"use client";

import { useEffect, useRef, useState } from "react";
import { EmptyState, LoadingState } from "@/components/admin/list-states";
import { SaveStatus } from "@/components/admin/save-status";
import { ErrorState } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { buttonStyles } from "@/components/ui/button";
import { cardSurfaceClass } from "@/components/ui/card";
import type { AdminMeetingType } from "@/lib/schemas/meeting-types";
import { describeDays } from "@/lib/time/describe-days";
import { type TimeFormat, wallTimeRange } from "@/lib/time/format";
import { callApi, useApiQuery, useMutation } from "./api-client";
import { MeetingTypeForm } from "./meeting-type-form";
import { PanelSection } from "./panel-section";

/** "30 min · 15 min before · 10 min after · notice 60 min": what a row says about a type. */
export function describeMeetingType(type: AdminMeetingType, timeFormat: TimeFormat): string {
  return [
    `${type.durationMinutes} min`,
    type.bufferBeforeMinutes ? `${type.bufferBeforeMinutes} min before` : null,
    type.bufferAfterMinutes ? `${type.bufferAfterMinutes} min after` : null,
    type.minimumNoticeMinutes === null ? null : `notice ${type.minimumNoticeMinutes} min`,
    type.maxBookingsPerDay === null ? null : `at most ${type.maxBookingsPerDay} a day`,
    type.days ? `${describeDays(type.days)} only` : null,
    type.offeredFrom && type.offeredUntil
      ? wallTimeRange({ startTime: type.offeredFrom, endTime: type.offeredUntil }, timeFormat)
      : null,
    type.questions.length === 0
      ? null
      : `${type.questions.length} ${type.questions.length === 1 ? "question" : "questions"}`,
    type.followUpMessage ? `follow-up ${type.followUpHours} h after` : null,
    type.noShowMessage ? "no-show message" : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * Meeting types on the Availability tab: the list in the visitors' order (the first active type
 * is the default), each with Edit and Move up/down; one form at a time, to add or to edit. When a
 * form closes, the focus returns to the button that opened it.
 */
export function MeetingTypesPanel({
  timeFormat,
  onSaved,
}: {
  timeFormat: TimeFormat;
  onSaved: () => void;
}) {
  const { state, reload, refresh } = useApiQuery<{ meetingTypes: AdminMeetingType[] }>(
    "/api/admin/meeting-types",
  );
  const [editing, setEditing] = useState<string | null>(null);
  const save = useMutation();
  const move = useMutation();
  const panel = useRef<HTMLDivElement>(null);

  // Focus moves after the render that shows its target (a closed form's button comes back then).
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget)
      panel.current?.querySelector<HTMLElement>(`[data-focus-id="${focusTarget.id}"]`)?.focus();
  }, [focusTarget]);
  const focusOn = (focusId: string) => setFocusTarget({ id: focusId });
  function close(focusId: string) {
    setEditing(null);
    focusOn(focusId);
  }

  async function moveType(type: AdminMeetingType, direction: "up" | "down") {
    const moved = await move.run({
      input: null,
      send: () =>
        callApi(`/api/admin/meeting-types/${type.id}/move`, {
          method: "POST",
          body: { direction },
        }),
      success: () => `Moved ${type.name} ${direction}`,
    });
    // The row's buttons may have become disabled (now first or last): keep the focus on its Edit.
    if (moved) await refresh();
    focusOn(`edit-${type.id}`);
  }

  const types = state.status === "ready" ? state.data.meetingTypes : [];
  return (
    <PanelSection
      id="meeting-types-heading"
      title="Meeting types"
      intro="The calls visitors can book. The first active listed type is the default and follows each weekday's slot length; buffers keep meetings apart."
    >
      <div ref={panel} className="flex flex-col gap-3">
        <SaveStatus state={move.state} savingText="Moving…" />
        {state.status === "loading" ? <LoadingState label="Loading meeting types…" /> : null}
        {state.status === "error" ? <ErrorState message={state.error} onRetry={reload} /> : null}
        {state.status === "ready" && types.length === 0 ? (
          <EmptyState>No meeting types yet</EmptyState>
        ) : null}
        <ul aria-label="Meeting types" className="flex flex-col gap-2">
          {types.map((type, index) =>
            editing === type.id ? (
              <li key={type.id}>
                <MeetingTypeForm
                  type={type}
                  mutation={save}
                  onSaved={() => {
                    void refresh();
                    // A type's days can leave its bookings outside: the tab lists them again.
                    onSaved();
                    close(`edit-${type.id}`);
                  }}
                  onClose={() => close(`edit-${type.id}`)}
                />
              </li>
            ) : (
              <MeetingTypeRow
                key={type.id}
                type={type}
                summary={describeMeetingType(type, timeFormat)}
                first={index === 0}
                last={index === types.length - 1}
                onEdit={() => {
                  save.reset();
                  setEditing(type.id);
                }}
                onMove={(direction) => moveType(type, direction)}
              />
            ),
          )}
        </ul>
        {editing === "new" ? (
          <MeetingTypeForm
            mutation={save}
            onSaved={() => {
              void refresh();
              close("add");
            }}
            onClose={() => close("add")}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              data-focus-id="add"
              className={buttonStyles.secondary}
              onClick={() => {
                save.reset();
                setEditing("new");
              }}
            >
              Add a meeting type
            </button>
            <SaveStatus state={save.state} />
          </div>
        )}
      </div>
    </PanelSection>
  );
}

function MeetingTypeRow({
  type,
  summary,
  first,
  last,
  onEdit,
  onMove,
}: {
  type: AdminMeetingType;
  /** Its length, buffers, notice, days, hours and questions in words. */
  summary: string;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onMove: (direction: "up" | "down") => void;
}) {
  return (
    <li
      className={`${cardSurfaceClass} flex flex-wrap items-center justify-between gap-3 px-4 py-3`}
    >
      <span className="flex flex-col gap-0.5">
        <span className="flex items-center gap-2 font-medium">
          {type.name}
          <Badge tone={type.active ? "active" : "inactive"}>{type.active ? "On" : "Off"}</Badge>
          {type.listed ? null : <Badge tone="unlisted">Unlisted: link only</Badge>}
        </span>
        <span className="text-sm text-slate-300">
          /book?type={type.slug} · {summary}
        </span>
      </span>
      <span className="flex flex-wrap gap-2">
        <button
          type="button"
          data-focus-id={`edit-${type.id}`}
          className={buttonStyles.secondary}
          onClick={onEdit}
        >
          Edit<span className="sr-only"> {type.name}</span>
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={first}
          onClick={() => onMove("up")}
        >
          Move up<span className="sr-only"> {type.name}</span>
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={last}
          onClick={() => onMove("down")}
        >
          Move down<span className="sr-only"> {type.name}</span>
        </button>
      </span>
    </li>
  );
}
