// fast-check arbitraries for the fuzzing: payloads derived from the zod schemas of
// packages/core (valid-ish, then mutated) and values from outside them (wrong types, huge and
// hostile strings, numbers at the edges, broken bodies and content types).
import fc from "fast-check";
import type { z } from "zod";

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "1' OR '1'='1",
  "1; DROP TABLE leads; --",
  "1 UNION SELECT password_hash FROM learners --",
  "'); DELETE FROM leads; --",
  "'; select pg_sleep(5); --",
  "%' AND 1=0 UNION ALL SELECT NULL--",
  "1)) OR ((1=1",
  "$$; select 1; $$",
  "\\'; COPY leads TO '/tmp/x'; --",
];
export const HTML_PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(1)>",
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  ["$", "{7*7}"].join(""), // a template-injection probe
  "<!--",
  "]]>",
];
export const TRAVERSALS = [
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "....//....//etc/passwd",
  "..\\..\\windows\\win.ini",
  "/etc/passwd",
  "%252e%252e%252f",
  "..%c0%af..%c0%af",
  "file:///etc/passwd",
  "%00",
  "../node_modules/.bin",
  "..",
  ".",
];
export const UNICODE = [
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "שלום עולם",
  "😀🎉👩‍👩‍👧‍👦",
  "\u0000",
  "a\u0000b",
  "\uFEFF",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "\u200B\u200C\u200D",
  "ｆｕｌｌｗｉｄｔｈ",
  "١٢٣",
  "𝟙𝟚𝟛",
  "\r\n",
  "\t",
  "İıßẞ",
];
export const NUMBER_EDGES = [
  0, -0, 1, -1, 2147483647, 2147483648, -2147483648, -2147483649, 4294967296, 9007199254740991, 9007199254740992, 1e308,
  -1e308, 5e-324, 1.5, 0.1,
];
export const NUMBER_STRINGS = [
  "NaN",
  "-NaN",
  "Infinity",
  "-Infinity",
  "1e3",
  "0x1F",
  "0b11",
  "1.0",
  "1.5",
  "-1",
  "+1",
  " 1",
  "1 ",
  "01",
  "000000000000001",
  "2147483647",
  "2147483648",
  "-2147483648",
  "9007199254740993",
  "9999999999999999999999",
  "1_000",
  "١",
  "１",
  "",
  " ",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
];
const HOSTILE = [...SQL_PAYLOADS, ...HTML_PAYLOADS, ...TRAVERSALS, ...UNICODE, ...NUMBER_STRINGS];

/** A string up to 100 KB of one repeated unit (ASCII, accents, emoji, SQL, NUL). */
export const hugeString = fc
  .record({
    size: fc.integer({ min: 1_000, max: 100_000 }),
    unit: fc.constantFrom("a", "é", "😀", "' OR 1=1 --", "\u0000", "<script>", "%2e%2e%2f"),
  })
  .map(({ size, unit }) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE))
      .map(([a, b, c]) => a + b + c),
  },
  { weight: 1, arbitrary: hugeString },
);

/** Any JSON value a client might send in a field's place. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_EDGES) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
);

/** A path or query parameter where an id, an e-mail or a search text belongs. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_EDGES.map(String)) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 2_147_483_647 }).map(String) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

// ---- valid-ish values from a zod schema ----
type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };
type Check = { _zod: { def: Record<string, unknown> & { check: string } } };
const checksOf = (schema: AnySchema) => ((schema._zod.def.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);
const OPTIONAL = new Set(["optional", "default", "prefault"]);

export const validEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,6})?$/),
    fc.stringMatching(/^[a-z0-9]{1,10}$/),
    fc.constantFrom("com", "in", "org", "co.uk"),
  )
  .map(([local, host, tld]) => `${local}@${host}.${tld}`);

const isoInstant = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString());

function stringFrom(schema: AnySchema): fc.Arbitrary<string> {
  const def = schema._zod.def;
  const checks = checksOf(schema);
  const format = (def.format as string | undefined) ?? checks.find((c) => c.check === "string_format")?.format;
  const max = Math.min(...checks.filter((c) => c.check === "max_length").map((c) => c.maximum as number), 200);
  const min = Math.max(0, ...checks.filter((c) => c.check === "min_length").map((c) => c.minimum as number));
  if (format === "email") return validEmail;
  if (format === "datetime") return isoInstant;
  if (format === "regex") {
    const pattern = (checks.find((c) => c.format === "regex")?.pattern ?? def.pattern) as RegExp;
    return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
  }
  // Human text: letters, digits and spaces; now and then any unicode.
  const words = fc.oneof(
    { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .,'-]{0,40}$/) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  );
  return words.map((s) => s.slice(0, max)).filter((s) => s.trim().length >= min);
}

function numberFrom(schema: AnySchema): fc.Arbitrary<number> {
  let min = -2_147_483_648;
  let max = 2_147_483_647;
  for (const c of checksOf(schema)) {
    if (c.check === "greater_than") min = Math.max(min, (c.value as number) + (c.inclusive ? 0 : 1));
    if (c.check === "less_than") max = Math.min(max, (c.value as number) - (c.inclusive ? 0 : 1));
  }
  return fc.integer({ min, max });
}

/**
 * Values the schema accepts (mostly): objects with their required keys and some optional ones.
 * `fields` overrides a field by name (ids that must name existing rows, known credentials).
 */
export function fromZod(schema: z.ZodType, fields: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
  const s = schema as AnySchema;
  const def = s._zod.def;
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, AnySchema>;
      const keys = Object.keys(shape);
      const required = keys.filter((key) => !OPTIONAL.has(shape[key]!._zod.def.type));
      return fc.record(Object.fromEntries(keys.map((key) => [key, fields[key] ?? fromZod(shape[key]!)])), {
        requiredKeys: required,
      });
    }
    case "optional":
    case "default":
    case "prefault":
      return fromZod(def.innerType as z.ZodType);
    case "nullable":
      return fc.option(fromZod(def.innerType as z.ZodType), { nil: null, freq: 4 });
    case "pipe": {
      const input = def.in as AnySchema;
      const output = def.out as AnySchema;
      // A preprocess (transform → schema) or a refinement chain (string → e-mail): the output
      // side carries the constraints.
      if (input._zod.def.type === "transform" || output._zod.def.type === "string") return fromZod(output);
      return fromZod(input);
    }
    case "string":
      return stringFrom(s);
    case "number":
      return numberFrom(s);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    default:
      throw new Error(`fromZod: no arbitrary for a zod ${def.type}`);
  }
}

// ---- mutations of a valid-ish object ----
const extraKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "id",
    "status",
    "createdAt",
    "role",
    "isAdmin",
    "learnerId",
    "$where",
    "toString",
  ),
  fc.string({ maxLength: 20 }),
);

type Mutation =
  | { kind: "drop"; key: string }
  | { kind: "set"; key: string; value: unknown }
  | { kind: "add"; key: string; value: unknown }
  | { kind: "stringify"; key: string }
  | { kind: "pad"; key: string; pad: string };

function mutation(keys: string[]): fc.Arbitrary<Mutation> {
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    key.map((k) => ({ kind: "drop" as const, key: k })),
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("set" as const), key, value: hostileValue }) },
    fc.record({ kind: fc.constant("add" as const), key: extraKey, value: hostileValue }),
    key.map((k) => ({ kind: "stringify" as const, key: k })),
    fc.record({ kind: fc.constant("pad" as const), key, pad: fc.constantFrom(" ", "\t", "\u00a0", "\u200b", "\n") }),
  );
}

function applyMutations(value: unknown, mutations: Mutation[]): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const m of mutations) {
    if (m.kind === "drop") delete out[m.key];
    else if (m.kind === "stringify") {
      if (m.key in out) out[m.key] = typeof out[m.key] === "string" ? out[m.key] : JSON.stringify(out[m.key]);
    } else if (m.kind === "pad") {
      if (typeof out[m.key] === "string") out[m.key] = `${m.pad}${out[m.key]}${m.pad}`;
    } else {
      // An own, enumerable property even for "__proto__", so JSON.stringify sends it.
      Object.defineProperty(out, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
    }
  }
  return out;
}

/** Valid-ish objects, untouched half of the time, else with one to three mutations. */
export function mutated(valid: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<unknown> {
  const mutations = fc.oneof(
    { weight: 1, arbitrary: fc.constant([] as Mutation[]) },
    { weight: 1, arbitrary: fc.array(mutation(keys), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(valid, mutations).map(([value, list]) => applyMutations(value, list));
}

// ---- whole request bodies ----
export type Body =
  | { kind: "json"; value: unknown }
  | { kind: "none" }
  | { kind: "raw"; payload: string; contentType: string | null };

const RAW_PAYLOADS = [
  "",
  "{",
  '{"leadName":',
  "null",
  "[]",
  '{"a":1}{"b":2}',
  "NaN",
  "undefined",
  "{'single': 'quotes'}",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "\u0000",
  "\uFEFF{}",
  "leadName=x&leadEmail=y",
  "<xml/>",
];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/merge-patch+json",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/octet-stream",
  "",
];

export const rawBody: fc.Arbitrary<Body> = fc.record({
  kind: fc.constant("raw" as const),
  payload: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...RAW_PAYLOADS) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => "[".repeat(n) + "]".repeat(n)) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
    { weight: 1, arbitrary: hugeString.map((s) => JSON.stringify({ leadName: s })) },
  ),
  contentType: fc.constantFrom(...CONTENT_TYPES).map((type) => type || null),
});

/** A request body: mostly a mutated valid-ish object, else any JSON value, none, or raw bytes. */
export function bodyFrom(valid: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 12, arbitrary: mutated(valid, keys).map((value) => ({ kind: "json" as const, value })) },
    { weight: 2, arbitrary: hostileValue.map((value) => ({ kind: "json" as const, value })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ kind: "json" as const, value })) },
    { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
    { weight: 2, arbitrary: rawBody },
  );
}

/** The inject options of a body, and what the server's JSON parser will see (or undefined). */
export function sendable(body: Body): { payload?: string; contentType?: string; parsed?: unknown; raw: boolean } {
  if (body.kind === "none") return { raw: true };
  if (body.kind === "raw") return { payload: body.payload, contentType: body.contentType ?? undefined, raw: true };
  const payload = JSON.stringify(body.value);
  if (payload === undefined) return { raw: true };
  return { payload, contentType: "application/json", parsed: JSON.parse(payload), raw: false };
}

/** Percent-encodes a parameter (lone surrogates made well-formed first). */
export function encodeParam(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"),
  );
}

/** A path segment: percent-encoded, or as typed when it only has URL-safe characters (traversals). */
export const pathSegment = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(value, fc.integer({ min: 0, max: 4 }))
    .map(([text, mode]) => (mode === 0 && /^[\w.~%/\\:-]*$/.test(text) ? text : encodeParam(text)));
