import { describe, expect, it } from "vitest";
import { pageQuery, queryOf, readSelection } from "./booking-list-query";

const params = (query: string) => new URLSearchParams(query);

describe("readSelection", () => {
  it("reads the upcoming view with no filter from an empty URL", () => {
    expect(readSelection(params(""))).toEqual({
      view: "upcoming",
      filters: {
        q: undefined,
        status: undefined,
        from: undefined,
        to: undefined,
        type: undefined,
      },
      page: undefined,
      filtered: false,
      listQuery: "view=upcoming",
      exportQuery: "view=upcoming",
    });
  });

  it("keeps the page out of the export and counts any filter as filtered", () => {
    const selection = readSelection(params("view=past&q=ada&page=3&from=2030-01-01"));
    expect(selection.view).toBe("past");
    expect(selection.filtered).toBe(true);
    expect(selection.listQuery).toBe("view=past&q=ada&from=2030-01-01&page=3");
    expect(selection.exportQuery).toBe("view=past&q=ada&from=2030-01-01");
  });

  it("reads an unknown view as upcoming", () => {
    expect(readSelection(params("view=everything")).view).toBe("upcoming");
  });
});

describe("queryOf and pageQuery", () => {
  it("leaves out the keys that are not set", () => {
    expect(queryOf({ view: "past", q: "", status: undefined })).toBe("view=past");
  });

  it("gives page 1 no page parameter", () => {
    const selection = readSelection(params("view=past&status=cancelled&page=4"));
    expect(pageQuery(selection, 1)).toBe("view=past&status=cancelled");
    expect(pageQuery(selection, 2)).toBe("view=past&status=cancelled&page=2");
  });
});
