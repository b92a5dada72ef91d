// The tests open to a learner: each with its rules, attempts used and best score, and a button
// that starts an attempt (posted to /learner/tests), or a link that resumes the open one, and a
// link to the last result.

import type { LearnerTest } from "@skillbridge/core/exams";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { useCopy, useLocalePath } from "../../i18n/copy";

export const TESTS_PATH = "/learner/tests";

/** `level`: the tests' heading level under the page's own (the dashboard's tab has an h2, the tests page only its h1). */
export function TestsList({ tests, level = 3 }: { tests: LearnerTest[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const copy = useCopy("learnerArea", learnerAreaCopy).tests;
  const localePath = useLocalePath();
  if (tests.length === 0) return <p>{copy.none}</p>;
  return (
    <ul className="tests-list">
      {tests.map((test) => (
        <li key={test.id} className="card">
          <Heading>{test.title}</Heading>
          <p>
            {test.courseName} ·{" "}
            {test.kind === "exam" ? fillCopy(copy.exam, { minutes: String(test.minutes) }) : copy.practice} ·{" "}
            {fillCopy(copy.questions, { count: String(test.questionCount), percent: String(test.passPercent) })}
          </p>
          <p>
            {fillCopy(copy.attempts, { used: String(test.attemptsUsed) })}
            {test.attemptsAllowed == null ? "" : fillCopy(copy.attemptsOf, { allowed: String(test.attemptsAllowed) })} ·{" "}
            {copy.best} {test.bestPercent == null ? copy.noneYet : `${test.bestPercent}%`}
          </p>
          {test.openAttemptId ? (
            <p>
              <a className="btn btn-primary" href={localePath(`/learner/attempts/${test.openAttemptId}`)}>
                {fillCopy(copy.resume, { title: test.title })}
              </a>
            </p>
          ) : test.canStart ? (
            <form method="post" action={localePath(TESTS_PATH)}>
              <input type="hidden" name="testId" value={test.id} />
              <button type="submit" className="btn btn-primary">
                {fillCopy(copy.start, { title: test.title })}
              </button>
            </form>
          ) : (
            <p>{copy.usedUp}</p>
          )}
          {test.lastAttemptId && !test.openAttemptId ? (
            <p>
              <a href={localePath(`/learner/attempts/${test.lastAttemptId}`)}>
                {fillCopy(copy.last, { title: test.title })}
              </a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
