import { faultInFirstClause } from "./fault-words.js";
import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Code samples in docs/ are copied from tested files in examples/", "snippets in the README are taken from
 * tests/snippets/": where every thing of a kind is copied from (decision 0511), a rule of the team's, what a later session
 * keeps to before it writes one by hand. A plural kind, which a phrase may narrow, copied, taken, lifted, pulled,
 * extracted or excerpted from a source; one of the two names a path or code, so "photos in the album are taken from the
 * trip" names none, and neither is people or things at hand ("these samples are copied from …").
 */
const kindCopiedFrom = new RegExp(
  String.raw`${pluralKindLead}\s+(?:are|get)\s+(?:always\s+)?(?:copied|taken|lifted|pulled|extracted|excerpted)\s+(?:verbatim\s+|straight\s+)?from\s+(?=\S)`,
  "i",
);
/** A path ("docs/", "src/api") or code in backticks. */
const pathOrCode = /[\w.-]\/|\/[\w.-]|`[^`\s]{1,80}`/;

/** Whether `s` says where every thing of a kind is copied from (see above). */
export function statesKindCopiedFrom(s: string): boolean {
  const found = kindCopiedFrom.exec(s);
  if (found === null || !subjectNamesAKind(found[1]) || faultInFirstClause(s)) return false;
  return pathOrCode.test(s.split(/[,;]/)[0] ?? "");
}
