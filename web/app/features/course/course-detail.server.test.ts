// The course page's loader: one call (GET /ictData/{id}/page), upcoming batches only by IST day,
// soonest first, and the 404 / error outcomes the route turns into its answers.
import { type ApiResult, createApiClient } from "@skillbridge/core/api-client";
import type { TrainingCard } from "@skillbridge/core/schemas";
import { describe, expect, it } from "vitest";
import { loadCourseDetail } from "./course-detail.server";

const batch = (id: number, batchStartDate: string, batchStartTime = "10:00"): TrainingCard => ({
  id,
  ictId_id: 7,
  ictHours: 40,
  ictLocation: "Online (Zoom)",
  ictStudyMode: "Online",
  batchStartDate,
  batchEndDate: null,
  batchStartTime,
  batchEndTime: "12:00",
  status: "A",
});

const course = { id: 7, ictName: "Course", costData: null, hoursData: null } as never;

/** The real client over a request that records each call and gives `answer`. */
function api(answer: ApiResult<unknown>) {
  const calls: string[] = [];
  const client = createApiClient(async (method, path) => {
    calls.push(`${method} ${path}`);
    return answer;
  });
  return { client, calls };
}

describe("loadCourseDetail", () => {
  it("loads the page in one call and keeps upcoming batches (IST days), soonest first", async () => {
    // 20:00 UTC on 22 Nov is 01:30 on 23 Nov in India: the 22nd is already past there.
    const now = new Date("2026-11-22T20:00:00Z");
    const batches = [batch(1, "2026-12-01"), batch(2, "2026-11-22"), batch(3, "2026-11-23", "18:00")];
    batches.push(batch(4, "2026-11-23", "09:30"));
    const { client, calls } = api({
      ok: true,
      status: 200,
      data: { course, batches, modules: [], benefits: [{ id: 1, benefitDesc: "B" }], prerequisites: [], faqs: [] },
    });
    const result = await loadCourseDetail(client, 7, "https://example.in", now);
    expect(calls).toEqual(["GET /ictData/7/page"]);
    if (result.kind !== "found") throw new Error(result.kind);
    expect(result.data.batches).toEqual({ error: null, items: [batches[3], batches[2], batches[0]] });
    expect(result.data.benefits).toEqual({ error: null, items: [{ id: 1, benefitDesc: "B" }] });
    expect(result.data).toMatchObject({ course, origin: "https://example.in", loadedAt: now.toISOString() });
  });

  it("answers not-found for a 404 and the API's text for a failure", async () => {
    const missing = await loadCourseDetail(
      api({ ok: false, status: 404, error: { detail: "Course not found" } }).client,
      7,
      "",
    );
    expect(missing).toEqual({ kind: "not-found" });
    const failed = await loadCourseDetail(
      api({ ok: false, status: 500, error: { detail: "Database down" } }).client,
      7,
      "",
    );
    expect(failed).toEqual({ kind: "error", message: "Database down" });
  });
});
