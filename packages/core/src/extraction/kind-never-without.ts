import { kindLeadThen } from "./kind-lead-then.js";

/**
 * "Controlled substances are never refilled without a new prescription", "refunds are never issued without a receipt":
 * what a thing of a kind of the product's never gets without (decision 0633), a rule of the product a later session keeps
 * before it lets one through. "is (are) never" and a participle, "without" and a thing of up to three words with its
 * article, closing the sentence; the "never" and the "without" are the rule's, no fault, so `faulty` reads the sentence
 * without them. The
 * kind is a plural or a mass noun of the project's, not of the moment; "my kids are never allowed out without a coat" is
 * a person's.
 */
const neverWithout = /^\s+(?:are|is)\s+never\s+[a-z]{3,20}(?:ed|en|t)\s+without\s+(?:an?|the|their|its|prior)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s*[.!]?$/i;

/** Whether `s` says what a thing of a kind of the product's never gets without (see above), no fault but its own words. */
export function statesNeverWithout(s: string, faulty: (s: string) => boolean): boolean {
  return kindLeadThen(s, neverWithout) && !faulty(s.replace(/\bnever\s+/i, "").replace(/\bwithout\s+/i, ""));
}
