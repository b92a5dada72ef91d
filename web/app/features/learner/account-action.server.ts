// The action behind every Account Settings form: a real post (with or without scripts)
// naming its `intent`, checked with the same core schema the API uses, then sent to the API
// in-process with the learner's session. Passwords are never sent back to the page.
import {
  accountEndpoints,
  accountMessages,
  changePasswordSchema,
  emailChangeSchema,
  mailLanguageSchema,
  profileUpdateSchema,
} from "@skillbridge/core";
import type { ApiClient, ApiResult } from "@skillbridge/core/api-client";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { data } from "react-router";
import { apiFieldErrors, failureText, fieldErrors } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import type { FormAnswer } from "../../forms/form-answer";
import { dictionaryFor } from "../../i18n/dictionary.server";
import { requestLocale } from "../../i18n/request-locale.server";

export const ACCOUNT_INTENTS = [
  "password",
  "profile",
  "email",
  "end-session",
  "end-others",
  "reminders",
  "language",
  "calendar",
  "erasure",
  "erasure-keep",
  "erasure-cancel",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

const englishMessages = learnerAreaCopy.account.messages;

export const ACCOUNT_TEXTS = {
  failed: englishMessages.failed,
  mismatch: englishMessages.mismatch,
  check: englishMessages.check,
} as const;

const PASSWORD_FIELDS = new Set(["currentPassword", "newPassword", "confirm"]);
const withoutPasswords = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !PASSWORD_FIELDS.has(name)));

function refused(
  intent: string,
  values: Record<string, string>,
  fields: Record<string, string>,
  formError: string,
  status = 422,
) {
  return data<FormAnswer>(
    { intent, ok: false, fieldErrors: fields, formError, values: withoutPasswords(values) },
    { status },
  );
}

function answer(intent: string, values: Record<string, string>, result: ApiResult<{ detail: string }>) {
  if (result.ok) return data<FormAnswer>({ intent, ok: true, message: result.data.detail });
  const fields = apiFieldErrors(result.error);
  const text = failureText(result, ACCOUNT_TEXTS.failed);
  return refused(intent, values, fields, Object.keys(fields).length ? ACCOUNT_TEXTS.check : text, result.status || 502);
}

/**
 * The answer in the language of the page the form was sent from: every message the catalogue has
 * (the action's, the checks' and the API's) in that language, any other as it came.
 */
export async function accountAction(api: ApiClient, request: Request) {
  const result = await accountAnswer(api, request);
  const words = dictionaryFor(requestLocale(request))?.learnerArea.account.messages;
  if (!words) return result;
  const keys = Object.keys(englishMessages) as (keyof typeof englishMessages)[];
  const translate = (message: string) => {
    const key = keys.find((name) => englishMessages[name] === message);
    return key ? words[key] : message;
  };
  const body = result.data;
  result.data = body.ok
    ? { ...body, message: translate(body.message) }
    : {
        ...body,
        formError: translate(body.formError),
        fieldErrors: Object.fromEntries(
          Object.entries(body.fieldErrors).map(([name, message]) => [name, translate(message)]),
        ),
      };
  return result;
}

async function accountAnswer(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const intent = form.intent as AccountIntent;
  switch (intent) {
    case "password": {
      const parsed = changePasswordSchema.safeParse({
        currentPassword: form.currentPassword ?? "",
        newPassword: form.newPassword ?? "",
      });
      const fields = parsed.success ? {} : fieldErrors(parsed.error);
      if (!fields.newPassword && (form.newPassword ?? "") !== (form.confirm ?? ""))
        fields.confirm = ACCOUNT_TEXTS.mismatch;
      if (!parsed.success || fields.confirm) return refused(intent, form, fields, ACCOUNT_TEXTS.check);
      return answer(intent, form, await api.call(accountEndpoints.changePassword, { body: parsed.data }));
    }
    case "profile": {
      const input = {
        firstName: form.firstName ?? "",
        lastName: form.lastName ?? "",
        contact: form.contact ?? "",
        orgName: form.orgName ?? "",
        countryName: form.countryName ?? "",
        stateCode: form.stateCode ?? "",
      };
      const parsed = profileUpdateSchema.safeParse(input);
      if (!parsed.success) return refused(intent, form, fieldErrors(parsed.error), ACCOUNT_TEXTS.check);
      return answer(intent, form, await api.call(accountEndpoints.updateProfile, { body: input }));
    }
    case "email": {
      const parsed = emailChangeSchema.safeParse({
        newEmail: form.newEmail ?? "",
        currentPassword: form.currentPassword ?? "",
      });
      if (!parsed.success) return refused(intent, form, fieldErrors(parsed.error), ACCOUNT_TEXTS.check);
      return answer(intent, form, await api.call(accountEndpoints.requestEmailChange, { body: parsed.data }));
    }
    case "end-session": {
      const sessionId = (form.sessionId ?? "").slice(0, 100);
      if (!sessionId) return refused(intent, form, {}, accountMessages.sessionNotFound, 404);
      return answer(intent, form, await api.call(accountEndpoints.endSession, { params: { sessionId } }));
    }
    case "end-others":
      return answer(intent, form, await api.call(accountEndpoints.endOtherSessions));
    case "reminders":
      return answer(
        intent,
        form,
        await api.call(accountEndpoints.setReminders, { body: { reminders: form.reminders === "on" } }),
      );
    case "language": {
      const parsed = mailLanguageSchema.safeParse({ language: form.language ?? "" });
      if (!parsed.success) return refused(intent, form, {}, englishMessages.chooseLanguage, 422);
      return answer(intent, form, await api.call(accountEndpoints.setLanguage, { body: parsed.data }));
    }
    case "calendar":
      return answer(intent, form, await api.call(accountEndpoints.replaceCalendar));
    case "erasure":
      // Erasure asks once more: the first post only brings the question, the second (confirm=yes) asks staff.
      if (form.confirm !== "yes") {
        return data<FormAnswer>({ intent, ok: true, confirm: true, message: accountMessages.erasureConfirm });
      }
      return answer(intent, form, await api.call(accountEndpoints.requestErasure));
    case "erasure-keep":
      return data<FormAnswer>({ intent, ok: true, message: accountMessages.erasureKept });
    case "erasure-cancel":
      return answer(intent, form, await api.call(accountEndpoints.cancelErasure));
    default:
      return refused("unknown", {}, {}, ACCOUNT_TEXTS.failed, 400);
  }
}
