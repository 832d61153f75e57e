"use client";

import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { labelClass } from "@/components/ui/field";
import type { HostSummary } from "@/lib/schemas/hosts";
import type { AdminMeetingType } from "@/lib/schemas/meeting-types";
import { useApiQuery } from "./api-client";

const ASSIGNMENTS = [
  {
    value: "round_robin",
    label: "Round robin",
    hint: "A time is offered when one host is free; the meeting goes to the free host with the fewest coming up.",
  },
  {
    value: "collective",
    label: "Collective",
    hint: "A time is offered only when every host is free; the meeting holds them all.",
  },
] as const;

/**
 * Who takes a type's meetings and how they share them (ADR 0088). Shown once the team has two
 * hosts: with one, every type is theirs, and the form sends neither field (a new type goes to the
 * first host, an edit keeps its hosts).
 */
export function MeetingTypeHosts({
  type,
  error,
}: {
  type: AdminMeetingType | undefined;
  error: (field: string) => string | undefined;
}) {
  const { state } = useApiQuery<{ hosts: HostSummary[] }>("/api/admin/hosts");
  const team = state.data?.hosts ?? [];
  if (team.length < 2) return null;
  const chosen = type?.hostIds ?? [team[0]!.id];
  // A host who stopped taking meetings stays listed while chosen, so an edit can untick them.
  const offered = team.filter((host) => host.active || chosen.includes(host.id));
  const assignment = type?.assignment ?? "round_robin";
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <CheckboxGroup
        idPrefix={`type-${type?.id ?? "new"}`}
        legend="Hosts"
        name="hostIds"
        options={offered.map((host) => ({
          value: host.id,
          label: host.active ? host.name : `${host.name} (not taking meetings)`,
        }))}
        checked={chosen}
        error={error("hostIds")}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className={labelClass}>Who takes each meeting</legend>
        {ASSIGNMENTS.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm text-slate-200">
            <input
              type="radio"
              name="assignment"
              value={option.value}
              defaultChecked={assignment === option.value}
              className="mt-0.5 h-4 w-4 accent-sky-400"
            />
            <span>
              <span className="font-medium">{option.label}</span>
              <span className="block text-xs text-slate-400">{option.hint}</span>
            </span>
          </label>
        ))}
        {error("assignment") ? <p className="text-sm text-red-300">{error("assignment")}</p> : null}
      </fieldset>
    </div>
  );
}
