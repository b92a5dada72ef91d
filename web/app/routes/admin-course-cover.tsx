// /admin/courses/{id}/cover: the course's cover picture. A real multipart POST
// form (no scripts needed): the picture goes to the API in-process, which refuses what is not a
// PNG, JPEG or WebP picture (an SVG too), over 2 MB or under 640 px wide, storing nothing; else it
// is resized to AVIF and WebP at three widths and replaces the generated cover at once.
import { courseAdminEndpoints } from "@skillbridge/core";
import { coverMessages, generatedCoverPath } from "@skillbridge/core/admin/cover";
import { IMAGE_MAX_BYTES } from "@skillbridge/core/admin/media";
import { data, Form, Link, redirect } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { CourseTabs } from "../admin-ui/course-tabs";
import { errorText } from "../admin-ui/form-errors";
import { idParam, requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { flashCookie } from "../flash";
import { failedCallStatus } from "../forms/errors";
import { MAX_FORM_BYTES, readPostedForm } from "../forms/form-action.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-course-cover";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const id = idParam(params.id);
  const course = await api.call(courseAdminEndpoints.byId, { params: { id } });
  if (!course.ok) throw new Response("Not Found", { status: 404 });
  return { canonical: `${origin}/admin/courses/${id}/cover`, course: course.data };
}

// Room for a picture a little over the limit, so the API can say "too large" in words.
const MAX_COVER_FORM_BYTES = 2 * IMAGE_MAX_BYTES + MAX_FORM_BYTES;

export const action = staffAction(async (api, request, params) => {
  const id = idParam(params.id);
  const { files } = await readPostedForm(request, MAX_COVER_FORM_BYTES);
  const file = files.cover;
  if (!file) return data({ error: "Choose a picture to upload." }, { status: 422 });
  const result = await api.uploadCover(id, {
    bytes: new Uint8Array(await file.arrayBuffer()),
    type: file.type,
    name: file.name,
  });
  if (!result.ok) {
    return data(
      { error: errorText(result.error, "The picture could not be uploaded.") },
      { status: failedCallStatus(result.status) },
    );
  }
  return redirect(`/admin/courses/${id}/cover`, { headers: { "set-cookie": flashCookie("cover-saved") } });
});

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Cover of ${loaderData?.course.ictName ?? "a course"} | Back office | ${SITE_NAME}`,
    description: "A course's cover picture.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <div className="page">
      <AdminBar title={`${course.ictName}: cover`}>
        <Link className="btn" to={`/admin/courses/${course.id}`}>
          Back to the course
        </Link>
      </AdminBar>
      <CourseTabs courseId={course.id} current="details" />
      <p>
        Cards and the course page show the uploaded cover; without one, a cover drawn from the course's name, code and
        domain (below, when none is uploaded).{" "}
        <a href={`/course/${course.id}/${course.ictName.replace(/ /g, "_")}`}>See the course page</a>
      </p>
      <img src={generatedCoverPath(course.id)} alt="The generated cover" width={320} height={180} />
      <Form method="post" encType="multipart/form-data" noValidate>
        {actionData?.error ? (
          <p role="alert" className="message message-error" id="cover-error">
            {actionData.error}
          </p>
        ) : null}
        <p>
          <label htmlFor="cover">Cover picture</label>{" "}
          <span className="field-hint" id="cover-hint">
            PNG, JPEG or WebP, up to 2 MB, at least 640 pixels wide; cut to 16:9. {coverMessages.svg.split(":")[0]}.
          </span>
        </p>
        <p>
          <input
            id="cover"
            name="cover"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={actionData?.error ? "cover-hint cover-error" : "cover-hint"}
            aria-invalid={actionData?.error ? true : undefined}
          />
        </p>
        <p>
          <button type="submit" className="btn btn-primary">
            Upload cover
          </button>
        </p>
      </Form>
    </div>
  );
}
