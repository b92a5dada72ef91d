import type { FormAnswer } from "./form-answer";

/** The answer of a post made without scripts, when it was meant for this form. */
export function postedFor(answer: FormAnswer | undefined, intent: string): FormAnswer | undefined {
  return answer && answer.intent === intent ? answer : undefined;
}
