import { kindLeadThen } from "./kind-lead-then.js";
import { countWord } from "./money-words.js";

/**
 * "Group classes need at least four students to run", "orders need a minimum of two items to ship free": the least a
 * thing of a kind of the product's needs before it runs, ships or goes ahead (decision 0631), a rule a later session
 * keeps before it cancels, ships or charges one. "need" or "require", "at least" (a minimum of, no fewer than) and a
 * count of up to two words' things, what it needs them for at most, closing the sentence. The kind is a plural or a mass
 * noun of the project's, not of the moment; "my kids need at least eight hours of sleep" is a person's.
 */
const count = String.raw`(?:\d{1,6}|${countWord})`;
const purpose = String.raw`to\s+(?:run|go\s+ahead|start|open|ship(?:\s+free)?|close|confirm|qualify|count|be\s+(?:confirmed|scheduled|booked|approved|published|merged|refunded|shipped))`;
const needsAtLeast = new RegExp(
  String.raw`^\s+(?:need|needs|require|requires)\s+(?:at\s+least|a\s+minimum\s+of|no\s+fewer\s+than|no\s+less\s+than)\s+${count}\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}(?:\s+${purpose})?\s*[.!]?$`,
  "i",
);

/** Whether `s` says the least a thing of a kind of the product's needs before it runs or goes ahead (see above). */
export function statesKindMinimum(s: string): boolean {
  return kindLeadThen(s, needsAtLeast);
}
