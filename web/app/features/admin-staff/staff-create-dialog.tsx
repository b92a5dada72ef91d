// An admin adds a staff member: name, e-mail, role and an initial password the admin types and
// hands over in person (it is never e-mailed). The new member enrols an authenticator app at the
// first sign-in. Checked with the API's schema first, then posted to the route's action. Without scripts the trigger asks
// for /admin/staff?add, where the same form is on the page and posts to the route's action
// (staff-action.server.ts); the password it typed is never sent back.
import { type StaffCreate, staffCreateSchema } from "@skillbridge/core/admin/staff";
import adminStyles from "../../admin-ui/admin.module.css";
import { DialogForm, FormDialog, useDialogSubmit, useFormValues } from "../../admin-ui/form-dialog";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { TextField } from "../../forms/field";
import styles from "./staff.module.css";

/** The hidden `intent` of the form. */
export const STAFF_CREATE_INTENT = "staff-create";

/** The form's fields as posted without scripts: the API's body as it is (a missing one is empty). */
export function readStaffCreateValues(form: Record<string, string | undefined>): StaffCreate {
  return {
    name: form.name ?? "",
    email: form.email ?? "",
    role: (form.role ?? "") as StaffCreate["role"],
    password: form.password ?? "",
  };
}

/** A post the route's action refused: the messages per field and what was typed but the password. */
export type StaffCreateAnswer = { errors: FieldErrors; values?: Omit<StaffCreate, "password"> };

export function StaffCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Add a staff member">
      <StaffCreateForm onDone={onClose} />
    </FormDialog>
  );
}

export function StaffCreateForm({ onDone, posted }: { onDone: () => void; posted?: StaffCreateAnswer }) {
  const form = useDialogSubmit(onDone, posted?.errors);
  const { errors } = form;
  const [values, set] = useFormValues<StaffCreate>({
    name: "",
    email: "",
    role: "staff",
    ...posted?.values,
    password: "",
  });

  const submit = () => form.check(staffCreateSchema, values);

  return (
    <DialogForm state={form} onSubmit={submit} onCancel={onDone} submitLabel="Add staff member" pendingLabel="Adding…">
      <input type="hidden" name="intent" value={STAFF_CREATE_INTENT} />
      <TextField
        label="Name"
        required
        autoComplete="off"
        maxLength={120}
        name="name"
        value={values.name}
        error={errors.name}
        onChange={(e) => set("name")(e.currentTarget.value)}
      />
      <TextField
        label="E-mail"
        type="email"
        required
        autoComplete="off"
        name="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => set("email")(e.currentTarget.value)}
      />
      <fieldset className={adminStyles.fieldset}>
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
            value="finance"
            checked={values.role === "finance"}
            onChange={() => set("role")("finance")}
          />
          Finance — also confirms, records and refunds payments
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
        name="password"
        value={values.password}
        error={errors.password}
        hint="8 to 128 characters, not a common password. Give it to them in person: it is never e-mailed. They set up an authenticator app at their first sign-in."
        onChange={(e) => set("password")(e.currentTarget.value)}
      />
    </DialogForm>
  );
}
