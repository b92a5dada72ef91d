// The private calendar feed, read by a maintained iCalendar parser (ical.js): every
// session of every training the learner is enrolled in, in IST with its VTIMEZONE, the place or
// online link, stable UIDs, SEQUENCE raised when staff change a session; a replaced address is a 404.

import { escapeText, foldLine } from "@skillbridge/core/ical";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, createStaff, enrol } from "../../test/factories.ts";

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: apiHeaders(token), ...(payload ? { payload } : {}) });
const feedOf = (token: string, query = "") => t.app.inject({ method: "GET", url: `/calendar/${token}.ics${query}` });

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  return {
    zone: zone?.getFirstPropertyValue("tzid"),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        sequence: event.sequence,
        start: event.startDate,
        end: event.endDate,
      };
    }),
  };
}

async function session(cardId: number, startsAt: string, hours = 2) {
  const start = new Date(startsAt);
  const [row] = await t.database.db
    .insert(schema.trainingSchedules)
    .values({
      trainingCardId: cardId,
      startsAt: start,
      endsAt: new Date(start.getTime() + hours * 3_600_000),
      totalHours: hours,
    })
    .returning();
  return row!;
}

describe("the calendar feed", () => {
  it("lists the learner's sessions in IST with a VTIMEZONE, place or link, and stable UIDs", async () => {
    const db = t.database.db;
    const learner = await createLearner(db);
    const other = await createLearner(db);
    const course = await createCourse(db, { name: "Azure Administrator, AZ-104" });
    const classroom = await createBatch(db, course.id, { location: "Koramangala, Bengaluru", studyMode: "Classroom" });
    const online = await createBatch(db, course.id, { location: "https://meet.example.in/az104", studyMode: "Online" });
    const notMine = await createBatch(db, course.id);
    await enrol(db, learner.id, classroom.id);
    await enrol(db, learner.id, online.id);
    await enrol(db, other.id, notMine.id);
    const first = await session(classroom.id, "2026-12-01T04:30:00Z"); // 10:00 IST
    const second = await session(online.id, "2026-12-02T13:00:00Z"); // 18:30 IST
    await session(notMine.id, "2026-12-03T04:30:00Z");

    const token = await signIn(t.app, "learner", learner.email);
    const { calendarToken } = (await api("GET", "/learners/me/account", token)).json();
    const res = await feedOf(calendarToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.body).toContain("\r\n");
    const { zone, events } = eventsOf(res.body);
    expect(zone).toBe("Asia/Kolkata");
    expect(events).toHaveLength(2);
    const [a, b] = events;
    expect(a!.uid).toBe(`training-session-${first.id}@localhost`);
    expect(a!.summary).toBe("Azure Administrator, AZ-104");
    expect(a!.location).toBe("Koramangala, Bengaluru (Classroom)");
    expect(a!.start.toString()).toBe("2026-12-01T10:00:00");
    expect(a!.start.zone?.tzid).toBe("Asia/Kolkata");
    expect(a!.end.toString()).toBe("2026-12-01T12:00:00");
    expect(a!.sequence).toBe(0);
    expect(b!.uid).toBe(`training-session-${second.id}@localhost`);
    expect(b!.location).toBe("https://meet.example.in/az104");
    expect(b!.start.toString()).toBe("2026-12-02T18:30:00");

    const download = await feedOf(calendarToken, "?download");
    expect(download.headers["content-disposition"]).toContain("attachment");
  });

  it("names an online batch's place once (never \"Online (Zoom) (Online)\"), at the card's times", async () => {
    const db = t.database.db;
    const learner = await createLearner(db);
    const course = await createCourse(db, { name: "Kubernetes Administrator" });
    const zoom = await createBatch(db, course.id, {
      location: "Online (Zoom)",
      studyMode: "Online",
      startTime: "19:00",
      endTime: "21:00",
    });
    await enrol(db, learner.id, zoom.id);
    await session(zoom.id, "2026-12-04T13:30:00Z"); // 19:00–21:00 IST, as the card says
    const token = await signIn(t.app, "learner", learner.email);
    const { calendarToken } = (await api("GET", "/learners/me/account", token)).json();
    const res = await feedOf(calendarToken);
    expect(res.body).not.toContain("(Online) (Online)");
    const [event] = eventsOf(res.body).events;
    expect(event!.location).toBe("Online (Zoom)");
    expect(event!.start.toString()).toBe("2026-12-04T19:00:00");
    expect(event!.end.toString()).toBe("2026-12-04T21:00:00");
  });

  it("raises SEQUENCE when staff move a session, keeping its UID", async () => {
    const db = t.database.db;
    const learner = await createLearner(db);
    const staff = await createStaff(db);
    const course = await createCourse(db);
    const batch = await createBatch(db, course.id);
    await enrol(db, learner.id, batch.id);
    const row = await session(batch.id, "2026-12-05T04:30:00Z");
    const token = await signIn(t.app, "learner", learner.email);
    const { calendarToken } = (await api("GET", "/learners/me/account", token)).json();
    const before = eventsOf((await feedOf(calendarToken)).body).events[0]!;

    const staffToken = await signIn(t.app, "staff", staff.email);
    const moved = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/schedules/${row.id}`,
      headers: apiHeaders(staffToken),
      payload: { scheduleStart: "2026-12-05T06:30:00.000Z", scheduleEnd: "2026-12-05T08:30:00.000Z", totalHours: 2 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = eventsOf((await feedOf(calendarToken)).body).events[0]!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.start.toString()).toBe("2026-12-05T12:00:00");
  });

  it("answers 404 for an unknown address and for the old one after it was replaced", async () => {
    const learner = await createLearner(t.database.db);
    const token = await signIn(t.app, "learner", learner.email);
    const { calendarToken: old } = (await api("GET", "/learners/me/account", token)).json();
    expect((await feedOf(old)).statusCode).toBe(200);
    expect((await api("POST", "/learners/me/calendar-token", token)).statusCode).toBe(200);
    expect((await feedOf(old)).statusCode).toBe(404);
    const { calendarToken: fresh } = (await api("GET", "/learners/me/account", token)).json();
    expect((await feedOf(fresh)).statusCode).toBe(200);
    expect((await feedOf("x".repeat(43))).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/calendar/short.ics" })).statusCode).toBe(404);
  });
});

describe("iCalendar text", () => {
  it("escapes separators and folds long lines at 75 octets without splitting a character", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldLine(`SUMMARY:${"क".repeat(40)}`);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"क".repeat(40)}`);
  });
});
