// How the web app talks to the API. On the server it is handed an in-process client (no network
// hop, same auth and validation as any caller); in the browser it uses fetch. Same shape both ways.

import { MEDIA_UPLOAD_PATH } from "./constants.ts";
import { COVER_UPLOAD_PATH } from "./cover.ts";
import {
  type Endpoint,
  type EndpointArgs,
  type EndpointData,
  type EndpointInput,
  type EndpointRoute,
  endpointPath,
  type HttpMethod,
} from "./endpoint.ts";
// Types only: the client ships on every page and must not bring the schemas (zod) along.
import type { mediaEndpoints } from "./endpoints/media.ts";
import type { ApiError } from "./schemas.ts";

/**
 * `total`: a paged list's `x-total-count` header, when the answer carries one. `cookies`: the
 * answer's Set-Cookie headers, handed on only by the server's in-process client, so that a route
 * action (sign-in, sign-out) can pass the session cookie on to the browser.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; total?: number; cookies?: string[] }
  | { ok: false; status: number; error: ApiError };

/** A paged list's total from its `x-total-count` header (undefined when absent or unreadable). */
export function totalFromHeader(value: string | string[] | null | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * A file to store (POST /admin/media): its bytes travel as the request body, not as JSON, with
 * its own Content-Type and name. A Blob in the browser, bytes in a route action.
 */
export type UploadFile = { bytes: Blob | Uint8Array; type: string; name: string };

/** A request body that is sent as it is (a file's bytes), not as JSON. */
export const isRawBody = (body: unknown): body is Blob | Uint8Array =>
  body instanceof Uint8Array || (typeof Blob !== "undefined" && body instanceof Blob);

/** Sends one request to the API (path relative to `/api`): fetch in the browser, in-process on the server. */
export type ApiRequest = (
  method: HttpMethod,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<ApiResult<unknown>>;

export interface ApiClient {
  /** Calls an endpoint of the map (`packages/core/src/endpoints`): typed input, typed answer. */
  call<E extends Endpoint>(
    endpoint: E | EndpointRoute<E>,
    ...args: EndpointArgs<E>
  ): Promise<ApiResult<EndpointData<E>>>;
  /**
   * The same call with its input always given: for code generic over several endpoints (a row's
   * update, a list's read), whose input TypeScript can name but not spread as `call`'s arguments.
   */
  send<E extends Endpoint>(
    endpoint: E | EndpointRoute<E>,
    input: EndpointInput<E>,
  ): Promise<ApiResult<EndpointData<E>>>;
  /** Stores an uploaded file (staff): the one call whose body is bytes; answers the stored file. */
  upload(file: UploadFile): Promise<ApiResult<EndpointData<typeof mediaEndpoints.upload>>>;
  /** A course's cover picture (staff), resized by the server; answers its token. */
  uploadCover(courseId: number, file: UploadFile): Promise<ApiResult<{ coverToken: string }>>;
}

/**
 * Turns any answer body into the contract's error shape, keeping the server's detail. Without
 * one the detail is empty, so the caller shows its own fallback text.
 */
export function toApiError(body: unknown): ApiError {
  if (body && typeof body === "object" && "detail" in body) return body as ApiError;
  if (typeof body === "string" && body.trim()) return { detail: body };
  return { detail: "" };
}

/** A client over one way of sending requests. */
export function createApiClient(request: ApiRequest): ApiClient {
  const send = <E extends Endpoint>(endpoint: E | EndpointRoute<E>, given: EndpointInput<E>) => {
    const input = given as EndpointInput<Endpoint>;
    const path = endpointPath(
      endpoint.path,
      input.params as Record<string, unknown> | undefined,
      input.query as Record<string, unknown> | undefined,
    );
    return request(endpoint.method, path, input.body, input.headers) as Promise<ApiResult<EndpointData<E>>>;
  };
  return {
    call: <E extends Endpoint>(endpoint: E | EndpointRoute<E>, ...args: EndpointArgs<E>) =>
      send(endpoint, args[0] ?? ({} as EndpointInput<E>)),
    send,
    upload(file) {
      return request("POST", MEDIA_UPLOAD_PATH, file.bytes, {
        "content-type": file.type,
        "x-file-name": encodeURIComponent(file.name.slice(0, 200)),
      }) as Promise<ApiResult<EndpointData<typeof mediaEndpoints.upload>>>;
    },
    uploadCover(courseId, file) {
      return request("POST", COVER_UPLOAD_PATH(courseId), file.bytes, {
        "content-type": file.type,
      }) as Promise<ApiResult<{ coverToken: string }>>;
    },
  };
}

/** The browser's client: same-origin fetch with the site's API key; the session cookie rides along. */
export function createFetchApiClient(apiKey: string, base = "/api"): ApiClient {
  const request: ApiRequest = async (method, path, body, headers = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      credentials: "same-origin",
      headers: {
        "x-api-key": apiKey,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : isRawBody(body) ? (body as Blob) : JSON.stringify(body),
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text (an enquiry error may be text)
    }
    return response.ok
      ? ({
          ok: true,
          status: response.status,
          data,
          total: totalFromHeader(response.headers.get("x-total-count")),
        } as const)
      : ({ ok: false, status: response.status, error: toApiError(data) } as const);
  };
  return createApiClient(request);
}
