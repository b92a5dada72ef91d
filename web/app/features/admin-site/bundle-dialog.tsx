// Add or edit a learning bundle in an accessible dialog: icon (uploaded), title, description and
// status. Checked with the API's schema first; a new bundle goes last.
import { bundleAdminEndpoints } from "@skillbridge/core";
import { type AdminBundle, bundleInputSchema, isPictureAddress } from "@skillbridge/core/admin/site";
import adminStyles from "../../admin-ui/admin.module.css";
import { DialogForm, FormDialog, useDialogSubmit, useFormValues } from "../../admin-ui/form-dialog";
import { SelectField, StatusSelect } from "../../admin-ui/select-field";
import { UploadField } from "../../admin-ui/upload-field";
import { useApi } from "../../api";
import { TextAreaField, TextField } from "../../forms/field";
import { BundleIcon, iconOptions } from "./bundle-icon";

type Props = { open: boolean; onClose: () => void; bundle: AdminBundle | null };

export function BundleDialog({ open, onClose, bundle }: Props) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={bundle ? `Edit “${bundle.title}”` : "Add a learning bundle"}
      size="lg"
    >
      <BundleForm bundle={bundle} onDone={onClose} />
    </FormDialog>
  );
}

function BundleForm({ bundle, onDone }: { bundle: AdminBundle | null; onDone: () => void }) {
  const api = useApi();
  const form = useDialogSubmit(onDone);
  const { errors } = form;
  const [values, set] = useFormValues({
    icon: bundle?.icon ?? "",
    title: bundle?.title ?? "",
    description: bundle?.description ?? "",
    status: bundle?.status ?? "A",
  });

  const submit = () =>
    form.submit(
      bundleInputSchema,
      values,
      (data) =>
        bundle
          ? api.call(bundleAdminEndpoints.update, { params: { id: bundle.id }, body: data })
          : api.call(bundleAdminEndpoints.create, { body: data }),
      {
        failure: "The learning bundle could not be saved.",
        success: () => (bundle ? "Learning bundle saved" : "Learning bundle added"),
      },
    );

  return (
    <DialogForm state={form} onSubmit={submit} onCancel={onDone} submitLabel={bundle ? "Save bundle" : "Add bundle"}>
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
      <div className={adminStyles.row}>
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
      <StatusSelect value={values.status} error={errors.status} onChange={set("status")} />
    </DialogForm>
  );
}
