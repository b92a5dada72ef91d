import { escapeText, foldLine } from "@skillbridge/core/ical";
import { describe, expect, it } from "vitest";
import { buildBatchIcs, icsDataUrl, icsFileName } from "./batch-ics";

const batch = {
  id: 42,
  batchStartDate: "2026-12-14",
  batchEndDate: "2027-01-12",
  batchStartTime: "19:00:00",
  batchEndTime: "21:00:00",
  ictLocation: "Online (Zoom)",
  ictStudyMode: "Online",
  ictHours: 64,
};
const course = {
  name: "AWS Certified Solutions Architect – Associate (SAA-C03)",
  url: "https://skillbridge.example/course/1/AWS_Certified_Solutions_Architect_%E2%80%93_Associate_(SAA-C03)",
};
const stamp = new Date("2026-11-20T08:00:00Z");

/** Unfolds continuation lines (RFC 5545 §3.1) so properties can be read whole. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("buildBatchIcs", () => {
  const ics = buildBatchIcs(batch, course, stamp);
  const lines = unfold(ics);

  it("is a calendar with one event, CRLF line endings and a final line break", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("places the first session at the IST wall-clock time, written in UTC", () => {
    expect(lines).toContain("DTSTART:20261214T133000Z"); // 19:00 IST
    expect(lines).toContain("DTEND:20261214T153000Z"); // 21:00 IST
    expect(lines).toContain("DTSTAMP:20261120T080000Z");
  });

  it("names the course, batch, place and dates, escaping commas and semicolons", () => {
    expect(lines).toContain("SUMMARY:AWS Certified Solutions Architect – Associate (SAA-C03) – batch 42");
    expect(lines).toContain("LOCATION:Online (Zoom)");
    const description = lines.find((line) => line.startsWith("DESCRIPTION:")) ?? "";
    expect(description).toContain("First session of batch 42 (Online\\, 64 hours).");
    expect(description).toContain("14 Dec 2026 – 12 Jan 2027\\, 19:00 – 21:00 IST");
    expect(description).toContain("\\n");
    expect(lines).toContain(`URL:${course.url}`);
    expect(lines.some((line) => line.startsWith("UID:batch-42-2026-12-14-1900@"))).toBe(true);
  });

  it("folds every line to at most 75 octets", () => {
    const encoder = new TextEncoder();
    for (const line of ics.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  });

  it("is deterministic, so the server and the browser render the same link", () => {
    expect(buildBatchIcs(batch, course, stamp)).toBe(ics);
  });

  it("says 'from' a start date when the batch has no end date", () => {
    const open = unfold(buildBatchIcs({ ...batch, batchEndDate: null }, course, stamp));
    expect(open.find((line) => line.startsWith("DESCRIPTION:"))).toContain("runs from 14 Dec 2026");
  });
});

describe("calendar helpers", () => {
  it("escapes TEXT values", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("never splits a multi-byte character when folding", () => {
    const folded = foldLine(`SUMMARY:${"–".repeat(40)}`);
    expect(folded.split("\r\n ").join("")).toBe(`SUMMARY:${"–".repeat(40)}`);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });

  it("makes a downloadable data URL and a file name", () => {
    expect(icsDataUrl("BEGIN:VCALENDAR\r\n")).toBe("data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0A");
    expect(icsFileName(batch)).toBe("training-batch-42-2026-12-14.ics");
  });
});
