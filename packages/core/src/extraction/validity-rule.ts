import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { momentary } from "./moment-words.js";
import { finishSentence, toThirdPerson } from "./third-person.js";
import { beforeRequest } from "./request-clause.js";
import { fileName } from "./file-name.js";

/**
 * "Nil is never a valid slug; return an empty string instead", "Negative quantities are never allowed": what a value
 * of the project may never be (decision 0332), a convention, with what to do instead after it kept. A pronoun or what
 * is at hand ("This is never valid") is no value of the project's, and "not" is left out: "The token is not valid" is
 * a fault of the moment.
 */
const neverValid =
  /^(?!(?:it|this|that|these|those|he|she|they|you|i|we|there)\b)[\w\x60'.-]{1,40}(?:\s+[\w\x60'.-]{1,40}){0,3}\s+(?:is|are)\s+never\s+(?:an?\s+)?(?:valid|allowed|acceptable|permitted|legal)\b/i;

/**
 * "Type piracy is not allowed in this package", "global state isn't allowed anywhere": with "not", what is ruled out in
 * a place of the project, or anywhere, is a rule too (decision 0338); the place is what "The token is not valid" lacks.
 * "Off-limits", "forbidden", "banned" say the same, and a kind of code is such a place too: "Heap allocation after init
 * is off-limits in firmware code" (decision 0362); outside one too: "Force unwrapping is banned outside tests" (decision
 * 0363), and "off the table" (decision 0369: "Partial functions like head are off the table in library code"); a file by its
 * name is such a place, and "off limits" may be written without its dash ("Globals are off limits outside config.lua";
 * decision 0388).
 * The subject is a kind, without "the" or "a": "The request is not allowed in this repo" is a report.
 */
const notAllowedIn = new RegExp(
  String.raw`^(?!(?:it|this|that|these|those|he|she|they|you|i|we|there|the|a|an|my|your|our)\b)[\w\x60'.-]{1,40}(?:\s+[\w\x60'.-]{1,40}){0,3}\s+(?:is|are)(?:(?:\s+not|n['’]t)\s+(?:allowed|permitted|acceptable)|\s+(?:off[- ]limits|off the table|forbidden|banned|prohibited))\s+(?:(?:in|inside|anywhere in)\s+(?:this|the|our)\s+(?:repo|repository|package|project|codebase|module|crate|library|service|app|monorepo)\b|anywhere\b|(?:in|outside(?:\s+of)?)\s+(?:(?:[\w-]{1,30}\s+){0,2}(?:code|modules|packages|crates|services|handlers|drivers|libraries|components|tests|firmware|hot paths?)\b|${fileName}(?=[\s.,;!]|$)))`,
  "i",
);

/**
 * "Unsafe code is only allowed in src/ffi, nowhere else": the one place a kind is allowed (decision 0343), the same
 * subject as `notAllowedIn`'s; "only okay / fine / acceptable in" says the same ("Force unwraps are only okay in tests";
 * decision 0461).
 */
const onlyAllowedIn =
  /^(?!(?:it|this|that|these|those|he|she|they|you|i|we|there|the|a|an|my|your|our)\b)[\w\x60'.-]{1,40}(?:\s+[\w\x60'.-]{1,40}){0,3}\s+(?:is|are)\s+only\s+(?:allowed|permitted|okay|ok|OK|fine|acceptable|tolerated)\s+(?:in|inside|under|within)\s+\S/i;

/** The rule `s` states about what a value may never be, or where alone it may be (`neverValid`, `notAllowedIn`, `onlyAllowedIn`), if any; none for the moment. */
export function validityRule(s: string): SentenceFact | undefined {
  if (!(neverValid.test(s) || notAllowedIn.test(s) || onlyAllowedIn.test(s)) || momentary.test(s)) return undefined;
  return sentenceFact(finishSentence(toThirdPerson(beforeRequest(s), "user")), "convention", 0.7, 0.8);
}
