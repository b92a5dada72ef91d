import type { Event } from "@skillbridge/core/schemas";
import { describe, expect, it } from "vitest";
import { durationLabel, scheduleOf, timeInIndia } from "./event-schedule";

const event = (id: number, eventDate: string, extra: Partial<Event> = {}): Event => ({
  id,
  eventTitle: `Event ${id}`,
  eventDesc: "About it",
  eventDate,
  eventDuration: 90,
  eventPic: "/images/events/webinar.svg",
  ict_id: null,
  status: "A",
  ...extra,
});

describe("scheduleOf", () => {
  const now = new Date("2026-11-20T12:00:00+05:30");

  it("puts upcoming events first, soonest first, and past ones after, latest first", () => {
    const { upcoming, past } = scheduleOf(
      [
        event(1, "2026-12-10T13:30:00.000Z"),
        event(2, "2026-10-01T13:30:00.000Z"),
        event(3, "2026-11-25T13:30:00.000Z"),
        event(4, "2026-11-01T13:30:00.000Z"),
      ],
      now,
    );
    expect(upcoming.map((item) => item.id)).toEqual([3, 1]);
    expect(past.map((item) => item.id)).toEqual([4, 2]);
  });

  it("counts an event earlier today (IST) as upcoming, comparing whole days", () => {
    const { upcoming, past } = scheduleOf(
      [event(1, "2026-11-20T00:30:00+05:30"), event(2, "2026-11-19T23:59:00+05:30")],
      now,
    );
    expect(upcoming.map((item) => item.id)).toEqual([1]);
    expect(past.map((item) => item.id)).toEqual([2]);
  });

  it("shows the date en-GB and the time in IST, whatever the zone of the instant", () => {
    const [item] = scheduleOf([event(1, "2026-12-05T13:30:00.000Z", { eventDuration: 75 })], now).upcoming;
    expect(item).toMatchObject({ date: "5 Dec 2026", time: "7:00 pm IST", duration: "1 h 15 min" });
  });
});

describe("durationLabel", () => {
  it.each([
    [30, "30 min"],
    [60, "1 h"],
    [90, "1 h 30 min"],
    [480, "8 h"],
  ])("%i minutes → %s", (minutes, label) => {
    expect(durationLabel(minutes)).toBe(label);
  });
});

describe("timeInIndia", () => {
  it("writes the start in IST with a plain space", () => {
    expect(timeInIndia("2026-12-05T04:00:00Z")).toBe("9:30 am IST");
  });
});
