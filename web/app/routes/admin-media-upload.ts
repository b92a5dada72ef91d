// Where an upload field sends its file as soon as it is chosen (scripts on): the staff session is
// checked, the file is stored through the API in-process with the same type, size and content
// checks as a file posted with its form (uploads.server.ts), and the answer is the stored file's
// address, or the message saying what is accepted. Without scripts the file travels with its form.
import { data, redirect } from "react-router";
import { ADMIN_LOGIN_PATH } from "../admin-ui/paths";
import { type UploadAnswer, uploadFieldName } from "../admin-ui/upload-field";
import { readFormWithUploads } from "../admin-ui/uploads.server";
import { staffAction } from "../features/admin-session/staff-session.server";
import type { Route } from "./+types/admin-media-upload";

const FIELD = "file";

export const action = staffAction(async (api, request) => {
  // The kind is in the address: the form is read once, with its file.
  const kind = new URL(request.url).searchParams.get("kind") === "document" ? "document" : "image";
  const { form, errors } = await readFormWithUploads(api, request, { [FIELD]: kind });
  const refused = errors[uploadFieldName(FIELD)];
  if (refused) return data<UploadAnswer>({ error: refused }, { status: 422 });
  const url = form[FIELD];
  if (!url) return data<UploadAnswer>({ error: "Choose a file to upload." }, { status: 422 });
  return data<UploadAnswer>({ url });
});

// Nothing to see here.
export function loader(_args: Route.LoaderArgs) {
  return redirect(ADMIN_LOGIN_PATH);
}
