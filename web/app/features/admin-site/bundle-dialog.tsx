// Add or edit a learning bundle in an accessible dialog: icon (uploaded), title, description and
// status. Checked with the API's schema first; a new bundle goes last. Without scripts
// the triggers ask for /admin/bundles?add and ?edit={id}, where the same form is on the page and
// posts to the route's action (bundle-action.server.ts), which builds the same body.
import { type AdminBundle, bundleInputSchema, isPictureAddress } from "@skillbridge/core/admin/bundle";
import adminStyles from "../../admin-ui/admin.module.css";
import { DialogForm, FormDialog, useDialogSubmit, useFormValues } from "../../admin-ui/form-dialog";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { SelectField, StatusSelect } from "../../admin-ui/select-field";
import { UploadField, uploadFieldName } from "../../admin-ui/upload-field";
import { TextAreaField, TextField } from "../../forms/field";
import { BundleIcon, iconOptions } from "./bundle-icon";

/** The hidden `intent` of the bundle forms: a new bundle, the one of the hidden `id`, a row action. */
export const BUNDLE_INTENTS = {
  add: "bundle-add",
  edit: "bundle-edit",
  // The table's row actions posted without scripts.
  move: "bundle-move",
  status: "bundle-status",
} as const;

export type BundleFormValues = { icon: string; title: string; description: string; status: string };

/** The form's values as the API's body: the default icon ("book") is stored as none. */
export function bundleBody(values: BundleFormValues) {
  return { ...values, icon: values.icon === "book" ? "" : values.icon };
}

/** A post the route's action refused: which form, the messages per field and what was typed. */
export type BundleFormAnswer = {
  intent: (typeof BUNDLE_INTENTS)["add" | "edit"];
  id?: number;
  errors: FieldErrors;
  values?: BundleFormValues;
};

/** A row action the route's action could not do: one line for the page. */
export type BundleRowAnswer = { intent: (typeof BUNDLE_INTENTS)["move" | "status"]; error: string };

/** What asks /admin/bundles for a bundle form on the page itself (no scripts needed). */
export const bundleFormField = (bundle: AdminBundle | null) =>
  bundle ? { name: "edit", value: String(bundle.id) } : { name: "add", value: "" };

export const bundleFormTitle = (bundle: AdminBundle | null) =>
  bundle ? `Edit “${bundle.title}”` : "Add a learning bundle";

type Props = { open: boolean; onClose: () => void; bundle: AdminBundle | null };

export function BundleDialog({ open, onClose, bundle }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} title={bundleFormTitle(bundle)} size="lg">
      <BundleForm bundle={bundle} onDone={onClose} />
    </FormDialog>
  );
}

export function BundleForm({
  bundle,
  onDone,
  posted,
}: {
  bundle: AdminBundle | null;
  onDone: () => void;
  /** The route action's answer to a post made without scripts. */
  posted?: BundleFormAnswer;
}) {
  const form = useDialogSubmit(onDone, posted?.errors);
  const { errors } = form;
  const [values, set] = useFormValues<BundleFormValues>(
    posted?.values ?? {
      icon: bundle?.icon ?? "",
      title: bundle?.title ?? "",
      description: bundle?.description ?? "",
      status: bundle?.status ?? "A",
    },
  );

  const submit = () => form.check(bundleInputSchema, bundleBody(values));

  return (
    <DialogForm state={form} onSubmit={submit} onCancel={onDone} submitLabel={bundle ? "Save bundle" : "Add bundle"}>
      <input type="hidden" name="intent" value={bundle ? BUNDLE_INTENTS.edit : BUNDLE_INTENTS.add} />
      {bundle ? <input type="hidden" name="id" value={bundle.id} /> : null}
      <TextField
        label="Title"
        name="title"
        required
        maxLength={200}
        value={values.title}
        error={errors.title}
        onChange={(e) => set("title")(e.currentTarget.value)}
      />
      <TextAreaField
        label="Description"
        name="description"
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
          name="icon"
          value={values.icon || "book"}
          error={errors.icon}
          options={iconOptions(values.icon)}
          onChange={(e) => set("icon")(e.currentTarget.value === "book" ? "" : e.currentTarget.value)}
        />
      </div>
      <UploadField
        label="Or upload an icon picture"
        kind="image"
        field="icon"
        error={errors[uploadFieldName("icon")]}
        value={isPictureAddress(values.icon) ? values.icon : ""}
        onChange={set("icon")}
      />
      <StatusSelect name="status" value={values.status} error={errors.status} onChange={set("status")} />
    </DialogForm>
  );
}
