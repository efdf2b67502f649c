import { trimTrailing } from "../util/trim-trailing.js";
import { eitherCaseFirst } from "./either-case.js";
import { keepsItsCase } from "./name-case.js";
import { keepingMentionedYou } from "./pronoun-mentions.js";
import { compoundVerbs, irregular, isAdverb, nonVerbs, sameFormPasts, thirdPersonVerb } from "./verb-forms.js";

/** Who said a sentence; decides how "I" is rewritten. */
export type Speaker = "user" | "agent";

/** What a sentence's end may carry that a fact drops: spaces, commas, stops, dashes. */
const sentenceEnd = /[\s,;:!?.…—-]/;

const contractions: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(I|we|you|they)['’]m\b/gi, "$1 am"],
  [/\b(I|we|you|they)['’]re\b/gi, "$1 are"],
  [/\b(I|we|you|they)['’]ve\b/gi, "$1 have"],
  [/\b(I|we|you|they)['’]ll\b/gi, "$1 will"],
  [/\b(I|we|you|they)['’]d\b/gi, "$1 would"],
  [/\bdon['’]t\b/gi, "do not"],
  // "doesn't" and "didn't" as "don't" is (decision 0331): "files the agent did not touch".
  [/\bdoesn['’]t\b/gi, "does not"],
  [/\bdidn['’]t\b/gi, "did not"],
  [/\blet['’]s\b/gi, "let us"],
];

/**
 * A second verb of the project's work the same subject does, after "and", before what it acts on or how: "we target
 * C++20 and build with CMake presets" (decision 0327). Only these verbs, so a name after "and" ("pnpm and turbo with
 * remote caching") stays as it is.
 */
const andVerb =
  /(?<= and )(build|deploy|test|run|ship|release|review|merge|lint|format|publish|bundle|compile|host|serve|track|tag|squash|rebase|push|pin|target|document|version|sign|store|log|cache)(?= (?:with|using|via|from|to|on|in|through|the|a|an|our|every|all|each|only|it|them)\b)/g;

/**
 * An auxiliary of the same subject after "and": "we turned it on and haven't looked back" → "the team … and hasn't looked
 * back" (decision 0474); a name after "and" is never one of these.
 */
const andAuxiliary = /(?<= and )(?:have|haven['’]t|are|aren['’]t|were|weren['’]t|do)(?= )/g;
const auxiliaryThirdPerson: Readonly<Record<string, string>> = { "haven't": "hasn't", "aren't": "isn't", "weren't": "wasn't" };

/**
 * Conjugates the first verb of `rest` (after any adverbs) for a singular third-person subject, an `andVerb` and an
 * `andAuxiliary`. In a sentence told in the past (`past`), a verb whose past is its present ("split", "cut", "set") is
 * the past and kept as said: "we split the docs out of the main repo" is no "splits" (decision 0504).
 */
function conjugate(rest: string, past: boolean): string {
  const words = rest.split(" ");
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    if (isAdverb(word)) continue;
    if (past && sameFormPasts.has(word.toLowerCase())) break;
    const verb = compoundVerbs.get(word.toLowerCase())?.has(words[i + 1]?.toLowerCase() ?? "") ? i + 1 : i;
    if (!nonVerbs.has(word.toLowerCase())) words[verb] = thirdPersonVerb(words[verb] ?? "");
    break;
  }
  return words
    .join(" ")
    .replace(andVerb, (verb) => thirdPersonVerb(verb))
    .replace(andAuxiliary, (verb) => irregular[verb] ?? auxiliaryThirdPerson[verb.replace("’", "'")] ?? verb);
}

/** Words after which a "you" starts a clause of its own ("before you push", "make sure you run"). */
// A clause word opening the sentence has its capital ("Whenever you touch SQL, …"; decision 0286).
const clauseWords = `(?:${eitherCaseFirst([
  "and",
  "but",
  "so",
  "when",
  "whenever",
  "if",
  "then",
  "please",
  "because",
  "before",
  "after",
  "until",
  "once",
  "unless",
  "while",
  "every time",
  "each time",
  "any time",
])}|(?:[Mm]ake|[Bb]e) sure)`;

function subjectRewrite(text: string, pronoun: string, subject: string, clauseStartOnly: boolean, past: boolean): string {
  const lead = clauseStartOnly ? String.raw`(^\s*|[,;:]\s*|\b${clauseWords}\s+)` : String.raw`(^|[^\w'’-])`;
  // The rest stops where the pronoun's next use begins (with its clause word), so that use is rewritten,
  // and its verb conjugated, on its own.
  // One space before it: rewritePronouns has collapsed every run of spaces (a run here would be read again at each step).
  const next = clauseStartOnly ? String.raw` ${clauseWords} ${pronoun}\b` : String.raw` ${pronoun}\b`;
  const pattern = new RegExp(String.raw`${lead}${pronoun}\s+([^.,;:!?]*?)(?=${next}|[.,;:!?]|$)`, "g");
  return text.replace(pattern, (_all, lead: string, rest: string) => `${lead}${subject} ${conjugate(rest, past)}`);
}

/**
 * Rewrites a sentence from its speaker's point of view to a third-person fact:
 * "I prefer tabs" → "User prefers tabs."; "we use pnpm" → "The team uses pnpm.";
 * "you should run lint" → "The agent should run lint."; an agent's "I fixed it" → "The agent fixed it."
 * Ends it with one period and starts it with a capital. `past` says the sentence tells what was done (a change of course):
 * a verb whose past is its present is then kept as said.
 */
export function toThirdPerson(sentence: string, speaker: Speaker, past = false): string {
  return finishSentence(rewritePronouns(sentence, speaker, past));
}

/** The pronoun rewrite of `toThirdPerson` alone: no capital added, no period, case kept. */
export function rewritePronouns(sentence: string, speaker: Speaker, past = false): string {
  // "you" said as a word ("Docs address the reader as you") is kept as said (decision 0451).
  return trimTrailing(
    keepingMentionedYou(sentence.trim().replace(/\s+/g, " "), (said) => rewriteEach(said, speaker, past)),
    sentenceEnd,
  );
}

/** The pronouns of `said` rewritten (see `rewritePronouns`), spaces collapsed, not yet trimmed at its end. */
function rewriteEach(said: string, speaker: Speaker, past: boolean): string {
  let text = ` ${said}`;
  for (const [pattern, replacement] of contractions) text = text.replace(pattern, replacement);
  const self = speaker === "user" ? "the user" : "the agent";
  const other = speaker === "user" ? "the agent" : "the user";
  text = subjectRewrite(text, "I", self, false, past);
  text = text
    .replace(/\b(?:me|myself)\b/g, self)
    // "my" before no noun ("declares the loop variable with my now", Perl's keyword) is a word mentioned, kept as said
    // (decision 0512).
    .replace(/\bmy\b(?!\s+(?:now|then|instead|again|too|here|there|and|or|but)\b|\s*(?:[.,;:!?)]|$))/gi, `${self}'s`)
    .replace(/\bmine\b/gi, `${self}'s`);
  text = subjectRewrite(text, "[Ww]e", "the team", false, past);
  text = text
    // A word joined by a hyphen is a name's, not the pronoun: "us-east-1" is a region (decision 0538).
    .replace(/(?<![\w-])us(?![\w-])/g, "the team")
    // "our platform team" is the platform team, not the team's platform team (decision 0300).
    .replace(/\b([Oo])ur((?:\s[\w-]{1,30}){0,2}\steam)\b/g, (_, o: string, team: string) => `${o === "O" ? "The" : "the"}${team}`)
    .replace(/\b[Oo]ur\b/g, "the team's")
    .replace(/\bours\b/g, "the team's");
  text = subjectRewrite(text, "[Yy]ou", other, true, past);
  // A "you" no clause word opens still has its verb: "before you say you are done" → "… says the agent is done" (decision 0310).
  text = text.replace(/\byou (are|were|have|do)\b/gi, (_all, verb: string) => `${other} ${irregular[verb.toLowerCase()] ?? verb}`);
  text = text.replace(/\byou\b/gi, other).replace(/\byour\b/gi, `${other}'s`);
  // "User" opens a sentence whose subject was "I", before its verb in the third person (any verb ending in -s: "User leans
  // towards …"; decision 0479), an adverb or a modal.
  text = text.replace(/^\s*the user\b(?= (?:is|has|does|always|never|would|will|[a-z]{2,20}s)\b)/, "User");
  return text.replace(/\s+/g, " ").trim();
}

/** Trims, capitalizes, and ends with exactly one period (a closing quote or backtick kept). */
export function finishSentence(text: string): string {
  let out = text.replace(/\s+/g, " ").trim();
  out = trimTrailing(out, sentenceEnd);
  if (!out) return "";
  return `${upperFirst(out)}.`;
}

/**
 * `sentence` with an opening "this" as "The": "This package is ESM-only …" names the package only where it was said
 * (decisions 0324, 0332).
 */
export function withoutThis(sentence: string): string {
  return sentence.replace(/^this\b/i, "The");
}

/** `text` with its first letter in upper case, unless its first word keeps its case ("iOS", "sbt"; `keepsItsCase`). */
export function upperFirst(text: string): string {
  const first = /^[\p{L}\d-]+/u.exec(text)?.[0] ?? "";
  return keepsItsCase(first) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
