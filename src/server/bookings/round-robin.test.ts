import { describe, expect, it } from "vitest";
import { fairestFirst } from "./round-robin";

const at = (iso: string) => new Date(iso);

describe("round robin's order", () => {
  it("puts the host with the fewest upcoming meetings first", () => {
    expect(
      fairestFirst([
        { id: "ada", upcoming: 3, lastBookedAt: at("2030-01-01T00:00:00Z") },
        { id: "grace", upcoming: 1, lastBookedAt: at("2030-01-05T00:00:00Z") },
        { id: "linus", upcoming: 2, lastBookedAt: null },
      ]),
    ).toEqual(["grace", "linus", "ada"]);
  });

  it("breaks a tie by who was booked least recently, never booked first", () => {
    expect(
      fairestFirst([
        { id: "ada", upcoming: 1, lastBookedAt: at("2030-01-05T00:00:00Z") },
        { id: "grace", upcoming: 1, lastBookedAt: at("2030-01-02T00:00:00Z") },
        { id: "linus", upcoming: 1, lastBookedAt: null },
      ]),
    ).toEqual(["linus", "grace", "ada"]);
  });

  it("keeps the type's order when nothing tells the hosts apart", () => {
    const fresh = (id: string) => ({ id, upcoming: 0, lastBookedAt: null });
    expect(fairestFirst([fresh("grace"), fresh("ada")])).toEqual(["grace", "ada"]);
  });
});
