import { trimTrailing } from "../util/trim-trailing.js";
import { isKin, namesNoKind } from "./not-a-noun.js";

/**
 * Where a kind of the project's things comes from, said of a subject with "the", "our" or "all" (decision 0278), up to
 * "from" and the space after it. Moved from project-facts.ts with what it reads after (decision 0497).
 */
const comesFromLead =
  /^(?:the|our|all)\s+(?:[\w.-]{1,40}\s+){0,4}?[\w.-]{1,40}\s+(?:comes?|(?:is|are) imported|(?:is|are) pulled|(?:is|are) vendored) from\s+/i;
/** "… come from @acme/ui", "… from packages/ui", "… from `ui-kit`": a package, a path or code in backticks (decision 0278). */
const codeSource = /^(?:@[\w.-]+\/[\w.-]|[\w.-]+\/[\w./-]|\x60)/;
/**
 * "The terminology rules come from the style guide the marketing team maintains", "our lint rules come from the platform
 * team's shared config": a document or a configuration of the project's, named with "the" or "our" and up to three words
 * before its kind (decision 0497).
 */
const documentSource =
  /^(?:the|our)\s+(?:[\w'’.-]{1,40}\s+){0,3}?(?:style\s?guides?|guidelines|handbook|playbook|glossary|config|configuration|presets?|specs?|specification|schemas?|design\s+system|design\s+tokens|wiki|templates?|RFCs?|contracts?)\b/i;

/** A plural subject of up to three words, any script ("Feature flags", "Tax rates"): a kind said without "the". */
const pluralSubject = String.raw`(?:[\p{L}\d][\w-]*\s+){0,2}?\p{L}[\w-]*[^s'’\s]s`;

/**
 * "Tax rates come from a nightly export of the finance team's spreadsheet", "prices come from the daily dump of the ERP":
 * an export, a dump, a feed or a snapshot of something, taken on a schedule at most (decision 0554), said of a subject
 * with "the", "our" or "all", or of a plural; "most users come from a daily feed" names people, no kind.
 */
const exportSource =
  /^(?:an?|the|our)\s+(?:(?:nightly|daily|weekly|hourly|monthly|regular|scheduled)\s+)?(?:exports?|dumps?|feeds?|snapshots?|extracts?|syncs?|replicas?)\s+(?:of|from)\s+[\p{L}\p{N}\x60@]/iu;
const pluralComesFrom = new RegExp(String.raw`^(${pluralSubject})\s+(?:(?:all|always|usually)\s+)?come\s+from\s+`, "iu");

/** Whether `s` says a kind of thing comes from a package, a path, code, a document or configuration, or an export of one. */
function comesFromTheProject(s: string): boolean {
  const lead = comesFromLead.exec(s);
  if (lead !== null) {
    const source = s.slice(lead[0].length);
    if (codeSource.test(source) || documentSource.test(source) || exportSource.test(source)) return true;
  }
  const plural = pluralComesFrom.exec(s);
  return plural !== null && !namesNoKind(plural[1]!.split(/\s+/)) && exportSource.test(s.slice(plural[0].length));
}

/**
 * "Feature flags come from LaunchDarkly", "our secrets come from Vault": where a kind of thing comes from, a product
 * named with a capital (decision 0289), said of a plural (its verb "come") or of a subject with "the" or "our"; and
 * where it is, "Snowflake credentials are in 1Password" (decision 0293: a capital anywhere in the product's name). A
 * plural of people or a quantifier ("most users come from Google", "others come from Jira") is no kind of the project.
 * Whose product it is may come before its name ("Seat maps come from the airline's NDC feed"; decision 0611).
 */
const comesFromProduct = new RegExp(
  String.raw`^(?:(?:the|our|all)\s+((?:[\w.-]{1,40}\s+){0,4}?[\w.-]{1,40})\s+(?:(?:all|always|usually)\s+)?(?:comes?\s+from|(?:is|are)\s+in)|(${pluralSubject})\s+(?:(?:all|always|usually)\s+)?(?:come\s+from|are\s+in))\s+(?:the\s+)?(?:([\p{L}\d][\w-]{0,30})['’]s\s+)?([\p{L}\d][\w.-]*)`,
  "iu",
);
function comesFromNamedProduct(s: string): boolean {
  const found = comesFromProduct.exec(s);
  if (found === null) return false;
  // Read apart from the case-blind pattern: the product's name holds a capital ("LaunchDarkly", "1Password"), or is a
  // tool's name of words joined by a dash or a dot ("ansible-vault", "secrets.toml"; decision 0350).
  const subject = (found[1] ?? found[2] ?? "").split(/\s+/);
  const product = trimTrailing(found[4] ?? "", /\./);
  // Whose product it is names no person: kin's or a pronoun's ("grandma's Amazon list") is a person's own.
  const owner = found[3];
  if (owner !== undefined && (isKin(owner) || /^(?:my|his|her|their|your|our|its)$/i.test(owner))) return false;
  return (/\p{Lu}/u.test(product) || /^\w+(?:[-.]\w+)+$/.test(product)) && !namesNoKind(subject);
}

/** Whether `s` says where a kind of the project's things comes from: the project's own (above) or a named product. */
export function statesWhereItComesFrom(s: string): boolean {
  return comesFromTheProject(s) || comesFromNamedProduct(s);
}

/**
 * "The payment iframe comes from Adyen and can't be styled from our CSS", "our maps come from Mapbox and cannot be
 * cached": a thing of the project that comes from a named product, and what that keeps the team from doing to it
 * (decision 0539), a limit a later session must not try to work around. The "can't" is the product's limit, not a
 * fault, so the clause before "and" and what follows the limit are read for one apart; "… can't be closed" said of a
 * thing of the project's own is a bug report (no product it comes from), and so is a limit since a moment.
 */
const sinceAMoment = /\b(?:since|yesterday|today|tonight|this\s+(?:morning|afternoon|week)|suddenly|anymore|any\s+more)\b/i;
// One space between the words: a run of spaces read at every " and" would take the ReDoS checker past linear.
const cannotBe = / and (?:so )?(?:can['’]t|cannot|can not|must not|may not) be (?:[a-z]{2,20} )?[a-z]{3,20}(?:ed|en)\b/i;
export function statesProductLimit(s: string, faulty: (clause: string) => boolean): boolean {
  const limit = cannotBe.exec(s);
  if (limit === null) return false;
  const clause = s.slice(0, limit.index);
  const rest = s.slice(limit.index + limit[0].length);
  // A limit since a moment ("… can't be closed since yesterday") or with a fault of its own is a report.
  return !/[,;:]/.test(clause) && comesFromNamedProduct(clause) && !faulty(clause) && !faulty(rest) && !sinceAMoment.test(rest);
}
