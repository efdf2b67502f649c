import { namesExclusion, withoutFinalStop } from "./excluding.js";
import { faultInFirstClause } from "./fault-words.js";
import { pluralKindLead } from "./kind-words.js";
import { namesAKind, subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Context is always the first parameter, never stored in a struct", "errors are always the last return value", "the
 * logger is always the last argument": where a thing of the code always goes among its kind's places (decision 0367).
 * "always" makes it a rule; the place is the first or last of a function's or a record's parts, a scope of every thing
 * of a kind after it at most ("of every handler"), then the sentence's end or what it excludes after a comma. Read in
 * plain steps (the subject and "always", the place, what follows), where one pattern spanning them is more than the
 * ReDoS checker of core's tests decides quickly.
 */
const alwaysLead = /^(?:the\s+)?((?:[\w\x60.-]{1,30}\s+){0,2}[\w\x60.-]{1,30})\s+(?:is|are)\s+always\s+(?:the\s+)?(?=\S)/i;
const position =
  /^(?:first|last|second|final)\s+(?:(?:optional|required|named|positional|trailing)\s+)?(?:parameter|param|argument|arg|return value|field|column|import|key|property|member|step|line|statement|entry)s?\b/i;
/**
 * "Composables take a Modifier as their first optional parameter": what every thing of a kind takes in a place of its
 * own (decision 0380), said of a plural kind; "these functions take …" are at hand.
 */
const takesAs = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+)?(?:take|accept|receive|get)\s+(?:an?|the)\s+[\w\x60.-]{1,30}(?:\s+[\w\x60.-]{1,30}){0,2}?\s+as\s+(?:their|its)\s+(?=\S)`,
  "i",
);
/** A scope after the place: "of every handler", "in each struct". */
const scope = /^\s+(?:of|in|to)\s+(?:every|each|all|any)\s+[\w-]{1,30}/i;

/** Whether `s` says where a thing of the code always goes among its kind's places (see the module's comment). */
export function statesKindPosition(s: string): boolean {
  const body = withoutFinalStop(s);
  const taken = takesAs.exec(body);
  const lead = taken ?? alwaysLead.exec(body);
  const kindNamed = taken !== null ? subjectNamesAKind(taken[1]) : lead !== null && namesAKind(lead[1]!.split(/\s+/));
  if (lead === null || !kindNamed || faultInFirstClause(s)) return false;
  const at = body.slice(lead[0].length);
  const place = position.exec(at);
  if (place === null) return false;
  const after = at.slice(place[0].length);
  const rest = after.slice(scope.exec(after)?.[0].length ?? 0);
  return rest === "" || namesExclusion(rest);
}
