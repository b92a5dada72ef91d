// One write path: every form posts to its route action, which calls the API in-process (ADR 0006).
// The browser's own API client (`useApi()`) is for reads only — infinite scroll, suggestions,
// counts, a mail's text — so this reads every browser module of the web app and proves that no
// call through it (or any other way from the browser) sends a POST, PUT, PATCH or DELETE to /api.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import * as core from "@skillbridge/core";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "..");

/** Browser modules: everything but server-only files and tests. */
function browserModules(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return browserModules(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.server\.ts$|\.test\.tsx?$|\.d\.ts$|^test-support\./.test(entry.name)) {
      return [];
    }
    return [path];
  });
}

const endpointMaps = core as unknown as Record<string, Record<string, { method?: string } | undefined> | undefined>;

/** The HTTP method of `api.call(<target>, …)`: a core endpoint (`mapName.key`) or a local `routeOf` constant. */
function methodOf(target: string, source: string): string | undefined {
  const [map, key] = target.split(".");
  if (map && key) return endpointMaps[map]?.[key]?.method;
  const local = new RegExp(`const ${target}\\s*=\\s*routeOf<[^>]*>\\(\\{\\s*method:\\s*"(\\w+)"`).exec(source);
  return local?.[1];
}

/** Reviewed generic readers: `api.send(endpoint, …)` whose endpoint type admits only list reads. */
const GENERIC_READERS = ["features/learner/use-learner-list.ts"];

function writesIn(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const name = relative(APP, file);
  const found: string[] = [];
  // A route module's loader and action run on the server with the request's in-process client.
  const serverClient = /context\.get\(requestContext\)/.test(source) && !/\buseApi\(\)/.test(source);
  if (/\bapi\.(upload|uploadCover)\(/.test(source) && !serverClient) found.push(`${name}: uploads from the browser`);
  if (/createFetchApiClient\(/.test(source) && name !== "api.ts") found.push(`${name}: its own API client`);
  if (/fetch\([^)]*\/api\//.test(source)) found.push(`${name}: fetch to /api`);
  if (!/\buseApi\(\)/.test(source) && !GENERIC_READERS.includes(name)) return found;
  for (const call of source.matchAll(/\bapi\.call\(\s*([\w.]+)/g)) {
    const target = call[1] ?? "";
    const method = methodOf(target, source);
    if (method !== "GET") found.push(`${name}: api.call(${target}) is ${method ?? "not a known read"}`);
  }
  if (/\bapi\.send\(/.test(source) && !GENERIC_READERS.includes(name)) found.push(`${name}: api.send from the browser`);
  return found;
}

describe("one write path: the browser's API client only reads", () => {
  const modules = browserModules();

  it("finds the web app's browser modules and the reads that stay", () => {
    expect(modules.length).toBeGreaterThan(100);
    const readers = modules
      .filter((file) => /\buseApi\(\)/.test(readFileSync(file, "utf8")))
      .map((f) => relative(APP, f));
    // Infinite scroll, course suggestions, a mail's text: reads the browser makes itself.
    expect(readers).toEqual(
      expect.arrayContaining([
        "features/catalogue/use-remote-list.ts",
        "forms/course-suggest-input.tsx",
        "features/admin-site/outbox-view.tsx",
      ]),
    );
  });

  it("sends no POST, PUT, PATCH or DELETE to the API from any browser module", () => {
    expect(modules.flatMap(writesIn)).toEqual([]);
  });

  it("would name a browser-side write (the check can fail)", () => {
    expect(methodOf("domainAdminEndpoints.update", "")).not.toBe("GET");
    expect(methodOf("inboxEndpoints.seen", "")).toBe("POST");
    expect(methodOf("mailEndpoints.message", "")).toBe("GET");
  });
});
