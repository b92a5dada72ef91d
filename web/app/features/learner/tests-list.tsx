// The tests open to a learner: each with its rules, attempts used and best score, and a button
// that starts an attempt (posted to /learner/tests), or a link that resumes the open one, and a
// link to the last result.
import type { LearnerTest } from "@skillbridge/core/exams";

export const TESTS_PATH = "/learner/tests";

export function TestsList({ tests }: { tests: LearnerTest[] }) {
  if (tests.length === 0) return <p>No tests are open to you right now.</p>;
  return (
    <ul className="tests-list">
      {tests.map((test) => (
        <li key={test.id} className="card">
          <h3>{test.title}</h3>
          <p>
            {test.courseName} ·{" "}
            {test.kind === "exam" ? `Timed exam: ${test.minutes} minutes` : "Practice: the answer after each question"}{" "}
            · {test.questionCount} questions · pass mark {test.passPercent}%
          </p>
          <p>
            Attempts used: {test.attemptsUsed}
            {test.attemptsAllowed == null ? "" : ` of ${test.attemptsAllowed}`} · Best score:{" "}
            {test.bestPercent == null ? "none yet" : `${test.bestPercent}%`}
          </p>
          {test.openAttemptId ? (
            <p>
              <a className="btn btn-primary" href={`/learner/attempts/${test.openAttemptId}`}>
                Resume {test.title}
              </a>
            </p>
          ) : test.canStart ? (
            <form method="post" action={TESTS_PATH}>
              <input type="hidden" name="testId" value={test.id} />
              <button type="submit" className="btn btn-primary">
                Start {test.title}
              </button>
            </form>
          ) : (
            <p>You have used every attempt this test allows.</p>
          )}
          {test.lastAttemptId && !test.openAttemptId ? (
            <p>
              <a href={`/learner/attempts/${test.lastAttemptId}`}>Your last result: {test.title}</a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
