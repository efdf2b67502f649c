import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Explain borrow checker errors in plain words before showing the fix, please": how to explain a kind of things, in the
 * plural with no word of what is at hand, and how or when (decision 0592), a request that lasts as one after "from now on"
 * does; "explain the errors in plain words" and "explain these errors …" are this task's. Read as "please …" with a
 * closing "please" left out; user-rules.ts leaves out a request of this task's ("… here", "… for this").
 */
const explainPlural =
  /^(?:please\s+)?(?:explain|describe|summari[sz]e)\s+(?!(?:the|this|that|these|those|it|them|me|my|your|our|a|an|what|why|how)\b)((?:[\w-]{1,30}\s+){0,3}[\w-]{2,30}s)\s+(?:in|with|before|by|as|using)\s+\S/i;
/**
 * `s` without a closing "please" and the comma or spaces before it, its full stop kept: read in plain steps, where one
 * pattern with the spaces before the word was quadratic on a run of spaces.
 */
function withoutClosingPlease(s: string): string {
  const trimmed = s.trimEnd();
  const stop = /[.!]$/.test(trimmed) ? trimmed.slice(-1) : "";
  const body = trimmed.slice(0, trimmed.length - stop.length);
  if (!/(?:^|[\s,])please$/i.test(body)) return s;
  const before = body.slice(0, -"please".length).trimEnd();
  return `${(before.endsWith(",") ? before.slice(0, -1) : before).trimEnd()}${stop}`;
}
/** The request as "please …" when `s` asks how to explain a kind of things (see above), else undefined. */
export function explainsAKind(s: string): string | undefined {
  const found = explainPlural.exec(s);
  if (found === null || !subjectNamesAKind(found[1])) return undefined;
  const said = withoutClosingPlease(s);
  return /^please\s/i.test(said) ? said : `please ${said}`;
}
