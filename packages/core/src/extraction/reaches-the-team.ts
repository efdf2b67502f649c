import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Security advisories reach the team through the #sec-alerts channel, not email", "alerts come to us via PagerDuty":
 * how a kind of things reaches the team (decision 0498), where a later session looks for them or sends them. A plural
 * kind, "reach" / "come to" / "get to" the team or us, then "through", "via", "in", "on" or "by" and where. What they are
 * not reached by may follow after a comma ("…, not email"): the fault words are read in the first clause only
 * (project-facts.ts).
 */
const reachesTheTeam = new RegExp(
  String.raw`${pluralKindLead}\s+(?:(?:all|always|usually|only)\s+)?(?:reach|come\s+to|get\s+to)\s+(?:the\s+team|us|our\s+team|the\s+[\w-]{2,30}\s+team)\s+(?:through|via|in|on|by)\s+\S`,
  "i",
);

/** Whether `s` says how a kind of things reaches the team (see above). */
export function statesHowItReachesTheTeam(s: string): boolean {
  const found = reachesTheTeam.exec(s);
  return found !== null && subjectNamesAKind(found[1]);
}
