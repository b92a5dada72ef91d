import { describe, expect, it } from "vitest";
import { csvCell, csvFile, csvLine } from "./csv.ts";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    [" padded ", '" padded "'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTAB", "'\tTAB"],
    ["", ""],
  ])("writes %j as %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes numbers, booleans and missing values as they are", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("ends each line with CRLF", () => {
    expect(csvLine(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
});

describe("csvFile", () => {
  it("starts with a byte-order mark, then the header and each row as a line", () => {
    expect(
      csvFile(
        ["Name", "Fee"],
        [
          ["Asha, R.", 4999],
          ["=cmd", null],
        ],
      ),
    ).toBe('\uFEFFName,Fee\r\n"Asha, R.",4999\r\n\'=cmd,\r\n');
  });
});
