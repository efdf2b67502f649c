import { pluralKindLead } from "./kind-words.js";
import { isKin, subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Buckets are private unless Legal says otherwise", "feature flags stay off unless the product team decides otherwise":
 * how every thing of a kind is, but for the one who may decide otherwise (decision 0379), a name, a department or a
 * team. Read in plain steps: the kind and its state, then who decides, closing the sentence.
 */
const kindIs = new RegExp(String.raw`${pluralKindLead}\s+(?:are|stay|remain)\s+(?:[a-z][\w-]{1,30})\s+unless\s+(?=\S)`, "i");
const unlessSomeone =
  /^(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|the\s+(?:[\w-]{1,30}\s+){0,2}team)\s+(?:says|decides|approves|signs off|agrees|asks)(?:\s+otherwise)?\s*[.!]?$/u;

/** Whether `s` says how every thing of a kind is unless someone decides otherwise (see the module's comment). */
export function statesKindUnless(s: string): boolean {
  const found = kindIs.exec(s);
  const who = found === null ? null : unlessSomeone.exec(s.slice(found[0].length));
  return found !== null && who !== null && subjectNamesAKind(found[1]) && !isKin(who[1]!);
}
