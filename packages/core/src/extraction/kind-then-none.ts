import { withoutFinalStop } from "./excluding.js";
import { aPerson, kindOf } from "./kind-layout.js";
import { eachOfAKind } from "./kind-words.js";

/**
 * "Every module returns a table; nothing leaks into _G", "each handler returns a Result, no handler throws": what every
 * thing of a kind does, made a rule by what nothing (or no thing of it) does after it (decision 0388). "Every request
 * returns a 200" alone is as often what the code does now. Read in plain steps: the subject and its verb, the first
 * clause up to its separator, then the clause of what nothing does, each bounded.
 */
const everyKindDoes = new RegExp(String.raw`^${eachOfAKind}\s+(?!(?:is|has|was|does|gets|goes)\s)[a-z]{2,20}s\s+(?=\S)`, "i");
const separator = /;\s+|,\s+|\s[—–]\s+/;
/** What nothing does: a verb and what it does, "nothing else" being no clause of its own. */
const nothingDoes = /^(?:nothing|none of them|no\s+[a-z][\w-]{1,30})\s+(?:ever\s+)?(?!else\b)[a-z]{2,20}s?\b[^,;:]{0,80}$/i;

/** Whether `s` says what every thing of a kind does and what nothing does (see the module's comment). */
export function statesKindThenNone(s: string): boolean {
  const found = everyKindDoes.exec(s);
  if (found === null) return false;
  const rest = s.slice(found[0].length, found[0].length + 200);
  const between = separator.exec(rest);
  if (between === null || between.index === 0 || between.index > 60 || /[,;:.!?]/.test(rest.slice(0, between.index))) return false;
  const first = s.slice(0, found[0].length + between.index);
  const last = found[1]?.split(/\s+/).at(-1) ?? "";
  return kindOf(found, first) && !aPerson.test(last) && nothingDoes.test(withoutFinalStop(rest.slice(between.index + between[0].length)));
}
