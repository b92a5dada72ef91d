// A labelled file chooser that uploads at once (POST /api/admin/media) and hands the stored file's
// URL to the form. The type and size are checked here first with the rule the API enforces.
import { type EndpointData, mediaEndpoints } from "@skillbridge/core";
import { DOCUMENT_TYPES, IMAGE_TYPES, type UploadKind, uploadProblem } from "@skillbridge/core/admin/media";
import { toApiError } from "@skillbridge/core/api-client";
import { useId, useState } from "react";
import { useRouteLoaderData } from "react-router";
import styles from "./admin.module.css";
import { errorText } from "./form-errors";

const hints: Record<UploadKind, string> = {
  image: "PNG, JPEG or WebP, up to 2 MB.",
  document: "PDF, up to 10 MB.",
};

export function UploadField({
  id,
  label,
  kind,
  value,
  onChange,
}: {
  id?: string;
  label: string;
  kind: UploadKind;
  value: string;
  onChange: (url: string) => void;
}) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const apiKey = (useRouteLoaderData("root") as { apiKey?: string } | undefined)?.apiKey ?? "";
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: "" });

  async function upload(file: File) {
    const problem = uploadProblem(file.type, file.size, kind);
    if (problem) return setState({ busy: false, error: problem });
    setState({ busy: true, error: "" });
    try {
      // The body is the file's bytes, not JSON: sent with fetch, not through ApiClient.
      const response = await fetch(`/api${mediaEndpoints.upload.path}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": file.type, "x-api-key": apiKey, "x-file-name": encodeURIComponent(file.name) },
        body: file,
      });
      const body: unknown = await response.json().catch(() => ({}));
      if (!response.ok) {
        return setState({ busy: false, error: errorText(toApiError(body), "The file could not be uploaded.") });
      }
      setState({ busy: false, error: "" });
      onChange((body as EndpointData<typeof mediaEndpoints.upload>).url);
    } catch {
      setState({ busy: false, error: "The file could not be uploaded: check the connection and try again." });
    }
  }

  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
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
        accept={(kind === "image" ? IMAGE_TYPES : DOCUMENT_TYPES).join(",")}
        aria-describedby={state.error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={state.error ? true : undefined}
        disabled={state.busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      <span id={hintId} className="field-hint">
        {state.busy ? "Uploading…" : hints[kind]}
      </span>
      {state.error ? (
        <span id={errorId} className="field-error" role="alert">
          {state.error}
        </span>
      ) : null}
    </div>
  );
}
