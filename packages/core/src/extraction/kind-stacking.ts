import { anyKindLeadPattern } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Loyalty discounts never stack with coupon codes", "gift cards can't be combined with other discounts": which kinds of
 * things may be used together (decision 0583), a kind (a plural or a mass noun of the project's, `subjectNamesAKind`) that
 * never, always or only stacks or combines with other things of a kind, or with each other, on the same thing at most ("… with gift cards on the same order"; decision 0624), closing the
 * sentence. "My
 * coupons didn't stack" tells what happened once; "coupons don't stack" says with nothing what they do not stack with.
 */
const stacksWith =
  /^\s+(?:(?:never|only|always|do\s+not|don['’]t|cannot|can['’]t|can\s+not)\s+(?:stack|combine|be\s+(?:combined|stacked|used\s+together))|(?:are|is)\s+(?:never|not|only|always)\s+(?:combined|stacked|used\s+together))\s+with\s+(?:each\s+other|one\s+another|(?:other\s+|any\s+|an?\s+)?(?:[\w-]{1,30}\s+){0,2}?[a-z][\w-]{1,30})(?:\s+(?:on|in|for)\s+(?:the\s+same|one|a\s+single)\s+[a-z][\w-]{1,30})?\s*[.!]?$/i;

/** Whether `s` says which kinds of things may be used together (see above). */
export function statesKindStacking(s: string): boolean {
  const kind = anyKindLeadPattern.exec(s);
  return kind !== null && subjectNamesAKind(kind[1]) && stacksWith.test(s.slice(kind[0].length));
}
