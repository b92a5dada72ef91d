// Each batch of the course page's schedule names its trainers, linking to their
// profiles on the page; the popup names them without links (its page would scroll behind it).
import type { TrainingCard } from "@skillbridge/core/schemas";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScheduleDialog } from "./schedule-dialog";
import { ScheduleSection } from "./schedule-section";

const batch = (id: number, trainers: TrainingCard["trainers"]): TrainingCard => ({
  id,
  ictId_id: 1,
  ictHours: 40,
  ictLocation: "Noida – Sector 62 Centre",
  ictStudyMode: "Classroom",
  batchStartDate: "2026-12-14",
  batchEndDate: "2027-01-12",
  batchStartTime: "10:00",
  batchEndTime: "13:00",
  status: "A",
  trainers,
});
const course = { name: "CCNA", url: "https://example.test/course/1/CCNA" };
const batches = [
  batch(12, [{ id: 3, name: "Sandeep Kulkarni" }]),
  batch(15, [
    { id: 4, name: "Aditi Rao" },
    { id: 3, name: "Sandeep Kulkarni" },
  ]),
  batch(18, []),
];

/** The list item of a batch, found by its table's caption. */
const itemOf = (container: HTMLElement, id: number) =>
  within(container)
    .getByRole("table", { name: new RegExp(`^Batch ${id}:`) })
    .closest("li") as HTMLElement;

describe("the schedule names each batch's trainers", () => {
  it("on the page, as links to their profiles", () => {
    render(<ScheduleSection batches={batches} course={course} stamp="2026-11-20T08:00:00.000Z" />);
    const section = screen.getByRole("region", { name: "Upcoming Confirmed Trainings" });
    const first = itemOf(section, 12);
    expect(within(first).getByText(/^Trainer:/).textContent).toBe("Trainer: Sandeep Kulkarni");
    expect(within(first).getByRole("link", { name: "Sandeep Kulkarni" }).getAttribute("href")).toBe("#trainer-3");
    const second = itemOf(section, 15);
    expect(within(second).getByText(/^Trainers:/).textContent).toBe("Trainers: Aditi Rao, Sandeep Kulkarni");
    expect(within(second).getByRole("link", { name: "Aditi Rao" }).getAttribute("href")).toBe("#trainer-4");
    // no trainer attached: no line at all
    expect(within(itemOf(section, 18)).queryByText(/^Trainers?:/)).toBeNull();
  });

  it("in the popup, by name without links", () => {
    render(
      <ScheduleDialog
        open
        onClose={() => undefined}
        batches={batches}
        course={course}
        stamp="2026-11-20T08:00:00.000Z"
        onEnroll={() => undefined}
        enrolHref={(item) => `/course/1/enrol?batch=${item.id}`}
        onRequestTraining={() => undefined}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Upcoming Confirmed Trainings" });
    expect(within(itemOf(dialog, 15)).getByText(/^Trainers:/).textContent).toBe(
      "Trainers: Aditi Rao, Sandeep Kulkarni",
    );
    expect(within(dialog).queryByRole("link", { name: "Sandeep Kulkarni" })).toBeNull();
  });
});
