// Placeholder while the page is being built (issues 3 and 4).
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/privacy";

export function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return { canonical: `${origin}${new URL(request.url).pathname}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Privacy Notice | ${SITE_NAME}`,
    description: `Privacy Notice at ${SITE_NAME}.`,
    canonical: loaderData?.canonical ?? "/",
  });

export default function Page() {
  return (
    <div className="page">
      <h1>Privacy Notice</h1>
    </div>
  );
}
