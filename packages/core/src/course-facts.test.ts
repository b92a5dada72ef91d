import { describe, expect, it } from "vitest";
import { batchModeText, feeText, nextBatchText, type SortKeys, sortCourses } from "./course-facts.ts";

const keys = (id: number, nextStart: string | null, fee: number | null, popularity: number) => ({
  id,
  keys: { nextStart, fee, popularity } satisfies SortKeys,
});

describe("course card facts", () => {
  it("says the fee in ₹ with Indian grouping, or 'Fee on request' for 0 or none", () => {
    expect(feeText(125000)).toBe("₹1,25,000");
    expect(feeText(0)).toBe("Fee on request");
    expect(feeText(null)).toBe("Fee on request");
  });

  it("names the place of a classroom or client-site batch, not of an online one", () => {
    expect(batchModeText("Online", "Online (Zoom)")).toBe("Online");
    expect(batchModeText("Self-Paced", "Learning Portal")).toBe("Self-Paced");
    expect(batchModeText("Classroom", "Noida – Sector 62")).toBe("Classroom, Noida – Sector 62");
    expect(nextBatchText(null)).toBeNull();
    expect(nextBatchText({ batchStartDate: "2030-12-05", ictStudyMode: "Online", ictLocation: "x" })).toBe(
      "Next batch 5 Dec 2030 · Online",
    );
  });

  it("sorts with missing values last and ties in the list's own order", () => {
    const list = [
      keys(1, null, 5000, 2),
      keys(2, "2030-01-02", null, 7),
      keys(3, "2030-01-01", 9000, 2),
      keys(4, "2030-01-02", 5000, 0),
    ];
    const ids = (sort: "next" | "fee" | "popular" | undefined) =>
      sortCourses(list, sort, (item) => item.keys).map((item) => item.id);
    expect(ids("next")).toEqual([3, 2, 4, 1]);
    expect(ids("fee")).toEqual([1, 4, 3, 2]);
    expect(ids("popular")).toEqual([2, 1, 3, 4]);
    expect(ids(undefined)).toEqual([1, 2, 3, 4]);
  });
});
