// /admin/outbox: every mail the product sent or is about to send, newest first, by
// status and paged by the database; view one, and "Retry now" for a failed one. Without scripts
// View asks for `?view={id}` (the mail on the page) and Retry now posts to the action.
import { mailEndpoints } from "@skillbridge/core";
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, type OutboxStatus } from "@skillbridge/core/admin/outbox";
import adminStyles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { OnPageForm } from "../admin-ui/on-page";
import { Pager, pageParam } from "../admin-ui/table-controls";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { outboxAction } from "../features/admin-site/outbox-action.server";
import { MailView, OutboxTable, OutboxTabs, outboxStatusLabels } from "../features/admin-site/outbox-view";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-outbox";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const params = new URL(request.url).searchParams;
  const given = params.get("status");
  const status = (OUTBOX_STATUSES as readonly string[]).includes(given ?? "") ? (given as OutboxStatus) : null;
  const page = pageParam(params);
  const query = { status: status ?? undefined, limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE };
  const viewId = /^\d{1,9}$/.test(params.get("view") ?? "") ? Number(params.get("view")) : null;
  const [list, viewed] = await Promise.all([
    api.call(mailEndpoints.outbox, { query }),
    viewId === null ? null : api.call(mailEndpoints.message, { params: { id: viewId } }),
  ]);
  return {
    canonical: `${origin}/admin/outbox`,
    status,
    page,
    list: list.ok ? list.data : null,
    viewed: viewed ? (viewed.ok ? { mail: viewed.data, error: "" } : { mail: null, error: viewed.error.detail }) : null,
  };
}

/** "Retry now" posted without scripts. */
export const action = staffAction(outboxAction);

/** This page's address with its filters, and more (a mail to view). */
function outboxHref(status: OutboxStatus | null, page: number, more: Record<string, string> = {}) {
  const query = new URLSearchParams({
    ...(status ? { status } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
    ...more,
  }).toString();
  return `/admin/outbox${query ? `?${query}` : ""}`;
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Outbox | Back office | ${SITE_NAME}`,
    description: "Mail sent by the website.",
    canonical: loaderData?.canonical ?? "/admin/outbox",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { status, page, list, viewed } = loaderData;
  return (
    <div className="page">
      <AdminBar title="Outbox" />
      <OutboxTabs status={status} />
      {actionData?.error ? (
        <p role="alert" className="message message-error">
          {actionData.error}
        </p>
      ) : null}
      {viewed ? (
        <OnPageForm
          headingId="outbox-view-heading"
          title={viewed.mail?.subject ?? "Mail"}
          backTo={outboxHref(status, page)}
        >
          {viewed.mail ? (
            <MailView mail={viewed.mail} text={viewed.mail.text} error="" />
          ) : (
            <p role="alert" className="message message-error">
              {typeof viewed.error === "string" && viewed.error ? viewed.error : "The mail could not be loaded."}
            </p>
          )}
        </OnPageForm>
      ) : null}
      {!list ? (
        <p role="alert" className="message message-error">
          The outbox could not be loaded. Reload the page to try again.
        </p>
      ) : list.items.length === 0 ? (
        <p className="message message-empty">
          {status ? `No mail is ${outboxStatusLabels[status].toLowerCase()}.` : "No mail has been sent yet."}
        </p>
      ) : (
        <>
          <OutboxTable
            items={list.items}
            total={list.total}
            viewHref={(id) => outboxHref(status, page, { view: String(id) })}
          />
          <Pager
            page={page}
            summary={`Page ${page} (${list.total} in all)`}
            hasNext={page * OUTBOX_PAGE_SIZE < list.total}
            href={(target) => outboxHref(status, target)}
          />
        </>
      )}
      <p className={adminStyles.muted}>
        Times are India Standard Time. A failed mail was tried 5 times; “Retry now” makes one more attempt.
      </p>
    </div>
  );
}
