// One voice: what visitor-facing text may not contain. Used by the copy tests
// over the message catalogue, every mail template and every public page's rendered text.

/** The spec's own words, quoted verbatim even where they break the house rules. */
export const SPEC_VERBATIM = [
  "Learner Enrollment form",
  "Enroll Now",
  "Before Enrolling, Read Terms & Conditions",
  "Infromation Not Available!, Try Refreshing Once",
  "Loading FAQs...",
  "Loading domains...",
  "Loading...",
] as const;

const DEVELOPER_WORDS =
  /\b(undefined|NaN|null|\[object Object\]|status code|HTTP|JSON|payload|endpoint|exception|stack trace|ECONN\w+|TypeError|ReferenceError)\b/;

/** The problems of one text: doubled punctuation, the American enroll(ment), developer words. */
export function copyProblems(text: string, options: { statusCodes?: boolean } = {}): string[] {
  let rest = text;
  for (const quoted of SPEC_VERBATIM) rest = rest.split(quoted).join("Quoted");
  const problems: string[] = [];
  const around = (index: number) => JSON.stringify(rest.slice(Math.max(0, index - 30), index + 30));
  // ".," stays allowed: an abbreviation's full stop before a comma ("Pvt. Ltd., Bengaluru").
  const doubled = /(?<!\.)\.\.(?!\.)|,,|;;|!!|\?\?|,\.|\s[.,;:!?](?=\s|$)/g;
  for (const match of rest.matchAll(doubled)) problems.push(`doubled or stray punctuation ${around(match.index)}`);
  // Indian English: enrol, enrolment; "Enroll" alone is the spec's button on a batch.
  for (const match of rest.matchAll(/\benroll(ment|ments|s)?\b/gi)) {
    if (match[0] !== "Enroll") problems.push(`American spelling "${match[0]}" ${around(match.index)}`);
  }
  const developer = rest.match(DEVELOPER_WORDS);
  if (developer) problems.push(`developer word "${developer[0]}" ${around(developer.index ?? 0)}`);
  if (options.statusCodes) {
    const code = rest.match(/\b[45]\d\d\b/);
    if (code) problems.push(`status code "${code[0]}" ${around(code.index ?? 0)}`);
  }
  return problems;
}
