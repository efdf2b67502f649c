import { namesNoKind } from "./not-a-noun.js";
import { pluralKindLead } from "./kind-words.js";

/** What documents, tests or reviews a piece of work: what every thing of a kind gets. */
const artefact =
  "(?:JSDoc|TSDoc|KDoc|docstrings?|doc comments?|comments?|unit tests?|tests?|a test|stories|a story|type hints|types|changelog entr(?:y|ies)|a changelog entry|reviews?|a review|labels?|examples?|an example|benchmarks?|snapshot tests?)";

/**
 * "Public functions get JSDoc comments with an example", "new endpoints need a test": what every thing of a kind gets,
 * a plural subject (which a word or a phrase may narrow) then "get", "need" or "require" and what documents, tests or
 * reviews it (decision 0324). People ("users get a refund") are no kind of the project's things.
 */
const kindGets = new RegExp(String.raw`${pluralKindLead}\s+(?:always\s+)?(?:get|need|require)\s+(?:their own\s+)?(?:[\w-]{1,30}\s+){0,1}?${artefact}\b`, "i");

/** Whether `s` says what every thing of a kind gets (`kindGets`). */
export function statesWhatKindGets(s: string): boolean {
  const subject = kindGets.exec(s)?.[1];
  return subject !== undefined && !namesNoKind(subject.split(/\s+/));
}
