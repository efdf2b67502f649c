import { kindLeadThen } from "./kind-lead-then.js";

/**
 * "Child fares are half the adult fare, rounded up to the next 10 cents", "deposits are 20% of the booking total": how a
 * kind of the product's amounts is worked out from another (decision 0615), a share of it ("half", "a third", "double",
 * "20% of") and the amount it is taken of, how it is rounded after a comma at most. The kind is a plural or a mass noun of
 * the project's, not of the moment; "my kids are half my height" names none.
 */
const share = String.raw`(?:half|a\s+third|a\s+quarter|double|twice|triple|\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent)\s+of)`;
const rounded = String.raw`(?:,\s+rounded\s+(?:up|down|half\s+up|half\s+even)(?:\s+to\s+the\s+(?:next|nearest)\s+(?:[\w$€£.,-]{1,20}\s+)?[\w-]{2,20})?)?`;
const derived = new RegExp(
  String.raw`^\s+(?:are|is)\s+(?:always\s+)?${share}\s+(?:the|an?)\s+(?:[\w-]{1,30}\s+)?(?:fares?|prices?|rates?|amounts?|totals?|fees?|costs?|salary|salaries|balances?|values?)${rounded}\s*[.!]?$`,
  "i",
);

/** Whether `s` says how a kind of the product's amounts is worked out from another (see above). */
export function statesKindDerived(s: string): boolean {
  return kindLeadThen(s, derived);
}
