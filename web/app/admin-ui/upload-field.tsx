// A labelled file chooser. With scripts it uploads at once — posted to the back office's upload
// action (/admin/media-upload), which stores it through the API in-process — and hands the
// stored file's URL to the form; the type and size are checked here first with the rule the API
// enforces. Without scripts the chosen file is posted with its (multipart) form under
// `uploadFieldName(field)`, and the route's action stores it (uploads.server.ts).
import { DOCUMENT_TYPES, IMAGE_TYPES, type UploadKind, uploadProblem } from "@skillbridge/core/admin/media";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import styles from "./admin.module.css";

/** What the upload action answers: the stored file's address, or why it was refused. */
export type UploadAnswer = { url: string; error?: undefined } | { url?: undefined; error: string };

/** The back office's upload action (routes/admin-media-upload.ts). */
export const MEDIA_UPLOAD_ACTION = "/admin/media-upload";

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
  const fetcher = useFetcher<UploadAnswer>();
  const [problem, setProblem] = useState("");
  const seen = useRef<UploadAnswer | undefined>(undefined);
  const changed = useRef(onChange);
  changed.current = onChange;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answer === seen.current) return;
    seen.current = answer;
    if (answer.url) changed.current(answer.url);
    setProblem(answer.error ?? "");
  }, [fetcher.state, fetcher.data]);

  function upload(file: File) {
    const refused = uploadProblem(file.type, file.size, kind);
    if (refused) return setProblem(refused);
    setProblem("");
    const body = new FormData();
    body.set(uploadFieldName("file"), file, file.name);
    void fetcher.submit(body, {
      method: "post",
      action: `${MEDIA_UPLOAD_ACTION}?kind=${kind}`,
      encType: UPLOAD_FORM_ENCODING,
    });
  }

  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const shown = problem || error || "";
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
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      <span id={hintId} className="field-hint">
        {busy ? "Uploading…" : hints[kind]}
      </span>
      {shown ? (
        <span id={errorId} className="field-error" role="alert">
          {shown}
        </span>
      ) : null}
    </div>
  );
}
