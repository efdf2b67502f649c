import { statesGate } from "./approval-gate.js";
import { vagueObject } from "./skip-rules.js";
import { momentaryBesidesNow } from "./moment-words.js";
import { statesBan } from "./standing-rules.js";

/**
 * A correction of what the agent or a document said: "No, we use pnpm.", "Actually, it's 1.71, not 1.70 like the README
 * says". What follows its lead is read as the fact when it says enough and lasts.
 */
const correction =
  /^(?:(?:no|nope|not quite|wrong|incorrect|actually)\b[\s,.!:;—-]*){0,3}(?:(?:that|this|it)(?:['’]s| is) (?:wrong|incorrect|not right|not correct|not what I (?:meant|asked for|wanted))\b[\s,.!:;—-]*)?((?:[^\s,.!:;—-].*)?)$/i;
/**
 * A "no" without a comma is the correction's only before what opens a clause ("No we use pnpm", "no it's 1.71"); before a
 * noun it is a determiner ("No output on the console; use the logger"; decision 0341).
 */
const correctionLead =
  /^(?:no(?:[,.!:;—-]|\s+(?=(?:we|i|it|you|they|he|she|that|this|these|those|the|there|use|not|just|do|don['’]t|please|actually|wait|sorry|wrong|that['’]s|it['’]s|we['’]re)\b))|(?:nope|not quite|wrong|incorrect|actually)\b[\s,.!:;—-])|^(?:that|this|it)(?:['’]s| is) (?:wrong|incorrect|not right|not correct|not what I)/i;
/**
 * Whether `s` opens as a correction (`correctionLead`): not a ban ("No default exports in this repo") nor a gate ("No
 * migration is merged without a review"; decision 0326), whose "no" is a determiner.
 */
export function opensCorrection(s: string): boolean {
  return correctionLead.test(s) && !statesBan(s) && !statesGate(s);
}
/**
 * "…, not 1.70 like the README says", "the wiki is out of date": a correction of what a document of the project says
 * (decision 0294).
 */
export const correctsADocument =
  /\b(?:like|as)\s+(?:the|our)\s+(?:README|docs?|documentation|wiki|comments?|ticket|spec|changelog|runbook|Confluence page|Notion page)\s+(?:says?|said|claims?|suggests?|states?)\b|\b(?:the|our)\s+(?:README|docs?|documentation|wiki|comment|ticket|spec|changelog|runbook)\s+(?:is|are)\s+(?:wrong|outdated|out of date|stale|incorrect)\b/i;
/** Hesitations before a correction's lead ("Hmm, actually …", "Uh, no, …"): read past (decision 0294). */
const hesitationBeforeCorrection = /^(?:(?:hmm+|um+|uh+|ah|oh|wait|erm)\b[\s,.!—-]*){1,3}(?=(?:no|nope|not quite|wrong|incorrect|actually)\b)/i;
/** `sentence` without the hesitations before a correction's lead. */
export function withoutHesitation(sentence: string): string {
  return sentence.replace(hesitationBeforeCorrection, "");
}
const correctionBody = /\b(?:should|must|needs? to|is actually|it['’]?s|use|instead|not|the right|correct)\b/i;

/** What a correction says after its lead ("No, we use pnpm." → "we use pnpm."), when it says enough to be kept. */
export function correctionOf(s: string): string | undefined {
  const body = correctionBodyOf(s);
  return body !== undefined && !momentaryBesidesNow.test(body) ? body : undefined;
}

/** What a correction says after its lead, whether or not it lasts. */
function correctionBodyOf(s: string): string | undefined {
  const body = correction.exec(s)?.[1]?.trim() ?? "";
  return body.split(/\s+/).length >= 3 && correctionBody.test(body) ? body : undefined;
}

/**
 * A plan changed for the moment ("Let's reindex tonight. Actually, wait, let's do it tomorrow morning instead"):
 * a correction whose words are bound to the moment keeps nothing, and takes back the sentence before it (decision 0284).
 */
export function correctsForTheMoment(s: string): boolean {
  if (!opensCorrection(s)) return false;
  const body = correctionBodyOf(s);
  return body !== undefined && momentaryBesidesNow.test(body);
}

/**
 * Whether a short sentence opening with "no" is a correction rather than small talk: "No, we use pnpm." says what
 * is right; "No, that's not it." and "No thanks, I'm good." do not (decision 0280).
 */
export function shortCorrection(s: string): boolean {
  if (!opensCorrection(s)) return false;
  const body = correctionOf(s);
  return body !== undefined && !vagueObject.test(body);
}
