// /learner/forgot-password: asks for a one-time link to set a new password. The answer is the
// same whether or not the e-mail has an account (it never tells who is a learner). A real form
// posting to the page's action, with or without scripts.
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { TextField } from "../../forms/field";
import { FORGOT_PASSWORD_PATH } from "../../session/paths";
import styles from "./login-form.module.css";
import { validateLogin } from "./login-rules";

export type ForgotAnswer = { sent?: string; error?: string; email: string };

export const FORGOT_TEXTS = {
  tooMany: "Too many requests. Please wait a minute and try again.",
  failed: "The request could not be sent. Please try again.",
} as const;

export function ForgotPasswordForm({ posted }: { posted?: ForgotAnswer }) {
  const fetcher = useFetcher<ForgotAnswer>();
  const answer = fetcher.data ?? posted;
  const [error, setError] = useState<string | undefined>(answer?.error);
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setError(fetcher.data.error);
  }, [fetcher.data, fetcher.state]);

  return (
    <fetcher.Form
      method="post"
      action={FORGOT_PASSWORD_PATH}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const problem = validateLogin(String(new FormData(event.currentTarget).get("email") ?? ""), "x").email;
        setError(problem);
        if (pending || problem) event.preventDefault();
      }}
    >
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        defaultValue={answer?.email ?? ""}
        error={error}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={pending}>
        Send me a link
      </button>
      <p role="status" className={styles.status}>
        {pending ? "Sending…" : (answer?.sent ?? "")}
      </p>
    </fetcher.Form>
  );
}
