import { faultInFirstClause } from "./fault-words.js";
import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Exported identifiers carry doc comments, no exceptions", "migrations run in a transaction without exception": what
 * every thing of a kind does, made a rule by saying it has no exceptions (decision 0377), as "only" or what a choice
 * excludes makes one (decision 0361). A verb in the present: "the tests passed, no exceptions" reports a run. People,
 * things at hand and a fault in the first clause are none. Read in plain steps: the closing words, then the kind and
 * its verb. "Always" after a comma closes it as well ("Containers run as non-root, always"; decision 0402), or "every
 * time" or "without fail".
 */
const noExceptions = /(?:,?\s(?:with\s+)?(?:no exceptions?|without exceptions?)|,\s(?:always|every\s+(?:single\s+)?time|without\s+fail))\s*[.!]?$/i;
const kindDoes = new RegExp(String.raw`${pluralKindLead}\s+(?:always\s+)?(?!(?:are|were|was|had|did|got|went)\s)([a-z]{2,20})\s+\S`, "i");

/** Whether `s` says what every thing of a kind does, with no exceptions (see the module's comment). */
export function statesKindNoExceptions(s: string): boolean {
  const tail = noExceptions.exec(s);
  if (tail === null) return false;
  const body = s.slice(0, tail.index);
  const found = kindDoes.exec(body);
  const verb = found?.[2] ?? "";
  return found !== null && !/ed$/i.test(verb) && subjectNamesAKind(found[1]) && !faultInFirstClause(body);
}
