import { pluralKindLead } from "./kind-words.js";
import { kindStatement } from "./kind-statement.js";

/**
 * "Contexts talk to each other only through their public API", "services communicate over the event bus": the one way
 * the parts of a kind reach each other (decision 0410), a plural kind as its subject (people, things at hand and a fault
 * are none) and what they reach each other through, named with "the", "their", "our", "a", in code or by its own name.
 * Read in plain steps: the kind and its verb, then what it goes through, closing the sentence.
 */
const kindTalks = new RegExp(
  String.raw`${pluralKindLead}\s+(?:(?:only|always)\s+)?(?:talk|talks|communicate|communicates|speak|speaks)(?:\s+(?:to|with)\s+(?:each\s+other|one\s+another))?\s+(?:(?:only|always)\s+)?(?:through|via|over)\s+`,
  "i",
);
/** What it goes through opens with "the", "their", "our" or "a" and a space, or with a backtick or a capital letter. */
const throughArticle = /^(?:the|their|our|an?)\s/;
const throughMark = /^(?:\x60|\p{Lu})/u;

/**
 * Whether `tail` (what follows the verb) names what the parts go through and closes the sentence: "the", "their", "our",
 * "a", a backtick or a capital letter, then 1 to 80 characters (code points; spaces after an article not counted) with no
 * clause after them (no ",", ";" or ":"). Read in code, not by one pattern: `[^,;:]{1,80}$` after `\p{Lu}` took the ReDoS
 * check of core's tests 25-40 s alone on a 2-core machine.
 */
export function closesWithWhatItGoesThrough(tail: string): boolean {
  const article = throughArticle.exec(tail);
  const opening = article ?? throughMark.exec(tail);
  if (opening === null) return false;
  const rest = tail.slice(opening[0].length);
  if (rest === "" || /[,;:]/.test(rest)) return false;
  // After an article, the spaces before the name are the article's; a rest of spaces alone is one character.
  const named = article === null ? rest : rest.trimStart() || rest.slice(-1);
  // At most 80 code points take at most 160 UTF-16 units: a longer text is never spread into an array.
  return named.length <= 160 && Array.from(named).length <= 80;
}

/** Whether `s` says the one way the parts of a kind reach each other (see the module's comment). */
export function statesKindTalksThrough(s: string): boolean {
  return kindStatement(s, kindTalks, { test: closesWithWhatItGoesThrough });
}
