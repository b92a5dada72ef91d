// Placeholder home page proving the wiring: server-rendered from the real API in-process.
// The full home page of spec §2 comes with the public-site issue.
import { type Course, coursePath, type Domain, HOME_CATEGORY_TABS } from "@skillbridge/core";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const [courses, domains] = await Promise.all([api.get<Course[]>("/ictData/"), api.get<Domain[]>("/domains/")]);
  if (!courses.ok || !domains.ok) throw new Response("The catalogue is unavailable", { status: 503 });
  return {
    canonical: `${origin}/`,
    courseCount: courses.data.length,
    domains: domains.data.slice(0, HOME_CATEGORY_TABS),
    featured: courses.data
      .slice(0, 6)
      .map((course) => ({ id: course.id, ictName: course.ictName, href: coursePath(course) })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${SITE_NAME} – Certification Courses, Corporate Training & Internships in India`,
    description:
      "Industry certification courses, corporate training, industrial training and internships: online, classroom, on-site and self-paced.",
    canonical: loaderData?.canonical ?? "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1>{SITE_NAME}</h1>
      <p>{loaderData.courseCount} courses across our training domains.</p>
      <h2>Training domains</h2>
      <ul>
        {loaderData.domains.map((domain) => (
          <li key={domain.id}>{domain.domain}</li>
        ))}
      </ul>
      <h2>Featured courses</h2>
      <ul>
        {loaderData.featured.map((course) => (
          <li key={course.id}>{course.ictName}</li>
        ))}
      </ul>
    </div>
  );
}
