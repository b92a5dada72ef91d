// Bundles: a grid of cards from GET /learning-bundles under the verbatim heading.
import { bundleEndpoints } from "@skillbridge/core";
import { fallbackErrors } from "@skillbridge/core/messages";
import { BundleAdvice, BundleGrid, BundlesIntro } from "../features/bundle/bundle-grid";
import { requestContext } from "../request-context";
import { breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/bundles";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const result = await api.call(bundleEndpoints.list);
  return {
    canonical: `${origin}/bundles`,
    breadcrumbs: breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Learning Bundles", path: "/bundles" },
    ]),
    bundles: result.ok
      ? result.data
          .filter((bundle) => bundle.status === "A")
          .map(({ id, LBIcon, LBTitle, LBDesc }) => ({ id, LBIcon, LBTitle, LBDesc }))
      : [],
    error: result.ok ? null : fallbackErrors.bundles,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Learning Bundles – Planned Certification Paths | ${SITE_NAME}`,
    description:
      "Planned learning bundles in cloud, cyber security, data, full-stack development and more: combine related certifications into one structured path.",
    canonical: loaderData?.canonical ?? "/bundles",
  });

export default function Bundles({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <JsonLd data={loaderData.breadcrumbs} />
      <BundlesIntro title="Learning Become Easier When It Is Planned">
        Each bundle groups related courses into one planned path, so you build skills in the right order and earn
        certifications that belong together.
      </BundlesIntro>
      <BundleGrid bundles={loaderData.bundles} error={loaderData.error} />
      <BundleAdvice />
    </div>
  );
}
