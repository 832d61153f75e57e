import { describe, expect, it } from "vitest";
import { readToolArguments } from "./tool-arguments";

describe("db:backup and db:restore read one FILE", () => {
  it("takes the file", () => {
    expect(readToolArguments(["backup.sql"])).toEqual({ file: "backup.sql" });
    expect(readToolArguments(["./-odd.sql"])).toEqual({ file: "./-odd.sql" });
  });

  it("answers --help and -h with the usage, wherever they stand", () => {
    expect(readToolArguments(["--help"])).toEqual({ help: true });
    expect(readToolArguments(["backup.sql", "-h"])).toEqual({ help: true });
  });

  it("names the mistake: no file, an option it does not know, two files", () => {
    expect(readToolArguments([])).toEqual({ problem: "Which file? Give one FILE." });
    expect(readToolArguments(["--force", "backup.sql"])).toEqual({
      problem: 'Unknown option --force (a file whose name starts with "-": ./--force).',
    });
    expect(readToolArguments(["a.sql", "b.sql"])).toEqual({ problem: "One FILE only, not 2." });
  });

  it("refuses a lone - (not standard input: the release's wrapper passes it on unresolved)", () => {
    expect(readToolArguments(["-"])).toEqual({
      problem: 'Unknown option - (a file whose name starts with "-": ./-).',
    });
  });
});
