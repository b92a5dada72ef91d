// Placeholder while the page is being built (issues 3 and 4).
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/internship";

export function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return { canonical: `${origin}${new URL(request.url).pathname}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Internship Programme | ${SITE_NAME}`,
    description: `Internship Programme at ${SITE_NAME}.`,
    canonical: loaderData?.canonical ?? "/",
  });

export default function Page() {
  return (
    <div className="page">
      <h1>Internship Programme</h1>
    </div>
  );
}
