import { describe, expect, it } from "vitest";
import { meetingWith, namesText } from "./meeting-with";

const ada = { name: "Ada Lovelace", slug: "ada" };
const grace = { name: "Grace Hopper", slug: "grace" };
const alan = { name: "Alan Turing", slug: "alan" };

describe("who a meeting is with", () => {
  it("lists names as a sentence does", () => {
    expect(namesText(["Ada"])).toBe("Ada");
    expect(namesText(["Ada", "Grace"])).toBe("Ada and Grace");
    expect(namesText(["Ada", "Grace", "Alan"])).toBe("Ada, Grace and Alan");
  });

  it("names every host of a collective meeting, with or without a personal link", () => {
    const type = { assignment: "collective" as const, hosts: [ada, grace, alan] };
    expect(meetingWith(type, null)).toBe("Ada Lovelace, Grace Hopper and Alan Turing");
    expect(meetingWith(type, grace)).toBe("Ada Lovelace, Grace Hopper and Alan Turing");
  });

  it("names the personal link's host of a round-robin type, and nobody before booking without one", () => {
    const type = { assignment: "round_robin" as const, hosts: [ada, grace] };
    expect(meetingWith(type, ada)).toBe("Ada Lovelace");
    expect(meetingWith(type, null)).toBeNull();
    expect(meetingWith(null, null)).toBeNull();
    // A collective type of one host is that host's meeting: as round robin.
    expect(meetingWith({ assignment: "collective", hosts: [ada] }, null)).toBeNull();
  });
});
