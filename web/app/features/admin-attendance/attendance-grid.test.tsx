import type { AttendanceSheet } from "@skillbridge/core/attendance";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AttendanceGrid } from "./attendance-grid";

const sheet: AttendanceSheet = {
  batchId: 3,
  courseName: "Ethical Hacking Foundations",
  sessions: [
    { id: 11, startsAt: "2026-11-30T04:30:00.000Z", endsAt: "2026-11-30T07:30:00.000Z", held: true, checkInCode: null },
    {
      id: 12,
      startsAt: "2026-12-07T04:30:00.000Z",
      endsAt: "2026-12-07T07:30:00.000Z",
      held: false,
      checkInCode: null,
    },
  ],
  learners: [
    {
      learnerId: 7,
      name: "Asha Rao",
      email: "asha@example.com",
      marks: { "11": "late" },
      held: 1,
      attended: 1,
      percent: 100,
    },
    { learnerId: 8, name: "Ravi Kumar", email: "ravi@example.com", marks: {}, held: 1, attended: 0, percent: 0 },
  ],
};

describe("AttendanceGrid", () => {
  it("has one labelled select per learner and held session, showing the stored mark, and each learner's percentage", () => {
    render(<AttendanceGrid sheet={sheet} />);
    const table = screen.getByRole("table", { name: "Attendance of the sessions held so far" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Learner", "Mon, 30 Nov 2026, 10:00", "Attended"]);
    const asha = screen.getByRole("combobox", { name: "Attendance of Asha Rao on Mon, 30 Nov 2026, 10:00" });
    expect((asha as HTMLSelectElement).value).toBe("late");
    expect((asha as HTMLSelectElement).name).toBe("mark-11-7");
    const ravi = screen.getByRole("combobox", { name: "Attendance of Ravi Kumar on Mon, 30 Nov 2026, 10:00" });
    expect((ravi as HTMLSelectElement).value).toBe("");
    expect(screen.getByRole("row", { name: /Asha Rao/ }).textContent).toContain("1 of 1 (100 %)");
    expect(screen.getByRole("button", { name: "Save attendance" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Attendance marks" }).getAttribute("method")).toBe("post");
  });

  it("says so when no learner is enrolled", () => {
    render(<AttendanceGrid sheet={{ ...sheet, learners: [] }} />);
    expect(screen.getByText("No learner is enrolled in this batch yet.")).toBeTruthy();
  });
});
