import { kindLeadThen } from "./kind-lead-then.js";
import { countWord, moneyUnit, signedAmount } from "./money-words.js";

/**
 * "Points are worth one cent each at checkout", "credits are worth $1 each", "stars are worth 10 points in the shop": what
 * one thing of a kind of the product's is worth (decision 0624), an amount of money or points, "each" at most, and where
 * it is worth it in up to two words after "at", "in", "on" or "toward" at most, closing the sentence. The kind is a plural
 * or a mass noun of the project's, not of the moment; "my coins are worth 5 dollars each" is a person's.
 */
const count = String.raw`(?:\d[\d,.]{0,8}|${countWord}|a|an|half\s+a)`;
const amount = String.raw`(?:${signedAmount}|${count}\s+(?:${moneyUnit}|points?|credits?|miles?|stars?|tokens?))`;
const worth = new RegExp(
  String.raw`^\s+(?:are|is)\s+(?:always\s+|only\s+)?worth\s+${amount}(?:\s+each|\s+apiece)?(?:\s+(?:at|in|on|toward|towards)\s+(?:the\s+)?[a-z][\w-]{1,30}(?:\s+[a-z][\w-]{1,30})?)?\s*[.!]?$`,
  "i",
);

/** Whether `s` says what one thing of a kind of the product's is worth (see above). */
export function statesKindWorth(s: string): boolean {
  return kindLeadThen(s, worth);
}
