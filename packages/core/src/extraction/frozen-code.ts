import { fault } from "./fault-words.js";
import { part } from "./project-parts.js";
import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { withoutLastingUntil } from "./lasting-until.js";
import { momentary } from "./moment-words.js";
import { toThirdPerson, withoutThis } from "./third-person.js";

/**
 * "Anything under Sources/Legacy is frozen — don't refactor it", "the v1 billing module is read-only": code the agent
 * must leave as it is (decision 0321); vendored code, "a copy of upstream", is left as it is too (decision 0331). The subject is code of the project: a path, code in backticks, anything or
 * everything under one, or a module, package, folder, crate, library, schema or migrations named with "the" or "our".
 * What hangs is no code that is frozen ("the app is frozen", "the UI froze"), and a freeze of the moment ("… until the
 * release", "now") is left to the rules that read a moment; one until a version ("The public API is frozen until the 2.0
 * release") or further notice lasts (decision 0336), and an API or SDK is code (decision 0336).
 */
const path = String.raw`(?:\x60[^\x60\s]{1,80}\x60|[\w.-]{1,60}\/[\w./*-]{0,80})`;
const codeSubject = String.raw`(?:(?:anything|everything|all code|all files|every file)\s+(?:under|in|inside|below)\s+(?:the\s+)?${path}|${path}|(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,3}(?:module|modules|package|packages|folder|folders|directory|directories|dir|code|crate|crates|library|libraries|schema|schemas|migrations|files|api|apis|sdk))`;
const frozen = new RegExp(
  String.raw`^${codeSubject}\s+(?:is|are)\s+(?:(?:completely|entirely|strictly|effectively)\s+)?(?:frozen|read-only|read only|off-limits|off limits|hands-off|hands off|untouchable|vendored|an?\s+(?:vendored\s+|verbatim\s+)?(?:copy|mirror)\s+of\s+(?:the\s+)?upstream)\b`,
  "i",
);

/**
 * "This package is ESM-only and has zero runtime dependencies — keep it that way": what a part of the project is or
 * has, then that it is to stay so (decision 0324); "this package" is named as "the package", since "this" names it only
 * where it was said.
 */
const thisOrThePart = new RegExp(
  String.raw`^(?:this|the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?(?:${part}|project|codebase|code)\s+(?:is|are|has|have|uses|use|runs|run|stays|stay)\s+\S`,
  "i",
);
const staysSo = /(?:[,;:—–]|\s-)\s*(?:so\s+)?(?:please\s+)?keep\s+(?:it|them|things)\s+(?:that way|like that|as (?:it is|they are|is))\s*[.!]?$/i;

/** Whether `s` says that what a part is or has is to stay so (`thisOrThePart`, `staysSo`). */
function keptThatWay(s: string): boolean {
  const end = staysSo.exec(s);
  return end !== null && thisOrThePart.test(s) && !fault.test(s.slice(0, end.index));
}

/**
 * The rule `s` states, that some of the project's code is frozen (`frozen`) or is to stay as it is (`keptThatWay`), if
 * any: a convention, read before the project's facts so that "read-only" and "frozen" are one kind of rule. A fault in
 * what is frozen ("… is frozen again") or a moment is none.
 */
export function frozenCodeRule(s: string): SentenceFact | undefined {
  if (momentary.test(withoutLastingUntil(s))) return undefined;
  if (keptThatWay(s)) return sentenceFact(toThirdPerson(withoutThis(s), "user"), "convention", 0.7, 0.8);
  if (!frozen.test(s) || fault.test(s.split(/[,;—–]/)[0] ?? "")) return undefined;
  return sentenceFact(toThirdPerson(s, "user"), "convention", 0.7, 0.8);
}
