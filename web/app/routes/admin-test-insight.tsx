// /admin/tests/{id}: what a test's submitted attempts say — how many, by how many learners, the
// pass rate and average, the scores in ten-point bands (a chart with its table beside it, as the
// dashboard draws them) and the questions most often missed, to fix the teaching or the question.
import { examEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { BarChart, ChartPair } from "../admin-ui/bar-chart";
import { AdminTable } from "../admin-ui/table-controls";
import { idParam, requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-test-insight";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const id = idParam(params.id);
  const insight = await api.call(examEndpoints.testInsight, { params: { id } });
  if (!insight.ok) throw new Response("Not Found", { status: 404 });
  return { canonical: `${origin}/admin/tests/${id}`, insight: insight.data };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Results: ${loaderData?.insight.title ?? "a test"} | Back office | ${SITE_NAME}`,
    description: "A test's attempts, pass rate, scores and the questions most often missed.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

const percent = (value: number | null) => (value == null ? "–" : `${value} %`);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { insight } = loaderData;
  return (
    <div className="page">
      <AdminBar title={`Results: ${insight.title}`}>
        <Link className="btn" to={`/admin/courses/${insight.courseId}/questions`}>
          Back to {insight.courseName}
        </Link>
      </AdminBar>
      <section className="card" aria-labelledby="insight-summary">
        <h2 id="insight-summary">Summary</h2>
        <dl>
          <dt>Attempts submitted</dt>
          <dd>{insight.attempts}</dd>
          <dt>Learners</dt>
          <dd>{insight.learners}</dd>
          <dt>Pass rate (pass mark {insight.passPercent} %)</dt>
          <dd>{percent(insight.passRate)}</dd>
          <dt>Average score</dt>
          <dd>{percent(insight.averagePercent)}</dd>
        </dl>
      </section>
      {insight.attempts === 0 ? (
        <p className="message message-empty">Nobody has submitted an attempt yet.</p>
      ) : (
        <>
          <section className="card" aria-labelledby="insight-scores">
            <h2 id="insight-scores">Scores</h2>
            <ChartPair>
              <BarChart
                title="Attempts by score"
                chartId="test-scores"
                groups={[
                  {
                    bars: insight.bands.map((band) => ({
                      label: band.band,
                      value: band.attempts,
                      row: band.band,
                      column: "Attempts",
                    })),
                  },
                ]}
              />
              <AdminTable caption="Attempts by score" columns={["Score", "Attempts"]}>
                {insight.bands.map((band) => (
                  <tr key={band.band}>
                    <th scope="row">{band.band}</th>
                    <td>{band.attempts}</td>
                  </tr>
                ))}
              </AdminTable>
            </ChartPair>
          </section>
          <section className="card" aria-labelledby="insight-missed">
            <h2 id="insight-missed">Questions most often missed</h2>
            {insight.mostMissed.length === 0 ? (
              <p className="message message-empty">No question was missed.</p>
            ) : (
              <AdminTable
                caption="Questions most often missed, with how often they were asked and missed"
                columns={["Question", "Topic", "Asked", "Missed"]}
              >
                {insight.mostMissed.map((row) => (
                  <tr key={row.questionId}>
                    <th scope="row">
                      <Link
                        to={`/admin/courses/${insight.courseId}/questions?question=${row.questionId}#edit-question`}
                      >
                        {row.text.length > 120 ? `${row.text.slice(0, 119)}…` : row.text}
                      </Link>
                    </th>
                    <td>{row.topic}</td>
                    <td>{row.asked}</td>
                    <td>
                      {row.missed} ({row.missedPercent} %)
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </section>
        </>
      )}
    </div>
  );
}
