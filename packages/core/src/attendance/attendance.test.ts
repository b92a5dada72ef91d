import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  attendanceBySession,
  attendanceSummary,
  checkInCodeSchema,
  checkInStatus,
  checkInWindow,
  isFormulaCell,
  parseAttendanceCsv,
  sessionHeld,
} from "./index.ts";

const MINUTE = 60_000;
const start = new Date("2026-12-01T04:30:00Z"); // 10:00 IST
const session = { startsAt: start, endsAt: new Date(start.getTime() + 180 * MINUTE) };
const after = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe("sessionHeld", () => {
  it("is held from its IST day on, whatever the hour", () => {
    expect(sessionHeld("2026-12-01T18:00:00Z", "2026-12-01")).toBe(true); // 23:30 IST on the 1st
    expect(sessionHeld("2026-12-01T18:40:00Z", "2026-12-01")).toBe(false); // 00:10 IST on the 2nd
    expect(sessionHeld("2026-12-01T18:40:00Z", "2026-12-02")).toBe(true);
    expect(sessionHeld(start, "2026-12-01")).toBe(true);
    expect(sessionHeld(start, "2026-11-30")).toBe(false);
  });
});

describe("attendanceSummary", () => {
  it("counts present and late as attended, over held sessions only", () => {
    const summary = attendanceSummary(
      [
        { startsAt: "2026-11-01T04:30:00Z", status: "present" },
        { startsAt: "2026-11-02T04:30:00Z", status: "late" },
        { startsAt: "2026-11-03T04:30:00Z", status: "absent" },
        { startsAt: "2026-11-04T04:30:00Z", status: null },
        { startsAt: "2026-12-24T04:30:00Z", status: "present" }, // not held yet: not counted
      ],
      "2026-11-30",
    );
    expect(summary).toEqual({ held: 4, attended: 2, percent: 50 });
  });

  it("rounds down, so 100 % means every held session attended", () => {
    const sessions = Array.from({ length: 200 }, (_, i) => ({
      startsAt: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000),
      status: i === 0 ? ("absent" as const) : ("present" as const),
    }));
    expect(attendanceSummary(sessions, "2026-12-31")).toEqual({ held: 200, attended: 199, percent: 99 });
  });

  it("has no percentage before any session is held", () => {
    expect(attendanceSummary([{ startsAt: "2026-12-24T04:30:00Z", status: null }], "2026-11-30")).toEqual({
      held: 0,
      attended: 0,
      percent: null,
    });
  });

  it("is always a whole number from 0 to 100, and 100 only when every held session is attended", () => {
    const status = fc.constantFrom(...ATTENDANCE_STATUSES, null);
    fc.assert(
      fc.property(fc.array(fc.record({ day: fc.integer({ min: 1, max: 28 }), status }), { maxLength: 40 }), (rows) => {
        const sessions = rows.map((row) => ({
          startsAt: `2026-11-${String(row.day).padStart(2, "0")}T04:30:00Z`,
          status: row.status,
        }));
        const summary = attendanceSummary(sessions, "2026-11-15");
        if (summary.held === 0) return summary.percent === null;
        const percent = summary.percent!;
        return (
          Number.isInteger(percent) &&
          percent >= 0 &&
          percent <= 100 &&
          summary.attended <= summary.held &&
          (percent === 100) === (summary.attended === summary.held) &&
          percent === Math.floor((summary.attended * 100) / summary.held)
        );
      }),
    );
  });
});

describe("check-in window and late rule", () => {
  it("opens 15 minutes before the start and closes at the end", () => {
    expect(checkInWindow(session, after(-16))).toBe("early");
    expect(checkInWindow(session, after(-15))).toBe("open");
    expect(checkInWindow(session, after(0))).toBe("open");
    expect(checkInWindow(session, after(180))).toBe("open");
    expect(checkInWindow(session, after(181))).toBe("closed");
  });

  it("is present up to ten minutes after the start, late after that", () => {
    expect(checkInStatus(start, after(-15))).toBe("present");
    expect(checkInStatus(start, after(10))).toBe("present");
    expect(checkInStatus(start, new Date(after(10).getTime() + 1000))).toBe("late");
    fc.assert(
      fc.property(fc.integer({ min: -15 * 60, max: 180 * 60 }), (seconds) => {
        const now = new Date(start.getTime() + seconds * 1000);
        return checkInStatus(start, now) === (seconds > 600 ? "late" : "present");
      }),
    );
  });
});

describe("check-in code", () => {
  it("takes any case and spaces, refuses other lengths and signs", () => {
    expect(checkInCodeSchema.parse(" ab3 k7x ")).toBe("AB3K7X");
    expect(checkInCodeSchema.safeParse("AB3K7").success).toBe(false);
    expect(checkInCodeSchema.safeParse("AB3K7-").success).toBe(false);
  });
});

describe("parseAttendanceCsv", () => {
  it("reads the columns by name, in any order and case, skipping blank lines", () => {
    const parsed = parseAttendanceCsv(
      "\uFEFFStatus,Name,E-mail ignored,EMAIL\r\nLate,Asha,x,Asha@Example.com\r\n\r\nabsent,Ravi,,ravi@example.com\r\n",
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([
      { line: 2, email: "asha@example.com", status: "late" },
      { line: 4, email: "ravi@example.com", status: "absent" },
    ]);
  });

  it("names every bad line: formula, bad e-mail, bad status, an e-mail twice", () => {
    const parsed = parseAttendanceCsv(
      [
        "email,status",
        "@SUM(A1),present",
        "not-an-email,present",
        "a@example.com,here",
        "a@example.com,late",
        "A@example.com,absent",
        "b@example.com,-1",
      ].join("\n"),
    );
    expect(parsed.problems.map((problem) => problem.line)).toEqual([2, 3, 4, 6, 7]);
    expect(parsed.problems[3]!.reason).toContain("line 5");
  });

  it("refuses a file without the header or without rows", () => {
    expect(parseAttendanceCsv("").problems).toHaveLength(1);
    expect(parseAttendanceCsv("mail,state\na@example.com,present").problems[0]!.reason).toContain('"email"');
    expect(parseAttendanceCsv("email,status\n").problems[0]!.line).toBe(1);
  });

  it("treats = + - @ (after spaces or tabs) as formulas", () => {
    for (const cell of ["=1+1", "+91", "-2", "@x", " =x", "\t=x"]) expect(isFormulaCell(cell)).toBe(true);
    for (const cell of ["asha@example.com", "present", ""]) expect(isFormulaCell(cell)).toBe(false);
  });
});

describe("attendance over a batch's sessions", () => {
  it("gives each held session its attendees (present or late) as a share of the batch, rounded down", () => {
    const learners: { marks: Record<string, AttendanceStatus> }[] = [
      { marks: { "1": "present", "2": "late" } },
      { marks: { "1": "absent", "2": "present" } },
      { marks: { "1": "late" } },
    ];
    const sheet = {
      learners,
      sessions: [
        { id: 1, startsAt: "2026-11-02T04:30:00.000Z", held: true },
        { id: 2, startsAt: "2026-11-09T04:30:00.000Z", held: true },
        { id: 3, startsAt: "2026-12-07T04:30:00.000Z", held: false },
      ],
    };
    expect(attendanceBySession(sheet).map((row) => [row.sessionId, row.attended, row.of, row.percent])).toEqual([
      [1, 2, 3, 66],
      [2, 2, 3, 66],
    ]);
    expect(attendanceBySession({ sessions: sheet.sessions, learners: [] })[0]).toMatchObject({ of: 0, percent: 0 });
  });
});
