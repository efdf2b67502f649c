import { fault } from "./fault-words.js";
import { eachOfAKind, narrowing, pluralKindLead } from "./kind-words.js";
import { namesOneOfAKind, subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Every exported function in cart/ returns an error as its last value", "handlers take a context as their first
 * argument": what every piece of code of a kind returns or takes, and where in its signature (decision 0523), a rule of
 * the team's a later session keeps to before it writes one. A plural kind or every one of a kind, which a phrase may
 * narrow, returning, taking or accepting one thing "as its (their) first, last, second or only" value, argument,
 * parameter or result, closing the sentence; "my kids take a snack as their first stop" names no code. What it returns
 * may be an error, no fault: a fault is read in the kind alone ("flaky handlers …").
 */
const position = String.raw`\s+(?:an?|the)\s+(?:[\w\x60.*-]{1,40}\s+)?[\w\x60.*-]{1,40}\s+as\s+(?:its|their)\s+(?:first|last|second|final|only)\s+(?:value|argument|arg|parameter|param|return\s+value|result)\s*[.!]?$`;
const kindSignature = new RegExp(String.raw`${pluralKindLead}\s+(?:always\s+)?(?:return|take|accept)${position}`, "i");
const eachSignature = new RegExp(String.raw`^${eachOfAKind}${narrowing}\s+(?:always\s+)?(?:returns|takes|accepts)${position}`, "i");

/**
 * Said of what is taken: "Contexts are the first parameter of every exported function" (decision 0547), a plural kind
 * where in the signature of every one of another kind.
 */
const takenWhere = new RegExp(
  String.raw`${pluralKindLead}\s+(?:are|come)\s+(?:always\s+)?the\s+(?:first|last|second|final|only)\s+(?:value|argument|arg|parameter|param|return\s+value|result)\s+(?:of|to|in)\s+(?:every|each|all|all\s+the)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s*[.!]?$`,
  "i",
);

/** Whether `s` says what every piece of code of a kind returns or takes, and where in its signature (see above). */
export function statesKindSignature(s: string): boolean {
  const taken = takenWhere.exec(s)?.[1];
  if (taken !== undefined) return subjectNamesAKind(taken) && !fault.test(taken);
  const plural = kindSignature.exec(s)?.[1];
  if (plural !== undefined) return subjectNamesAKind(plural) && !fault.test(plural);
  const each = eachSignature.exec(s)?.[1];
  return each !== undefined && namesOneOfAKind(each.split(/\s+/)) && !fault.test(each);
}
