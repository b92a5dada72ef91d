import { describe, expect, it } from "vitest";
import { describeBatch, istInstant, istTimeRange, localTimeRange } from "./batch-time";

describe("batch times (IST wall-clock)", () => {
  it("shows the IST range without seconds", () => {
    expect(istTimeRange("10:00:00", "13:00")).toBe("10:00 – 13:00 IST");
  });

  it("places an IST time on its day as an instant", () => {
    expect(istInstant("2026-12-14", "19:00").toISOString()).toBe("2026-12-14T13:30:00.000Z");
  });

  it("has no local range inside India", () => {
    expect(localTimeRange("2026-12-14", "10:00", "13:00", "Asia/Kolkata")).toBeNull();
    expect(localTimeRange("2026-12-14", "10:00", "13:00", "Asia/Calcutta")).toBeNull();
  });

  it("converts to the visitor's zone, daylight saving included", () => {
    expect(localTimeRange("2026-12-14", "10:00", "13:00", "Europe/London")).toBe("04:30 – 07:30 GMT");
    expect(localTimeRange("2026-07-14", "10:00", "13:00", "Europe/London")).toBe("05:30 – 08:30 BST");
    expect(localTimeRange("2026-12-14", "19:00", "21:00", "Asia/Dubai")).toMatch(/^17:30 – 19:30 /);
  });

  it("says when the session falls on another calendar day there", () => {
    expect(localTimeRange("2026-12-14", "07:00", "09:00", "America/New_York")).toMatch(
      /^20:30 – 22:30 \S+ \(the day before\)$/,
    );
    expect(localTimeRange("2026-12-14", "21:00", "23:00", "Pacific/Auckland")).toMatch(/\(the day after\)$/);
  });
});

describe("describeBatch", () => {
  it("says which batch in words, without its database id", () => {
    expect(
      describeBatch({
        batchStartDate: "2026-12-14",
        batchStartTime: "19:00:00",
        batchEndTime: "21:00:00",
        ictStudyMode: "Online",
      }),
    ).toBe("Online batch, starts 14 Dec 2026, 19:00 – 21:00 IST");
  });
});
