// /admin/testimonials (issue 6): every testimonial, newest first; add, edit, withdraw and restore.
// The home page and the testimonials section reflect changes at once.
import { testimonialAdminEndpoints } from "@skillbridge/core";
import { useState } from "react";
import { AdminBar } from "../admin-ui/admin-bar";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { TestimonialDialog } from "../features/admin-site/testimonial-dialog";
import { TestimonialTable } from "../features/admin-site/testimonial-table";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-testimonials";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const list = await api.call(testimonialAdminEndpoints.list);
  return { canonical: `${origin}/admin/testimonials`, testimonials: list.ok ? list.data : null };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Testimonials | Back office | ${SITE_NAME}`,
    description: "Learners' testimonials shown on the website.",
    canonical: loaderData?.canonical ?? "/admin/testimonials",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const [adding, setAdding] = useState(false);
  return (
    <div className="page">
      <AdminBar title="Testimonials">
        <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => setAdding(true)}>
          Add testimonial
        </button>
      </AdminBar>
      {loaderData.testimonials ? (
        <TestimonialTable testimonials={loaderData.testimonials} />
      ) : (
        <p role="alert" className="message message-error">
          The testimonials could not be loaded. Reload the page to try again.
        </p>
      )}
      <TestimonialDialog open={adding} testimonial={null} onClose={() => setAdding(false)} />
    </div>
  );
}
