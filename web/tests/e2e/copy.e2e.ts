// The copy test over every public route's rendered text (the server-rendered
// page a visitor and a search engine read, hidden labels included): no doubled punctuation
// ("Ltd.." in the footer), one spelling (enrol, enrolment; the spec's quoted texts verbatim), no
// developer words; and the pages name the centres and phones of the one settings record.
import { copyProblems } from "@skillbridge/core/copy-rules";
import type { Course, TrainingCard } from "@skillbridge/core/schemas";
import { centreCities, defaultSiteSettings, siteIdentity } from "@skillbridge/core/site-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, type SharedServer, sharedServer } from "../../../server/test/server-process.ts";

let server: SharedServer;
let routes: string[];

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, { headers: { "x-api-key": E2E_API_KEY } });
  return (await response.json()) as T;
}

/** The page's text: scripts, styles and tags out, entities decoded, blocks on their own lines. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(
      /<\/?(p|li|ul|ol|h\d|div|td|th|tr|table|section|header|footer|nav|main|button|label|option|title|br)\b[^>]*>/gi,
      "\n",
    )
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n[\s]*/g, "\n");
}

beforeAll(async () => {
  server = await sharedServer();
  const courses = await api<Course[]>("/ictData/?limit=500");
  const course = courses.find((c) => c.id === 1)!;
  const batches = await api<TrainingCard[]>(`/ictData/${course.id}/training-cards`);
  const coursePath = `/course/${course.id}/${encodeURIComponent(course.ictName.replace(/ /g, "_"))}`;
  routes = [
    "/",
    "/training_course",
    coursePath,
    `/certification_detail/${course.id}`,
    "/search/net",
    "/search/qwertyzz",
    "/bundles",
    "/events",
    "/domain/15",
    "/domain/4",
    "/allTrainingDomain",
    "/learning_mode/OnlineTrainingMode",
    "/learning_mode/ClassroomTrainingMode",
    "/learning_mode/OnSiteTrainingMode",
    "/learning_mode/SelfPacedTrainingMode",
    "/internship",
    "/partners",
    "/partners/Certnexus",
    "/partners/Certnexus/proposal",
    "/about",
    "/contact",
    "/privacy",
    "/verify",
    "/learner/login",
    "/learner/forgot-password",
    `/course/${course.id}/enquiry`,
    `/course/${course.id}/enrol${batches[0] ? `?batch=${batches[0].id}` : ""}`,
    "/no-such-page",
  ];
});
afterAll(async () => {
  await server?.stop();
});

describe("every public route's text speaks with one voice", () => {
  it("has no doubled punctuation, one spelling of enrol(ment), no developer words", async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const response = await fetch(`${server.url}${route}`, { redirect: "follow" });
      expect([200, 404], route).toContain(response.status);
      const text = textOf(await response.text()).replace(/\S+@\S+\.\w+|https?:\/\/\S+/g, "·");
      for (const problem of copyProblems(text)) problems.push(`${route}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("names the settings record's centres, phones and legal name, and no other centre", async () => {
    const pages = await Promise.all(
      ["/contact", "/learning_mode/ClassroomTrainingMode", "/about", "/"].map(async (route) => ({
        route,
        text: textOf(await (await fetch(`${server.url}${route}`)).text()),
      })),
    );
    for (const { route, text } of pages) {
      expect(text, route).toContain(defaultSiteSettings.phones[0]!.label);
      expect(text, route).toContain(`${siteIdentity.legalName} All rights reserved.`);
      // The centres the batches run at, and none the demo data has no batch in.
      expect(text, route).not.toMatch(/\b(Noida|Hyderabad|Chennai|Mumbai) (centre|office|classroom)/i);
    }
    const contact = pages[0]!.text;
    for (const centre of defaultSiteSettings.centres) for (const line of centre.lines) expect(contact).toContain(line);
    expect(contact).toContain(defaultSiteSettings.hours);
    expect(pages[1]!.text).toContain(centreCities(defaultSiteSettings.centres));
  });
});
