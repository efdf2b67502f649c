import { namesExclusion, withoutFinalStop } from "./excluding.js";
import { fault } from "./fault-words.js";
import { opensWithMoney } from "./kind-charge.js";
import { eachOfAKind, narrowing, plural, word } from "./kind-words.js";
import { namesNoKind } from "./not-a-noun.js";

/**
 * "Every module under lib/ has use strict and use warnings at the top", "each page has the breadcrumb at the top": what
 * every thing of a kind holds at a fixed place of it (decision 0334). The subject is every / each thing of a kind, or
 * all of a plural, which a phrase may narrow; the place closes the sentence. Read in plain steps (the subject and its
 * verb, a search for the place within a bound, a check of what follows it), where one pattern spanning them is more
 * than the ReDoS checker of core's tests decides quickly.
 */
const everyKind = new RegExp(
  String.raw`^(?:${eachOfAKind}|all\s+((?:${word}\s+){0,2}${plural}))${narrowing}\s+(?:has|have|gets|get|carries|carry)\s+(?=[\w\x60"'])`,
  "i",
);
/**
 * The fixed place: "at the top", "at the very end", "on the first line", or beside the thing itself, "above it", "right
 * before them" (decision 0339: "Every exported function has a -spec above it").
 */
const place =
  /\s(?:(?:at|on)\s+(?:the\s+)?(?:very\s+)?(?:top|bottom|start|end|beginning|head|first line)\b|(?:right\s+|directly\s+|just\s+)?(?:above|below|before|after|next to|beside)\s+(?:it|them)\b)/i;
/** What may follow the place: "of the file", "of each module", and the sentence's end. */
const afterPlace = /^(?:\s+of\s+(?:the|its|their|each|every)\s+[a-z]{2,20})?\s*[.!]?$/i;
/** Words of a subject that name a moment, a thing at hand or who, not a kind: "every time the page …". */
const notAKindWord = /^(?:time|times|day|morning|night|week|the|a|an|my|our|your|this|that|of|one)$/i;
/** The longest object between the verb and the place. */
const maxObjectChars = 80;

/**
 * "All our shell scripts start with set -euo pipefail", "every migration ends with a down step": what every thing of a
 * kind opens or ends with, the place in the verb (decision 0358). "our" or "the" may follow "all"; a bare plural says
 * it too ("Private helpers start with an underscore"; decision 0398), or what it ends in (`endsIn`); what it starts with
 * closes the sentence, in one clause of up to 80 characters.
 */
const everyKindOpens = new RegExp(
  String.raw`^(?:${eachOfAKind}|(?:all\s+(?:(?:our|the)\s+)?)?((?:${word}\s+){0,2}${plural}))${narrowing}\s+(?:(?:starts?|begins?|opens?|ends?)\s+with|ends?\s+in)\s+(?=[\w\x60"'-])`,
  "i",
);
/**
 * What a kind ends in is a name's suffix ("Async methods end in Async", "… end in `_test`"; decision 0406): a capital, code
 * or a quote, or a mark of a suffix ("-", "_", "."); "meetings end in chaos" names none.
 */
const endsIn = /\send?s?\s+in\s+$/i;
const suffixNamed = /^[A-Z\x60"'_.-]/;

/**
 * "Every exposed module lists its exports explicitly", "each package declares its own dependencies": what every thing of
 * a kind does with its own parts (decision 0369), a verb in the present (not "is", "has", "gets" or "goes", read by the
 * rules above) and "its (own)" object of up to four words closing the sentence, a word of manner after it at most, or
 * what it does it with ("Every endpoint validates its input with a marshmallow schema"; decision 0376), read apart.
 */
const everyKindIts = new RegExp(String.raw`^${eachOfAKind}\s+(?!(?:is|has|was|does|gets|goes)\s)[a-z]{2,20}s\s+its\s+(?:own\s+)?(?=\S)`, "i");
const ownObject = /^(?:[\w\x60.'’-]{1,30}\s+){0,3}[\w\x60.'’-]{1,30}(?:\s+(?:explicitly|itself|by hand|up front|first|separately|by name))?\s*[.!]?$/i;
/**
 * What the thing does it with: " with a marshmallow schema", " through the schema registry"; up to four words. Or where
 * it does it: " in the admin panel" ("Each clinic sets its own opening hours in the admin panel"; decision 0604).
 */
const withWhat = /\s(?:with|through|via|using|in\s+the)\s/i;
const fewWords = /^(?:[\w\x60.'’-]{1,30}\s+){0,3}[\w\x60.'’-]{1,30}\s*[.!]?$/i;
/** Whether `rest` is the "its" object alone (`ownObject`) or one of up to four words and what it is done with. */
function ownObjectWith(rest: string): boolean {
  if (ownObject.test(rest)) return true;
  const at = withWhat.exec(rest);
  return at !== null && fewWords.test(rest.slice(0, at.index)) && fewWords.test(rest.slice(at.index + at[0].length));
}

/** The kind `found` names, when it is a kind of thing: no moment, thing at hand or who, and no fault in `text`. */
export function kindOf(found: RegExpExecArray | null, text: string): boolean {
  const subject = found?.[1] ?? found?.[2];
  if (found === null || subject === undefined || fault.test(text)) return false;
  const words = subject.split(/\s+/);
  return !namesNoKind(words) && !words.some((w) => notAKindWord.test(w));
}

/**
 * "Every RPC takes a request message of its own": the thing of its own named first, "of its own" after it (decision
 * 0394), up to four words.
 */
const everyKindDoesA = new RegExp(String.raw`^${eachOfAKind}\s+(?!(?:is|has|was|does|gets|goes)\s)[a-z]{2,20}s\s+(?=an?\s)`, "i");
const ofItsOwn = /^an?\s+(?:[\w\x60.'’-]{1,30}\s+){0,3}[\w\x60.'’-]{1,30}\s+of\s+its\s+own\s*[.!]?$/i;

/** Whether `s` says what every thing of a kind does with its own parts (`everyKindIts`, `ownObject`, `ofItsOwn`). */
function statesKindOwn(s: string): boolean {
  const its = everyKindIts.exec(s);
  const found = its ?? everyKindDoesA.exec(s);
  const last = found?.[1]?.split(/\s+/).at(-1) ?? "";
  const rest = found === null ? "" : s.slice(found[0].length);
  return found !== null && kindOf(found, s) && !aPerson.test(last) && (its !== null ? ownObjectWith(rest) : ofItsOwn.test(rest));
}
/**
 * A person, who does things with their own as they like: "every user updates its profile" is no rule of the code's, and
 * neither is a child's or a pet's ("each kid sets its own bedtime"; decision 0604).
 */
export const aPerson = /^(?:user|customer|visitor|person|member|employee|developer|engineer|student|player|reader|author|kid|child|pet|dog|cat)$/i;

/** Whether `s` says what every thing of a kind opens or ends with (`everyKindOpens`). */
function statesKindOpening(s: string): boolean {
  const found = everyKindOpens.exec(s);
  if (found === null || !kindOf(found, s)) return false;
  const rest = s.slice(found[0].length);
  if (endsIn.test(found[0]) && !suffixNamed.test(rest)) return false;
  // "Rides start with a one-euro unlock fee": money is a price (kind-charge.ts), no layout (decision 0632).
  if (opensWithMoney(rest)) return false;
  return rest.length <= maxObjectChars && !/[,;]/.test(rest) && /\S\s*[.!]?$/.test(rest);
}

/**
 * "Every public header has an include guard, not #pragma once": what every thing of a kind has, made a rule by what it
 * excludes after a comma (decision 0364), `found` its subject and verb.
 */
function statesHeldChoice(found: RegExpExecArray, s: string): boolean {
  const rest = s.slice(found[0].length);
  const comma = rest.search(/[,;]/);
  // What it excludes is said with "not" or "never", a fault's words: only the clause before is read for a fault.
  return comma > 0 && comma <= maxObjectChars && kindOf(found, s.slice(0, found[0].length + comma)) && namesExclusion(withoutFinalStop(rest.slice(comma)));
}

/**
 * Whether `s` says what every thing of a kind holds at a fixed place of it (`everyKind`, `place`), or in place of what it
 * excludes (`statesHeldChoice`), or opens or ends with (`everyKindOpens`), or does with its own parts (`everyKindIts`).
 */
export function statesKindLayout(s: string): boolean {
  if (statesKindOpening(s) || statesKindOwn(s)) return true;
  const found = everyKind.exec(s);
  if (found === null) return false;
  if (statesHeldChoice(found, s)) return true;
  if (!kindOf(found, s)) return false;
  const rest = s.slice(found[0].length);
  const at = place.exec(rest.slice(0, maxObjectChars + 40));
  return at !== null && at.index <= maxObjectChars && !/[,;]/.test(rest.slice(0, at.index)) && afterPlace.test(rest.slice(at.index + at[0].length));
}
