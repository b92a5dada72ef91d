// An admin adds a staff member: name, e-mail, role and an initial password the admin types and
// hands over in person (it is never e-mailed). The new member enrols an authenticator app at the
// first sign-in. Checked with the API's schema first.
import { type StaffAccount, type StaffCreate, staffCreateSchema } from "@skillbridge/core/admin/staff";
import type { ApiError } from "@skillbridge/core/schemas";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { fieldErrors } from "../../forms/errors";
import { TextField } from "../../forms/field";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import styles from "./staff.module.css";

type Errors = Record<string, string>;
function apiErrors(error: ApiError): Errors {
  if (typeof error.detail === "string") return { form: error.detail || "The staff member could not be added." };
  const errors: Errors = {};
  for (const item of error.detail) errors[String(item.loc.at(-1) ?? "form")] ??= item.msg;
  return errors;
}

export function StaffCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Add a staff member">
      {open ? <StaffCreateForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function StaffCreateForm({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<StaffCreate>({ name: "", email: "", role: "staff", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const set = (name: keyof StaffCreate) => (value: string) => setValues((old) => ({ ...old, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = staffCreateSchema.safeParse(values);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    setErrors({});
    setPending(true);
    const result = await api.post<StaffAccount>("/admin/staff", checked.data);
    setPending(false);
    if (!result.ok) return setErrors(apiErrors(result.error));
    toast.show(`${result.data.name} added: hand over the password in person`, "success");
    onDone();
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <TextField
        label="Name"
        required
        autoComplete="off"
        maxLength={120}
        value={values.name}
        error={errors.name}
        onChange={(e) => set("name")(e.currentTarget.value)}
      />
      <TextField
        label="E-mail"
        type="email"
        required
        autoComplete="off"
        value={values.email}
        error={errors.email}
        onChange={(e) => set("email")(e.currentTarget.value)}
      />
      <fieldset className={styles.fieldset}>
        <legend>Role</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="role"
            value="staff"
            checked={values.role === "staff"}
            onChange={() => set("role")("staff")}
          />
          Staff — runs the catalogue and the follow-up
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="role"
            value="admin"
            checked={values.role === "admin"}
            onChange={() => set("role")("admin")}
          />
          Admin — also manages staff accounts
        </label>
        {errors.role ? <span className="field-error">{errors.role}</span> : null}
      </fieldset>
      <TextField
        label="Initial password"
        type="password"
        required
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        hint="8 to 128 characters, not a common password. Give it to them in person: it is never e-mailed. They set up an authenticator app at their first sign-in."
        onChange={(e) => set("password")(e.currentTarget.value)}
      />
      <div className={styles.row}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Adding…" : "Add staff member"}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
