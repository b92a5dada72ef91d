// Files chosen in a back-office form posted without scripts: the form is sent as
// multipart/form-data, each file input named after the field it fills (`uploadFieldName`). The
// action stores each chosen file through the API in-process (the same type, size and content
// checks as the upload field's own request) and puts the stored file's address in its field,
// so the rest of the action sees a form just like one filled by the upload field with scripts.
import { DOCUMENT_MAX_BYTES, type UploadKind, uploadProblem } from "@skillbridge/core/admin/media";
import type { ApiClient } from "@skillbridge/core/api-client";
import { type FormValues, MAX_FORM_BYTES, readPostedForm } from "../forms/form-action.server";
import { errorText, type FieldErrors } from "./form-errors";
import { uploadFieldName } from "./upload-field";

/** Room for the largest file we accept and the form's own fields. */
const MAX_UPLOAD_FORM_BYTES = DOCUMENT_MAX_BYTES + MAX_FORM_BYTES;

/**
 * Reads a posted form whose `fields` may be filled by a chosen file, stores the chosen files and
 * answers the form with their addresses in place, or the messages of the files that were refused
 * (under the file input's own name, where the upload field shows them; nothing is stored for those).
 */
export async function readFormWithUploads(
  api: ApiClient,
  request: Request,
  fields: Record<string, UploadKind>,
): Promise<{ form: FormValues; errors: FieldErrors }> {
  const { values, files } = await readPostedForm(request, MAX_UPLOAD_FORM_BYTES);
  const form = { ...values };
  const errors: FieldErrors = {};
  for (const [field, kind] of Object.entries(fields)) {
    const name = uploadFieldName(field);
    const file = files[name];
    if (!file) continue;
    const problem = uploadProblem(file.type, file.size, kind);
    if (problem) {
      errors[name] = problem;
      continue;
    }
    const stored = await api.upload({
      bytes: new Uint8Array(await file.arrayBuffer()),
      type: file.type,
      name: file.name || "upload",
    });
    if (stored.ok) form[field] = stored.data.url;
    else errors[name] = errorText(stored.error, "The file could not be uploaded.");
  }
  return { form, errors };
}
