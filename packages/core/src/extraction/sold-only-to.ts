import { kindLeadThen } from "./kind-lead-then.js";
import { productPeople } from "./product-people.js";

/**
 * "Exit-row seats are only sold to passengers over 15", "premium fares are only shown to logged-in members", "invoices
 * are only available to admins on the business plan": who the product offers a kind of its things to (decision 0611),
 * a rule a later session keeps before it shows the thing to anyone else. The kind is a plural or a mass noun of the
 * project's (not of the moment); "only" before a verb of offering; the people of the product's in a word after one at
 * most, an age, what they hold, where they are or their plan after them at most. "My cookies are only sold to friends"
 * names no kind of the project's, and "the kids are only allowed …" no offer.
 */
const qualifier = String.raw`(?:\s+(?:(?:over|under|aged|above|below)\s+\d{1,3}|(?:with|holding)\s+(?:an?\s+)?(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}|in\s+(?:the\s+)?[A-Z][\w-]{1,30}(?:\s+[A-Z][\w-]{1,30})?|on\s+(?:the\s+|a\s+)?(?:[\w-]{1,30}\s+)?(?:plan|plans|tier|tiers)))?`;
const offeredOnlyTo = new RegExp(
  String.raw`^\s+(?:is|are)\s+only\s+(?:sold|offered|shown|available|bookable|visible|open|issued)\s+to\s+(?:(?:our|the)\s+)?(?:[\w-]{1,30}\s+)?${productPeople}${qualifier}\s*[.!]?$`,
  "i",
);

/** Whether `s` says who the product offers a kind of its things to (see above). */
export function statesWhoItIsOfferedTo(s: string): boolean {
  return kindLeadThen(s, offeredOnlyTo);
}
