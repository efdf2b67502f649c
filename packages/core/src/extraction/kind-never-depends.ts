import { fault } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "View models never import UIKit", "controllers never talk to the database directly", "domain code must never depend on
 * the web layer": what a kind of the project's code never depends on, a plural or a mass noun (which a phrase may narrow),
 * "never" (after "must" or "should" at most) and a verb of one part of the code reaching another (decision 0363). People
 * ("users never import …"), things at hand and a fault in the kind's words are none.
 */
const kindNeverDepends = new RegExp(
  String.raw`${anyKindLead}\s+(?:(?:must|should)\s+)?never\s+(?:import|imports|depend on|depends on|reference|references|talk to|talks to|know about|knows about|reach into|reaches into)\s+\S`,
  "i",
);

/** Whether `s` says what a kind of the project's code never depends on (`kindNeverDepends`). */
export function statesKindNeverDepends(s: string): boolean {
  const kind = kindNeverDepends.exec(s)?.[1];
  return subjectNamesAKind(kind) && !fault.test(kind);
}
