// The IST date-time texts that the reminder mails and the back office's batch pages share.
import { describe, expect, it } from "vitest";
import { istDateTimeText, istTimeText } from "./ist-time.ts";

describe("IST date-time texts", () => {
  it("writes an instant as the IST wall clock, en-GB, 24-hour", () => {
    const instant = new Date("2031-03-10T04:30:00Z"); // 10:00 IST
    expect(istDateTimeText(instant)).toBe("10 Mar 2031, 10:00");
    expect(istDateTimeText(instant, { weekday: true })).toBe("Mon, 10 Mar 2031, 10:00");
    expect(istTimeText(instant)).toBe("10:00");
  });

  it("takes ISO strings as well as dates, and crosses midnight by IST, not UTC", () => {
    expect(istDateTimeText("2026-11-26T19:00:00Z")).toBe("27 Nov 2026, 00:30");
    expect(istTimeText("2026-11-26T18:29:00.000Z")).toBe("23:59");
    expect(istTimeText("2026-11-26T12:00:00+05:30")).toBe("12:00");
  });

  it("uses 00 for the midnight hour, never 24", () => {
    expect(istTimeText(new Date("2026-01-01T18:30:00Z"))).toBe("00:00");
  });
});
