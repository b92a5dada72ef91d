// A submitted attempt: the score, pass or fail, the score by topic and, when the test shows them,
// each question with the right answer and its explanation.
import type { Attempt } from "@skillbridge/core/exams";
import { QuestionText } from "./question-text";

export function AttemptResult({ attempt }: { attempt: Attempt }) {
  const result = attempt.result!;
  const review = new Map((result.review ?? []).map((item) => [item.questionId, item]));
  return (
    <section aria-labelledby="result-heading">
      <h2 id="result-heading">Your result</h2>
      <p role="status" className={`message ${result.passed ? "message-success" : "message-error"}`}>
        {result.correct} of {result.total} correct ({result.percent}%): {result.passed ? "passed" : "not passed"} (pass
        mark {attempt.passPercent}%).
      </p>
      <table>
        <caption>Score by topic</caption>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col">Correct</th>
          </tr>
        </thead>
        <tbody>
          {result.byTopic.map((topic) => (
            <tr key={topic.topic}>
              <th scope="row">{topic.topic}</th>
              <td>
                {topic.correct} of {topic.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.review ? (
        <>
          <h2>Answers and explanations</h2>
          <ol>
            {attempt.questions.map((question) => {
              const item = review.get(question.id);
              const given = attempt.answers[String(question.id)] ?? [];
              const names = (ids: number[]) =>
                question.options
                  .filter((o) => ids.includes(o.id))
                  .map((o) => o.text)
                  .join("; ") || "no answer";
              return (
                <li key={question.id}>
                  <QuestionText text={question.text} />
                  <p>
                    Your answer: {names(given)} — {item?.answeredCorrectly ? "correct" : "not correct"}
                  </p>
                  <p>Right answer: {names(item?.correct ?? [])}</p>
                  {item?.explanation ? <p>{item.explanation}</p> : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </section>
  );
}
