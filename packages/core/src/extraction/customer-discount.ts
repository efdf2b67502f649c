import { notAPersons, productPeople } from "./product-people.js";

/** Which of the product's people: what they do ("renting …", "who pay …") or have ("on …", "with …"), up to six words. */
const which = String.raw`(?:\s+(?:(?:who|that)\s+(?:[\w-]{1,30}\s+){0,4}?[\w-]{1,30}|[a-z]{2,20}ing(?:\s+[\w-]{1,30}){1,5}?|(?:on|with)\s+(?:[\w-]{1,30}\s+){0,3}?[\w-]{1,30}))?`;

/**
 * "Wholesale accounts get 15% off orders over 100 units", "students receive a 10% discount on annual plans": the share off
 * a kind of the product's things that a kind of its customers or accounts gets (decision 0614), a rule of its prices a
 * later session keeps before it changes a total. The customers of a kind, a word before them at most, never a person's
 * ("my kids get 10% off …"); the share a number with "%" or "percent"; what it is off in up to two words, over or under
 * an amount at most, or of a count "or more" ("orders of twenty or more copies"; decision 0619). Which of them may be
 * said after them in up to six words, by what they do or have ("teams renting three or more desks", "members who pay
 * yearly", "users on annual plans"; decision 0630), and what it is off may be "the" rate or price of a kind.
 */
const shareOff = new RegExp(
  String.raw`^${notAPersons}(?:(?:all|our)\s+)?(?:[\w-]{1,30}\s+)?${productPeople}${which}\s+(?:get|receive)\s+(?:an?\s+)?\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent)\s+(?:off|discount\s+on)\s+(?:(?:all|every|each|their|the)\s+)?(?:[\w-]{1,30}\s+)?[\w-]{2,30}(?:\s+(?:(?:over|above|under|below)\s+|of\s+(?:at\s+least\s+)?)[\w$€£.,]{1,20}(?:\s+or\s+(?:more|over|above))?(?:\s+[\w-]{1,20})?)?\s*[.!]?$`,
  "i",
);

/** Whether `s` says what share off a kind of things a kind of the product's customers gets (see above). */
export function statesCustomerDiscount(s: string): boolean {
  return shareOff.test(s);
}
