// /learner/set-password: the new learner (or one who asked for a reset) chooses a password with
// the one-time link from their mail, and lands signed in on their profile. The rules are
// ASVS v5 §6.2: long passphrases welcome, no required mix of characters, not a common password.
// A real form: it posts to the page's action (the token in a hidden field, not in the
// address), with or without scripts; the action signs in with the cookie the API set.
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { TextField } from "../../forms/field";
import { FORGOT_PASSWORD_PATH, SET_PASSWORD_PATH } from "../../session/paths";
import styles from "./login-form.module.css";
import { newPasswordError } from "./password-rules";

export type SetPasswordProblems = {
  password?: string;
  confirm?: string;
  link?: string;
  other?: string;
  /** The token that was posted (the page has none in its address after a post). */
  token?: string;
};

export const SET_PASSWORD_TEXTS = { notSaved: "Your password could not be saved. Please try again." } as const;

export function SetPasswordForm({ token, posted }: { token: string; posted?: SetPasswordProblems }) {
  const fetcher = useFetcher<SetPasswordProblems>();
  const [problems, setProblems] = useState<SetPasswordProblems>(posted ?? {});
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setProblems(fetcher.data);
  }, [fetcher.data, fetcher.state]);

  return (
    <fetcher.Form
      method="post"
      action={SET_PASSWORD_PATH}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = new FormData(form);
        const found = newPasswordError(String(values.get("password") ?? ""), String(values.get("confirm") ?? ""));
        setProblems(found);
        const invalid = found.password ? "password" : found.confirm ? "confirm" : null;
        if (pending || invalid) {
          event.preventDefault();
          if (invalid) (form.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
        }
      }}
    >
      <input type="hidden" name="token" value={token} />
      {problems.link || problems.other ? (
        <div role="alert" className="message message-error">
          <p>{problems.link ?? problems.other}</p>
          {problems.link ? <Link to={FORGOT_PASSWORD_PATH}>Ask for a new link</Link> : null}
        </div>
      ) : null}
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters. A few words you will remember make a strong password; any characters, spaces and emoji are fine. Very common passwords are refused."
        error={problems.password}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        name="confirm"
        autoComplete="new-password"
        required
        error={problems.confirm}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={pending}>
        Set password and sign in
      </button>
      <p role="status" className={styles.status}>
        {pending ? "Saving…" : ""}
      </p>
    </fetcher.Form>
  );
}
