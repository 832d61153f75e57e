import { describe, expect, it } from "vitest";
import { csvCell, toCsv, UTF8_BOM } from "./csv";

describe("csvCell", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell(60)).toBe("60");
    expect(csvCell(-60)).toBe("-60");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+44 20 7946 0000", "'+44 20 7946 0000"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
  ])("neutralises the formula trigger in %j", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it("neutralises a leading carriage return and then quotes the cell", () => {
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
  });

  it("quotes cells with commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
  });

  it("quotes a neutralised formula that also contains a comma", () => {
    expect(csvCell('=HYPERLINK("http://x",1)')).toBe('"\'=HYPERLINK(""http://x"",1)"');
  });
});

describe("toCsv", () => {
  it("writes the BOM, a header and one CRLF-terminated line per row", () => {
    const csv = toCsv(
      [
        { header: "name", value: (r: { name: string; n: number }) => r.name },
        { header: "n", value: (r) => r.n },
      ],
      [
        { name: "a", n: 1 },
        { name: "b,c", n: 2 },
      ],
    );
    expect(csv).toBe(`${UTF8_BOM}name,n\r\na,1\r\n"b,c",2\r\n`);
    expect(UTF8_BOM).toBe("\uFEFF");
  });
});
