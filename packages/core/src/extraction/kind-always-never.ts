import { namesExclusion, withoutFinalStop } from "./excluding.js";
import { faultInFirstClause } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Rounding is always half-up, never banker's rounding", "dates are always UTC, never local time": the one way every
 * thing of a kind is, said with "always" and, after a comma, what it never is (decision 0550). The way is a value of
 * the project's, written as one: hyphenated, with a digit, a capital or code ("half-up", "UTC", "`snake_case`", "utf-8"),
 * where "deploys are always a pain, never fun" is an opinion. A type with its exclusion is kind-type.ts's.
 */
const alwaysLead = new RegExp(String.raw`${anyKindLead}\s+(?:is|are)\s+always\s+`, "i");
/** The way: one to four words, the last closing at the comma. */
const wayWords = /^(?:[\w'’.\x60/+-]{1,30}\s+){0,3}[\w'’.\x60/+-]{1,30}$/;
/** What makes the way a value written as one: a hyphen inside a word, a digit, a capital or code. */
const valueMark = /\w-\w|\d|\p{Lu}|\x60/u;

/** Whether `s` states the one way every thing of a kind always is, with what it never is (see the module's comment). */
export function statesKindAlwaysNever(s: string): boolean {
  const body = withoutFinalStop(s);
  const lead = alwaysLead.exec(body);
  if (lead === null || !subjectNamesAKind(lead[1])) return false;
  const rest = body.slice(lead[0].length);
  const comma = rest.indexOf(",");
  const way = comma > 0 ? rest.slice(0, comma) : "";
  return wayWords.test(way) && valueMark.test(way) && /^,\s+never\s/i.test(rest.slice(comma)) && namesExclusion(rest.slice(comma)) && !faultInFirstClause(body);
}
