// The batch schemas' rules and the IST helpers the staff forms use.
import { describe, expect, it } from "vitest";
import { batchInputSchema, istInstant, istParts, recordingInputSchema } from "./batches.ts";
import { materialInputSchema } from "./content.ts";

const batch = {
  batchStartDate: "2026-06-01",
  batchEndDate: "2026-06-01",
  batchStartTime: "09:30",
  batchEndTime: "12:30",
  ictStudyMode: "Online",
  ictLocation: "Zoom",
  ictHours: 3,
};

describe("IST wall-clock ↔ instant", () => {
  it("writes an IST day and time with its offset, and reads an instant back in IST", () => {
    expect(istInstant("2026-06-01", "09:30")).toBe("2026-06-01T09:30:00+05:30");
    expect(istParts("2026-06-01T04:00:00.000Z")).toEqual({ date: "2026-06-01", time: "09:30" });
    // 20:00 UTC is already the next day in India.
    expect(istParts("2026-06-01T20:00:00Z")).toEqual({ date: "2026-06-02", time: "01:30" });
  });
});

describe("batchInputSchema", () => {
  it("accepts a one-day batch, defaulting to active", () => {
    expect(batchInputSchema.parse(batch).status).toBe("A");
  });
  it("names the field of each refusal", () => {
    const issues = batchInputSchema.safeParse({ ...batch, batchEndDate: "2026-05-31", batchEndTime: "09:30" }).error!
      .issues;
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["batchEndDate", "The end date must be on or after the start date"],
      ["batchEndTime", "The end time must be after the start time"],
    ]);
  });
});

describe("links", () => {
  it("take https or an uploaded /media file only", () => {
    const material = (SMSrc: string) =>
      materialInputSchema.safeParse({ SMName: "Guide", SMType: "PDF", SMSrc }).success;
    expect(material("/media/3-abcdef12.pdf")).toBe(true);
    expect(material("https://example.com/guide.pdf")).toBe(true);
    expect(material("http://example.com/guide.pdf")).toBe(false);
    expect(material("/media/../x")).toBe(false);
    const recording = (recordingLink: string) =>
      recordingInputSchema.safeParse({
        recordingTitle: "Day 1",
        recordingLink,
        recordingDateTime: "2026-06-01T18:00:00+05:30",
      }).success;
    expect(recording("https://videos.example.com/1")).toBe(true);
    expect(recording("/media/3-abcdef12.pdf")).toBe(false);
  });
});
