// One typed seam between page and API: every API call is declared once, here in core,
// as an endpoint (method, path, access, params/query/body and answer schemas). The server
// registers its routes from these declarations (validation and the OpenAPI document); the web
// app calls them through `ApiClient.call`, which builds the path from typed params and types the
// answer from the schema — no free path string, no caller-chosen answer type.
import type { z } from "zod";

/** Who may call: anyone with the site's API key, a signed-in learner, or staff. */
export type Access = "public" | "learner" | "staff";
export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export type Endpoint = {
  method: HttpMethod;
  /** Relative to the API base (`/api`), Fastify style: `/ictData/:id`. */
  path: `/${string}`;
  access: Access;
  /** false for the few calls that need no API key (health check). */
  apiKey?: boolean;
  tags: readonly string[];
  summary?: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Every documented answer by status; the 2xx one is what the caller's `data` holds. */
  responses: { readonly [status: number]: z.ZodType };
};

/** Declares an endpoint, keeping its exact schema types. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

/**
 * An endpoint as browser code calls it: its method and path, typed by its declaration. A page
 * module that imported the declaration would ship its zod schemas (28 KB of a first
 * visit's JavaScript) only for the client to read two strings; the compiler still checks both
 * against the declaration, so the endpoint is declared once.
 */
export type EndpointRoute<E extends Endpoint> = Pick<E, "method" | "path"> & { readonly declaration?: E };

/** `routeOf<typeof courseEndpoints.list>({ method: "GET", path: "/ictData/" })`, with a type-only import. */
export function routeOf<E extends Endpoint>(route: Pick<E, "method" | "path">): EndpointRoute<E> {
  return route;
}

type SuccessStatus = 200 | 201 | 202 | 204;
type Schema<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType } ? S : undefined;

/** What a successful call's `data` holds: the output of its 2xx answer schema. */
export type EndpointData<E extends Endpoint> = z.output<E["responses"][Extract<keyof E["responses"], SuccessStatus>]>;

type Part<E, K extends string, Name extends string, Optional extends boolean> =
  Schema<E, K> extends z.ZodType
    ? Optional extends true
      ? { [key in Name]?: z.input<Schema<E, K>> }
      : { [key in Name]: z.input<Schema<E, K>> }
    : { [key in Name]?: never };

/** What a caller passes: params (when the path has any), query, body and extra headers. */
export type EndpointInput<E extends Endpoint> = Part<E, "params", "params", false> &
  Part<E, "query", "query", true> &
  Part<E, "body", "body", false> & { headers?: Record<string, string> };

/** True when a call needs no input at all, so `call(endpoint)` may omit it. */
type NeedsNoInput<E extends Endpoint> = E extends { params: z.ZodType } | { body: z.ZodType } ? false : true;
export type EndpointArgs<E extends Endpoint> =
  NeedsNoInput<E> extends true ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * The request path of a call: `:name` segments filled from params (URI-encoded), then the query
 * (undefined values left out, arrays joined by commas as the API's csv filters read them).
 */
export function endpointPath(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
