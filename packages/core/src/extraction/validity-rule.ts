import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { momentary } from "./standing-rules.js";
import { finishSentence, toThirdPerson } from "./third-person.js";
import { beforeRequest } from "./request-clause.js";

/**
 * "Nil is never a valid slug; return an empty string instead", "Negative quantities are never allowed": what a value
 * of the project may never be (decision 0332), a convention, with what to do instead after it kept. A pronoun or what
 * is at hand ("This is never valid") is no value of the project's, and "not" is left out: "The token is not valid" is
 * a fault of the moment.
 */
const neverValid =
  /^(?!(?:it|this|that|these|those|he|she|they|you|i|we|there)\b)[\w\x60'.-]{1,40}(?:\s+[\w\x60'.-]{1,40}){0,3}\s+(?:is|are)\s+never\s+(?:an?\s+)?(?:valid|allowed|acceptable|permitted|legal)\b/i;

/** The rule `s` states about what a value may never be (`neverValid`), if any; none for the moment. */
export function validityRule(s: string): SentenceFact | undefined {
  if (!neverValid.test(s) || momentary.test(s)) return undefined;
  return sentenceFact(finishSentence(toThirdPerson(beforeRequest(s), "user")), "convention", 0.7, 0.8);
}
