import { kindLeadThen } from "./kind-lead-then.js";
import { countWord, signedAmount } from "./money-words.js";

/**
 * "Freezes are capped at two months per calendar year", "refunds are capped at 500 euros per order", "uploads are
 * limited to 10 MB": the most a kind of the product's things may come to (decision 0623), a count or an amount and what
 * it counts in up to two words, per a period or a thing in up to three words at most, closing the sentence. The kind is
 * a plural or a mass noun of the project's, not of the moment; "kids are limited to two hours of screen time" names
 * people.
 */
const count = String.raw`(?:\d[\d,.]{0,8}|${signedAmount}|${countWord})`;
const capped = new RegExp(
  String.raw`^\s+(?:are|is)\s+(?:always\s+)?(?:capped|limited)\s+(?:at|to)\s+(?:a\s+maximum\s+of\s+)?${count}(?:\s?(?:%|[KMGT]i?B\b))?(?:\s+(?!per\b)[\w-]{2,30}){0,2}(?:\s+(?:per|a|each|every)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30})?\s*[.!]?$`,
  "i",
);

/**
 * Whether `s` says the most a kind of the product's things may come to (see above), the rest reporting no fault by
 * `faulty` once the count is left out: "500" is a server's error as often as an amount.
 */
export function statesKindCapped(s: string, faulty: (rest: string) => boolean): boolean {
  return kindLeadThen(s, capped) && !faulty(s.replace(/\d[\d,.]*/g, ""));
}
