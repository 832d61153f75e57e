import { describe, expect, it } from "vitest";
import { STAFF_TIME_MESSAGES } from "@/lib/schemas/manage";
import { collectiveTypedTime, freeHostFirst, roundRobinTypedTime } from "./typed-time-hosts";

const ada = { name: "Ada Lovelace" };
const grace = { name: "Grace Hopper" };
const alan = { name: "Alan Turing" };
const free = { refusal: null, notes: [] };
const lunch = { refusal: null, notes: ["Inside the break 12:00 PM–1:00 PM (Lunch)"] };
const booked = {
  refusal: STAFF_TIME_MESSAGES.overlaps,
  notes: ["Overlaps the meeting with Jo Bloggs (12:00 PM–1:00 PM)"],
};

describe("roundRobinTypedTime", () => {
  it("names the first free host in booking's order, with nothing on", () => {
    const checked = [
      { host: ada, ...lunch },
      { host: grace, ...free },
      { host: alan, ...free },
    ];
    expect(roundRobinTypedTime(checked)).toEqual({ host: grace, refusal: null, notes: [] });
  });

  it("says no host is free, then the notes of the first host booking would take", () => {
    const checked = [
      { host: ada, ...booked },
      { host: grace, ...lunch },
    ];
    expect(roundRobinTypedTime(checked)).toEqual({
      host: grace,
      refusal: null,
      notes: [STAFF_TIME_MESSAGES.noHostFree, ...lunch.notes],
    });
  });

  it("names no host and refuses when another booking holds every host", () => {
    const checked = [
      { host: ada, ...booked },
      { host: grace, ...booked, notes: ["Overlaps the meeting with Sam Smith (12:30 PM–1:30 PM)"] },
    ];
    expect(roundRobinTypedTime(checked)).toEqual({
      host: null,
      refusal: STAFF_TIME_MESSAGES.overlaps,
      notes: [STAFF_TIME_MESSAGES.noHostFree, ...booked.notes],
    });
  });
});

describe("collectiveTypedTime", () => {
  it("says each host's own notes with their name, and shared ones once", () => {
    const typeHours = "Outside the type Consultation's hours (9:00 AM–12:00 PM)";
    const checked = [
      { host: ada, refusal: null, notes: [typeHours] },
      { host: grace, refusal: null, notes: [typeHours, ...lunch.notes] },
    ];
    expect(collectiveTypedTime(checked)).toEqual({
      refusal: null,
      notes: [typeHours, "Grace Hopper: Inside the break 12:00 PM–1:00 PM (Lunch)"],
    });
  });

  it("is refused when another booking holds any host", () => {
    const checked = [
      { host: ada, ...free },
      { host: grace, ...booked },
    ];
    expect(collectiveTypedTime(checked)).toEqual({
      refusal: STAFF_TIME_MESSAGES.overlaps,
      notes: ["Grace Hopper: Overlaps the meeting with Jo Bloggs (12:00 PM–1:00 PM)"],
    });
  });

  it("reads as one host's notes when the meeting has one host", () => {
    expect(collectiveTypedTime([{ host: ada, ...lunch }])).toEqual(lunch);
  });
});

describe("freeHostFirst", () => {
  it("moves the free host to the front and keeps the others' order", () => {
    expect(freeHostFirst(["a", "b", "c"], "c")).toEqual(["c", "a", "b"]);
    expect(freeHostFirst(["a", "b", "c"], undefined)).toEqual(["a", "b", "c"]);
    expect(freeHostFirst(["a", "b"], "z")).toEqual(["a", "b"]);
  });
});
