// POST /admin/media (staff): one uploaded file as the raw request body, with its Content-Type and
// an optional x-file-name; answers the stored file ({ id, url, … }). The body is bytes, not JSON,
// so no body schema: the server reads it with its own parser and checks type and size itself,
// and the web app sends it with fetch (ApiClient sends JSON only).
import { mediaSchema } from "../admin/media.ts";
import { MEDIA_UPLOAD_PATH } from "../constants.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema } from "../schemas.ts";

export const mediaEndpoints = {
  upload: endpoint({
    method: "POST",
    path: MEDIA_UPLOAD_PATH,
    access: "staff",
    tags: ["admin"],
    responses: { 201: mediaSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema, 415: errorSchema },
  }),
};
