import { massNoun, plural, word } from "./kind-words.js";
import { namesNoKind, namesOneOfAKind, namesThingsAtHand } from "./not-a-noun.js";
import { momentary } from "./moment-words.js";

/**
 * "I want the commit messages in English", "I need all timestamps in UTC": how the person wants every thing of a kind
 * of the project's to be, a preference (decision 0339). The thing is a kind (a plural or a mass noun, "the" or "all"
 * before it at most), then where or as what it is to be; what is at hand ("I want these tests in …", "my tests") or
 * for the moment ("… for now", "… today") is none, and "I want a coffee" names no kind and no place.
 */
const wanted = new RegExp(
  String.raw`^I\s+(?:really\s+|always\s+)?(?:want|need|expect)\s+(?:(?:the|all|all the)\s+)?((?:${word}\s+){0,2}(?:${plural}|${massNoun}))\s+(?:always\s+)?(?:in|as|under|written in|kept in|kept under|formatted as|to be in|to be written in|to stay in|to stay under)\s+\S`,
  "i",
);

/**
 * "I want the why before the what in commit messages", "I need a rollback step in all runbooks": what the person wants
 * in every thing of a kind (decision 0561), the kind closing the sentence after "in", a plural (its words as above), or
 * one thing after "every" or "each" ("I want the why in every PR description, not just the what"; decision 0579), what
 * is not enough after a comma at most; "I want a sandbox in my repos" names what is theirs, "I want you to …" asks for
 * this task.
 */
const kindWords = String.raw`(?:(?!(?:for|of|to|with|from|in|on|at)\b)[\w-]{1,30}\s+){0,2}`;
const notJust = String.raw`(?:,\s+not\s+(?:just|only)\s+(?:the\s+)?[\w'’-]{1,30}(?:\s+[\w'’-]{1,30})?)?`;
const wantedIn = new RegExp(
  String.raw`^I\s+(?:really\s+|always\s+)?(?:want|need|expect)\s+(?!(?:you|to|it|this|that|these|those)\b)(?:(?!(?:to|you|it|they|we|he|she|for|like|in)\b)[\w'’-]{1,30}\s+){1,6}?in\s+(?:(?:all\s+)?(?!(?:my|our|your|his|her|their|a|an|the|every|each)\b)(${kindWords}${plural})|(?:every|each)\s+(${kindWords}[a-z][\w-]{1,30}))${notJust}\s*[.!]?$`,
  "i",
);

/** Whether `s` says how the person wants every thing of a kind to be (`wanted`), or what they want in it (`wantedIn`). */
export function statesWantedKind(s: string): boolean {
  const wantedInIt = wantedIn.exec(s);
  const one = wantedInIt?.[2];
  // One thing after "every" names a kind as "every" does elsewhere: no meal, day or person ("… in every meal").
  if (one !== undefined) return namesOneOfAKind(one.split(/\s+/)) && !momentary.test(s);
  const kind = wanted.exec(s)?.[1] ?? wantedInIt?.[1];
  if (kind === undefined || momentary.test(s)) return false;
  const words = kind.split(/\s+/);
  // A noun of what people send is a kind of the project's text when a word names which ("commit messages", "error
  // reports"); alone ("I want messages in …") it names none.
  const head = words.length > 1 ? words.slice(0, -1) : words;
  return !namesNoKind(head) && !namesThingsAtHand(words);
}
