import { faultInFirstClause } from "./fault-words.js";
import { namesAKind, ofAKindOfChange } from "./not-a-noun.js";

/**
 * The shape the rules said of a kind share (kind-shipping.ts, kind-priority.ts, kind-counts-as.ts, kind-talks-through.ts,
 * kind-property.ts): `lead` opens `s`, its first group a kind of the project's things or work (a kind of change too:
 * "index changes"; never people or things at hand), no fault in the first clause, and what follows the lead matches
 * `rest`.
 */
export function kindStatement(s: string, lead: RegExp, rest: { test(tail: string): boolean }): boolean {
  const found = lead.exec(s);
  const subject = found?.[1];
  return (
    found !== null &&
    subject !== undefined &&
    namesAKind(ofAKindOfChange(subject.split(/\s+/))) &&
    !faultInFirstClause(s) &&
    rest.test(s.slice(found[0].length))
  );
}
