// Add or edit a learning bundle in an accessible dialog: icon (uploaded), title, description and
// status. Checked with the API's schema first; a new bundle goes last.
import { type AdminBundle, bundleInputSchema, isPictureAddress } from "@skillbridge/core/admin/site";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { fieldErrors } from "../../forms/errors";
import { TextAreaField, TextField } from "../../forms/field";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import { UploadField } from "../admin/upload-field";
import { BundleIcon, iconOptions } from "./bundle-icon";
import { apiFieldErrors, type FieldErrors, SelectField, statusOptions } from "./form-parts";
import styles from "./site.module.css";

type Props = { open: boolean; onClose: () => void; bundle: AdminBundle | null };

export function BundleDialog({ open, onClose, bundle }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={bundle ? `Edit “${bundle.title}”` : "Add a learning bundle"} size="lg">
      {open ? <BundleForm bundle={bundle} onDone={onClose} /> : null}
    </Dialog>
  );
}

function BundleForm({ bundle, onDone }: { bundle: AdminBundle | null; onDone: () => void }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [values, setValues] = useState({
    icon: bundle?.icon ?? "",
    title: bundle?.title ?? "",
    description: bundle?.description ?? "",
    status: bundle?.status ?? "A",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => setValues((old) => ({ ...old, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = bundleInputSchema.safeParse(values);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    setErrors({});
    setPending(true);
    const result = bundle
      ? await api.patch<AdminBundle>(`/admin/bundles/${bundle.id}`, checked.data)
      : await api.post<AdminBundle>("/admin/bundles", checked.data);
    setPending(false);
    if (!result.ok) return setErrors(apiFieldErrors(result.error, "The learning bundle could not be saved."));
    toast.show(bundle ? "Learning bundle saved" : "Learning bundle added", "success");
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
        label="Title"
        required
        maxLength={200}
        value={values.title}
        error={errors.title}
        onChange={(e) => set("title")(e.currentTarget.value)}
      />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={2000}
        value={values.description}
        error={errors.description}
        onChange={(e) => set("description")(e.currentTarget.value)}
      />
      <div className={styles.row}>
        <BundleIcon icon={values.icon} />
        <SelectField
          label="Icon"
          value={values.icon || "book"}
          error={errors.icon}
          options={iconOptions(values.icon)}
          onChange={(e) => set("icon")(e.currentTarget.value === "book" ? "" : e.currentTarget.value)}
        />
      </div>
      <UploadField
        label="Or upload an icon picture"
        kind="image"
        value={isPictureAddress(values.icon) ? values.icon : ""}
        onChange={set("icon")}
      />
      <SelectField
        label="Status"
        value={values.status}
        error={errors.status}
        options={statusOptions}
        onChange={(e) => set("status")(e.currentTarget.value)}
      />
      <div className={styles.row}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Saving…" : bundle ? "Save bundle" : "Add bundle"}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
