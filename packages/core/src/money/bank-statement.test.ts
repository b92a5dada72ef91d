import { describe, expect, it } from "vitest";
import {
  amountToPaise,
  csvRows,
  parseStatement,
  STATEMENT_MAX_CHARS,
  statementMessages,
  utrsOf,
} from "./bank-statement.ts";
import { recordPaymentSchema } from "./reconciliation-schemas.ts";

describe("a bank statement's CSV", () => {
  it("keeps quoted commas, doubled quotes and line breaks inside a field", () => {
    expect(csvRows('a,"b, c","say ""hi""\nthere"\r\nd,e,f').map((row) => row.cells)).toEqual([
      ["a", "b, c", 'say "hi"\nthere'],
      ["d", "e", "f"],
    ]);
  });

  it("reads amounts with Indian digit grouping, and nothing that is not an amount", () => {
    expect(amountToPaise("1,24,999.00")).toBe(12_499_900);
    expect(amountToPaise("24999.5")).toBe(2_499_950);
    expect(amountToPaise(" INR 500 ")).toBe(50_000);
    expect(amountToPaise("24,999.00 Cr")).toBe(2_499_900);
    expect(amountToPaise("")).toBe(0);
    expect(amountToPaise("-")).toBe(0);
    expect(amountToPaise("12.345")).toBeNull();
    expect(amountToPaise("about 500")).toBeNull();
  });

  it("finds the UTR in the reference column (zero-padded too) and in UPI and IMPS narrations", () => {
    expect(utrsOf("0000612345678901", "UPI-MEERA-meera@okaxis-UTIB0000123-612345678901-Fee")).toEqual([
      "0000612345678901",
      "612345678901",
    ]);
    expect(utrsOf("TRANSFER FROM 3199412044309", "BY TRANSFER-UPI/CR/612345678903/ARJUN/SBIN")).toEqual([
      "612345678903",
    ]);
    expect(utrsOf("SBIN426307123456", "NEFT CR-SBIN0001234-PAYER")).toEqual(["SBIN426307123456"]);
    // A longer number is not a UTR with digits around it.
    expect(utrsOf("", "ACCOUNT 00000012345678901 CHARGES")).toEqual([]);
  });

  it("finds the header row below the account's details, in the shapes of HDFC, SBI, ICICI and Axis", () => {
    const shapes = [
      ["Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance", 0, 5],
      ["Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance", 0, 5],
      [
        "S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )",
        2,
        6,
      ],
      ["Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL", 0, 4],
    ] as const;
    for (const [header, dateAt, creditAt] of shapes) {
      const columns = header.split(",").length;
      const row = Array.from({ length: columns }, () => "");
      row[dateAt] = "01/11/2026";
      row[header.split(",").findIndex((cell) => /Narration|Description|Remarks|PARTICULARS/.test(cell))] =
        "UPI/612345678901/MEERA/Fee";
      row[creditAt] = '"24,999.00"';
      const debit = [...row];
      debit[creditAt] = "";
      const text = ["Account Name :,EXAMPLE", "", header, row.join(","), debit.join(","), "** End **"].join("\n");
      const parsed = parseStatement(text);
      expect(parsed, header).toEqual({
        ok: true,
        debits: 1,
        credits: [expect.objectContaining({ line: 4, amountPaise: 2_499_900, utrs: ["612345678901"] })],
      });
    }
  });

  it("keeps a credit whose amount cannot be read, with no amount", () => {
    const parsed = parseStatement("Date,Narration,Deposit Amt.\n01/11/26,UPI/612345678901/X,twelve\n");
    expect(parsed).toMatchObject({ ok: true, credits: [{ amountPaise: null, utrs: ["612345678901"] }] });
  });

  it("refuses an empty file, a binary one, one without the columns, and one too large", () => {
    expect(parseStatement(" \n")).toEqual({ ok: false, error: statementMessages.empty });
    expect(parseStatement("PK\u0003\u0004\u0014\u0000")).toEqual({ ok: false, error: statementMessages.notCsv });
    expect(parseStatement("Name,Email\nMeera,m@example.com")).toEqual({
      ok: false,
      error: statementMessages.noColumns,
    });
    expect(parseStatement("x".repeat(STATEMENT_MAX_CHARS + 1))).toEqual({
      ok: false,
      error: statementMessages.tooLarge,
    });
  });
});

describe("a payment recorded by hand", () => {
  const base = { proformaNumber: "sbp/26-27/00012", method: "upi", amount: "24,999", receivedOn: "2026-11-01" };

  it("needs a UTR for UPI and bank transfers, a cheque's number for a cheque, nothing for cash", () => {
    expect(recordPaymentSchema.parse({ ...base, reference: "6123 4567 8901" })).toMatchObject({
      proformaNumber: "SBP/26-27/00012",
      amount: 2_499_900,
      reference: "612345678901",
    });
    expect(recordPaymentSchema.safeParse(base).success).toBe(false);
    expect(recordPaymentSchema.safeParse({ ...base, method: "cheque", reference: "12345" }).success).toBe(false);
    expect(recordPaymentSchema.safeParse({ ...base, method: "cheque", reference: "004512" }).success).toBe(true);
    expect(recordPaymentSchema.safeParse({ ...base, method: "cash" }).success).toBe(true);
  });

  it("refuses an amount that is not one, and a day in the future", () => {
    expect(recordPaymentSchema.safeParse({ ...base, method: "cash", amount: "0" }).success).toBe(false);
    expect(recordPaymentSchema.safeParse({ ...base, method: "cash", amount: "Rs twenty" }).success).toBe(false);
    expect(recordPaymentSchema.safeParse({ ...base, method: "cash", receivedOn: "2999-01-01" }).success).toBe(false);
  });
});
