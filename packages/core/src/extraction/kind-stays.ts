import { faultInFirstClause } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { namesAKind } from "./not-a-noun.js";

/**
 * "Controllers stay thin", "migrations remain reversible", "business logic stays out of controllers": how every thing
 * of a kind stays, said of the kind as "keep controllers thin" says it to the agent (decision 0340). The state is a word
 * of its own ("thin", "pure"), not a place or a moment ("stay in sync", "stay open", "stay the same"), or "out of" a
 * place. People, things at hand and a fault are none ("the tests stay red", "builds stay broken").
 */
const kindStays = new RegExp(
  String.raw`${anyKindLead}\s+(?:always\s+)?(?:stay|stays|remain|remains)\s+(?:(?!(?:in|on|at|up|the|a|an|open|around|behind|home|put|there|here|same|until|for|with|as|so|too|very|quite)\b)[a-z]{3,}\b|out of\s+\S)`,
  "i",
);

/** Whether `s` says how every thing of a kind stays (`kindStays`). */
export function statesKindStays(s: string): boolean {
  const kind = kindStays.exec(s)?.[1];
  if (kind === undefined) return false;
  const words = kind.split(/\s+/);
  return namesAKind(words) && !faultInFirstClause(s);
}
