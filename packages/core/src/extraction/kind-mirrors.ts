import { fault } from "./fault-words.js";
import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { toolingPart } from "./project-parts.js";

/**
 * "Response examples mirror real payloads from staging", "test fixtures reflect the production schema": what every thing
 * of a kind mirrors or reflects (decision 0524), a rule of the team's a later session keeps to before it writes one. A
 * plural kind, which a phrase may narrow, mirroring or reflecting up to five words that name something of the project's
 * (`projectWord`), closing the sentence; "kids mirror their parents" names nothing of the project's.
 */
const kindMirrors = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+|closely\s+)?(?:mirror|reflect)\s+((?:[\w\x60.'’/-]{1,30}\s+){0,4}?[\w\x60.'’/-]{1,30})\s*[.!]?$`,
  "i",
);
/** What of the project's a kind mirrors: a part, what runs it, what it holds or serves, or a path. */
const projectWord = new RegExp(
  String.raw`\b(?:${toolingPart}|payloads?|data|production|prod|staging|schemas?|rows|records|responses|requests|fixtures|models|columns|fields|folders|directories|routes|structure|layout|types)\b|[\w.-]\/`,
);

/** Whether `s` says what every thing of a kind mirrors or reflects of the project's (see above). */
export function statesKindMirrors(s: string): boolean {
  const found = kindMirrors.exec(s);
  return found !== null && subjectNamesAKind(found[1]) && projectWord.test(found[2] ?? "") && !fault.test(s);
}
