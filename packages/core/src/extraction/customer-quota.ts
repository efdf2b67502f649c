import { notAPersons } from "./product-people.js";

/**
 * "Each customer gets at most three concurrent backup jobs", "free users can have up to three projects", "every workspace
 * is limited to 50 members": how many of a thing each of the product's customers, accounts or tenants gets at most
 * (decision 0610), a quota a later session keeps before it adds a queue, a loop or a signup. "each" or "every" and one,
 * or a plural of them, a word before it at most ("free users"); the count with "at most", "up to", "no more than" or "a
 * maximum of", then what is counted in up to three words, "at once", "at a time", "concurrently" or "per <unit>" after
 * it at most. "Each kid gets at most two cookies" names none of the product's, and "my users …" are a person's.
 */
const holder = String.raw`(?:customer|user|tenant|account|workspace|team|org|organi[sz]ation|project|subscriber|member|seller|merchant|API\s+key)`;
const holders = String.raw`(?:(?:each|every)\s+(?:[\w-]{1,30}\s+)?${holder}|(?:[\w-]{1,30}\s+)?${holder}s)`;
const quota = new RegExp(
  String.raw`^${notAPersons}(?:our\s+)?${holders}\s+(?:gets?|can\s+(?:have|run|create|use|invite|add|keep|make|store|schedule)|(?:is|are)\s+(?:limited|capped)\s+to|ha(?:s|ve))\s+(?:at\s+most|up\s+to|no\s+more\s+than|a\s+maximum\s+of)\s+(?:\d[\d,]{0,8}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|a\s+hundred)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}(?:\s+(?:at\s+once|at\s+a\s+time|concurrently|in\s+parallel|per\s+(?:second|minute|hour|day|week|month|year)))?\s*[.!]?$`,
  "i",
);

/** Whether `s` says how many of a thing each of the product's customers or accounts gets at most (see above). */
export function statesCustomerQuota(s: string): boolean {
  return quota.test(s);
}
