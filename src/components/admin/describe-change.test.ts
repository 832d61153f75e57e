import { describe, expect, it } from "vitest";
import { describeChange } from "./describe-change";

describe("describeChange", () => {
  it("lists only the fields an update changed", () => {
    expect(
      describeChange(
        { email: "a@example.com", role: "admin", status: "active" },
        { email: "a@example.com", role: "admin", status: "inactive" },
      ),
    ).toEqual(["status: active → inactive"]);
  });

  it("lists every field of a created or deleted record", () => {
    expect(describeChange(null, { date: "2031-01-15", allDay: true })).toEqual([
      "date: — → 2031-01-15",
      "allDay: — → true",
    ]);
    expect(describeChange({ startTime: "09:00" }, null)).toEqual(["startTime: 09:00 → —"]);
  });

  it("tells empty text from no value", () => {
    expect(describeChange({ reason: "" }, null)).toEqual(["reason: (empty) → —"]);
    expect(describeChange({ website: "" }, { website: "a.example" })).toEqual([
      "website: (empty) → a.example",
    ]);
  });

  it("shows nested values as JSON", () => {
    expect(describeChange({ hours: { from: 9 } }, { hours: { from: 10 } })).toEqual([
      'hours: {"from":9} → {"from":10}',
    ]);
  });
});
