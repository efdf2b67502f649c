import { eachOfAKind } from "./kind-words.js";
import { namesOneOfAKind } from "./not-a-noun.js";

/**
 * "Each night is priced on its own date, so a Friday-to-Sunday stay gets two different rates", "every line item is taxed
 * on its own", "each tenant is billed separately": how every one thing of a kind is priced, billed or handled apart from
 * the rest (decision 0609), a rule a later session needs before it sums them first. "every" or "each" and the thing in
 * one to three words, "is" or "gets", a participle of pricing or of the project's handling, then its own thing, on its own,
 * separately, individually or independently; what follows after a comma is kept with it. A span of time ("each night",
 * "every month") may be what is priced, a person never ("each guest is billed separately" is a person's bill).
 */
const eachApart = new RegExp(
  String.raw`^${eachOfAKind}\s+(?:is|gets)\s+(?:always\s+)?(?:priced|billed|charged|taxed|invoiced|rated|counted|rounded|converted|processed|scored|reviewed|deployed|released|versioned|tested|validated|signed|cached|retried)\s+(?:(?:on|at|by|with|for|against|in)\s+(?:its|their)\s+own\s+[\w-]{2,30}|on\s+its\s+own|separately|individually|independently)(?=\s*[.!]?$|,\s+\S)`,
  "i",
);
/** A span of time that may be what is priced ("each night", "every month"), where `namesOneOfAKind` reads a moment. */
const pricedSpan = /^(?:night|day|week|month|year|hour|minute|shift|trip|visit|class|lesson|meal|sprint)$/i;

/** Whether `s` says every one thing of a kind is priced or handled apart from the rest (see above). */
export function statesEachOnItsOwn(s: string): boolean {
  const subject = eachApart.exec(s)?.[1];
  if (subject === undefined) return false;
  const words = subject.split(/\s+/);
  return namesOneOfAKind(words) || (words.length === 1 && pricedSpan.test(words[0]!));
}
