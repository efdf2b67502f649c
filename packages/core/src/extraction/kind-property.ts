import { faultInFirstClause } from "./fault-words.js";
import { anyKindLead, pluralKindLead } from "./kind-words.js";
import { kindStatement } from "./kind-statement.js";
import { namesAKind } from "./not-a-noun.js";

/**
 * "All public functions are type-annotated", "every endpoint is rate-limited", "all secrets are encrypted at rest": a
 * lasting property of every thing of a kind (decision 0342). Said with "all" or "every" and a participle of a property
 * things keep (typed, documented, tested, signed, validated …), possibly after a word ("type-annotated"), or a compound
 * of one ("timezone-aware", "thread-safe", "side-effect-free", "read-only"; decision 0347); a participle of
 * what happened ("all rows are deleted", "all the tests are skipped") or of the moment is none.
 */
const property =
  /^(?:(?:[\w]{2,20}-){1,2}(?:aware|safe|free|compatible|scoped|checked|only)\b|(?:[\w]{2,20}-)?(?:typed|annotated|documented|tested|paired|matched|balanced|versioned|signed|encrypted|hashed|namespaced|prefixed|sorted|limited|paginated|localized|localised|translated|memoized|cached|compressed|linted|formatted|reviewed|audited|logged|authenticated|authorized|authorised|validated|sanitized|sanitised|escaped|parameterized|indexed|idempotent|immutable|pure)\b)/i;
/** "All" or "every" opening the sentence, then the verb after the kind; read in plain steps, the kind bounded. */
const everyLead = /^(?:all|every)\s+/i;
const beVerb = /\s(?:are|is)\s+(?:(?:always|fully|strictly)\s+)?/i;
/** The kind: one to six plain words, a phrase narrowing it among them ("public functions in src/api"). */
const kindWords = /^[\w\x60.'’/-]+(?:\s+[\w\x60.'’/-]+){0,5}$/;

/**
 * "Field numbers are append-only", "handlers are idempotent": a plural kind without "all", whose property is no
 * participle of what happened but an adjective of how it is kept (decision 0394), closing the sentence; "rows are sorted"
 * says as often what a query did.
 */
const pluralKindIs = new RegExp(String.raw`${pluralKindLead}\s+are\s+(?:always\s+|strictly\s+)?`, "i");
const keptProperty = /^(?:(?:[\w]{2,20}-){1,2}(?:aware|safe|free|compatible|only)|immutable|idempotent|pure|stateless)\s*[.!]?$/i;
/**
 * Or any word of how it is kept, said to be so by design: "background jobs are idempotent by design", "caches are
 * ephemeral by design" (decision 0408).
 */
const byDesign = /^[a-z][\w-]{2,30}\s+by\s+design\s*[.!]?$/i;
/**
 * Or kept in alphabetical order: "Dependencies are listed alphabetically in every manifest", "imports are sorted by
 * name" (decision 0442), where a plural kind is kept so wherever it is written; an order by date or size says as often
 * what a query returned.
 */
const inAlphabeticalOrder =
  /^(?:listed|sorted|ordered|kept|grouped|arranged)\s+(?:alphabetically|in\s+alphabetical\s+order|(?:alphabetically\s+)?by\s+name)(?:\s+(?:in|within|across)\s+(?:every|each|all|the)\s+[\w.-]{1,30}(?:\s+[\w.-]{1,30})?)?\s*[.!]?$/i;
/**
 * Or kept small: "Implicits are kept to a minimum", "global state is kept to a bare minimum", "modules are kept small"
 * (decision 0445), a plural kind or a mass noun, the practice of keeping it so; "kept in …" says where it is.
 */
const keptLead = new RegExp(String.raw`${anyKindLead}\s+(?:are|is)\s+(?:always\s+)?kept\s+`, "i");
const keptSmall = /^(?:to\s+a\s+(?:bare\s+|strict\s+|absolute\s+)?minimum|(?:small|short|lean|minimal|tiny|thin|flat|shallow))\s*[.!]?$/i;
/**
 * Or a last resort: "Callbacks are a last resort in models", "raw SQL is a last resort" (decision 0460), a plural kind or
 * a mass noun that the team reaches for only when nothing else will do, a place it is said of after it at most.
 */
const lastResortLead = new RegExp(String.raw`${anyKindLead}\s+(?:are|is)\s+(?:only\s+|always\s+)?`, "i");
const lastResort = /^(?:a|the|our)\s+(?:very\s+)?last\s+resort(?:\s+(?:in|for|within|inside)\s+(?:[\w.-]{1,30}\s+){0,2}[\w.-]{2,30})?\s*[.!]?$/i;
/**
 * Or unique, sequential or gapless within a unit: "Slugs are unique per store, not globally", "invoice numbers are
 * sequential per tenant" (decision 0564), what they are not unique across after a comma at most; "the memories are
 * truly unique" is an opinion, no unit.
 */
const uniqueWithin =
  /^(?:(?:globally\s+)?unique|sequential|gapless|monotonic)\s+(?:per|within|across|in\s+(?:each|every))\s+(?:an?\s+|the\s+|each\s+|every\s+)?[\w.-]{2,30}(?:\s+[\w.-]{2,30})?(?:\s*,\s*(?:not|never)\s+(?:globally|across\s+(?:[\w.-]{2,30}\s+){0,2}[\w.-]{2,30}|per\s+[\w.-]{2,30}))?\s*[.!]?$/i;
function pluralHasProperty(s: string): boolean {
  return (
    kindStatement(s, lastResortLead, lastResort) ||
    kindStatement(s, pluralKindIs, keptProperty) ||
    kindStatement(s, pluralKindIs, byDesign) ||
    kindStatement(s, pluralKindIs, inAlphabeticalOrder) ||
    kindStatement(s, pluralKindIs, uniqueWithin) ||
    kindStatement(s, keptLead, keptSmall)
  );
}

/** Whether `s` states a lasting property of every thing of a kind (`kindProperty`, `pluralHasProperty`). */
export function statesKindProperty(s: string): boolean {
  const lead = everyLead.exec(s);
  if (lead === null) return pluralHasProperty(s);
  const rest = s.slice(lead[0].length);
  const verb = beVerb.exec(rest.slice(0, 120));
  const kind = verb === null ? "" : rest.slice(0, verb.index);
  if (verb === null || !kindWords.test(kind) || !property.test(rest.slice(verb.index + verb[0].length))) return false;
  const words = kind.split(/\s+/);
  return namesAKind(words) && !faultInFirstClause(s);
}
