// Development mode (WEB_DEV=true, what `npm run dev` runs): the site comes from web/app through
// Vite's dev server inside the app (no build), with its hot-reload client; the API is unchanged.
// Vite compiles on demand, so the first page takes seconds: generous timeouts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { apiHeaders, build, type TestContext, testConfig } from "../test/app.ts";

const VITE_START_MS = 180_000;
const FIRST_COMPILE_MS = 120_000;

let t: TestContext;
beforeAll(async () => {
  t = await build({ web: true, env: { NODE_ENV: "development", WEB_DEV: "true" } });
}, VITE_START_MS);
afterAll(() => t?.close(), 60_000);

const scriptSrcOf = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp))?.[1];

describe("pages in development", () => {
  it(
    "renders the home page from the source, with the hot-reload runtime added by a hashed script",
    async () => {
      const res = await t.app.inject({ method: "GET", url: "/" });
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain('<h1 id="home-title">');
      // React Router's module script loads Vite's HMR runtime: added by a script the policy allows.
      expect(scriptSrcOf(res.headers["content-security-policy"])).toMatch(/^'strict-dynamic'( 'sha256-[\w+/=]+')+$/);
      expect(res.body).toContain(
        '<script>{const s=document.createElement("script");s.type="module";s.src=URL.createObjectURL(new Blob(["import \\"/@id/__x00__virtual:react-router/inject-hmr-runtime',
      );
      // Modules come from the source as Vite compiles them, not from a build's /assets.
      expect(res.body).toContain('import * as route0 from \\"/app/root.tsx\\"');
      // Parser-inserted preloads would be refused under 'strict-dynamic': none in the head.
      expect(res.body).not.toContain('rel="modulepreload"');
      expect(res.body).not.toContain('src="/assets/');
    },
    FIRST_COMPILE_MS,
  );

  it(
    "keeps no page: each visit is a fresh render of the current source",
    async () => {
      const a = await t.app.inject({ method: "GET", url: "/about" });
      const b = await t.app.inject({ method: "GET", url: "/about" });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.headers.etag).toBeUndefined();
      expect(a.headers["cache-control"]).toContain("max-age=0");
    },
    FIRST_COMPILE_MS,
  );

  it(
    "answers an unknown page with the site's 404 page",
    async () => {
      const res = await t.app.inject({ method: "GET", url: "/no-such-page-here" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
    },
    FIRST_COMPILE_MS,
  );
});

describe("Vite's own files, from the same server", () => {
  it(
    "serves Vite's client, which every compiled module of the page imports",
    async () => {
      const client = await t.app.inject({ method: "GET", url: "/@vite/client" });
      expect(client.statusCode).toBe(200);
      expect(client.headers["content-type"]).toContain("javascript");
      const root = await t.app.inject({ method: "GET", url: "/app/root.tsx" });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('from "/@vite/client"');
      expect(root.body).toContain("import.meta.hot");
    },
    FIRST_COMPILE_MS,
  );

  it(
    "serves web/public and the page's CSS",
    async () => {
      const logo = await t.app.inject({ method: "GET", url: "/images/logo.svg" });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers["content-type"]).toContain("image/svg+xml");
      const css = await t.app.inject({ method: "GET", url: "/@react-router/critical.css?pathname=/" });
      expect(css.statusCode).toBe(200);
      expect(css.headers["content-type"]).toContain("text/css");
    },
    FIRST_COMPILE_MS,
  );
});

describe("the API beside it", () => {
  it("answers as ever, never through Vite", async () => {
    const health = await t.app.inject({ method: "GET", url: "/api/health", headers: apiHeaders() });
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-type"]).toContain("application/json");
    const missing = await t.app.inject({ method: "GET", url: "/api/no-such-call", headers: apiHeaders() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: expect.any(String) });
  });
});

describe("WEB_DEV", () => {
  it("is off unless set, and refused with NODE_ENV=production, naming the variable", () => {
    expect(testConfig().WEB_DEV).toBe(false);
    expect(testConfig({ NODE_ENV: "development", WEB_DEV: "true" }).WEB_DEV).toBe(true);
    const production = () => loadConfig({ WEB_DEV: "true", NODE_ENV: "production" });
    expect(production).toThrow(ConfigError);
    expect(production).toThrow(/WEB_DEV: is for development only/);
    // The schema's default NODE_ENV is production too: WEB_DEV alone does not start Vite.
    expect(() => loadConfig({ WEB_DEV: "true" })).toThrow(/WEB_DEV/);
  });
});
