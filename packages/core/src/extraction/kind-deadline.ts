import { fault } from "./fault-words.js";
import { pluralKindLead } from "./kind-words.js";
import { namesAKind } from "./not-a-noun.js";

/**
 * "Feature flags are cleaned up within two sprints of launch", "incidents get acknowledged within 15 minutes": how soon
 * every thing of a kind is handled (decision 0421), a plural kind, "are" or "get", a participle (a particle after it at
 * most: "cleaned up", "signed off") and "within" a number of units of time, or a verb of going out ("Security patches land
 * within a week of an advisory", "hotfixes ship within a day"; decision 0478). A past ("were closed within a day") is what
 * happened; people ("users are onboarded within a day") and things at hand ("these tickets …") are no kind, and a fault
 * ("builds are broken within a day") no rule.
 */
const kindDeadline = new RegExp(
  String.raw`${pluralKindLead}\s+(?:(?:are|get)\s+(?:always\s+|usually\s+)?[a-z]{2,20}(?:ed|en|t)(?:\s+(?:up|off|out|down|back|in))?|(?:always\s+|usually\s+)?(?:land|ship|merge|deploy|go\s+out|go\s+live|roll\s+out))\s+within\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|\d{1,3})\s+(?:(?:business|working|calendar)\s+)?(?:minutes?|hours?|days?|weeks?|sprints?|months?|releases?)\b`,
  "i",
);

/** Whether `s` says how soon every thing of a kind is handled (`kindDeadline`). */
export function statesKindDeadline(s: string): boolean {
  const subject = kindDeadline.exec(s)?.[1];
  return subject !== undefined && namesAKind(subject.split(/\s+/)) && !fault.test(s);
}
