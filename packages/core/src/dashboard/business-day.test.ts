import { describe, expect, it } from "vitest";
import { answeredInTime, businessDayDeadline, isBusinessDay, istDay, nextBusinessDay } from "./business-day.ts";

const none = new Set<string>();
// 2026-11-07 is a Saturday, 2026-11-08 a Sunday; 2026-11-09 Monday. Diwali holiday chosen below.
const ist = (local: string) => new Date(`${local}+05:30`);

describe("business days in IST (Monday–Saturday, less holidays)", () => {
  it("reads the IST day of an instant, not the UTC one", () => {
    expect(istDay(new Date("2026-11-07T20:00:00Z"))).toBe("2026-11-08"); // 01:30 IST Sunday
    expect(istDay(ist("2026-11-07T23:59:59"))).toBe("2026-11-07");
  });

  it("counts Saturday as a business day, Sunday and holidays not", () => {
    expect(isBusinessDay("2026-11-07", none)).toBe(true);
    expect(isBusinessDay("2026-11-08", none)).toBe(false);
    expect(isBusinessDay("2026-11-09", new Set(["2026-11-09"]))).toBe(false);
  });

  it("skips Sunday and a run of holidays to the next business day", () => {
    expect(nextBusinessDay("2026-11-07", none)).toBe("2026-11-09");
    expect(nextBusinessDay("2026-11-07", new Set(["2026-11-09", "2026-11-10"]))).toBe("2026-11-11");
  });

  it("gives a weekday's submission until the same time on the next business day", () => {
    expect(businessDayDeadline(ist("2026-11-05T10:00:00"), none)).toEqual(ist("2026-11-06T10:00:00"));
  });

  it("gives a Saturday's submission until the same time on Monday (across the weekend)", () => {
    expect(businessDayDeadline(ist("2026-11-07T16:30:00"), none)).toEqual(ist("2026-11-09T16:30:00"));
  });

  it("gives a Sunday's submission until the end of Monday", () => {
    expect(businessDayDeadline(ist("2026-11-08T11:00:00"), none)).toEqual(ist("2026-11-10T00:00:00"));
  });

  it("skips a holiday: Saturday's submission with Monday a holiday is due on Tuesday", () => {
    const holidays = new Set(["2026-11-09"]);
    expect(businessDayDeadline(ist("2026-11-07T16:30:00"), holidays)).toEqual(ist("2026-11-10T16:30:00"));
    // received on the holiday itself: until the end of the next business day
    expect(businessDayDeadline(ist("2026-11-09T09:00:00"), holidays)).toEqual(ist("2026-11-11T00:00:00"));
  });

  it("uses the IST day near midnight: 23:00 UTC Friday is Saturday 04:30 IST", () => {
    expect(businessDayDeadline(new Date("2026-11-06T23:00:00Z"), none)).toEqual(ist("2026-11-09T04:30:00"));
  });

  it("tells in time from late, the deadline itself counting as in time", () => {
    const received = ist("2026-11-07T16:30:00");
    expect(answeredInTime(received, ist("2026-11-09T16:30:00"), none)).toBe(true);
    expect(answeredInTime(received, ist("2026-11-09T16:30:01"), none)).toBe(false);
    expect(answeredInTime(received, ist("2026-11-09T16:30:00"), new Set(["2026-11-09"]))).toBe(true);
  });
});
