// Environment, parsed once by zod at start-up: a bad value stops the server naming the variable.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Where `npm run build` puts the web app; WEB_BUILD_DIR keeps parallel builds apart. */
export function webBuildDir(): string {
  return process.env.WEB_BUILD_DIR ?? join(repoRoot, "web", "build");
}
/** The API key the public site sends when API_KEY is unset (documented in the README). */
export const DEFAULT_API_KEY = "skillbridge-public-site-key";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    API_KEY: z.string().min(8, "must be at least 8 characters").default(DEFAULT_API_KEY),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    /** The sender of every mail the product sends (acknowledgements, back-office notices). */
    MAIL_FROM: z
      .string()
      .trim()
      .regex(
        /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
        "must be an address, e.g. SkillBridge Academy <no-reply@example.in>",
      )
      .default("SkillBridge Academy <no-reply@skillbridge-academy.in>"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Public POSTs (leads, enquiries, feedback) allowed per client address per minute. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /**
     * Redis shared by every server process and worker for the per-minute limits
     * (RATE_LIMIT_PER_MINUTE) and for announcing staff changes to their page caches;
     * unset, each worker counts on its own and changes travel by PostgreSQL's LISTEN/NOTIFY.
     * Must answer at start-up (the server refuses to start).
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
    /**
     * Server processes (node:cluster workers sharing PORT) on PostgreSQL; unset, one per
     * CPU core. The embedded database runs in one process only (main.ts), whatever this says.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
    /**
     * Threads that render pages beside the one that owns the database (server/plugins/render-pool.ts).
     * `npm start` on the embedded database sets one per core when unset (server/cluster.ts); on
     * PostgreSQL the workers are the cores' renderers and it defaults to 0. 0: pages render in the
     * server's own thread.
     */
    RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
    /**
     * Seconds a render thread may go without a page before it stops (it starts again when pages
     * are asked for): a quiet site does not hold the threads' memory.
     */
    RENDER_THREAD_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /**
     * Prefix of the rate-limit keys in Redis, and of the channel that announces staff changes to
     * the page caches of every process (`<prefix>public-change`): lets several sites share one Redis.
     */
    REDIS_KEY_PREFIX: z.string().min(1).max(100).default("skillbridge:rate-limit:"),
    /** Seconds an anonymous page render is reused in-process (0 = off). */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /**
     * Development loop (`npm run dev` sets it, with NODE_ENV=development): the site is served
     * through Vite's dev server in this process and an edited page shows at once (hot reload), no
     * build needed; no page cache, no inlined CSS. Never with NODE_ENV=production.
     */
    WEB_DEV: z.stringbool().default(false),
    /**
     * The documented demo staff account (demo data) may sign in with its password alone; every
     * other staff account always needs its second factor (TOTP). Turn off on a real site.
     */
    STAFF_MFA_OPTIONAL_IN_DEMO: z.stringbool().default(true),
    /**
     * Seed the demo catalogue and the demo accounts (whose passwords the README publishes) into an
     * empty database at start. Unset, on unless NODE_ENV=production is set explicitly: see loadConfig.
     */
    DEMO_DATA: z.stringbool().optional(),
    /** Trust X-Forwarded-For from a reverse proxy (set when behind one). */
    TRUST_PROXY: z.stringbool().default(false),
    /** Seals secrets the server must read back (staff TOTP seeds); derived from JWT_SECRET when unset. */
    DATA_ENCRYPTION_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    /** The Ed25519 private key that signs credentials; generated into DATA_DIR when unset. */
    CREDENTIAL_SIGNING_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{43}$/,
        "must be a 32-byte Ed25519 private key in base64url (43 characters), e.g. from: openssl rand 32 | basenc --base64url | tr -d =",
      )
      .optional(),
    /** The first staff account (role admin), created at start when no staff member has this e-mail yet. */
    ADMIN_EMAIL: z.string().trim().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    /** Razorpay's API keys (Dashboard → API Keys); both set, or neither (no gateway). */
    RAZORPAY_KEY_ID: z
      .string()
      .trim()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, "must be a Razorpay key id (rzp_test_… or rzp_live_…)")
      .optional(),
    RAZORPAY_KEY_SECRET: z.string().trim().min(8, "must be at least 8 characters").optional(),
    /** The secret set on the webhook in Razorpay's Dashboard (checks X-Razorpay-Signature). */
    RAZORPAY_WEBHOOK_SECRET: z.string().min(8, "must be at least 8 characters").optional(),
    /** Razorpay's API base (overridable so that tests can point it at a stand-in). */
    RAZORPAY_API_BASE: z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ""))
      .default("https://api.razorpay.com"),
  })
  .refine((env) => Boolean(env.RAZORPAY_KEY_ID) === Boolean(env.RAZORPAY_KEY_SECRET), {
    path: ["RAZORPAY_KEY_SECRET"],
    message: "must be set together with RAZORPAY_KEY_ID (both, or neither)",
  })
  .refine((env) => !env.RAZORPAY_WEBHOOK_SECRET || env.RAZORPAY_KEY_ID, {
    path: ["RAZORPAY_WEBHOOK_SECRET"],
    message: "needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET too",
  })
  .refine((env) => !env.ADMIN_EMAIL || env.ADMIN_PASSWORD, {
    path: ["ADMIN_PASSWORD"],
    message: "must be set together with ADMIN_EMAIL",
  })
  .refine((env) => !env.WEB_DEV || env.NODE_ENV !== "production", {
    path: ["WEB_DEV"],
    message: "is for development only: set NODE_ENV=development with it (npm run dev does both)",
  });

export type Config = Omit<z.infer<typeof envSchema>, "JWT_SECRET" | "DEMO_DATA"> & {
  JWT_SECRET: string;
  DEMO_DATA: boolean;
};

/** Parses the environment; relative DATA_DIR is taken from where npm was started (INIT_CWD). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const demoData = demoDataSetting(parsed.data.DEMO_DATA, blanksRemoved.NODE_ENV === "production");
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = isAbsolute(parsed.data.DATA_DIR) ? parsed.data.DATA_DIR : resolve(base, parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    DEMO_DATA: demoData,
    JWT_SECRET: parsed.data.JWT_SECRET ?? persistedSecret(dataDir),
  };
}

export class ConfigError extends Error {}

/**
 * Demo data (accounts with published passwords) is on by default so that `npm start`
 * shows the product, but never on a site that says it is production. Only an explicit
 * NODE_ENV=production counts: the schema's default of NODE_ENV is "production" too, and that
 * must not switch the demo off for someone who just ran `npm start`.
 */
function demoDataSetting(demoData: boolean | undefined, explicitProduction: boolean): boolean {
  if (explicitProduction && demoData === true) {
    throw new ConfigError(
      "Invalid configuration:\n  DEMO_DATA: must not be true with NODE_ENV=production (the demo accounts' passwords are public); unset it or set it to false",
    );
  }
  return demoData ?? !explicitProduction;
}

/** contract: JWT_SECRET is generated and kept in DATA_DIR when unset. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process starting at the same moment wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}
