import { withoutFinalStop } from "./excluding.js";
import { personsWords } from "./moment-words.js";
import { namesAKind } from "./not-a-noun.js";

/**
 * "Corrections are new entries that reverse the old ones", "refunds are separate payments that point at the original":
 * what a kind of the project's things is made as, another kind new or separate of its own and what it does (decision
 * 0600), a fact of how the project keeps them; read beside a rule after a semicolon, the two are the rule whole ("Ledger
 * entries are immutable; corrections are …"). Both plurals must name kinds, so "kids are little humans that …" is none,
 * and the clause after "that" or "which" opens with its verb; the person's own ("… treats that my mom makes") is none.
 */
const definedAs =
  /^((?:[\w-]{1,30}\s+)?[\w-]{2,30}s)\s+are\s+(?:always\s+|just\s+|simply\s+)?(?:new|separate|extra|additional|plain|ordinary|regular)\s+((?:[\w-]{1,30}\s+)?[\w-]{2,30}s)\s+(?:that|which)\s+[a-z]{2,20}\s+[^;]{1,120}$/i;

/** Whether `s` says what a kind of things is made as (see above). */
export function statesKindDefinedAs(s: string): boolean {
  const found = definedAs.exec(withoutFinalStop(s));
  return found !== null && !personsWords.test(s) && namesAKind(found[1]!.split(/\s+/)) && namesAKind(found[2]!.split(/\s+/));
}
