import { anyKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/** The part a kind of things comes from: "from", "through", "via" or "over", "the" or "our" and up to four words. */
const fromPart = String.raw`(?:from|through|via|over)\s+(?:the\s+|our\s+)?(?:[\w\x60.'’/-]{1,40}\s+){0,3}?[\w\x60.'’/-]{1,40}`;
/**
 * A form, up to eight words closing the sentence ("as Latin-1 CSV files with semicolons as separators"; decision 0603);
 * "as soon as", "as well", "as expected" and the like are none.
 */
const form = String.raw`as\s+(?!(?:soon|well|expected|usual|needed|planned|promised|is|they|it|long|far|much|many|often|before|if|though|of|a\s+surprise|a\s+shock)\b)(?:[\w\x60.'’/-]{1,40}\s+){0,7}?[\w\x60.'’/-]{1,40}\s*[.!]?$`;

/**
 * "Prices arrive from the pricing API as strings with commas", "timestamps come back from Stripe as Unix seconds",
 * "webhook payloads arrive as form-encoded bodies": the form a kind of things has when another part hands it over
 * (decision 0500), a fact of the system the team works with rather than a rule it keeps ("amounts are stored as integer
 * cents" is the team's: representation.ts). A plural kind, "arrive", "come in", "come back" or "come through", where
 * from at most, or "come", "show up", "are delivered", "are received", "are returned" or "are sent" and where from ("photos
 * always show up as blurry" is an opinion; decision 0622, once "always" was no longer read as a plural),
 * then "as" and the form closing the sentence. People ("users arrive from Google as guests") are no kind. A mass noun is
 * a kind too, its verb singular ("Sales data arrives from the tills as CSV exports each morning around six"; decision
 * 0596).
 */
const arrivesAs = new RegExp(
  String.raw`${anyKindLead}\s+(?:(?:always|usually|still|all|sometimes|often)\s+)?(?:(?:arrives?|come(?:s)?\s+(?:in|back|through))(?:\s+${fromPart})?|(?:comes?|shows?\s+up|(?:are|is|gets?)\s+(?:delivered|received|returned|sent(?:\s+back)?))\s+${fromPart})\s+${form}`,
  "i",
);

/** Whether `s` says the form a kind of things arrives in from another part (see above). */
export function statesHowItArrives(s: string): boolean {
  const found = arrivesAs.exec(s);
  return found !== null && subjectNamesAKind(found[1]);
}
