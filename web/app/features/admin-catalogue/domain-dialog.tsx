// Add or edit a domain in an accessible dialog: its name and its icon — one of the site's icons,
// or an uploaded image. Checked with the API's schema before it posts to the route's action
// (domain-action.server.ts), which builds the same body. Without scripts the triggers ask for
// /admin/domains?add and ?edit={id}, where the same form is on the page.
import { type AdminDomain, domainCreateSchema, isIconImage } from "@skillbridge/core/admin/catalogue";
import { useState } from "react";
import adminStyles from "../../admin-ui/admin.module.css";
import { DialogForm, FormDialog, useDialogSubmit } from "../../admin-ui/form-dialog";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { SelectField } from "../../admin-ui/select-field";
import { UploadField, uploadFieldName } from "../../admin-ui/upload-field";
import { TextField } from "../../forms/field";
import { DOMAIN_ICON_NAMES, DomainIcon } from "./domain-icon";

/** The hidden `intent` of the domain form: a new domain, or the one of the hidden `id`. */
export const DOMAIN_INTENTS = {
  add: "domain-add",
  edit: "domain-edit",
  // The table's row actions posted without scripts.
  move: "domain-move",
  status: "domain-status",
} as const;

export type DomainFormValues = { domain: string; icon: string };

/** The form's values as the API's body: the default icon ("book") is stored as none. */
export function domainBody(values: DomainFormValues) {
  return { domain: values.domain, icon: values.icon === "book" ? null : values.icon || null };
}

/** A post the route's action refused: which form, the messages per field and what was typed. */
export type DomainFormAnswer = {
  intent: (typeof DOMAIN_INTENTS)["add" | "edit"];
  id?: number;
  errors: FieldErrors;
  values?: DomainFormValues;
};

/** A row action the route's action could not do: one line for the page. */
export type DomainRowAnswer = { intent: (typeof DOMAIN_INTENTS)["move" | "status"]; error: string };

/** What asks /admin/domains for a domain form on the page itself (no scripts needed). */
export const domainFormField = (domain: AdminDomain | null) =>
  domain ? { name: "edit", value: String(domain.id) } : { name: "add", value: "" };

type Props = { open: boolean; onClose: () => void; domain: AdminDomain | null };

export function DomainDialog({ open, onClose, domain }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} title={domainFormTitle(domain)}>
      <DomainForm domain={domain} onDone={onClose} />
    </FormDialog>
  );
}

export const domainFormTitle = (domain: AdminDomain | null) => (domain ? `Edit “${domain.domain}”` : "Add a domain");

export function DomainForm({
  domain,
  onDone,
  posted,
}: {
  domain: AdminDomain | null;
  onDone: () => void;
  /** The route action's answer to a post made without scripts. */
  posted?: DomainFormAnswer;
}) {
  const form = useDialogSubmit(onDone, posted?.errors);
  const { errors } = form;
  const [name, setName] = useState(posted?.values?.domain ?? domain?.domain ?? "");
  const [icon, setIcon] = useState(posted?.values?.icon ?? domain?.icon ?? "");
  const imageIcon = isIconImage(icon);
  const known = (DOMAIN_ICON_NAMES as readonly string[]).includes(icon);
  const iconOptions = [
    ...DOMAIN_ICON_NAMES.map((value) => ({ value, label: value === "book" ? "Book (the default)" : value })),
    ...(icon && !known ? [{ value: icon, label: imageIcon ? "Uploaded image" : icon }] : []),
  ];

  const submit = () => form.check(domainCreateSchema, domainBody({ domain: name, icon }));

  return (
    <DialogForm state={form} onSubmit={submit} onCancel={onDone} submitLabel={domain ? "Save domain" : "Add domain"}>
      <input type="hidden" name="intent" value={domain ? DOMAIN_INTENTS.edit : DOMAIN_INTENTS.add} />
      {domain ? <input type="hidden" name="id" value={domain.id} /> : null}
      <TextField
        label="Domain name"
        name="domain"
        required
        maxLength={120}
        value={name}
        error={errors.domain}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <div className={adminStyles.row}>
        <DomainIcon icon={icon || null} />
        <SelectField
          label="Icon"
          name="icon"
          value={icon || "book"}
          error={imageIcon ? undefined : errors.icon}
          options={iconOptions}
          onChange={(event) => setIcon(event.currentTarget.value)}
        />
      </div>
      <UploadField
        id="domain-icon-upload"
        label="Or upload an icon image"
        kind="image"
        field="icon"
        error={errors[uploadFieldName("icon")]}
        value={imageIcon ? icon : ""}
        onChange={setIcon}
      />
      {imageIcon && errors.icon ? <p className="field-error">{errors.icon}</p> : null}
    </DialogForm>
  );
}
