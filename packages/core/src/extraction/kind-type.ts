import { namesExclusion, withoutFinalStop } from "./excluding.js";
import { faultInFirstClause } from "./fault-words.js";
import { anyKindLead, pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { oneClause } from "./one-clause.js";

/**
 * "Durations in the config are strings like '30s', never bare integers", "IDs are UUIDs, not sequential integers",
 * "prices are Decimal values, never floats": the type every thing of a kind has, made a rule by what it never is, after
 * a comma (decision 0344), or by "always": "Buffer sizes are always powers of two" (decision 0362). Without either,
 * "the durations are strings" reads as often as a finding of the moment. Read in plain steps: the subject, then the type up to the comma, then the exclusion.
 */
const typedLead = new RegExp(String.raw`${pluralKindLead}\s+are\s+(?:(?:always|all)\s+)?`, "i");
/**
 * A type, a word before it at most ("ISO strings", "Decimal values", "plain objects"), code in backticks, and an example
 * or what it holds after it ("like '30s'", "of cents"); or a primitive type's name and a unit after it at most ("i64
 * cents", "u32"; decision 0545).
 */
const typeWords =
  /^(?:[iu](?:8|16|32|64|128|size)|f(?:32|64)|u?int(?:8|16|32|64)?|float(?:32|64)?)(?:\s+[a-z]{2,20})?$|^(?:[\w-]{1,20}\s+)?(?:strings|integers|ints|bigints|numbers|decimals|floats|doubles|timestamps|uuids|ulids|enums|booleans|bools|arrays|lists|objects|maps|dicts|tuples|structs|records|dates|instants|symbols|buffers|slices|values|\x60[^\x60]{1,40}\x60s?)(?:\s+(?:like|such as|of|in)\s+\S{1,40}(?:\s+\S{1,40}){0,2})?$|^(?:powers of (?:two|2|ten|10)|multiples of \S{1,20}|(?:even|odd|positive|non-negative|whole|prime) numbers)$/i;

/**
 * Where a kind's type holds, after it: "in this codebase", "across the repo", "in every crate" (decision 0545). With
 * "always" the type needs no exclusion: "Buffer sizes are always powers of two in this codebase" (decision 0362).
 */
const wholeProject =
  /\s(?:in|across|throughout)\s(?:(?:this|the|our)\s(?:codebase|repo|repository|project|code)|(?:every|each|all|all\s+our)\s(?:crates?|packages?|modules?|services?|apps?|files?|libraries|library))$/i;

/**
 * "Component props are typed with an interface named after the component plus Props", "API responses are typed with Zod
 * schemas", "request bodies are validated with Zod schemas": what declares the type of every thing of a kind (decision
 * 0576), an interface, a type, a schema, a class …, a word before it at most; what follows it is one clause of up to 80
 * characters ending in a word.
 */
const typedWithLead = new RegExp(
  String.raw`${pluralKindLead}\s+are\s+(?:(?:always|all)\s+)?(?:typed|declared|defined|described|modell?ed|validated)\s+(?:with|as|by|using)\s+(?:an?\s+|the\s+)?(?:[\w-]{1,30}\s+)?(?:interfaces?|type\s+alias(?:es)?|types|schemas?|structs?|classes|dataclasses|records|DTOs?)\b`,
  "i",
);

/**
 * "Money is never a float in this codebase", "IDs are never integers": the type a kind never has, said alone (decision
 * 0386), a mass noun as its subject too; what it is instead goes without saying.
 */
const neverTypedLead = new RegExp(String.raw`${anyKindLead}\s+(?:is|are)\s+never\s+`, "i");
const oneType =
  /^an?\s+(?:[\w-]{1,20}\s+)?(?:string|integer|int|bigint|number|decimal|float|double|timestamp|uuid|enum|boolean|bool|array|list|object|map|dict|tuple|struct|record|date|symbol|buffer|slice|\x60[^\x60]{1,40}\x60)$/i;
function neverTyped(body: string): boolean {
  const lead = neverTypedLead.exec(body);
  const rest = lead === null ? "" : body.slice(lead[0].length).replace(wholeProject, "");
  return lead !== null && subjectNamesAKind(lead[1]) && (oneType.test(rest) || typeWords.test(rest));
}

/**
 * Whether `s` states the type of every thing of a kind with what it never is, or always (`typedLead`, `typeWords`), or
 * the type it never has (`neverTyped`).
 */
export function statesKindType(s: string): boolean {
  const body = withoutFinalStop(s);
  const typedWith = typedWithLead.exec(body);
  if (typedWith !== null) return subjectNamesAKind(typedWith[1]) && oneClause(body.slice(typedWith[0].length), 80) && !faultInFirstClause(s);
  // Its "never" is the rule's, no fault of the moment ("…never a float") as it would be in a report.
  if (neverTyped(body)) return !faultInFirstClause(body.replace(/\snever\s/i, " "));
  const lead = typedLead.exec(body);
  if (lead === null || !subjectNamesAKind(lead[1])) return false;
  const rest = body.slice(lead[0].length);
  if (/\balways\s+$/i.test(lead[0]) && !/[,;]/.test(rest)) return typeWords.test(rest.replace(wholeProject, "")) && !faultInFirstClause(s);
  const comma = rest.indexOf(",");
  return comma > 0 && typeWords.test(rest.slice(0, comma).replace(wholeProject, "")) && namesExclusion(rest.slice(comma)) && !faultInFirstClause(s);
}
