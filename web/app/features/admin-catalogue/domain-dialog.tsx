// Add or edit a domain in an accessible dialog: its name and its icon — one of the site's icons,
// or an uploaded image. Checked with the API's schema before sending.
import { type AdminDomain, domainCreateSchema, isIconImage } from "@skillbridge/core/admin/catalogue";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { TextField } from "../../forms/field";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import { UploadField } from "../admin/upload-field";
import styles from "./catalogue.module.css";
import { DOMAIN_ICON_NAMES, DomainIcon } from "./domain-icon";
import { apiErrorToErrors, type FieldErrors, issuesToErrors } from "./form-errors";
import { SelectField } from "./select-field";

type Props = { open: boolean; onClose: () => void; domain: AdminDomain | null };

export function DomainDialog({ open, onClose, domain }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={domain ? `Edit “${domain.domain}”` : "Add a domain"}>
      {open ? <DomainForm domain={domain} onDone={onClose} /> : null}
    </Dialog>
  );
}

function DomainForm({ domain, onDone }: { domain: AdminDomain | null; onDone: () => void }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [name, setName] = useState(domain?.domain ?? "");
  const [icon, setIcon] = useState(domain?.icon ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const imageIcon = isIconImage(icon);
  const known = (DOMAIN_ICON_NAMES as readonly string[]).includes(icon);
  const iconOptions = [
    ...DOMAIN_ICON_NAMES.map((value) => ({ value, label: value === "book" ? "Book (the default)" : value })),
    ...(icon && !known ? [{ value: icon, label: imageIcon ? "Uploaded image" : icon }] : []),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { domain: name, icon: icon === "book" ? null : icon || null };
    const checked = domainCreateSchema.safeParse(body);
    if (!checked.success) return setErrors(issuesToErrors(checked.error.issues));
    setErrors({});
    setPending(true);
    const result = domain
      ? await api.patch<AdminDomain>(`/admin/domains/${domain.id}`, body)
      : await api.post<AdminDomain>("/admin/domains", body);
    setPending(false);
    if (!result.ok) return setErrors(apiErrorToErrors(result.error));
    toast.show(domain ? "Domain saved" : "Domain added: it is on the website now", "success");
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
        label="Domain name"
        name="domain"
        required
        maxLength={120}
        value={name}
        error={errors.domain}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <div className={styles.row}>
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
      <div className={styles.row}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Saving…" : domain ? "Save domain" : "Add domain"}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
