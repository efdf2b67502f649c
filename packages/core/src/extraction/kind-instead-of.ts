import { fault } from "./fault-words.js";
import { codePlace } from "./project-parts.js";
import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Handlers return early on bad input instead of nesting ifs", "services talk over gRPC instead of REST": what every thing
 * of a kind does with the way it does not, after "instead of" (decision 0560), a rule as "never" makes one. The verb is
 * the kind's own in the present, no "are", "have" or modal; the way not taken closes the sentence in a few words, a
 * gerund or after a verb of a way chosen, where "negative amounts show in brackets instead of with a minus sign" reports
 * a bug. People, things at hand and a fault in the kind or its verb are none. Where it holds may close it after a
 * comma ("Parsers return errors instead of panicking, everywhere in the import crate"; decision 0603).
 */
const insteadOf = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+)?(?!(?:are|were|have|had|do|did|get|got|can|could|will|would|should|must|may|might)\b)([a-z]{3,20})\s+(?:[\w'’.\x60/-]{1,30}\s+){0,6}?instead\s+of\s+[a-z\x60][\w'’.\x60-]{1,30}(?:\s+[\w'’.\x60-]{1,30}){0,3}(?:\s*,\s*(?:everywhere|throughout|across)\s+(?:in\s+)?(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?${codePlace})?\s*[.!]?$`,
  "i",
);

/** Verbs of a way chosen, which a bug report says with another ("shows", "turns into", "returns"). */
const wayVerb = /^(?:use|talk|communicate|call|import|extend|throw|raise|emit|publish|store|log)$/i;

/**
 * "Custom errors replace require strings everywhere in the contracts", "typed errors replace string codes throughout the
 * API": a kind that takes another's place wherever the project's code has it (decision 0567), the same rule said with
 * "replace". Where is said of the code: everywhere (throughout, across) in the code, the codebase or a part, or in all
 * (every, each) of its files, modules, components or parts; "flowers replace weeds everywhere in spring" names none, and
 * without the place it is as often a change of this task's. A fault after the kind ("… and crash") is a report.
 */
const replacesEverywhere = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+)?(replace\s+(?!(?:it|this|that|these|those|them|the\s+(?:old|previous|current))\b)(?:[\w'’.\x60-]{1,30}\s+){0,3}?[\w'’.\x60-]{1,30}\s+(?:(?:everywhere|throughout|across)\s+(?:in\s+)?(?:the|our)|in\s+(?:all|every|each)(?:\s+(?:the|our))?)\s+(?:[\w-]{1,30}\s+){0,2}?${codePlace}\b)`,
  "i",
);

/** Whether `s` says what every thing of a kind does instead of another way (see the module's comment). */
export function statesKindInsteadOf(s: string): boolean {
  const replaces = replacesEverywhere.exec(s);
  // The fault is read from "replace" to the sentence's end: the kind itself may be errors.
  if (replaces !== null && subjectNamesAKind(replaces[1]) && !fault.test(s.slice(replaces[0].length - replaces[2]!.length))) return true;
  const found = insteadOf.exec(s);
  if (found === null || !subjectNamesAKind(found[1])) return false;
  // The fault is read in the kind and its verb ("builds fail instead of …"): "instead" is a word of a fault's report
  // ("got 3 instead"), and "bad input" after the verb is what the kind handles.
  if (fault.test(`${found[1]} ${found[2]}`)) return false;
  // The way not taken is a way (a gerund, "instead of nesting ifs"), or the verb is one of a way chosen ("talk over gRPC
  // instead of REST"): "umlauts turn into dashes instead of letters" reports what came out.
  return /\binstead\s+of\s+[a-z]{2,20}ing\b/i.test(s) || wayVerb.test(found[2]!);
}
