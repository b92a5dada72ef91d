// The site's page routes as the built app serves them (the React Router manifest of the server
// build, made from web/app/routes.ts), so that a crawl covers a route as soon as it is added.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { webBuildDir } from "../../config.ts";

export { webBuildDir };

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/** A page route: its id (the route module) and its full pattern, e.g. "/course/:id/:name?". */
export type PageRoute = { id: string; pattern: string };

export async function pageRoutes(buildDir = webBuildDir()): Promise<PageRoute[]> {
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as {
    routes: Record<string, ManifestRoute>;
  };
  const routes = build.routes;
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    const base = parent ? fullPath(parent) : "";
    return [base, own].filter(Boolean).join("/");
  };
  return (
    Object.values(routes)
      // Layouts and the root have neither a path nor an index: they are no page of their own.
      .filter((route) => route.index || (route.path !== undefined && route.path !== ""))
      .map((route) => ({ id: route.id, pattern: `/${fullPath(route)}` }))
  );
}

/** The parameter names of a pattern: [{ name, optional }] (a splat is "*"). */
export function patternParams(pattern: string): { name: string; optional: boolean }[] {
  return pattern
    .split("/")
    .filter((segment) => segment.startsWith(":") || segment === "*")
    .map((segment) =>
      segment === "*"
        ? { name: "*", optional: false }
        : { name: segment.replace(/^:|\?$/g, ""), optional: segment.endsWith("?") },
    );
}

/** Whether a concrete path matches a pattern (for picking real values from the sitemap). */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  const values: Record<string, string> = {};
  for (let i = 0; i < Math.max(want.length, have.length); i++) {
    const segment = want[i];
    if (segment === undefined) return null;
    if (segment === "*") return values;
    if (segment.startsWith(":")) {
      const name = segment.replace(/^:|\?$/g, "");
      if (have[i] === undefined) {
        if (segment.endsWith("?")) continue;
        return null;
      }
      values[name] = have[i]!;
    } else if (segment !== have[i]) return null;
  }
  return values;
}

/** The path with its parameters filled (already URL-encoded values); optional ones may be left out. */
export function fillPattern(pattern: string, values: Record<string, string | undefined>): string {
  const segments = pattern.split("/").flatMap((segment) => {
    if (segment === "*") return [values["*"] ?? ""];
    if (!segment.startsWith(":")) return [segment];
    const value = values[segment.replace(/^:|\?$/g, "")];
    if (value === undefined) {
      if (segment.endsWith("?")) return [];
      throw new Error(`no value for ${segment} in ${pattern}`);
    }
    return [value];
  });
  return segments.join("/") || "/";
}
