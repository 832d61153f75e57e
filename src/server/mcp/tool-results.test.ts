import { describe, expect, it } from "vitest";
import { clientNameFromSession, clientNameOf, sessionIdFor } from "./client-session";
import {
  fieldErrorsText,
  nearestTimes,
  rateLimitedText,
  takenTimeText,
  toolTime,
} from "./tool-results";

describe("the MCP tools' error texts", () => {
  it("lists each field with the spec's message", () => {
    expect(
      fieldErrorsText({ firstName: "First name is required", email: "Invalid email format" }),
    ).toBe(
      "Please fix these fields and call the tool again:\n- firstName: First name is required\n- email: Invalid email format",
    );
  });

  it("names the nearest free times of a taken time, on the caller's clock", () => {
    const taken = toolTime(new Date("2030-01-07T09:00:00Z"), "Europe/Paris");
    const times = [toolTime(new Date("2030-01-07T10:00:00Z"), "Europe/Paris")];
    expect(takenTimeText("Selected time slot is no longer available", taken, times)).toBe(
      "Selected time slot is no longer available: 2030-01-07T09:00:00.000Z (2030-01-07T10:00+01:00) is taken. The nearest free times are:\n- 2030-01-07T10:00:00.000Z (2030-01-07T11:00+01:00)\nCall the tool again with one of these as start.",
    );
    expect(takenTimeText("Selected time slot is no longer available", taken, [])).toMatch(
      /is taken\. No other time is free near it: call find_available_times/,
    );
  });

  it("says when a rate-limited call may retry", () => {
    expect(
      rateLimitedText(
        "Too many booking attempts. Please try again in 59 minutes.",
        3540,
        new Date("2030-01-07T09:00:00.400Z"),
      ),
    ).toBe(
      "Too many booking attempts. Please try again in 59 minutes. Retry after 2030-01-07T09:59:00.000Z.",
    );
  });

  it("picks the free times nearest to the requested one, earlier or later, in time order", () => {
    const at = (hour: number) => new Date(Date.UTC(2030, 0, 7, hour));
    expect(nearestTimes(at(12), [at(9), at(10), at(12), at(13), at(16)], 3)).toEqual(
      [at(10), at(13), at(9)].sort((a, b) => a.getTime() - b.getTime()),
    );
    expect(nearestTimes(at(12), [], 3)).toEqual([]);
  });
});

describe("the client's name through a stateless session id", () => {
  it("carries the name initialize gave, its title first, cut and storable", () => {
    expect(
      clientNameFromSession(sessionIdFor(clientNameOf({ name: "claude-ai", title: "Claude" }))),
    ).toBe("Claude");
    expect(clientNameOf({ name: "  cursor  " })).toBe("cursor");
    expect(clientNameOf({ name: "x".repeat(300) })).toHaveLength(100);
    expect(clientNameOf({ name: "a\u0000b" })).toBe("");
    expect(clientNameOf(undefined)).toBe("");
    expect(clientNameFromSession(sessionIdFor(""))).toBe("");
    expect(clientNameFromSession("not-ours")).toBe("");
    expect(clientNameFromSession(null)).toBe("");
  });
});
