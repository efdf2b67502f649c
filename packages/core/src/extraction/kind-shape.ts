import { withoutFinalStop } from "./excluding.js";
import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { part } from "./project-parts.js";
import { restOfTheParts } from "./rest-of-the-parts.js";

/**
 * "Bookings are half-open intervals", "IDs are opaque strings", "amounts are integer cents": the shape every thing of a
 * kind takes in the code, a word of what sort (a dash inside it at most) and a noun of a data shape (decision 0604), a
 * rule as "stored as" is (representation.ts). What a colon then says of it is kept with it (user-rules.ts reads a lead
 * that is a rule so). People and nouns of no data shape ("kids are little angels") are none.
 */
const shape = String.raw`(?:[a-z0-9]{2,20}-)?[a-z0-9]{2,20}\s+(?:intervals|ranges|strings|integers|cents|UUIDs|ULIDs|timestamps|enums|sets|lists|arrays|maps|tuples|bytes|floats|decimals|booleans|structs|records|value\s+objects)`;
/**
 * Or the unit it always is in a part: "Weights are always grams in the database" (decision 0605), with what the rest of the
 * project does with it after a semicolon ("…; the UI converts to kilograms for display"; rest-of-the-parts.ts), or whole
 * units of it ("Order quantities are always whole units"; decision 0614).
 */
const unit = String.raw`always\s+(?:grams|kilograms|cents|pence|seconds|milliseconds|bytes|UTC|metres|meters|minor\s+units|whole\s+(?:units|numbers|cents|minutes|hours|days|cases|boxes))(?:\s+in\s+(?:the|our)\s+(?:[\w-]{1,30}\s+)?(?:${part}|code|backend))?`;
const shapeLead = new RegExp(String.raw`${pluralKindLead}\s+are\s+(?:(?:always\s+)?${shape}|${unit})(?=;|$)`, "i");

/** Whether `s` says the data shape or the unit every thing of a kind takes (see above). */
export function statesKindShape(s: string): boolean {
  const said = withoutFinalStop(s);
  const found = shapeLead.exec(said);
  if (found === null || !subjectNamesAKind(found[1])) return false;
  const rest = said.slice(found[0].length);
  return rest === "" || restOfTheParts(rest);
}
