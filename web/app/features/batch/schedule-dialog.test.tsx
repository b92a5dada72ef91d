import type { TrainingCard } from "@skillbridge/core/schemas";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ScheduleDialog } from "./schedule-dialog";

const batch = (id: number, start: string): TrainingCard => ({
  id,
  ictId_id: 1,
  ictHours: 64,
  ictLocation: "Online (Zoom)",
  ictStudyMode: "Online",
  batchStartDate: start,
  batchEndDate: "2027-01-12",
  batchStartTime: "19:00:00",
  batchEndTime: "21:00:00",
  status: "A",
});
const course = { name: "AWS Solutions Architect", url: "https://example.test/course/1/AWS_Solutions_Architect" };

function renderDialog(batches: TrainingCard[]) {
  const onEnroll = vi.fn();
  const onRequestTraining = vi.fn();
  render(
    <ScheduleDialog
      open
      onClose={() => undefined}
      batches={batches}
      course={course}
      stamp="2026-11-20T08:00:00.000Z"
      onEnroll={onEnroll}
      enrolHref={(item) => `/course/7/enrol?batch=${item.id}`}
      onRequestTraining={onRequestTraining}
    />,
  );
  return { onEnroll, onRequestTraining, dialog: screen.getByRole("dialog", { name: "Upcoming Confirmed Trainings" }) };
}

describe("ScheduleDialog ('Upcoming Confirmed Trainings')", () => {
  it("shows a table per batch with the seven columns, an Enroll button and a calendar file", async () => {
    const user = userEvent.setup();
    const { onEnroll, dialog } = renderDialog([batch(12, "2026-12-14"), batch(15, "2027-01-05")]);
    const tables = within(dialog).getAllByRole("table");
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["Id", "Duration (hours)", "Location", "Mode", "Start", "End", "Time (start - end)"]);
    }
    const cells = within(tables[0]!)
      .getAllByRole("cell")
      .map((td) => td.textContent);
    expect(cells.slice(0, 6)).toEqual(["12", "64", "Online (Zoom)", "Online", "14 Dec 2026", "12 Jan 2027"]);
    // IST wall-clock time, plus the visitor's own time outside India (the test runs in UTC)
    expect(cells[6]).toMatch(/^19:00 – 21:00 IST( Your time: 13:30 – 15:30 UTC)?$/);

    const enrolButtons = within(dialog).getAllByRole("button", { name: "Enroll" });
    expect(enrolButtons).toHaveLength(2);
    await user.click(enrolButtons[1]!);
    expect(onEnroll).toHaveBeenCalledWith(expect.objectContaining({ id: 15 }));

    const calendar = within(dialog).getAllByRole("link", { name: /Add to calendar/ });
    expect(calendar).toHaveLength(2);
    expect(calendar[0]!.getAttribute("href")).toMatch(/^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
    expect(calendar[0]!.getAttribute("download")).toBe("training-batch-12-2026-12-14.ics");
  });

  it("says no training is announced, offers two numbers and a training on request", async () => {
    const user = userEvent.setup();
    const { onRequestTraining, dialog } = renderDialog([]);
    expect(within(dialog).getByText("Oops... No Upcoming Training Announced Yet")).toBeTruthy();
    expect(within(dialog).queryByRole("table")).toBeNull();
    const phones = within(dialog)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("tel:"));
    expect(phones).toHaveLength(2);
    await user.click(within(dialog).getByRole("button", { name: "Request a training schedule" }));
    expect(onRequestTraining).toHaveBeenCalledOnce();
  });

  it("offers 'Join waitlist' instead of Enroll on a full batch, opening the same enrolment form", async () => {
    const user = userEvent.setup();
    const { onEnroll, dialog } = renderDialog([batch(12, "2026-12-14"), { ...batch(15, "2027-01-05"), isFull: true }]);
    expect(within(dialog).getAllByRole("button", { name: "Enroll" })).toHaveLength(1);
    const waitlist = within(dialog).getByRole("button", { name: "Join waitlist" });
    await user.click(waitlist);
    expect(onEnroll).toHaveBeenCalledWith(expect.objectContaining({ id: 15 }));
  });
});
