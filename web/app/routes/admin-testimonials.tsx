// /admin/testimonials: every testimonial, newest first; add, edit, withdraw and restore.
// The home page and the testimonials section reflect changes at once. Without scripts too (issue
// 12): ?add and ?edit={id} show the dialog's form on the page, posted here; so does a row's
// Restore, and Withdraw asks on the page (?deactivate={id}).
import { testimonialAdminEndpoints } from "@skillbridge/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { OnPageRecord } from "../admin-ui/on-page";
import { askedRecord, readAskedOnPage } from "../admin-ui/on-page-asked";
import { DialogButton } from "../admin-ui/row-actions";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { testimonialAction } from "../features/admin-site/testimonial-action.server";
import {
  TESTIMONIAL_INTENTS,
  TestimonialDialog,
  TestimonialForm,
  testimonialFormField,
  testimonialFormTitle,
} from "../features/admin-site/testimonial-dialog";
import {
  TestimonialTable,
  WITHDRAW_TESTIMONIAL_TITLE,
  WithdrawTestimonialText,
} from "../features/admin-site/testimonial-table";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-testimonials";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const list = await api.call(testimonialAdminEndpoints.list);
  return {
    canonical: `${origin}/admin/testimonials`,
    testimonials: list.ok ? list.data : null,
    // The form or question asked for by a button pressed without scripts.
    ...readAskedOnPage(new URL(request.url).searchParams),
  };
}

// The forms and row actions posted without scripts.
export const action = staffAction(testimonialAction);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Testimonials | Back office | ${SITE_NAME}`,
    description: "Learners' testimonials shown on the website.",
    canonical: loaderData?.canonical ?? "/admin/testimonials",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const { testimonials } = loaderData;
  // A form or a row's message on the page: posted without scripts and refused, or asked for by
  // ?add / ?edit={id}.
  const { formAnswer, rowError, editing, onPage } = askedRecord(
    actionData,
    loaderData.form,
    TESTIMONIAL_INTENTS.edit,
    (id) => testimonials?.find((item) => item.id === id),
  );
  const retiring = testimonials?.find((item) => item.id === loaderData.deactivate && item.status === "A");
  return (
    <div className="page">
      <AdminBar title="Testimonials">
        <DialogButton
          text="Add testimonial"
          className="btn btn-primary"
          field={testimonialFormField(null)}
          onClick={() => setAdding(true)}
        />
      </AdminBar>
      <OnPageRecord
        form={
          onPage
            ? {
                title: testimonialFormTitle(editing),
                content: (
                  <TestimonialForm
                    key={editing?.id ?? "new"}
                    testimonial={editing}
                    posted={formAnswer}
                    onDone={() => void navigate("/admin/testimonials")}
                  />
                ),
              }
            : null
        }
        rowError={rowError}
        question={
          retiring
            ? {
                title: WITHDRAW_TESTIMONIAL_TITLE,
                fields: { intent: TESTIMONIAL_INTENTS.status, id: retiring.id, status: "I" },
                yes: "Withdraw",
                no: "Keep it on the website",
                content: <WithdrawTestimonialText testimonial={retiring} />,
              }
            : null
        }
        backTo="/admin/testimonials"
      />
      {testimonials ? (
        <TestimonialTable testimonials={testimonials} />
      ) : (
        <p role="alert" className="message message-error">
          The testimonials could not be loaded. Reload the page to try again.
        </p>
      )}
      <TestimonialDialog open={adding} testimonial={null} onClose={() => setAdding(false)} />
    </div>
  );
}
