import { massNoun, narrowing, plural, word } from "./kind-words.js";
import { part } from "./project-parts.js";

/**
 * A unit or a format a thing is kept in ("stored in cents", "logged in UTC", "encoded in base64"): how it is
 * represented, not where it is (decision 0308).
 */
export const unitOrFormat = String.raw`(?:cents|pennies|minor units|UTC|milliseconds|microseconds|nanoseconds|seconds|ms|bytes|kilobytes|lower ?case|upper ?case|snake_case|camelCase|kebab-case|ISO[ -]?8601|base64|hex|UTF-?8|E\.164)\b`;
/**
 * Whether an amount includes a tax: "net", "gross", "tax-inclusive", "net of VAT", "excluding sales tax" (decision 0585),
 * how a kind of amount is given as a unit is.
 */
const taxBasis = String.raw`(?:net|gross|(?:tax|VAT|GST)-(?:inclusive|exclusive|free)|(?:net|inclusive|exclusive)\s+of\s+(?:VAT|GST|sales\s+tax|taxes|tax)|(?:including|excluding|incl\.|excl\.|before|after)\s+(?:VAT|GST|sales\s+tax|taxes|tax))`;
/**
 * A language of people or a voice a kind of text is written in ("plain English", "the imperative mood"), or a markup
 * ("MDX", "plain Markdown"; decision 0414): how it is written, a rule, not what a part is built in ("written in Go" is a
 * project fact; decision 0359).
 */
export const writtenVoice = String.raw`(?:(?:plain|simple|clear|British|American|US|UK)\s+)?(?:English|German|French|Spanish|Portuguese|Italian|Dutch|Polish|Japanese)\b|(?:plain\s+)?(?:Markdown|MDX|AsciiDoc|reStructuredText|RST|LaTeX)\b|(?:the\s+)?(?:imperative(?:\s+mood)?|active voice|passive voice|present tense|past tense|second person|first person|sentence case|title case)\b`;
/**
 * "Docs are written in plain English, one sentence per line", "commit messages are written in the imperative mood": the
 * language or voice a kind of text is written in (decision 0359).
 */
const writtenIn = new RegExp(
  String.raw`^(?:all\s+)?(?:(?:${word}\s+){0,2}${plural}${narrowing}\s+(?:are|get)|${massNoun}${narrowing}\s+(?:is|gets))\s+(?:(?:always|usually|all|only)\s+)?(?:written|phrased|worded)\s+in\s+(?:${writtenVoice})`,
  "i",
);
/**
 * "Money values are always stored as integer cents", "timestamps are returned as ISO strings", "amounts are stored in
 * cents": how a kind of thing is represented, a plural subject (which a phrase may narrow) then "stored as", "sent
 * as"… (decision 0285), "stored in" a unit or format (decision 0308), or "stored lowercase", "encrypted", "hashed"
 * (decision 0312), a property of it and "and" before ("Coupon codes are case-insensitive and stored uppercase"; decision
 * 0570). A mass noun is said of with "is": "Money is kept as integer cents everywhere" (decision 0320).
 * Where it is kept ("stored in S3") is a project fact's (project-facts.ts).
 */
const representation = new RegExp(
  String.raw`^(?:all\s+)?(?:(?:${word}\s+){0,2}${plural}${narrowing}\s+(?:are|get)|${massNoun}${narrowing}\s+(?:is|gets))\s+(?:(?:always|usually|all|only)\s+)?(?:(?:[a-z]{2,20}-)?(?:insensitive|sensitive|unique|immutable|trimmed|validated)\s+and\s+)?(?:stored|kept|saved|persisted|represented|encoded|serialized|sent|returned|passed|expressed|logged)\s+(?:as\s+(?!(?:is|well|soon|usual|before|expected|needed|they|it)\b)\S|in\s+${unitOrFormat}|(?:lower ?case|upper ?case|encrypted|hashed|compressed|gzipped|normalized|sorted)\b)`,
  "i",
);
/**
 * "Prices are Rational internally", "amounts are Decimal values in the database", "IDs are `Uuid`s on the wire": the
 * type a kind of thing has inside the project, a name with a capital or code, and where (decision 0323); a plain type
 * in the plural, of a unit at most, and "throughout": "Money values are integers of cents throughout" (decision 0331), or
 * in a unit and end to end ("Amounts are integers in minor units end to end"; decision 0569). A mass noun is said of with
 * "is": "Money is Decimal everywhere, never Double" (decision 0432).
 */
const typedInside = new RegExp(
  String.raw`^(?:all\s+)?(?:(?:${word}\s+){0,2}${plural}${narrowing}\s+are|${massNoun}${narrowing}\s+is)\s+(?:(?:always|all|only)\s+)?(?:an?\s+)?(?:(?:\p{Lu}[\p{L}\d]{1,30}|\x60[^\x60]{1,40}\x60)s?|(?:integer|int|bigint|string|decimal|float|double|timestamp|UUID)s?(?:\s+(?:of|in)\s+(?:[\w-]{1,20}\s+)?[\w-]{1,20})?)\s+(?:values?\s+)?(?:internally|in memory|on the wire|at rest|in the database|in the DB|everywhere|throughout|end[\s-]to[\s-]end)\b`,
  "u",
);

/** A language's integer of a size: "i64", "u32", "int64", "uint8" (decision 0592). */
const sizedInteger = "(?:[iu](?:8|16|32|64|128)|u?int(?:8|16|32|64))";
/**
 * "Timeouts in config files are whole seconds", "prices are in cents", "timestamps are UTC": the unit or format a kind
 * is given in, said without a verb of keeping (decision 0472), closing the sentence; "an integer number of cents" too
 * ("Every money amount in the API is an integer number of cents"; decision 0579); a sized integer and a part of the project
 * after it, or a clause after a semicolon ("Money amounts are i64 minor units in the ledger crate; f64 never touches
 * them"; decision 0592).
 */
const unitGiven = new RegExp(
  String.raw`^(?:all\s+)?(?:(?:${word}\s+){0,2}${plural}${narrowing}\s+are|${massNoun}${narrowing}\s+is)\s+(?:always\s+)?(?:in\s+)?(?:(?:an?\s+)?(?:integer|whole)\s+numbers?\s+of\s+|(?:whole|integer|plain|${sizedInteger})\s+)?${unitOrFormat}(?:\s+(?:in|inside|across|throughout)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${part}|codebase|code))?(?:\s*[.!]?$|;\s+\S)`,
  "i",
);

/**
 * "Prices in the catalog are net; VAT is added only at checkout", "amounts are stored gross": whether a kind of amount
 * includes a tax (decision 0585), closing the sentence or its first clause before a semicolon, as a unit is given.
 */
const taxBasisGiven = new RegExp(
  String.raw`^(?:all\s+)?(?:(?:${word}\s+){0,2}${plural}${narrowing}\s+are|${massNoun}${narrowing}\s+is)\s+(?:(?:always|all|only)\s+)?(?:(?:stored|kept|shown|displayed|sent|returned|quoted|listed|given)\s+)?${taxBasis}(?:\s*[.!]?$|;\s+\S)`,
  "i",
);

/**
 * "Zero amounts always render as an em dash in tables", "dates never display as timestamps": how a kind of thing always
 * (never) shows, in its own verb (decision 0561), as "… are always rendered as …" is: as a thing, a plural or code,
 * where "photos always show up as blurry" is an opinion; without "always" or "never" it is as often what shows at this
 * moment.
 */
const shownAs = new RegExp(
  String.raw`^(?:all\s+)?(?:${word}\s+){0,2}${plural}${narrowing}\s+(?:always|never)\s+(?:render|display|show\s+up|show|print|appear|come\s+out)\s+as\s+(?:(?:an?|the)\s+\S|\x60|[\w-]{2,30}s\b)`,
  "i",
);

/** Whether `s` says how a kind of thing is represented (`representation`, `unitGiven`, `writtenIn`, `shownAs`, `typedInside`…). */
export function statesRepresentation(s: string): boolean {
  return (
    representation.test(s) ||
    unitGiven.test(s) ||
    taxBasisGiven.test(s) ||
    writtenIn.test(s) ||
    shownAs.test(s) ||
    typedInside.test(s.charAt(0).toLowerCase() + s.slice(1))
  );
}
