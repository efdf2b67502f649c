import { fault } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Plaintext passwords never land in group_vars", "raw SQL never goes in views", "secrets never leave the vault": where a
 * kind of thing never is, a plural or a mass noun (which a phrase may narrow), "never" and a verb of where things go
 * (decision 0350). A verb of what happens ("migrations never run on deploy", "tests never pass") is as often a fault
 * reported, and is none; so are people, things at hand and a fault in the kind's words ("broken builds never …").
 */
const kindNeverPlaced = new RegExp(
  String.raw`${anyKindLead}\s+never\s+(?:go|goes|land|lands|live|lives|leave|leaves|end up|ends up|get committed|gets committed|get checked in|gets checked in|appear|appears|enter|enters|belong|belongs)\s+(?:in|into|on|outside|to|under|the|our|a|an)\b`,
  "i",
);

/** Whether `s` says where every thing of a kind never is (`kindNeverPlaced`). */
export function statesKindNeverPlaced(s: string): boolean {
  const kind = kindNeverPlaced.exec(s)?.[1];
  return subjectNamesAKind(kind) && !fault.test(kind);
}
