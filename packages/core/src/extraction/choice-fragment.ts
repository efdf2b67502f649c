import { massNoun, plural, word } from "./kind-words.js";
import { namesNoKind } from "./not-a-noun.js";

/**
 * "Binaries, not charlists, for all text that crosses a module boundary", "UTC, not local time, for every timestamp":
 * a choice said without a verb, what is used and what is not, for all of a kind (decision 0339). What it is for is
 * all, every, any or each, or a plural or a mass noun ("for timestamps"); "Thanks, not now, for all the help" is small
 * talk, and "now" makes it none anyway.
 */
const choice = new RegExp(
  String.raw`^((?:${word}\s+){0,3}${word}),\s+not\s+(?:${word}\s+){0,3}${word},\s+for\s+(?:(?:all|every|any|each)\s+\S|(?:${word}\s+){0,2}(?:${plural}|${massNoun})\s*[.!]?$)`,
  "i",
);
/** What opens small talk, not a choice: "Thanks, not now, for all the help". */
const smallTalkOpening = /^(?:yes|yeah|no|nope|thanks|thank you|sure|ok|okay|well|sorry|fine|great|cool|nice|good)$/i;

/** Whether `s` states a choice without a verb, for all of a kind (`choice`). */
export function statesChoiceFragment(s: string): boolean {
  const chosen = choice.exec(s)?.[1];
  if (chosen === undefined || smallTalkOpening.test(chosen)) return false;
  return !namesNoKind(chosen.split(/\s+/));
}
