import { word, plural } from "./kind-words.js";
import { kindLeadThen } from "./kind-lead-then.js";
import { chargeWord, moneyAmount } from "./money-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { productPeople, productPerson } from "./product-people.js";

/**
 * "Rides start with a one-euro unlock fee", "scooters left outside the parking zones cost riders a 10 euro fine": the
 * charge a thing of a kind of the product's opens with or brings its people (decision 0632), a rule of its prices. What
 * it starts (begins, comes) with, or costs the product's people (them, one of them) at most, is an amount of money and a
 * word of a charge, a word before it at most, closing the sentence; the kind may be narrowed by what was done with it
 * ("left outside the parking zones", "returned late"), in up to five words. The kind is a plural or a mass noun of the
 * project's, not of the moment; "my books returned late cost me a 2 dollar fine" is a person's.
 */
const charge = String.raw`(?:an?\s+)?${moneyAmount}\s+(?:[\w-]{1,20}\s+)?${chargeWord}\s*[.!]?$`;
const startsWith = new RegExp(String.raw`^\s+(?:starts?|begins?|comes?)\s+with\s+${charge}`, "i");
const costsThem = new RegExp(
  String.raw`^((?:${word}\s+){0,2}${plural})(?:\s+(?:[a-z]{3,20}(?:ed|en)|left|kept|paid|sent|sold|lost|found)\b(?:\s+[\w-]{1,30}){1,4}?)?\s+(?:cost|incur)\s+(?:(?:${productPeople}|them|the\s+${productPerson})\s+)?${charge}`,
  "i",
);

/** Whether `s` says the charge a thing of a kind of the product's opens with or brings its people (see above). */
export function statesKindCharge(s: string): boolean {
  if (kindLeadThen(s, startsWith)) return true;
  return subjectNamesAKind(costsThem.exec(s)?.[1]);
}

const moneyFirst = new RegExp(String.raw`^(?:an?\s+)?${moneyAmount}\b`, "i");
/** Whether what a kind starts with (`rest`) opens with an amount of money: a price, no layout of a file (kind-layout.ts). */
export function opensWithMoney(rest: string): boolean {
  return moneyFirst.test(rest);
}
