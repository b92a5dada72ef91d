// The pure pieces the batch page's forms share with their route actions:
// what a page is asked for without scripts, and the posted fields read and checked as the browser does.
import { batchInputSchema } from "@skillbridge/core/admin/batches";
import { describe, expect, it } from "vitest";
import { childHidden, readChildAsked } from "../../admin-ui/child-rows";
import { batchBody, readBatchFormValues } from "./batch-form";
import { recordingChecked } from "./recording-rows";
import { readScheduleValues, scheduleChecked } from "./schedule-rows";

describe("readChildAsked", () => {
  it("reads ?add={list}, ?edit={list}-{id} and ?delete={list}-{id}", () => {
    expect(readChildAsked(new URLSearchParams("add=schedules"))).toEqual({ list: "schedules", mode: "add" });
    expect(readChildAsked(new URLSearchParams("edit=faqs-12"))).toEqual({ list: "faqs", mode: "edit", id: 12 });
    expect(readChildAsked(new URLSearchParams("delete=recordings-3"))).toEqual({
      list: "recordings",
      mode: "delete",
      id: 3,
    });
  });
  it("ignores anything else", () => {
    expect(readChildAsked(new URLSearchParams(""))).toBeNull();
    expect(readChildAsked(new URLSearchParams("add="))).toBeNull();
    expect(readChildAsked(new URLSearchParams("edit=faqs"))).toBeNull();
    expect(readChildAsked(new URLSearchParams("delete=faqs-1x"))).toBeNull();
  });
  it("posts the intent, and the row's id when editing", () => {
    expect(childHidden("faqs", null)).toEqual({ intent: "faqs-add" });
    expect(childHidden("faqs", { id: 7 })).toEqual({ intent: "faqs-edit", id: "7" });
  });
});

describe("the batch form posted without scripts", () => {
  it("keeps the form's fields only, hours as a number", () => {
    const values = readBatchFormValues({
      intent: "batch-add",
      batchStartDate: "2031-03-10",
      batchEndDate: "2031-03-28",
      batchStartTime: "10:00",
      batchEndTime: "13:00",
      ictStudyMode: "Online",
      ictLocation: "Pune",
      ictHours: " 36 ",
    });
    expect(values).not.toHaveProperty("intent");
    expect(values.status).toBe("");
    const checked = batchInputSchema.safeParse(batchBody({ ...values, status: "A" }));
    expect(checked.success && checked.data.ictHours).toBe(36);
  });
});

describe("schedule rows and recordings posted without scripts", () => {
  it("asks for the day first, then checks the session with the API's schema", () => {
    const refused = scheduleChecked(readScheduleValues({ from: "10:00", to: "13:00", hours: "3" }));
    expect(refused.success ? null : refused.error.issues[0]).toMatchObject({ path: ["day"] });
    const backwards = scheduleChecked({ day: "2031-03-10", from: "10:00", to: "09:00", hours: "3" });
    expect(backwards.success ? null : backwards.error.issues[0]?.message).toBe("The end must be after the start");
    const valid = scheduleChecked({ day: "2031-03-10", from: "10:00", to: "13:30", hours: "3.5" });
    expect(valid.success && valid.data).toEqual({
      scheduleStart: "2031-03-10T10:00:00+05:30",
      scheduleEnd: "2031-03-10T13:30:00+05:30",
      totalHours: 3.5,
    });
  });
  it("refuses a recording's link that is not https", () => {
    const checked = recordingChecked({
      title: "Week 1",
      link: "http://example.in/1",
      day: "2031-03-10",
      time: "18:00",
    });
    expect(checked.success).toBe(false);
    expect(
      recordingChecked({ title: "Week 1", link: "https://example.in/1", day: "2031-03-10", time: "18:00" }).success,
    ).toBe(true);
  });
});
