// The hidden part of every public form: the form's own key and the time it was shown
// (both set when scripts run and renewed after each success), and the honeypot. Without JavaScript
// both are empty — a page is the same for every visitor, so that it can be cached — and the action
// derives the idempotency key from the typed details alone (form-action.server.ts): a repost of
// the same page stores nothing twice.
import { useEffect, useState } from "react";
import { HONEYPOT_NAME } from "./submission-names";

function newKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** `generation`: change it (e.g. count successes) to start a new submission with a new key. */
export function SubmissionFields({ generation = 0 }: { generation?: number }) {
  const [formKey, setFormKey] = useState("");
  const [startedAt, setStartedAt] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation is a new submission
  useEffect(() => {
    setFormKey(newKey());
    setStartedAt(new Date().toISOString());
  }, [generation]);
  return (
    <>
      <input type="hidden" name="formKey" value={formKey} />
      <input type="hidden" name="formStartedAt" value={startedAt} />
      <div
        aria-hidden="true"
        style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
      >
        <label>
          Website
          <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
