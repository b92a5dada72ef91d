// A labelled file chooser. With scripts it uploads at once (POST /api/admin/media) and hands the
// stored file's URL to the form; the type and size are checked here first with the rule the API
// enforces. Without scripts the chosen file is posted with its (multipart) form under
// `uploadFieldName(field)`, and the route's action stores it (uploads.server.ts).
import { DOCUMENT_TYPES, IMAGE_TYPES, type UploadKind, uploadProblem } from "@skillbridge/core/admin/media";
import { useId, useState } from "react";
import { useApi } from "../api";
import styles from "./admin.module.css";
import { errorText } from "./form-errors";

/** The name of the file input that fills `field` when its form is posted without scripts. */
export const uploadFieldName = (field: string) => `${field}File`;

/** Forms that hold an upload field post as multipart, so that a file chosen without scripts travels. */
export const UPLOAD_FORM_ENCODING = "multipart/form-data";

const hints: Record<UploadKind, string> = {
  image: "PNG, JPEG or WebP, up to 2 MB.",
  document: "PDF, up to 10 MB.",
};

export function UploadField({
  id,
  label,
  kind,
  field,
  value,
  error,
  onChange,
}: {
  id?: string;
  label: string;
  kind: UploadKind;
  /** The form field the stored file's address goes to (names the file input posted without scripts). */
  field: string;
  value: string;
  /** The route action's message for a file posted without scripts. */
  error?: string;
  onChange: (url: string) => void;
}) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const api = useApi();
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: "" });

  async function upload(file: File) {
    const problem = uploadProblem(file.type, file.size, kind);
    if (problem) return setState({ busy: false, error: problem });
    setState({ busy: true, error: "" });
    try {
      const stored = await api.upload({ bytes: file, type: file.type, name: file.name });
      if (!stored.ok) {
        return setState({ busy: false, error: errorText(stored.error, "The file could not be uploaded.") });
      }
      setState({ busy: false, error: "" });
      onChange(stored.data.url);
    } catch {
      setState({ busy: false, error: "The file could not be uploaded: check the connection and try again." });
    }
  }

  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const shown = state.error || error || "";
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      {value && kind === "image" ? (
        <img src={value} alt="" width={160} height={90} className={styles.preview} loading="lazy" />
      ) : null}
      {value && kind === "document" ? (
        <a href={value} target="_blank" rel="noopener">
          Current file
        </a>
      ) : null}
      <input
        id={fieldId}
        type="file"
        name={uploadFieldName(field)}
        accept={(kind === "image" ? IMAGE_TYPES : DOCUMENT_TYPES).join(",")}
        aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
        aria-invalid={shown ? true : undefined}
        disabled={state.busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      <span id={hintId} className="field-hint">
        {state.busy ? "Uploading…" : hints[kind]}
      </span>
      {shown ? (
        <span id={errorId} className="field-error" role="alert">
          {shown}
        </span>
      ) : null}
    </div>
  );
}
