// The dashboard's cells as the page writes them: rupees with paise, en-GB days and months, IST times.
import { describe, expect, it } from "vitest";
import { displayCell, displayHeader, formatMonth } from "./display.ts";

describe("the dashboard's cells on the page", () => {
  it("writes amounts in rupees with paise, negatives too", () => {
    expect(displayCell("Net (₹)", "49998.00")).toBe("₹49,998.00");
    expect(displayCell("Amount (₹)", "123456.5")).toBe("₹1,23,456.50");
    expect(displayCell("Net (₹)", "-1000.50")).toBe("-₹1,000.50");
  });
  it("writes days and months as the rest of the product does", () => {
    expect(displayCell("Week from (Monday)", "2026-11-23")).toBe("23 Nov 2026");
    expect(displayCell("Starts", "2026-11-27")).toBe("27 Nov 2026");
    expect(displayCell("Month", "2026-09")).toBe("Sept 2026");
    expect(formatMonth("2026-11")).toBe("Nov 2026");
  });
  it("writes instants in IST, and says so in the header", () => {
    expect(displayHeader("Received (UTC)")).toBe("Received (IST)");
    // 30 Nov 20:00 UTC is 1 Dec 01:30 in India.
    expect(displayCell("Received (UTC)", "2026-11-30T20:00:00.000Z")).toBe("1 Dec 2026, 01:30");
  });
  it("leaves counts, names and empty cells as they are", () => {
    expect(displayCell("Count", 12)).toBe("12");
    expect(displayCell("Course", "Python 3.12")).toBe("Python 3.12");
    expect(displayCell("Course", null)).toBe("");
  });
});
