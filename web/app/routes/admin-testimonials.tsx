// /admin/testimonials: every testimonial, newest first; add, edit, withdraw and restore.
// The home page and the testimonials section reflect changes at once. Without scripts too (issue
// 12): ?add and ?edit={id} show the dialog's form on the page, posted here; so does a row's
// Restore, and Withdraw asks on the page (?deactivate={id}).
import { testimonialAdminEndpoints } from "@skillbridge/core";
import type { AdminTestimonial } from "@skillbridge/core/admin/testimonial";
import { readAskedOnPage } from "../admin-ui/on-page-asked";
import { ListLoadError, type RecordListKind, RecordListPage } from "../admin-ui/record-list-page";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { testimonialAction } from "../features/admin-site/testimonial-action.server";
import type { TestimonialFormAnswer } from "../features/admin-site/testimonial-dialog";
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
  const { testimonials } = loaderData;
  return (
    <RecordListPage
      kind={testimonialList}
      asked={loaderData.form}
      actionData={actionData}
      find={(id) => testimonials?.find((item) => item.id === id)}
      retiring={testimonials?.find((item) => item.id === loaderData.deactivate)}
      backTo="/admin/testimonials"
    >
      {testimonials ? <TestimonialTable testimonials={testimonials} /> : <ListLoadError what="The testimonials" />}
    </RecordListPage>
  );
}

const testimonialList: RecordListKind<AdminTestimonial, TestimonialFormAnswer> = {
  title: "Testimonials",
  addText: "Add testimonial",
  editIntent: TESTIMONIAL_INTENTS.edit,
  statusIntent: TESTIMONIAL_INTENTS.status,
  formField: testimonialFormField,
  formTitle: testimonialFormTitle,
  form: (testimonial, posted, onDone) => <TestimonialForm testimonial={testimonial} posted={posted} onDone={onDone} />,
  dialog: (open, onClose) => <TestimonialDialog open={open} testimonial={null} onClose={onClose} />,
  retire: {
    title: () => WITHDRAW_TESTIMONIAL_TITLE,
    yes: "Withdraw",
    no: "Keep it on the website",
    text: (testimonial) => <WithdrawTestimonialText testimonial={testimonial} />,
  },
};
