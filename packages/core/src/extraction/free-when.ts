import { kindLeadThen } from "./kind-lead-then.js";

/**
 * "Transfers within 90 minutes of the first tap are free", "returns over 50 euros are free of charge": which things of a
 * kind of the product's cost nothing (decision 0615), or ship free, within a place at most, or get free shipping
 * ("orders over 50 euros ship free within the EU"; decision 0621), what narrows them in up to seven words after "within",
 * "after", "over", "under" or "of" … The kind is a plural or a mass noun of the project's, not of the moment; "kids under five are
 * free" names people, none.
 */
const free =
  /^\s+(?:within|after|before|over|under|above|below|of|on|in)\s+(?:[\w$€£.,'’-]{1,30}\s+){1,7}?(?:(?:are|is)\s+(?:always\s+)?(?:free|free\s+of\s+charge|not\s+charged|never\s+charged)|(?:always\s+)?(?:ship|ships|are\s+shipped|is\s+shipped)\s+(?:for\s+)?free(?:\s+(?:within|to|in|across)\s+(?:the\s+)?[\w.-]{2,30}(?:\s+[\w.-]{2,30})?)?|(?:get|gets|qualify\s+for|qualifies\s+for)\s+free\s+(?:shipping|delivery|returns))\s*[.!]?$/i;

/** Whether `s` says which things of a kind of the product's cost nothing (see above). */
export function statesWhatIsFree(s: string): boolean {
  return kindLeadThen(s, free);
}
