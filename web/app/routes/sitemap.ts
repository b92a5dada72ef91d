// /sitemap.xml: every active course, every active domain and the static public pages.

import { courseEndpoints, domainEndpoints } from "@skillbridge/core";
import { localeList, localizedPath } from "@skillbridge/core/i18n/locales";
import { coursePath } from "@skillbridge/core/rules";
import { isIndexedTranslatedPath } from "../i18n/translated-routes";
import { requestContext } from "../request-context";
import { learningModes } from "../site";
import type { Route } from "./+types/sitemap";

const staticPaths = [
  "/",
  "/training_course",
  "/allTrainingDomain",
  "/bundles",
  "/events",
  "/internship",
  "/partners",
  "/partners/Certnexus",
  "/about",
  "/contact",
  ...learningModes.map((mode) => `/learning_mode/${mode.slug}`),
];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const [courses, domains] = await Promise.all([api.call(courseEndpoints.list), api.call(domainEndpoints.list)]);
  if (!courses.ok || !domains.ok) throw new Response("Sitemap unavailable", { status: 503 });
  const english = [
    ...staticPaths,
    ...domains.data.map((domain) => `/domain/${domain.id}`),
    ...courses.data.map((course) => coursePath(course)),
  ];
  // The translated pages again in every other language (their /hi/… addresses).
  const others = localeList.filter((locale) => locale !== "en");
  const paths = [
    ...english,
    ...others.flatMap((locale) => english.filter(isIndexedTranslatedPath).map((path) => localizedPath(path, locale))),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=600" },
  });
}
