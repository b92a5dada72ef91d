// How an error is written to the log (the logger's `err` serializer, so every `log.x({ err })`
// of every module goes through it). A database error says which rule failed — its SQLSTATE code
// and constraint (with table and column when the server names them) — and nothing of the values:
// Drizzle's message carries the query's parameters ("params: …", e-mails, names, UTRs), and the
// server's message and detail quote the values too ('Key (email)=(asha@…) already exists',
// 'invalid input syntax for type integer: "…"'). Any other error is logged as usual: its type,
// message, stack, code and own fields, and its cause the same way.

/** What the log holds of an error (the shape Fastify's logger expects of its `err` serializer). */
export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

type ErrorLike = Error & { cause?: unknown; code?: unknown };

const isError = (value: unknown): value is ErrorLike =>
  value instanceof Error || (typeof value === "object" && value !== null && "message" in value && "stack" in value);

/** An error the database server raised (node-postgres and PGlite both give it a severity). */
const isServerError = (error: ErrorLike) =>
  typeof error.code === "string" &&
  SQLSTATE.test(error.code) &&
  typeof (error as { severity?: unknown }).severity === "string";

/** Drizzle's wrapper of a failed query: its message holds the query and its parameters. */
const isQueryError = (error: ErrorLike) =>
  error.name === "DrizzleQueryError" ||
  error.constructor?.name === "DrizzleQueryError" ||
  ("query" in error && "params" in error);

/** The error and its causes, outermost first. */
function chain(error: ErrorLike): ErrorLike[] {
  const errors = [error];
  let cause = error.cause;
  while (isError(cause) && errors.length <= MAX_CAUSES && !errors.includes(cause)) {
    errors.push(cause);
    cause = cause.cause;
  }
  return errors;
}

/** The stack's frames, without its first line (which repeats the message). */
const framesOf = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((line) => /^\s+at /.test(line))
        .join("\n")
    : "";

function databaseError(errors: ErrorLike[]): SerializedError | null {
  const server = errors.find(isServerError) as
    | (ErrorLike & { code: string; constraint?: unknown; table?: unknown; column?: unknown })
    | undefined;
  if (!server && !errors.some(isQueryError)) return null;
  if (server) {
    const named = (value: unknown) => (typeof value === "string" && value ? value : undefined);
    const constraint = named(server.constraint);
    return {
      type: "DatabaseError",
      message: `database error ${server.code}${constraint ? ` (${constraint})` : ""}`,
      code: server.code,
      constraint,
      table: named(server.table),
      column: named(server.column),
      stack: framesOf(errors[0]!.stack),
    };
  }
  // The query never reached the server (a lost connection): the driver's own error, no query.
  const cause = errors.find((error) => !isQueryError(error));
  return {
    type: "DatabaseError",
    message: `database query failed${cause ? `: ${cause.message}` : ""}`,
    code: typeof cause?.code === "string" ? cause.code : undefined,
    stack: framesOf(errors[0]!.stack),
  };
}

function plainError(error: ErrorLike, depth: number): SerializedError {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key !== "cause" && typeof value !== "function") fields[key] = value;
  }
  const out: SerializedError = {
    ...fields,
    type: error.constructor?.name ?? error.name,
    message: String(error.message),
    stack: String(error.stack ?? ""),
  };
  if (error.cause !== undefined) {
    out.cause = isError(error.cause) && depth < MAX_CAUSES ? serialized(error.cause, depth + 1) : error.cause;
  }
  return out;
}

const serialized = (error: ErrorLike, depth: number): SerializedError =>
  databaseError(chain(error)) ?? plainError(error, depth);

/**
 * The log's view of an error: a database error by its code and constraint only. Something else
 * logged as `err` (a message string) is kept as it is.
 */
export function serializeError(error: Error): SerializedError {
  return isError(error) ? serialized(error, 0) : (error as unknown as SerializedError);
}
