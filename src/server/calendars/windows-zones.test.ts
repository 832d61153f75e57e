import { describe, expect, it } from "vitest";
import { ianaFromTzid } from "./windows-zones";

describe("ianaFromTzid", () => {
  it.each([
    ["Europe/London", "Europe/London"],
    ["America/New_York", "America/New_York"],
    ["UTC", "UTC"],
    ["GMT Standard Time", "Europe/London"],
    ["W. Europe Standard Time", "Europe/Berlin"],
    ["Pacific Standard Time", "America/Los_Angeles"],
    ["Eastern Standard Time", "America/New_York"],
    ["Romance Standard Time", "Europe/Paris"],
    ["AUS Eastern Standard Time", "Australia/Sydney"],
    ["India Standard Time", "Asia/Calcutta"],
    ['"GMT Standard Time"', "Europe/London"],
    ["/mozilla.org/20050126_1/Europe/London", "Europe/London"],
    ["/freeassociation.sourceforge.net/Tzfile/America/New_York", "America/New_York"],
    ["/citadel.org/20190914_1/America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"],
    ["Office time (Berlin rules)", null],
    ["Nowhere/Special", null],
    ["", null],
  ])("%s → %s", (tzid, expected) => {
    expect(ianaFromTzid(tzid)).toBe(expected);
  });
});
