// An admin adds a staff member: name, e-mail, role and an initial password the admin types and
// hands over in person (it is never e-mailed). The new member enrols an authenticator app at the
// first sign-in. Checked with the API's schema first.
import { staffAdminEndpoints } from "@skillbridge/core";
import { type StaffCreate, staffCreateSchema } from "@skillbridge/core/admin/staff";
import adminStyles from "../../admin-ui/admin.module.css";
import { DialogForm, FormDialog, useDialogSubmit, useFormValues } from "../../admin-ui/form-dialog";
import { useApi } from "../../api";
import { TextField } from "../../forms/field";
import styles from "./staff.module.css";

export function StaffCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Add a staff member">
      <StaffCreateForm onDone={onClose} />
    </FormDialog>
  );
}

function StaffCreateForm({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const form = useDialogSubmit(onDone);
  const { errors } = form;
  const [values, set] = useFormValues<StaffCreate>({ name: "", email: "", role: "staff", password: "" });

  const submit = () =>
    form.submit(staffCreateSchema, values, (data) => api.call(staffAdminEndpoints.create, { body: data }), {
      failure: "The staff member could not be added.",
      success: (added) => `${added.name} added: hand over the password in person`,
    });

  return (
    <DialogForm state={form} onSubmit={submit} onCancel={onDone} submitLabel="Add staff member" pendingLabel="Adding…">
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
    </DialogForm>
  );
}
