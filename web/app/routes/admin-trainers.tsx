// /admin/trainers: trainer profiles — name, photo, bio, years, certifications,
// LinkedIn — added and edited with POST forms that work without scripts (?edit={id} shows a
// trainer's form on the page). A trainer is attached to batches on each batch's page, and shows
// on the course page of those batches while active.
import { trainerAdminEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { AdminTable } from "../admin-ui/table-controls";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { trainerAction } from "../features/admin-trust/trainer-action.server";
import { TRAINER_INTENTS, TrainerForm } from "../features/admin-trust/trainer-form";
import { readForm } from "../forms/form-action.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-trainers";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const list = await api.call(trainerAdminEndpoints.list);
  const edit = new URL(request.url).searchParams.get("edit");
  return {
    canonical: `${origin}/admin/trainers`,
    trainers: list.ok ? list.data : null,
    editId: edit && /^\d{1,9}$/.test(edit) ? Number(edit) : null,
  };
}

export const action = staffAction(async (api, request) => trainerAction(api, await readForm(request)));

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Trainers | Back office | ${SITE_NAME}`,
    description: "Trainer profiles shown on the course pages of their batches.",
    canonical: loaderData?.canonical ?? "/admin/trainers",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { trainers } = loaderData;
  const editId = actionData?.intent === TRAINER_INTENTS.edit ? (actionData.id ?? null) : loaderData.editId;
  const editing = trainers?.find((trainer) => trainer.id === editId) ?? null;
  return (
    <div className="page">
      <AdminBar title="Trainers" />
      {trainers ? (
        trainers.length === 0 ? (
          <p className="message message-empty">No trainer yet: add the first one below.</p>
        ) : (
          <AdminTable
            caption={<>Trainers, {trainers.length}</>}
            columns={["Name", "Years", "Certifications", "Batches", "Status", "Action"]}
          >
            {trainers.map((trainer) => (
              <tr key={trainer.id}>
                <td>{trainer.name}</td>
                <td>{trainer.years}</td>
                <td>{trainer.certifications.join(", ") || "–"}</td>
                <td>
                  {trainer.batchIds.length === 0
                    ? "None"
                    : trainer.batchIds.map((id, index) => (
                        <span key={id}>
                          {index > 0 ? ", " : ""}
                          <Link to={`/admin/batches/${id}`}>Batch {id}</Link>
                        </span>
                      ))}
                </td>
                <td>{trainer.status === "A" ? "Active" : "Inactive"}</td>
                <td>
                  <Link to={`/admin/trainers?edit=${trainer.id}#trainer-form-heading`}>
                    Edit<span className="visually-hidden"> {trainer.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </AdminTable>
        )
      ) : (
        <p role="alert" className="message message-error">
          The trainers could not be loaded. Reload the page to try again.
        </p>
      )}
      <TrainerForm
        key={editing?.id ?? "new"}
        trainer={editing}
        posted={
          actionData && (actionData.intent === TRAINER_INTENTS.add ? !editing : actionData.id === editing?.id)
            ? actionData
            : undefined
        }
      />
    </div>
  );
}
