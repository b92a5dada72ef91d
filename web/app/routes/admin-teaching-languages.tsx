// /admin/teaching-languages: the languages batches can be taught in ("Taught in" on the batch
// form, the course page and the catalogue's filter). English, Hindi and Hinglish come with the
// site; staff add others (audited). None is removed: a batch or a shared link may name it.
import { teachingLanguageEndpoints } from "@skillbridge/core";
import { AdminBar } from "../admin-ui/admin-bar";
import { type LanguagesAnswer, languagesAction } from "../features/admin-languages/languages-action.server";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import styles from "../features/dashboard/dashboard.module.css";
import { TextField } from "../forms/field";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-teaching-languages";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const languages = await api.call(teachingLanguageEndpoints.list);
  return { canonical: `${origin}/admin/teaching-languages`, languages: languages.ok ? languages.data : null };
}

export const action = staffAction(languagesAction);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Teaching languages | Back office | ${SITE_NAME}`,
    description: "The languages batches are taught in.",
    canonical: loaderData?.canonical ?? "/admin/teaching-languages",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as LanguagesAnswer | undefined;
  const errors = answer?.errors ?? {};
  return (
    <div className={`page ${styles.holidays}`}>
      <AdminBar title="Teaching languages" />
      <p>
        The languages a batch can be taught in. Tick them on each batch ("Taught in"); the course page names them and
        visitors filter the catalogue by them. The Hindi name is shown on the Hindi pages.
      </p>
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <form method="post" aria-label="Add a language">
        <TextField
          label="Code"
          name="code"
          required
          maxLength={12}
          hint="2 to 12 lower-case letters, shown in the catalogue's address (e.g. ta for Tamil)"
          defaultValue={answer?.values?.code ?? ""}
          error={errors.code}
        />
        <TextField
          label="Name"
          name="name"
          required
          maxLength={40}
          hint="As English pages show it, e.g. Tamil"
          defaultValue={answer?.values?.name ?? ""}
          error={errors.name}
        />
        <TextField
          label="Hindi name"
          name="nameHi"
          required
          maxLength={40}
          hint="As Hindi pages show it, e.g. तमिल"
          defaultValue={answer?.values?.nameHi ?? ""}
          error={errors.nameHi}
        />
        <button type="submit" className="btn">
          Add language
        </button>
      </form>
      {loaderData.languages ? (
        <table className={styles.table}>
          <caption>Teaching languages</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Hindi name</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.languages.map((language) => (
              <tr key={language.code}>
                <th scope="row">{language.code}</th>
                <td>{language.name}</td>
                <td lang="hi">{language.nameHi}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p role="alert" className="message message-error">
          The languages could not be loaded. Reload the page to try again.
        </p>
      )}
    </div>
  );
}
