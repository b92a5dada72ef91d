// The item page's action: each of its forms — follow-up, conversion, reply, note —
// posts here with its `intent`, with or without scripts; the API is called in-process with the
// staff member's session, and the answer says what happened in the page's words.

import { inboxEndpoints, leadEndpoints, paymentEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { type InboxType, inboxReplySchema, type PipelineStatus } from "@skillbridge/core/back-office";
import { data } from "react-router";
import { errorText, issueErrors } from "../../admin-ui/form-errors";
import { failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { ITEM_TEXTS, type ItemAnswer, type ItemIntent } from "./item-texts";

const done = (intent: ItemIntent, message: string) => data<ItemAnswer>({ intent, ok: true, message });
const refused = (intent: ItemIntent, error: string, status: number, extra: Partial<ItemAnswer> = {}) =>
  data<ItemAnswer>({ intent, ok: false, error, ...extra } as ItemAnswer, { status: failedCallStatus(status) });

export async function itemAction(api: ApiClient, request: Request, item: { type: InboxType; id: number }) {
  const form = await readForm(request);
  const params = { type: item.type, id: item.id };
  switch (form.intent) {
    case "follow-up": {
      const assignee = form.assigneeId ?? "";
      // The posted status as it came: the API refuses one it does not know, with its own words.
      const status = form.status as PipelineStatus | undefined;
      const result = await api.call(inboxEndpoints.update, {
        params,
        body: { status, assigneeId: /^\d{1,9}$/.test(assignee) ? Number(assignee) : null },
      });
      return result.ok
        ? done("follow-up", ITEM_TEXTS.saved)
        : refused("follow-up", errorText(result.error, ITEM_TEXTS.notSaved), result.status);
    }
    case "convert": {
      if (!/^\d{1,9}$/.test(form.trainingId ?? "")) return refused("convert", ITEM_TEXTS.chooseBatch, 422);
      const result = await api.call(leadEndpoints.convert, {
        params: { id: item.id },
        body: { trainingId: Number(form.trainingId) },
      });
      if (!result.ok) return refused("convert", errorText(result.error, ITEM_TEXTS.notConverted), result.status);
      const converted = result.data;
      return data<ItemAnswer>({
        intent: "convert",
        ok: true,
        message: converted.mail === "set-password" ? ITEM_TEXTS.convertedNew : ITEM_TEXTS.convertedKnown,
        detail: `Learner #${converted.learnerId} ${converted.learnerCreated ? "created" : "found"} and enrolled in batch #${converted.trainingId}.`,
      });
    }
    case "reply": {
      const values = { subject: form.subject ?? "", message: form.message ?? "" };
      const checked = inboxReplySchema.safeParse(values);
      if (!checked.success) {
        return refused("reply", "", 422, { fieldErrors: issueErrors(checked.error.issues), values });
      }
      const result = await api.call(inboxEndpoints.reply, { params, body: checked.data });
      return result.ok
        ? done("reply", ITEM_TEXTS.replyQueued)
        : refused("reply", ITEM_TEXTS.replyFailed, result.status, { values });
    }
    case "note": {
      const body = form.note ?? "";
      if (!body.trim()) return refused("note", "", 422, { fieldErrors: { note: ITEM_TEXTS.writeNote } });
      const result = await api.call(inboxEndpoints.addNote, { params, body: { body } });
      return result.ok
        ? done("note", ITEM_TEXTS.noteAdded)
        : refused("note", ITEM_TEXTS.noteFailed, result.status, { values: { note: body } });
    }
    case "payment-link": {
      if (item.type !== "lead") return refused("payment-link", ITEM_TEXTS.onlyLeads, 422);
      const result = await api.call(paymentEndpoints.requestForLead, { params: { id: item.id } });
      return result.ok
        ? done(
            "payment-link",
            `Payment link sent (proforma ${result.data.proformaNumber}): the seat is theirs once the fee is paid.`,
          )
        : refused("payment-link", errorText(result.error, ITEM_TEXTS.linkFailed), result.status);
    }
    default:
      return refused("note", ITEM_TEXTS.unknownForm, 400);
  }
}
