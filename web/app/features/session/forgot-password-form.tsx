// /learner/forgot-password: asks for a one-time link to set a new password. The answer is the
// same whether or not the e-mail has an account (it never tells who is a learner). A real form
// posting to the page's action, with or without scripts.
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { TextField } from "../../forms/field";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { FORGOT_PASSWORD_PATH } from "../../session/paths";
import styles from "./login-form.module.css";
import { validateLogin } from "./login-rules";

export type ForgotAnswer = { sent?: string; error?: string; email: string };

export const FORGOT_TEXTS = {
  tooMany: learnerAreaCopy.forgot.messages.tooMany,
  failed: learnerAreaCopy.forgot.messages.failed,
} as const;

// The answers and the e-mail's checks, each found in the catalogue by its English words.
const englishTables = [learnerAreaCopy.forgot.messages, learnerAreaCopy.login.messages] as const;

export function ForgotPasswordForm({ posted }: { posted?: ForgotAnswer }) {
  const fetcher = useFetcher<ForgotAnswer>();
  const answer = fetcher.data ?? posted;
  const [error, setError] = useState<string | undefined>(answer?.error);
  const pending = fetcher.state !== "idle";
  const area = useCopy("learnerArea", learnerAreaCopy);
  const copy = area.forgot;
  const localePath = useLocalePath();
  const translated = [area.forgot.messages, area.login.messages] as const;
  const messageText = (message: string | undefined) => {
    for (const [index, table] of englishTables.entries()) {
      const key = Object.keys(table).find((name) => (table as Record<string, string>)[name] === message);
      if (key) return (translated[index] as Record<string, string>)[key];
    }
    return message;
  };

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setError(fetcher.data.error);
  }, [fetcher.data, fetcher.state]);

  return (
    <fetcher.Form
      method="post"
      action={localePath(FORGOT_PASSWORD_PATH)}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const problem = validateLogin(String(new FormData(event.currentTarget).get("email") ?? ""), "x").email;
        setError(problem);
        if (pending || problem) event.preventDefault();
      }}
    >
      <TextField
        label={area.login.email}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        defaultValue={answer?.email ?? ""}
        error={messageText(error)}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={pending}>
        {copy.submit}
      </button>
      <p role="status" className={styles.status}>
        {pending ? copy.sending : (messageText(answer?.sent) ?? "")}
      </p>
    </fetcher.Form>
  );
}
