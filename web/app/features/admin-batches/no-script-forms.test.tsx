// The pure pieces the batch page's forms share with their route actions:
// what a page is asked for without scripts, and the posted fields read and checked as the browser does.
import { batchInputSchema } from "@skillbridge/core/admin/batches";
import { describe, expect, it } from "vitest";
import { childHidden, readChildAsked } from "../../admin-ui/child-rows";
import { batchBody, batchPosted, readBatchFormValues } from "./batch-form";
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
      "language.en": "on",
    });
    expect(values).not.toHaveProperty("intent");
    expect(values.status).toBe("");
    const checked = batchInputSchema.safeParse(batchBody({ ...values, status: "A" }));
    expect(checked.success && checked.data.ictHours).toBe(36);
  });

  const posted = (extra: Record<string, string>) =>
    readBatchFormValues({
      batchStartDate: "2031-03-10",
      batchEndDate: "2031-03-28",
      batchStartTime: "10:00",
      batchEndTime: "13:00",
      ictStudyMode: "Classroom",
      ictLocation: "Pune",
      ictHours: "36",
      status: "A",
      "language.en": "on",
      ...extra,
    });

  it("reads the batch fee typed in rupees into paise, and sends it to the API as typed", () => {
    const checked = batchPosted(posted({ batchFee: "₹ 12,500.50" }));
    expect(checked.success && checked.data.batchFee).toBe(1_250_050);
    expect(checked.success && checked.body.batchFee).toBe("₹ 12,500.50");
    // Sent on, the API's schema reads the same paise.
    const again = checked.success ? batchInputSchema.safeParse(checked.body) : null;
    expect(again?.success && again.data.batchFee).toBe(1_250_050);
  });

  it("leaves an empty fee to the course's price and refuses one that is not an amount", () => {
    const empty = batchPosted(posted({ batchFee: " " }));
    expect(empty.success && empty.data.batchFee).toBeNull();
    const bad = batchPosted(posted({ batchFee: "twelve thousand" }));
    expect(bad.success ? null : bad.error.issues[0]).toMatchObject({
      path: ["batchFee"],
      message: expect.stringContaining("Batch fee: enter an amount in rupees"),
    });
    const zero = batchPosted(posted({ batchFee: "0" }));
    expect(zero.success).toBe(false);
  });

  it("takes an https join link only, empty for none", () => {
    const link = batchPosted(posted({ joinLink: "https://meet.example.in/abc" }));
    expect(link.success && link.data.joinLink).toBe("https://meet.example.in/abc");
    expect(batchPosted(posted({ joinLink: "" })).success).toBe(true);
    const http = batchPosted(posted({ joinLink: "http://meet.example.in/abc" }));
    expect(http.success ? null : http.error.issues[0]?.message).toBe("Join link: enter a link starting with https://");
  });
});

describe("Taught in: the batch's languages posted without scripts", () => {
  const base = {
    batchStartDate: "2031-03-10",
    batchEndDate: "2031-03-28",
    batchStartTime: "10:00",
    batchEndTime: "13:00",
    ictStudyMode: "Online",
    ictLocation: "Online (Zoom)",
    ictHours: "36",
    status: "A",
  };

  it("reads each ticked checkbox (one field per language) into the API's list", () => {
    const checked = batchPosted(readBatchFormValues({ ...base, "language.hi": "on", "language.hinglish": "on" }));
    expect(checked.success && checked.body.languages).toEqual(["hi", "hinglish"]);
  });

  it("refuses a batch with no language ticked, with the message at the field", () => {
    const checked = batchPosted(readBatchFormValues(base));
    expect(checked.success ? null : checked.error.issues[0]).toMatchObject({
      path: ["languages"],
      message: "Choose at least one language the batch is taught in",
    });
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
