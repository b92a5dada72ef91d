// /learner/forgot-password: asks for a one-time link to set a new password. The answer is the
// same whether or not the e-mail has an account (it never tells who is a learner).
import { passwordMessages } from "@skillbridge/core/messages";
import { type FormEvent, useState } from "react";
import { useApi } from "../../api";
import { TextField } from "../../forms/field";
import styles from "./login-form.module.css";
import { validateLogin } from "./login-rules";

export function ForgotPasswordForm() {
  const api = useApi();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = validateLogin(email, "x").email;
    setError(problem);
    if (problem) return;
    setPending(true);
    const result = await api
      .post<{ detail: string }>("/learners/password-reset", { email: email.trim() })
      .catch(() => null);
    setPending(false);
    if (result?.ok) setSent(result.data.detail || passwordMessages.resetSent);
    else if (result?.status === 429) setError("Too many requests. Please wait a minute and try again.");
    else setError("The request could not be sent. Please try again.");
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={pending}>
        Send me a link
      </button>
      <p role="status" className={styles.status}>
        {pending ? "Sending…" : (sent ?? "")}
      </p>
    </form>
  );
}
