import { kindLeadThen } from "./kind-lead-then.js";

/**
 * "Transfers within 90 minutes of the first tap are free", "returns over 50 euros are free of charge": which things of a
 * kind of the product's cost nothing (decision 0615), what narrows them in up to seven words after "within", "after",
 * "over", "under" or "of" … The kind is a plural or a mass noun of the project's, not of the moment; "kids under five are
 * free" names people, none.
 */
const free =
  /^\s+(?:within|after|before|over|under|above|below|of|on|in)\s+(?:[\w$€£.,'’-]{1,30}\s+){1,7}?(?:are|is)\s+(?:always\s+)?(?:free|free\s+of\s+charge|not\s+charged|never\s+charged)\s*[.!]?$/i;

/** Whether `s` says which things of a kind of the product's cost nothing (see above). */
export function statesWhatIsFree(s: string): boolean {
  return kindLeadThen(s, free);
}
