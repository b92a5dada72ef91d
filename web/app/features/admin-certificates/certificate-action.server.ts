// The certificates page's forms, posted without scripts: issue to the chosen learners
// or to all, mark a learner completed / not completed, revoke with a reason. Each goes to the API
// in-process with the staff session; the answer is a line shown above the list, which the page's
// loader then shows as it now stands.
import {
  certificateEndpoints,
  completionInputSchema,
  completionRuleInputSchema,
  completionRuleMessages,
  revokeInputSchema,
} from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data } from "react-router";
import { errorText } from "../../admin-ui/form-errors";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { markText } from "./certificate-roster";

export type CertificateAnswer = { intent: string; message?: string; error?: string; id?: number };

const SKIPPED = {
  "not-completed": "marked not completed",
  "already-certified": "already certified",
  "not-enrolled": "not in this batch",
  "not-marked-completed": "not marked completed",
  "enrolled-after-end": "enrolled after the batch ended",
} as const;

const idOf = (value: string | undefined) => (/^\d{1,9}$/.test(value ?? "") ? Number(value) : undefined);

export async function certificateAction(api: ApiClient, form: FormValues, batchId: number) {
  const intent = form.intent ?? "";
  const refused = (body: CertificateAnswer, status: number) => data(body, { status: failedCallStatus(status) });

  if (intent === "issue-chosen" || intent === "issue-all") {
    const learnerIds = Object.keys(form)
      .map((name) => /^learner-(\d{1,9})$/.exec(name)?.[1])
      .filter((id): id is string => id !== undefined)
      .map(Number);
    if (intent === "issue-chosen" && learnerIds.length === 0) {
      return refused({ intent, error: "Choose at least one learner." }, 422);
    }
    const body = intent === "issue-all" ? {} : { learnerIds };
    const result = await api.call(certificateEndpoints.issue, { params: { id: batchId }, body });
    if (!result.ok)
      return refused({ intent, error: errorText(result.error, "No certificate was issued.") }, result.status);
    const { issued, skipped } = result.data;
    const notes = Object.entries(SKIPPED)
      .map(([reason, text]) => [skipped.filter((s) => s.reason === reason).length, text] as const)
      .filter(([count]) => count > 0)
      .map(([count, text]) => `${count} ${text}`);
    const message = `${issued.length === 1 ? "1 certificate" : `${issued.length} certificates`} issued.${
      notes.length ? ` Not issued: ${notes.join(", ")}.` : ""
    }`;
    return { intent, message } satisfies CertificateAnswer;
  }

  if (intent === "completion") {
    const learnerId = idOf(form.learnerId);
    const mark = { completed: true, "not-completed": false, unmarked: null }[form.completed ?? ""];
    if (learnerId === undefined || mark === undefined) return refused({ intent, error: "Choose a mark." }, 422);
    const checked = completionInputSchema.safeParse({ completed: mark, reason: form.reason ?? "" });
    if (!checked.success) {
      return refused({ intent, id: learnerId, error: checked.error.issues[0]?.message ?? "" }, 422);
    }
    const result = await api.call(certificateEndpoints.completion, {
      params: { id: batchId, learnerId },
      body: checked.data,
    });
    if (!result.ok) {
      return refused(
        { intent, id: learnerId, error: errorText(result.error, "The mark was not saved.") },
        result.status,
      );
    }
    return {
      intent,
      message: `Saved: ${result.data.name} ${markText(result.data.completed)}.`,
    } satisfies CertificateAnswer;
  }

  if (intent === "completion-rule") {
    const checked = completionRuleInputSchema.safeParse({
      minAttendancePercent: form.minAttendancePercent ?? "",
      examTestId: form.examTestId ?? "",
      showScore: form.showScore ?? "",
    });
    if (!checked.success) return refused({ intent, error: checked.error.issues[0]?.message ?? "" }, 422);
    const result = await api.call(certificateEndpoints.saveCompletionRule, {
      params: { id: batchId },
      body: checked.data,
    });
    if (!result.ok)
      return refused({ intent, error: errorText(result.error, "The rule was not saved.") }, result.status);
    return { intent, message: completionRuleMessages.saved } satisfies CertificateAnswer;
  }

  if (intent === "remove-completion-rule") {
    const result = await api.call(certificateEndpoints.removeCompletionRule, { params: { id: batchId } });
    if (!result.ok && result.status !== 404)
      return refused({ intent, error: errorText(result.error, "The rule was not removed.") }, result.status);
    return { intent, message: completionRuleMessages.removed } satisfies CertificateAnswer;
  }

  if (intent === "revoke") {
    const id = idOf(form.id);
    const checked = revokeInputSchema.safeParse({ reason: form.reason ?? "" });
    if (id === undefined) return refused({ intent, error: "This certificate is not known here." }, 400);
    if (!checked.success) return refused({ intent, id, error: checked.error.issues[0]?.message ?? "" }, 422);
    const result = await api.call(certificateEndpoints.revoke, { params: { id }, body: checked.data });
    if (!result.ok) {
      return refused({ intent, id, error: errorText(result.error, "The certificate was not revoked.") }, result.status);
    }
    return { intent, message: `Certificate ${result.data.code} revoked.` } satisfies CertificateAnswer;
  }
  return refused({ intent, error: "This form is not known here. Reload the page and try again." }, 400);
}
