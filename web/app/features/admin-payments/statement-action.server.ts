// The bank statement upload's action: a multipart POST (no scripts needed) whose CSV
// file is read here — bounded, checked with core's parseStatement so that a wrong file gets its
// message before anything is sent — then reconciled by the API, which confirms only the credits
// whose UTR and amount match a pending payment, and answers what it did line by line.
import { reconciliationEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { parseStatement, STATEMENT_MAX_CHARS, type StatementResult, statementMessages } from "@skillbridge/core/money";
import { data } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import { MAX_FORM_BYTES, readPostedForm } from "../../forms/form-action.server";

export type StatementAnswer = { error?: string; result?: StatementResult };

// Room for a file a little over the limit, so that it gets the statement's own "too large" message.
const MAX_STATEMENT_FORM_BYTES = 2 * STATEMENT_MAX_CHARS + MAX_FORM_BYTES;

const refuse = (error: string, status = 422) => data<StatementAnswer>({ error }, { status });

/** The file's text: UTF-8 as most banks export, else Windows-1252 (older exports); a binary file shows as control bytes. */
function textOf(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export async function statementAction(api: ApiClient, request: Request) {
  let posted: Awaited<ReturnType<typeof readPostedForm>>;
  try {
    posted = await readPostedForm(request, MAX_STATEMENT_FORM_BYTES);
  } catch {
    return refuse(statementMessages.tooLarge, 413);
  }
  const file = posted.files.statement;
  if (!file) return refuse("Choose the bank statement's CSV file to upload.");
  if (file.size > STATEMENT_MAX_CHARS) return refuse(statementMessages.tooLarge, 413);
  if (!/\.(csv|txt)$/i.test(file.name) && !/^text\/|csv/.test(file.type)) return refuse(statementMessages.notCsv);
  const csv = textOf(new Uint8Array(await file.arrayBuffer()));
  const parsed = parseStatement(csv);
  if (!parsed.ok) return refuse(parsed.error);
  const result = await api.call(reconciliationEndpoints.statement, { body: { csv } });
  if (result.ok) return data<StatementAnswer>({ result: result.data });
  return refuse(
    errorText(result.error, "The statement could not be reconciled: nothing was confirmed."),
    failedCallStatus(result.status),
  );
}
