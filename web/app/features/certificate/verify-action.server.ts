// /verify's form posted (issue 15): a code that passes its check character goes on to its own page;
// otherwise the form again, saying whether it is no code at all or has a typing mistake. The check
// runs here, before any lookup, so a typo never reaches the database nor counts as a try.
import { certificateMessages, parseVerificationCode } from "@skillbridge/core";
import { data, redirect } from "react-router";
import { readForm } from "../../forms/form-action.server";

export async function verifyAction(request: Request) {
  const typed = ((await readForm(request)).code ?? "").slice(0, 64);
  const parsed = parseVerificationCode(typed);
  if (parsed.ok) return redirect(`/verify/${encodeURIComponent(parsed.code)}`);
  const error = parsed.reason === "check" ? certificateMessages.codeMistyped : certificateMessages.codeMalformed;
  return data({ code: typed, error }, { status: 400 });
}
