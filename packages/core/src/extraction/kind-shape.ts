import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Bookings are half-open intervals", "IDs are opaque strings", "amounts are integer cents": the shape every thing of a
 * kind takes in the code, a word of what sort (a dash inside it at most) and a noun of a data shape (decision 0604), a
 * rule as "stored as" is (representation.ts). What a colon then says of it is kept with it (user-rules.ts reads a lead
 * that is a rule so). People and nouns of no data shape ("kids are little angels") are none.
 */
const shape = new RegExp(
  String.raw`${pluralKindLead}\s+are\s+(?:always\s+)?(?:[a-z0-9]{2,20}-)?[a-z0-9]{2,20}\s+(?:intervals|ranges|strings|integers|cents|UUIDs|ULIDs|timestamps|enums|sets|lists|arrays|maps|tuples|bytes|floats|decimals|booleans|structs|records|value\s+objects)\s*[.!]?$`,
  "i",
);

/** Whether `s` says the data shape every thing of a kind takes (see above). */
export function statesKindShape(s: string): boolean {
  return subjectNamesAKind(shape.exec(s)?.[1]);
}
