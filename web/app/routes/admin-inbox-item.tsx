// /admin/inbox/{type}/{id}: one lead or enquiry with its follow-up, notes, history
// and, for a lead, the conversion into a learner.

import { batchEndpoints, inboxEndpoints, paymentEndpoints } from "@skillbridge/core";
import { inboxTypeSchema } from "@skillbridge/core/back-office";
import styles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { typeLabels } from "../admin-ui/labels";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { itemAction } from "../features/inbox/item-action.server";
import { ConvertLead, FollowUp } from "../features/inbox/item-actions";
import { ItemFacts, ItemHistory, ItemNotes } from "../features/inbox/item-detail";
import { ItemReply } from "../features/inbox/item-reply";
import type { ItemIntent } from "../features/inbox/item-texts";
import { LeadPayment } from "../features/inbox/lead-payment";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-inbox-item";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const type = inboxTypeSchema.safeParse(params.type);
  if (!type.success || !/^\d{1,9}$/.test(params.id)) throw new Response("Not Found", { status: 404 });
  const [item, staff] = await Promise.all([
    api.call(inboxEndpoints.item, { params: { type: type.data, id: params.id } }),
    api.call(inboxEndpoints.staff),
  ]);
  if (!item.ok) throw new Response("Not Found", { status: 404 });
  const lead = item.data.type === "lead" ? item.data : null;
  const [batches, payment, payments] = await Promise.all([
    lead?.courseId ? api.call(batchEndpoints.forCourse, { params: { ictId: lead.courseId } }) : null,
    lead ? api.call(paymentEndpoints.leadPaymentState, { params: { id: lead.id } }) : null,
    // A UTR from this lead's payer waiting to be confirmed for the lead's batch: converting now
    // would enrol them before the money is checked (staff payments list, matched by batch and name).
    lead?.trainingId
      ? api.call(paymentEndpoints.adminList, { query: { status: "pending", batch: lead.trainingId, q: lead.name } })
      : null,
  ]);
  const pendingPayments = payments?.ok
    ? payments.data.filter((payment) => payment.payerName.trim().toLowerCase() === lead?.name.trim().toLowerCase())
    : [];
  return {
    canonical: `${origin}/admin/inbox/${params.type}/${params.id}`,
    item: item.data,
    staff: staff.ok ? staff.data : [],
    batches: batches?.ok ? batches.data : [],
    payment: payment?.ok ? payment.data : null,
    pendingPayment: pendingPayments[0] ?? null,
  };
}

// Each form of the page posts here with its intent.
export async function action({ context, params, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  const type = inboxTypeSchema.safeParse(params.type);
  if (!type.success || !/^\d{1,9}$/.test(params.id)) throw new Response("Not Found", { status: 404 });
  return itemAction(api, request, { type: type.data, id: Number(params.id) });
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData ? typeLabels[loaderData.item.type] : "Item"} | Back office | ${SITE_NAME}`,
    description: "One lead or enquiry from the website.",
    canonical: loaderData?.canonical ?? "/admin/inbox",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  // A post made without scripts: its answer goes to the form it came from.
  const posted = (intent: ItemIntent) => (actionData?.intent === intent ? actionData : undefined);
  return (
    <div className="page">
      <AdminBar title={`${typeLabels[item.type]}: ${item.name}`} />
      <div className={styles.detail}>
        <div className={styles.column}>
          <ItemFacts item={item} />
          <ItemReply item={item} posted={posted("reply")} />
          <ItemNotes key={item.notes.length} item={item} posted={posted("note")} />
        </div>
        <div className={styles.column}>
          <FollowUp
            key={`${item.status}-${item.assigneeId}`}
            item={item}
            staff={loaderData.staff}
            posted={posted("follow-up")}
          />
          {item.type === "lead" ? <LeadPayment payment={loaderData.payment} posted={posted("payment-link")} /> : null}
          {item.type === "lead" ? (
            <ConvertLead
              item={item}
              batches={loaderData.batches}
              posted={posted("convert")}
              pendingPayment={loaderData.pendingPayment}
            />
          ) : null}
          <ItemHistory item={item} />
        </div>
      </div>
    </div>
  );
}
