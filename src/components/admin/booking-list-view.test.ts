import { describe, expect, it } from "vitest";
import { emptyListMessage, pageWithRows, statusChoices, statusForView } from "./booking-list-view";

describe("statusChoices", () => {
  it("offers only the statuses a view can list", () => {
    expect(statusChoices("upcoming")).toEqual(["confirmed"]);
    expect(statusChoices("past")).toEqual(["cancelled", "completed"]);
    expect(statusChoices("past", "completed")).toEqual(["cancelled", "completed"]);
  });

  it("keeps a status the URL asks for, so the form shows the filter that applies", () => {
    expect(statusChoices("upcoming", "cancelled")).toEqual(["confirmed", "cancelled"]);
  });
});

describe("statusForView", () => {
  it("drops a status the other view cannot list when switching views", () => {
    expect(statusForView("upcoming", "cancelled")).toBeUndefined();
    expect(statusForView("past", "confirmed")).toBeUndefined();
    expect(statusForView("past", "cancelled")).toBe("cancelled");
    expect(statusForView("upcoming", undefined)).toBeUndefined();
  });
});

describe("emptyListMessage", () => {
  it("says 'No bookings yet' only when nothing was ever booked and nothing is filtered", () => {
    expect(emptyListMessage({ view: "upcoming", filtered: false, anyBookings: false })).toBe(
      "No bookings yet",
    );
    expect(emptyListMessage({ view: "past", filtered: false, anyBookings: false })).toBe(
      "No bookings yet",
    );
  });

  it("names what the view lacks when other bookings exist", () => {
    expect(emptyListMessage({ view: "upcoming", filtered: false, anyBookings: true })).toBe(
      "No upcoming bookings",
    );
    expect(emptyListMessage({ view: "past", filtered: false, anyBookings: true })).toBe(
      "No past or cancelled bookings",
    );
  });

  it("blames the filters when they are set", () => {
    expect(emptyListMessage({ view: "past", filtered: true, anyBookings: true })).toBe(
      "No bookings match these filters",
    );
  });
});

describe("pageWithRows", () => {
  const list = (rows: number, page: number, total: number) => ({
    rows: Array.from({ length: rows }),
    page,
    total,
    pageCount: Math.max(1, Math.ceil(total / 20)),
  });

  it("leaves a page with rows, and page 1, alone", () => {
    expect(pageWithRows(list(1, 2, 21))).toBeNull();
    expect(pageWithRows(list(0, 1, 0))).toBeNull();
  });

  it("goes from an empty page past the end to the last page with rows", () => {
    expect(pageWithRows(list(0, 2, 20))).toBe(1);
    expect(pageWithRows(list(0, 7, 45))).toBe(3);
  });

  it("goes to page 1 when nothing matches any more", () => {
    expect(pageWithRows(list(0, 3, 0))).toBe(1);
  });

  it("always moves back, even if the count and the rows disagree", () => {
    expect(pageWithRows(list(0, 2, 45))).toBe(1);
  });
});
