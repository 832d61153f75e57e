import { describe, expect, it } from "vitest";
import {
  type HostContact,
  hostNames,
  meetingAttendees,
  meetingOrganizer,
  staffRecipients,
} from "./meeting-people";

const host = (name: string, email: string | null): HostContact => ({
  id: `${name}-id`,
  name,
  slug: name.toLowerCase(),
  email,
});
const ada = host("Ada", "ada@agency.test");
const alan = host("Alan", "Alan@Agency.test");
const unclaimed = host("Host", null);
const staff = { name: "Agency", email: "team@agency.test" };
const visitor = { name: "Grace Hopper", email: "grace@example.com" };

describe("where a staff notice goes", () => {
  it("reaches each host with an address, then the staff address", () => {
    expect(staffRecipients([ada, alan], "team@agency.test")).toEqual([
      "ada@agency.test",
      "Alan@Agency.test",
      "team@agency.test",
    ]);
  });

  it("sends one mail to a host who reads the staff mailbox, whatever the case or name", () => {
    expect(staffRecipients([alan], "Team <alan@agency.TEST>")).toEqual(["Alan@Agency.test"]);
  });

  it("skips a host without an address: the staff address alone, as a one-person site", () => {
    expect(staffRecipients([unclaimed], "team@agency.test")).toEqual(["team@agency.test"]);
    expect(staffRecipients([], "team@agency.test")).toEqual(["team@agency.test"]);
  });
});

describe("who the invitation names", () => {
  it("is organized by the booking's own host, the first listed", () => {
    expect(meetingOrganizer([ada, alan], staff)).toEqual({ name: "Ada", email: "ada@agency.test" });
  });

  it("falls back to the staff mailbox when the own host has no address", () => {
    expect(meetingOrganizer([unclaimed, alan], staff)).toEqual(staff);
    expect(meetingOrganizer([], staff)).toEqual(staff);
  });

  it("has every host with an address attend, then the visitor and guests, each once", () => {
    expect(
      meetingAttendees([ada, unclaimed, alan], visitor, ["bob@example.com", "ADA@agency.test"]),
    ).toEqual([
      { name: "Ada", email: "ada@agency.test" },
      { name: "Alan", email: "Alan@Agency.test" },
      visitor,
      { name: "bob@example.com", email: "bob@example.com" },
    ]);
  });
});

describe("who the meeting is with, in words", () => {
  it("names one, two or more hosts", () => {
    expect(hostNames([])).toBeNull();
    expect(hostNames([ada])).toBe("Ada");
    expect(hostNames([ada, alan])).toBe("Ada and Alan");
    expect(hostNames([ada, alan, unclaimed])).toBe("Ada, Alan and Host");
  });
});
