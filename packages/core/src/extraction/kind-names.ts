import { fault } from "./fault-words.js";
import { momentary } from "./moment-words.js";

/**
 * "Upstream names match the service names in compose.yaml", "table names mirror the model names", "env var names match
 * the config keys": how a kind of name in the project is chosen, after another name (decision 0486), a naming rule
 * whatever kind of name it is (user-rules.ts reads a few kinds of text, "branch names follow …", with more verbs). Both
 * sides are names, IDs, keys, labels, slugs, paths or titles; a fault ("the names never match") or the moment is none.
 */
const namesMatch =
  /^(?:(?:our|the|all)\s+)?(?:[\w-]{1,30}\s+){1,2}?(?:names|identifiers|IDs|ids|keys|labels|slugs|prefixes)\s+(?:always\s+)?(?:match|mirror|follow|equal|track|reuse|copy)\s+(?:(?:the|our|their|its)\s+)?(?:[\w.'’-]{1,30}\s+){0,3}?(?:names?|IDs?|ids?|keys?|labels?|slugs?|paths?|titles?)\b/i;

/** Whether `s` says how a kind of name in the project is chosen after another (see `namesMatch`). */
export function statesNamesMatch(s: string): boolean {
  return namesMatch.test(s) && !fault.test(s) && !momentary.test(s);
}
