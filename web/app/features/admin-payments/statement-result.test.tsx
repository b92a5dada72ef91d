// The bank statement's result page shows each outcome as a table with a caption and
// column headers — what was confirmed (with its tax invoice or why it is flagged), the UTRs found
// with another amount (not confirmed), those done before, and credits that matched nothing.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StatementResultView } from "./statement-result";

afterEach(cleanup);

const line = (n: number, amountPaise: number | null) => ({
  line: n,
  date: "01/11/26",
  narration: `UPI-PAYER-${n}`,
  reference: `00006123456789${String(n).padStart(2, "0")}`,
  amountPaise,
});

describe("StatementResultView", () => {
  it("lists each outcome in its own captioned table", () => {
    render(
      <StatementResultView
        result={{
          credits: 5,
          confirmed: [
            {
              ...line(7, 2_499_900),
              utr: "612345678907",
              paymentId: 1,
              payerName: "Meera Krishnan",
              status: "confirmed",
              invoiceNumber: "SB/26-27/000004",
              flagReason: null,
            },
            {
              ...line(8, 2_499_900),
              utr: "612345678908",
              paymentId: 2,
              payerName: "Ravi Kumar",
              status: "flagged",
              invoiceNumber: null,
              flagReason: "already_paid",
            },
          ],
          mismatched: [
            {
              ...line(9, 2_000_000),
              utr: "612345678909",
              paymentId: 3,
              payerName: "Arjun Rao",
              expectedPaise: 2_499_900,
            },
          ],
          alreadyDone: [],
          unmatched: [line(11, null)],
          review: [],
          rejected: [],
        }}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe(
      "5 credits read: 2 confirmed, 1 with another amount (not confirmed), 0 done before, 1 not matched.",
    );
    const confirmed = screen.getByRole("table", { name: "Confirmed now (2)" });
    expect(within(confirmed).getByRole("columnheader", { name: "Outcome" })).toBeTruthy();
    expect(within(confirmed).getByRole("row", { name: /Meera Krishnan/ }).textContent).toContain(
      "Tax invoice SB/26-27/000004",
    );
    expect(within(confirmed).getByRole("row", { name: /Ravi Kumar/ }).textContent).toContain(
      "Flagged for refund: the enrolment was paid already",
    );
    const mismatched = screen.getByRole("table", { name: /another amount: not confirmed/ });
    const row = within(mismatched).getByRole("row", { name: /Arjun Rao/ });
    expect(row.textContent).toContain("₹20,000.00");
    expect(row.textContent).toContain("₹24,999.00");
    expect(screen.queryByRole("table", { name: /Done before/ })).toBeNull();
    expect(screen.getByRole("table", { name: "Not matched to any payment (1)" }).textContent).toContain("Unreadable");
  });

  it("lists a credit something contradicts for staff to decide, its narration beside each claim's payer", () => {
    const narration = "UPI-MEERA KRISHNAN-meera@okaxis-612345678901-SBP/26-27/00004";
    render(
      <StatementResultView
        result={{
          credits: 1,
          confirmed: [],
          mismatched: [],
          alreadyDone: [],
          unmatched: [],
          review: [
            {
              ...line(7, 2_499_900),
              narration,
              utr: "612345678901",
              reason: "other_proforma",
              named: [{ payerName: "Meera Krishnan", proformaNumber: "SBP/26-27/00004" }],
              claims: [
                { paymentId: 9, payerName: "Some Stranger", proformaNumber: "SBP/26-27/00005", status: "pending" },
              ],
            },
          ],
          rejected: [],
        }}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain("1 for you to decide: something contradicts them.");
    const table = screen.getByRole("table", { name: /For you to decide/ });
    const row = within(table).getByRole("row", { name: /Some Stranger/ });
    expect(row.textContent).toContain(narration);
    expect(row.textContent).toContain("The narration names another proforma than the claim's");
    expect(row.textContent).toContain("Meera Krishnan (SBP/26-27/00004)");
    expect(row.textContent).toContain("Some Stranger (SBP/26-27/00005): pending");
  });
});
