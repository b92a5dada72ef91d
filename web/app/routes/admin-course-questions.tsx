// /admin/courses/{id}/questions: a course's question bank and tests. Staff add and edit questions
// (?question={id} opens one; deleting one no attempt drew), import questions from CSV (all or
// none) and download them or the template, and add, edit and delete tests (?test={id}).
// Every form posts to this page's action.
import { examEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { CourseTabs } from "../admin-ui/course-tabs";
import { idParam, requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import styles from "../features/dashboard/dashboard.module.css";
import { type BankAnswer, bankAction } from "../features/exams/bank-action.server";
import { KIND_LABELS, testRules } from "../features/exams/exam-labels";
import { QuestionForm, questionFormValues } from "../features/exams/question-form";
import { QuestionText } from "../features/exams/question-text";
import { TestForm, testFormValues } from "../features/exams/test-form";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-course-questions";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const id = idParam(params.id);
  const bank = await api.call(examEndpoints.bank, { params: { id } });
  if (!bank.ok) throw new Response("Not Found", { status: 404 });
  const search = new URL(request.url).searchParams;
  return {
    canonical: `${origin}/admin/courses/${id}/questions`,
    bank: bank.data,
    editQuestion: bank.data.questions.find((q) => String(q.id) === search.get("question")) ?? null,
    editTest: bank.data.tests.find((test) => String(test.id) === search.get("test")) ?? null,
  };
}

export const action = staffAction((api, request, params) => bankAction(api, request, idParam(params.id)));

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Questions and tests: ${loaderData?.bank.course.name ?? "Course"} | Back office | ${SITE_NAME}`,
    description: "A course's question bank and tests.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as BankAnswer | undefined;
  const { bank, editQuestion, editTest } = loaderData;
  const base = `/admin/courses/${bank.course.id}/questions`;
  return (
    <div className="page">
      <AdminBar title={`Questions and tests: ${bank.course.name}`} />
      <CourseTabs courseId={bank.course.id} current="questions" />
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      {answer?.errors?.form && !answer.values ? (
        <p role="alert" className="message message-error">
          {answer.errors.form}
        </p>
      ) : null}

      <h2>Tests</h2>
      {bank.tests.length === 0 ? <p>No tests yet.</p> : null}
      <ul>
        {bank.tests.map((test) => (
          <li key={test.id}>
            <strong>{test.title}</strong> {test.active ? "" : "(off) "}— {testRules(test)}
            {test.batchId ? ` · batch ${test.batchId} only` : " · every batch"} · {test.attempts} attempt(s) so far{" "}
            <Link to={`${base}?test=${test.id}#edit-test`}>Edit</Link> ·{" "}
            <Link to={`/admin/tests/${test.id}`}>Results of {test.title}</Link>
          </li>
        ))}
      </ul>
      {editTest ? (
        <section id="edit-test" aria-labelledby="edit-test-heading">
          <h3 id="edit-test-heading">Edit {editTest.title}</h3>
          <TestForm
            key={editTest.id}
            label={`Edit ${editTest.title}`}
            values={testFormValues(editTest)}
            answer={answer}
            batches={bank.batches}
          />
          <DeleteForm intent="delete-test" id={editTest.id} label={`Delete ${editTest.title}`} />
        </section>
      ) : (
        <details open={answer?.intent === "test" && !answer.done}>
          <summary>Add a test</summary>
          <TestForm label="New test" values={{}} answer={answer} batches={bank.batches} />
        </details>
      )}

      <h2>Question bank ({bank.questions.length})</h2>
      <p>
        <a href={`/admin/courses/${bank.course.id}/questions.csv`} download>
          Download the questions (CSV)
        </a>{" "}
        ·{" "}
        <a href={`/admin/courses/${bank.course.id}/questions.csv?template=1`} download>
          Download the CSV template
        </a>
      </p>
      <form method="post" encType="multipart/form-data" aria-label="Import questions from CSV">
        <input type="hidden" name="intent" value="import" />
        <div className="field">
          <label htmlFor="import-csv">CSV file (the template's columns; all rows are added, or none)</label>
          <input
            id="import-csv"
            type="file"
            name="csv"
            accept=".csv,text/csv"
            required
            aria-describedby={answer?.errors?.csv ? "import-csv-error" : undefined}
          />
          {answer?.errors?.csv ? (
            <span id="import-csv-error" role="alert" className="field-error">
              {answer.errors.csv}
            </span>
          ) : null}
        </div>
        <button type="submit" className="btn">
          Import
        </button>
      </form>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1) */}
      <section className={styles.tableScroll} aria-label="Table: Questions" tabIndex={0}>
        <table className={styles.table}>
          <caption>Questions</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Kind</th>
              <th scope="col">Topic</th>
              <th scope="col">Correct</th>
              <th scope="col">Active</th>
            </tr>
          </thead>
          <tbody>
            {bank.questions.length === 0 ? (
              <tr>
                <td colSpan={5}>No questions yet.</td>
              </tr>
            ) : (
              bank.questions.map((q) => (
                <tr key={q.id}>
                  <td>
                    <QuestionText text={q.text} />
                    <Link to={`${base}?question=${q.id}#edit-question`}>Edit question {q.id}</Link>
                  </td>
                  <td>{KIND_LABELS[q.kind]}</td>
                  <td>{q.topic}</td>
                  <td>
                    {q.options
                      .filter((o) => q.correct.includes(o.id))
                      .map((o) => o.text)
                      .join("; ")}
                  </td>
                  <td>{q.active ? "Yes" : "No"}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {editQuestion ? (
        <section id="edit-question" aria-labelledby="edit-question-heading">
          <h3 id="edit-question-heading">Edit question {editQuestion.id}</h3>
          <QuestionForm
            key={editQuestion.id}
            label={`Edit question ${editQuestion.id}`}
            values={questionFormValues(editQuestion)}
            answer={answer}
            topics={bank.topics}
          />
          <DeleteForm intent="delete-question" id={editQuestion.id} label={`Delete question ${editQuestion.id}`} />
        </section>
      ) : (
        <section aria-labelledby="new-question-heading">
          <h3 id="new-question-heading">Add a question</h3>
          <QuestionForm label="New question" values={{}} answer={answer} topics={bank.topics} />
        </section>
      )}
    </div>
  );
}

/** Deletes a question no attempt drew, or a test nobody attempted; the API refuses others. */
function DeleteForm({ intent, id, label }: { intent: string; id: number; label: string }) {
  return (
    <form method="post" aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn">
        {label}
      </button>
    </form>
  );
}
