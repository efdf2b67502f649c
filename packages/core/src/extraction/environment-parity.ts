import { eitherCaseFirst } from "./either-case.js";

/**
 * "Staging mirrors prod except for instance sizes", "our QA environment is a copy of production, minus the payment keys":
 * how one of the project's environments stands to another (decision 0462), what a later session needs before it trusts
 * what it sees on one of them. Both are environments by name; what differs may follow ("except for …", "minus …", "apart
 * from …", "but with …"). A change of this moment ("staging no longer matches prod", "staging mirrors prod right now")
 * is read apart: the verb follows the subject, and project-facts.ts refuses what is momentary or a fault.
 */
export const environment = String.raw`(?:(?:the|our)\s+)?(?:staging|stage|prod|production|dev|development|qa|QA|uat|UAT|preview|sandbox|demo|pre-?prod)(?:\s+(?:environments?|envs?|clusters?|stacks?|accounts?|databases?|dbs?|sites?|servers?))?`;
/**
 * An environment of the project as a sentence's subject, for patterns without the `i` flag: its first letter in either
 * case ("Staging reads its secrets from Doppler"; decision 0485), "the" or "our" before it, and a noun of an environment
 * after it ("the QA environment"); a cluster or a server of it is a part (project-parts.ts). "Stage" and "demo" are
 * left out, as often a theatre's or a show's ("Stage reads its lines from the script").
 */
export const environmentSubject = String.raw`(?:(?:[Tt]he|[Oo]ur)\s+)?(?:${eitherCaseFirst(["staging", "prod", "production", "dev", "development", "preview", "sandbox", "preprod", "pre-prod"])}|QA|UAT)(?:\s+(?:environments?|envs?|stacks?|accounts?))?`;
/**
 * Read in two plain steps (the two environments and how they stand, then what differs), where one pattern spanning both
 * took the ReDoS checker of core's tests minutes to decide.
 */
const parityHead = new RegExp(
  String.raw`^${environment}\s+(?:(?:exactly|closely|fully|always)\s+)?(?:mirrors?|match(?:es)?|tracks?|(?:is|are)\s+(?:an?\s+)?(?:(?:exact|full|scaled-down|smaller)\s+)?(?:copy|clone|replica|mirror)\s+of|(?:is|are)\s+(?:identical|equivalent)\s+to|(?:is|are)\s+the\s+same\s+as)\s+${environment}`,
  "i",
);
const difference = /^(?:[.!]?|,?\s(?:except(?:\sfor)?|minus|apart\sfrom|other\sthan|but\swith|save\sfor|without)\s[^\n]{2,120})$/i;

/** Whether `s` says how one environment of the project stands to another (see above). */
export function statesEnvironmentParity(s: string): boolean {
  const head = parityHead.exec(s);
  return head !== null && difference.test(s.slice(head[0].length).trimEnd());
}
