import { withoutFinalStop } from "./excluding.js";
import { fault } from "./fault-words.js";
import { anyKindLead, word } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Dead code gets deleted, not commented out", "errors are logged, never swallowed": what is done to every thing of a
 * kind, beside what is not done to it (decision 0385), or before or after each time something is done ("file paths
 * from users get cleaned before any open"; decision 0389). Said alone ("errors are logged") it is as often what the code
 * does; the other way named after "not" or "never" makes it the team's rule. Read in plain steps: the kind and its verb,
 * then the two participles, closing the sentence.
 */
const kindIsDone = new RegExp(String.raw`${anyKindLead}\s+(?:always\s+)?(?:gets|get|is|are|should be|must be)\s+(?=[a-z])`, "i");
/**
 * A past participle: a regular one, or one of the irregular ones a practice is told with; "-en" only of those that are
 * ("written", "hidden", "rewritten"), since "green" and "open" are none.
 */
const participle =
  "(?:[a-z]{2,30}(?:ed|wn)|[a-z]{0,10}(?:tak|writ|hidd|giv|chos|froz|brok|spok|driv|eat|forgott|gott|beat|bitt|fall|ridd|shak|stol|prov|wok|forbidd)en|split|set|put|kept|read|cut|run|sent|built|left|held|thrown|shut)";
/** What may follow a participle: a particle ("commented out", "rolled back"). */
const particle = String.raw`(?:\s+(?:out|up|in|away|down|off|back|over))?`;
const doneNotThat = new RegExp(String.raw`^${participle}${particle},?\s+(?:not|never)\s+(?:just\s+)?${participle}${particle}\s*[.!]?$`, "i");
/**
 * Or where it never is: "admin routes are lazy-loaded, never in the main bundle" (decision 0546), a participle (a word
 * and a dash before it at most) and the place it keeps the kind out of, named with "the", "a" or "our".
 */
const doneNeverAt = new RegExp(
  String.raw`^(?:[a-z]{2,20}-)?${participle}${particle},?\s+(?:not|never)\s+(?:in|into|inside|on|at|from)\s+(?:the|a|an|our)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s*[.!]?$`,
  "i",
);
/**
 * Or what it is and never is: "exports are named, never default", "IDs are opaque, never sequential" (decision 0407), a
 * word for each, "never" making it the team's rule ("builds are green, not red" reports a run); a subject of a fault
 * ("errors are rare, never fatal") says how things go. The other may name what it would be in up to two words more
 * ("links to our own pages are relative, never absolute URLs", "timestamps are UTC, never local time"; decision 0540),
 * and so may the one ("corrections are new rows, never updates"; decision 0545), where "always slow, never fast" names
 * no act (`kindAlwaysNever` reads what is always done).
 */
const isNeverOther = /^(?!always\s)([a-z][\w-]{1,30})(?:\s+[a-z][\w-]{1,30}){0,2},\s+never\s+([a-z][\w-]{1,30})(?:\s+[a-z][\w-]{1,30}){0,2}\s*[.!]?$/i;
/**
 * Or when it is done: "before any open", "after each retry" (decision 0389), "on every release" (decision 0391), a word
 * or two after the determiner.
 */
const doneWhen = new RegExp(
  String.raw`^${participle}${particle}\s+(?:before|after|on|at|with|for|in)\s+(?:any|each|every)\s+[a-z][\w-]{1,30}(?:\s+[a-z][\w-]{1,30})?\s*[.!]?$`,
  "i",
);

/**
 * Or what it is named after or for: "partials are named after the model they render", "feature flags are prefixed with
 * the team's name" (decision 0392), one clause of up to 80 characters.
 */
const namedAfter = /^(?:named|called|prefixed|suffixed)\s+(?:after|for|with|by)\s+\S[^,;:]{0,80}$/i;
/**
 * Or in the same change as what it goes with: "unused code gets deleted in the same PR that orphans it" (decision 0397).
 */
const sameChange = new RegExp(
  String.raw`^${participle}${particle}\s+in\s+the\s+same\s+(?:PR|pull request|commit|change|release|MR|merge request)\b[^,;:]{0,60}$`,
  "i",
);

/**
 * "Code samples in the docs compile as part of CI", "migrations run as part of every deploy": what every thing of a kind
 * does as part of the project's checks (decision 0400), closing the sentence.
 */
const partOfChecks = new RegExp(
  String.raw`${anyKindLead}\s+(?:always\s+)?(?:run|compile|build|get\s+(?:checked|tested|built|linted))\s+as\s+part\s+of\s+(?:CI|the\s+(?:build|test suite|CI run|pipeline|release)|every\s+(?:build|release|deploy|CI run))\s*[.!]?$`,
  "i",
);

/**
 * "Shared logic moves into src/lib once it appears twice": where a kind moves, and when (decision 0401), the project's
 * rule for where code goes as it grows; its subject up to three words of a kind ("shared logic" is no plural).
 */
const movesOnce = new RegExp(
  String.raw`^((?:${word}\s+){0,2}${word})\s+(?:moves|move|goes|go|gets\s+moved|is\s+moved)\s+(?:into|to)\s+\S{1,80}\s+(?:once|as soon as|when)\s+(?:it|they)\s+[a-z]{2,20}\s+(?:twice|in two places|in more than one place|a second time)\s*[.!]?$`,
  "i",
);

/** Whether `s` says what is done to every thing of a kind and what is not (see the module's comment). */
export function statesKindDoneNot(s: string): boolean {
  if (subjectNamesAKind(partOfChecks.exec(s)?.[1]) || subjectNamesAKind(movesOnce.exec(s)?.[1])) return true;
  const found = kindIsDone.exec(s);
  const rest = found === null ? "" : s.slice(found[0].length);
  return (
    found !== null &&
    subjectNamesAKind(found[1]) &&
    (doneNotThat.test(rest) ||
      doneNeverAt.test(rest) ||
      doneWhen.test(rest) ||
      (isNeverOther.test(rest) && !fault.test(found[1]!)) ||
      [namedAfter, sameChange].some((tail) => tail.test(withoutFinalStop(rest))))
  );
}
