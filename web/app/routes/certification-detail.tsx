// /certification_detail/{categoryId} shows the same course page as /course/{id}/{name}; its canonical link
// points at /course/{id}/{name}, so search engines index one address per course.

import { courseDetailOrThrow } from "../features/course/course-detail.server";
import { courseMeta } from "../features/course/course-seo";
import { requestContext } from "../request-context";
import type { Route } from "./+types/certification-detail";

export { default, ErrorBoundary } from "./course";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  return courseDetailOrThrow(api, origin, params.categoryId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? courseMeta(loaderData) : []);
