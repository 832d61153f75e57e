import { describe, expect, it } from "vitest";
import { teamMembers } from "./host-pick";
import type { Schedule } from "./schedule";
import { generateSlots } from "./slots";
import { at, FRIDAY_NOON, MONDAY, policy, schedule, times, weekdays } from "./slots-test-fixtures";
import {
  type Assignment,
  soleSchedule,
  type TeamSchedule,
  teamDayStatuses,
  teamSlots,
} from "./team-slots";

// Team scheduling (ADR 0088): each host's own schedule through the one-host engine, combined.
const host = (id: string) => ({ id, name: id.toUpperCase(), slug: id });
const team = (assignment: Assignment, schedules: Record<string, Schedule>): TeamSchedule => ({
  assignment,
  policy: policy(),
  members: Object.entries(schedules).map(([id, own]) => ({ host: host(id), schedule: own })),
});
/** Ada works 9–12, Grace 11–17; Ada is busy 10–11 on Monday. */
const ada = schedule({
  rules: weekdays({ endTime: "12:00" }),
  busy: [{ start: at(`${MONDAY}T10:00:00Z`), end: at(`${MONDAY}T11:00:00Z`) }],
});
const grace = schedule({ rules: weekdays({ startTime: "11:00" }) });
const TUESDAY = "2030-01-08";
const SATURDAY = "2030-01-12";

describe("round robin", () => {
  it("offers a time when one host is free, with every host free then", () => {
    const slots = teamSlots(MONDAY, team("round_robin", { ada, grace }), FRIDAY_NOON);
    expect(slots.map((s) => [s.time, s.hostIds])).toEqual([
      ["09:00", ["ada"]],
      ["11:00", ["ada", "grace"]],
      ["12:00", ["grace"]],
      ["13:00", ["grace"]],
      ["14:00", ["grace"]],
      ["15:00", ["grace"]],
      ["16:00", ["grace"]],
    ]);
  });

  it("is the one host's engine when there is one host", () => {
    const one = team("round_robin", { ada });
    expect(teamSlots(MONDAY, one, FRIDAY_NOON).map(({ hostIds, ...slot }) => slot)).toEqual(
      generateSlots(MONDAY, ada, FRIDAY_NOON),
    );
    expect(soleSchedule(one)).toBe(ada);
  });

  it("gives a date the best of its hosts' statuses", () => {
    const busyAll = schedule({
      busy: [{ start: at(`${TUESDAY}T00:00:00Z`), end: at(`${TUESDAY}T23:59:00Z`) }],
    });
    const statuses = teamDayStatuses(
      MONDAY,
      SATURDAY,
      team("round_robin", { ada: busyAll, grace }),
      FRIDAY_NOON,
    );
    expect(statuses.map((d) => d.status)).toEqual([
      "available",
      "available",
      "available",
      "available",
      "available",
      "closed",
    ]);
  });
});

describe("collective", () => {
  it("offers only the times every host is free", () => {
    const slots = teamSlots(MONDAY, team("collective", { ada, grace }), FRIDAY_NOON);
    expect(slots.map((s) => [s.time, s.hostIds])).toEqual([["11:00", ["ada", "grace"]]]);
  });

  it("is full when the hosts are open but never free together, closed when one is closed", () => {
    const morning = schedule({ rules: weekdays({ endTime: "11:00" }) });
    const afternoon = schedule({
      rules: weekdays({ startTime: "13:00" }).map((rule) =>
        rule.dayOfWeek === 2 ? { ...rule, isAvailable: false } : rule,
      ),
    });
    const statuses = teamDayStatuses(
      MONDAY,
      TUESDAY,
      team("collective", { morning, afternoon }),
      FRIDAY_NOON,
    );
    expect(statuses).toEqual([
      { date: MONDAY, status: "full" },
      { date: TUESDAY, status: "closed" },
    ]);
  });
});

describe("a team without hosts", () => {
  it("offers nothing, and its dates are closed inside the window", () => {
    const empty = team("round_robin", {});
    expect(teamSlots(MONDAY, empty, FRIDAY_NOON)).toEqual([]);
    expect(teamDayStatuses("2030-01-03", MONDAY, empty, FRIDAY_NOON).map((d) => d.status)).toEqual([
      "past",
      "closed",
      "closed",
      "closed",
      "closed",
    ]);
    expect(times(generateSlots(MONDAY, soleSchedule(empty), FRIDAY_NOON))).toEqual([]);
  });
});

describe("which hosts a schedule covers", () => {
  const rows = [
    { ...host("ada"), active: true },
    { ...host("grace"), active: true },
    { ...host("linus"), active: false },
  ];
  const ids = ["ada", "grace", "linus"];

  it("is the type's active hosts, in its order", () => {
    expect(
      teamMembers(rows, ["grace", "linus", "ada"], "round_robin", {}).map((h) => h.id),
    ).toEqual(["grace", "ada"]);
  });

  it("narrows to a named host, or brings a collective type's others along", () => {
    expect(teamMembers(rows, ids, "round_robin", { slug: "grace" }).map((h) => h.id)).toEqual([
      "grace",
    ]);
    expect(teamMembers(rows, ids, "collective", { slug: "grace" }).map((h) => h.id)).toEqual([
      "ada",
      "grace",
    ]);
  });

  it("refuses an unknown, inactive or other type's host as a 422 naming host", () => {
    for (const [slug, message] of [
      ["nobody", "Unknown or inactive host"],
      ["linus", "Unknown or inactive host"],
      ["grace", "This host does not take this type of meeting"],
    ] as const)
      expect(() => teamMembers(rows, ["ada"], "round_robin", { slug })).toThrow(
        expect.objectContaining({ status: 422, fields: { host: message } }),
      );
  });

  it("takes a booking's own hosts by id, leaving out those who stopped", () => {
    expect(teamMembers(rows, ["ada"], "round_robin", { ids: ["linus", "grace"] })).toEqual([
      rows[1],
    ]);
  });
});
