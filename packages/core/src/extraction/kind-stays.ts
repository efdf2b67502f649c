import { withoutFinalStop } from "./excluding.js";
import { faultInFirstClause } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { namesAKind, namesOneOfAKind } from "./not-a-noun.js";

/**
 * "Controllers stay thin", "migrations remain reversible", "business logic stays out of controllers": how every thing
 * of a kind stays, said of the kind as "keep controllers thin" says it to the agent (decision 0340). The state is a word
 * of its own ("thin", "pure"), not a place or a moment ("stay in sync", "stay open", "stay the same"), or "out of" a
 * place, or at the system's edges ("Side effects stay at the edges of the system"; decision 0393). People, things at hand
 * and a fault are none ("the tests stay red", "builds stay broken").
 */
const kindStays = new RegExp(
  String.raw`${anyKindLead}\s+(?:always\s+)?(?:stay|stays|remain|remains)\s+(?:(?!(?:in|on|at|up|the|a|an|open|around|behind|home|put|there|here|same|until|for|with|as|so|too|very|quite)\b)[a-z]{3,}\b|out of\s+\S|(?:at|on)\s+the\s+(?:edges?|boundar(?:y|ies)|periphery|outer\s+layer|top\s+level)\b)`,
  "i",
);

/**
 * "Specs live next to the functions they describe", "tests sit beside the code": where every thing of a kind lives beside
 * what it belongs to (decision 0393), the project's layout; "the tests live in tests/" says where they are, a fact.
 */
const kindBeside = new RegExp(
  String.raw`${anyKindLead}\s+(?:always\s+)?(?:live|lives|sit|sits|go|goes|belong|belongs|stay|stays)\s+(?:right\s+)?(?:next to|beside|alongside)\s+(?:the|their|its)\s+\S`,
  "i",
);

/**
 * "Sigs go above every public method", "docstrings go under each public function": where every thing of a kind goes
 * beside every one of another (decision 0440), the layout of the code; the other kind closes the sentence, up to three
 * words and a place after it ("… in app/"). A moment ("every time", "every meal") names no kind.
 */
const kindByEvery = new RegExp(
  String.raw`${anyKindLead}\s+(?:always\s+)?(?:go|goes|sit|sits|belong|belongs)\s+(?:(?:right|directly|just)\s+)?(?:above|below|before|after|under|over|(?:at|on)\s+(?:the\s+)?(?:top|bottom|start|end|head)\s+of)\s+(?:every|each)\s+(?=\S)`,
  "i",
);
const otherKind = /^((?:[\w\x60.'’-]{1,30}\s+){0,2}[\w\x60.'’-]{1,30})(?:\s+(?:in|of|under)\s+[\w\x60.'’/-]{1,60})?$/i;

/** Whether `s` says where every thing of a kind goes beside every one of another (`kindByEvery`, `otherKind`). */
function statesKindByEvery(s: string): boolean {
  const found = kindByEvery.exec(s);
  const other = found === null ? null : otherKind.exec(withoutFinalStop(s.slice(found[0].length)));
  return found !== null && other !== null && namesAKind(found[1]!.split(/\s+/)) && namesOneOfAKind(other[1]!.split(/\s+/));
}

/**
 * Whether `s` says how every thing of a kind stays (`kindStays`), beside what it lives (`kindBeside`), or where it goes
 * beside every one of another (`statesKindByEvery`).
 */
export function statesKindStays(s: string): boolean {
  if (statesKindByEvery(s)) return !faultInFirstClause(s);
  const kind = kindStays.exec(s)?.[1] ?? kindBeside.exec(s)?.[1];
  if (kind === undefined) return false;
  const words = kind.split(/\s+/);
  return namesAKind(words) && !faultInFirstClause(s);
}
