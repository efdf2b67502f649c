import { fault } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Field numbers in our protos are never reused", "applied migrations are never edited", "release tags are never moved":
 * what is never done to a kind of thing once it exists, a plural or a mass noun (which a phrase may narrow), "are /
 * get never" or "never get" and a verb of the team's own change to it (decision 0356). A verb of what the code does ("emails are never
 * sent", "errors are never logged") is as often a fault reported, and is none; so are people, things at hand and a fault
 * in the kind's words.
 */
const kindNeverChanged = new RegExp(
  String.raw`${anyKindLead}\s+(?:(?:are|is|get|gets)\s+never|never\s+gets?)\s+(?:reused|recycled|renumbered|renamed|reordered|edited|modified|rewritten|mutated|hardcoded|hard-coded|committed|checked in|force-pushed|amended|retagged|moved|reassigned)\b`,
  "i",
);

/** Whether `s` says what is never done to every thing of a kind (`kindNeverChanged`). */
export function statesKindNeverChanged(s: string): boolean {
  const kind = kindNeverChanged.exec(s)?.[1];
  return subjectNamesAKind(kind) && !fault.test(kind);
}
