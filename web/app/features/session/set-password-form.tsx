// /learner/set-password: the new learner (or one who asked for a reset) chooses a password with
// the one-time link from their mail, and lands signed in on their profile. The rules are
// ASVS v5 §6.2: long passphrases welcome, no required mix of characters, not a common password.
import type { LoginResponse } from "@skillbridge/core/schemas";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { useApi } from "../../api";
import { TextField } from "../../forms/field";
import styles from "./login-form.module.css";
import { newPasswordError } from "./password-rules";
import { PROFILE_PATH } from "./paths";

type Problems = { password?: string; confirm?: string; link?: string; other?: string };

export function SetPasswordForm({ token }: { token: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = newPasswordError(password, confirm);
    setProblems(found);
    const invalid = found.password ? "password" : found.confirm ? "confirm" : null;
    if (invalid) {
      (event.currentTarget.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await api.post<LoginResponse>("/learners/set-password", { token, password });
      if (result.ok) {
        await navigate(PROFILE_PATH, { replace: true });
        await revalidator.revalidate();
        return;
      }
      const detail = Array.isArray(result.error.detail) ? result.error.detail : [];
      const onPassword = detail.find((item) => item.loc.at(-1) === "password")?.msg;
      const onLink = detail.find((item) => item.loc.at(-1) === "token")?.msg;
      setProblems(
        onPassword
          ? { password: onPassword }
          : onLink
            ? { link: onLink }
            : { other: "Your password could not be saved. Please try again." },
      );
    } catch {
      setProblems({ other: "No answer from the server. Check your connection and try again." });
    }
    setPending(false);
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {problems.link || problems.other ? (
        <div role="alert" className="message message-error">
          <p>{problems.link ?? problems.other}</p>
          {problems.link ? <Link to="/learner/forgot-password">Ask for a new link</Link> : null}
        </div>
      ) : null}
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters. A few words you will remember make a strong password; any characters, spaces and emoji are fine. Very common passwords are refused."
        value={password}
        error={problems.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        name="confirm"
        autoComplete="new-password"
        required
        value={confirm}
        error={problems.confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={pending}>
        Set password and sign in
      </button>
      <p role="status" className={styles.status}>
        {pending ? "Saving…" : ""}
      </p>
    </form>
  );
}
