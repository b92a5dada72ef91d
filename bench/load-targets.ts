// The server phase's targets: what each autocannon run asks for, found on the running server.
import { randomUUID } from "node:crypto";
import { coursePath } from "@skillbridge/core/rules";
import type { RequestSpec } from "autocannon";
import { API_KEY } from "./servers.ts";

export type Discovered = { assetPath: string; course: { id: number; ictName: string }; coursePath: string };

/** A hashed build file the home page loads, and the first active course of the API. */
export async function discover(baseUrl: string): Promise<Discovered> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const assets = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
  const assetPath = assets.find((path) => path.includes("entry.client")) ?? assets[0];
  if (!assetPath) throw new Error("the home page references no /assets/*.js file");
  const res = await fetch(`${baseUrl}/api/ictData/?limit=1`, { headers: { "x-api-key": API_KEY } });
  const [course] = (await res.json()) as { id: number; ictName: string }[];
  if (!res.ok || !course) throw new Error(`GET /api/ictData/?limit=1 gave ${res.status} and no course`);
  return { assetPath, course, coursePath: coursePath(course) };
}

export type Spec = { key: string; label: string; request: RequestSpec };

const apiHeaders = { "x-api-key": API_KEY };

function enquiryRequest(courseId: number): RequestSpec {
  return {
    method: "POST",
    path: "/api/ictEnquiry/",
    headers: { ...apiHeaders, "content-type": "application/json" },
    body: JSON.stringify({
      ict_id: courseId,
      eName: "Bench Visitor",
      eEmail: "bench.visitor@example.com",
      eContact: "+91 98765 43210",
      eQuery: "Load test: please ignore.",
    }),
    // Every request is a new submission, as from a new visitor: a unique Idempotency-Key each.
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, "idempotency-key": randomUUID() } }),
  };
}

/** One count for the whole run, so no pass asks for a page another pass left in the page cache. */
let renders = 0;

/** A page with a query string new to each request: it misses the in-process page cache, so every answer is a render. */
function rendered(key: string, label: string, path: string): Spec {
  return {
    key,
    label,
    request: { method: "GET", path, setupRequest: (request) => ({ ...request, path: `${path}?bench=${++renders}` }) },
  };
}

/**
 * The cached course page is measured once (on the embedded database): a cached answer never
 * reaches the database, so a second run on PostgreSQL would only cost bench time.
 */
export function targets(found: Discovered, options: { cachedPage: boolean }): Spec[] {
  const get = (key: string, label: string, path: string, headers: Record<string, string> = {}): Spec => ({
    key,
    label,
    request: { method: "GET", path, headers },
  });
  return [
    get("static", "static asset", found.assetPath),
    get("health", "GET /api/health", "/api/health"),
    get("list", "GET /api/ictData/", "/api/ictData/", apiHeaders),
    get("byId", `GET /api/ictData/${found.course.id}`, `/api/ictData/${found.course.id}`, apiHeaders),
    get("search", "GET /api/ictData/?search=cloud", "/api/ictData/?search=cloud", apiHeaders),
    ...(options.cachedPage ? [get("pageCached", "course page (as shipped: page cache on)", found.coursePath)] : []),
    rendered("pageRender", "course page (rendered each time)", found.coursePath),
    // The home page and the catalogue rendered on every request too, like the course page.
    rendered("homeRender", "home page (rendered each time)", "/"),
    rendered("catalogueRender", "catalogue (rendered each time)", "/training_course"),
    { key: "enquiry", label: "POST /api/ictEnquiry/", request: enquiryRequest(found.course.id) },
  ];
}
