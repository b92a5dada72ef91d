// Add or edit a domain in an accessible dialog: its name and its icon — one of the site's icons,
// or an uploaded image. Checked with the API's schema before sending.
import { domainAdminEndpoints } from "@skillbridge/core";
import { type AdminDomain, domainCreateSchema, isIconImage } from "@skillbridge/core/admin/catalogue";
import { useState } from "react";
import adminStyles from "../../admin-ui/admin.module.css";
import { DialogForm, FormDialog, useDialogSubmit } from "../../admin-ui/form-dialog";
import { SelectField } from "../../admin-ui/select-field";
import { UploadField } from "../../admin-ui/upload-field";
import { useApi } from "../../api";
import { TextField } from "../../forms/field";
import { DOMAIN_ICON_NAMES, DomainIcon } from "./domain-icon";

type Props = { open: boolean; onClose: () => void; domain: AdminDomain | null };

export function DomainDialog({ open, onClose, domain }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} title={domain ? `Edit “${domain.domain}”` : "Add a domain"}>
      <DomainForm domain={domain} onDone={onClose} />
    </FormDialog>
  );
}

function DomainForm({ domain, onDone }: { domain: AdminDomain | null; onDone: () => void }) {
  const api = useApi();
  const form = useDialogSubmit(onDone);
  const { errors } = form;
  const [name, setName] = useState(domain?.domain ?? "");
  const [icon, setIcon] = useState(domain?.icon ?? "");
  const imageIcon = isIconImage(icon);
  const known = (DOMAIN_ICON_NAMES as readonly string[]).includes(icon);
  const iconOptions = [
    ...DOMAIN_ICON_NAMES.map((value) => ({ value, label: value === "book" ? "Book (the default)" : value })),
    ...(icon && !known ? [{ value: icon, label: imageIcon ? "Uploaded image" : icon }] : []),
  ];

  const submit = () => {
    const body = { domain: name, icon: icon === "book" ? null : icon || null };
    return form.submit(
      domainCreateSchema,
      body,
      () =>
        domain
          ? api.call(domainAdminEndpoints.update, { params: { id: domain.id }, body })
          : api.call(domainAdminEndpoints.create, { body }),
      {
        failure: "The domain could not be saved.",
        success: () => (domain ? "Domain saved" : "Domain added: it is on the website now"),
      },
    );
  };

  return (
    <DialogForm state={form} onSubmit={submit} onCancel={onDone} submitLabel={domain ? "Save domain" : "Add domain"}>
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
        value={imageIcon ? icon : ""}
        onChange={setIcon}
      />
      {imageIcon && errors.icon ? <p className="field-error">{errors.icon}</p> : null}
    </DialogForm>
  );
}
