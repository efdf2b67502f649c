import { atFirstComma, namesExclusion } from "./excluding.js";
import { fault, faultInFirstClause } from "./fault-words.js";
import { eachOfAKind, massNoun, narrowing, plural, pluralKindLead } from "./kind-words.js";
import { statesKindDoes } from "./kind-does.js";
import { namesAKind, namesOneOfAKind } from "./not-a-noun.js";
import { restOfTheParts } from "./rest-of-the-parts.js";

/**
 * "Releases are cut from the stable branch, never from devel", "migrations are run by the deploy job, not by hand",
 * "tags are only made on main": how every thing of a kind is handled, a plural subject (which a phrase may narrow) and
 * a verb of the passive with where or by what, made a rule by the one choice it states: "only", or what it excludes
 * after a comma (decision 0337); "only ever", and "read" among the verbs ("Secrets are only ever read in the deploy
 * job"; decision 0365), "once" after it ("Settings are read once at startup and passed down, never imported from
 * globals"; decision 0368), "after" what it is named or done after ("Query scopes are named after what they filter, never
 * after the columns they use"; decision 0452). Without either it is as often a report of what happened. Not people, things at hand
 * or a fault in the first clause ("duplicate rows are dropped by the importer, not …").
 */
const kindHandled = new RegExp(
  String.raw`${pluralKindLead}\s+(?:are|get)\s+(?:(?:always|only)(?:\s+ever)?\s+)?(?:[a-z]{2,20}ed|cut|built|made|run|done|kept|set|put|sent|taken|written|drawn|held|split|caught|thrown|read)\s+(?:(?:only\s+)?once\s+)?(?:from|in|on|by|with|to|into|via|through|at|off|against|under|after)\s+\S`,
  "i",
);

/**
 * A kind named by a fault's noun: "Errors are wrapped with %w, never with %v", "exceptions are caught at the boundary,
 * not in services" (decision 0349). The noun names the kind, so the fault words are read after it; what is done to it
 * that loses it ("errors are swallowed by the worker, not logged") is a fault reported.
 */
const faultNounKind = /^(?:[\w-]{1,30}\s+)?(?:errors|exceptions|panics|warnings|failures)$/i;
const losesIt = /\b(?:swallowed|dropped|lost|ignored|skipped|hidden|eaten|suppressed|discarded|silenced|missed|leaked)\b/i;

/** Whether `first`, a choice's first clause about `subject`, reports a fault, the kind's own noun aside (`faultNounKind`). */
function reportsFault(first: string, subject: string): boolean {
  if (!faultNounKind.test(subject)) return fault.test(first);
  const after = first.slice(first.indexOf(subject) + subject.length);
  return fault.test(after) || losesIt.test(after);
}

/**
 * "TLS goes through rustls everywhere, never OpenSSL", "HTTP calls go through the api client, not fetch": what a kind of
 * the project's work goes through, made a rule by "only", "everywhere" or what it excludes after a comma (decision
 * 0361), or binds or attaches to ("Pointers bind to the name, as in char *p, never to the type"; decision 0364), or
 * pins, imports, returns, wraps, targets, extends or calls ("Workflow files pin every action to a full commit SHA, not a
 * tag"; decision 0365) or exports ("Every module exports an explicit list, never everything"; decision 0428), or answers
 * with ("Every endpoint answers errors as problem+json, never plain text"; decision 0541), or where it happens ("Money math happens in cents, never in floats"; decision 0368), or what it is for ("GenServers are
 * for state, not for code organisation"; decision 0375), or goes out through ("Responses go out through res.json, never
 * res.send"; decision 0378), or talks to ("Controllers talk to contexts, not to Repo"; decision 0419), or hits
 * ("Integration tests hit a real Postgres, never an in-memory fake"; decision 0422), or crosses the wire as ("Dates cross
 * the wire as ISO strings, not timestamps"; decision 0424), or addresses its reader as ("Docs address the reader as you,
 * not the user"; decision 0451), with every one thing of a kind as the subject too (`eachThrough`;
 * decision 0426), or where it only ever comes from, goes through or via, whatever its verb ("Packages only ever resolve
 * from the public npm registry"; decision 0482). The kind is a
 * plural, a mass noun or an acronym ("TLS", "DNS"); the lead is read without regard to case only in its first letter, so
 * an acronym is told by its capitals.
 */
const throughVerbs = String.raw`(?:always\s+|only\s+)?(?:(?:goes|go|runs|run)(?:\s+out)?\s+through|only\s+(?:ever\s+)?(?![a-z]{1,20}ed\b)[a-z]{2,20}(?:\s+(?:out|in|up|down))?\s+(?:from|through|via)|(?:binds?|attach(?:es)?)\s+to|pins?|imports?|exports?|returns?|answers?|responds?\s+with|(?:gets?|receives?|takes?)\s+(?:its|their)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+(?:through|via|from)|wraps?|targets?|extends?|calls?|happens?\s+(?:in|on|at|inside)|(?:are|is)\s+for|(?:talks?|speaks?)\s+to|hits?|(?:cross(?:es)?|go(?:es)?\s+over)\s+the\s+wire\s+as|(?:address(?:es)?|refers?\s+to|speaks?\s+to)\s+(?:the|their|its)\s+(?:reader|readers|user|users|customer|customers|developer|developers|caller|callers)\s+as)\s+(?=\S)`;
const kindThrough = new RegExp(String.raw`^(?:[Aa]ll\s+)?((?:[\w-]{1,30}\s+){0,2}?[\w/-]{1,30})\s+${throughVerbs}`);
/** The same with every one thing of a kind as the subject: "Every chart pins its image by digest, never by tag" (decision 0426). */
const eachThrough = new RegExp(String.raw`^${eachOfAKind}\s+${throughVerbs}`, "i");
/**
 * The one choice said in a clause without a comma: "only", and "and nowhere else" closing it ("Env vars are read in
 * config.ts and nowhere else"; decision 0423).
 */
const oneChoice = /\bonly\b|\band\s+nowhere\s+else$/i;

const kindWord = new RegExp(`^(?:${plural}|${massNoun})$`, "i");
function statesKindThrough(s: string): boolean {
  const each = eachThrough.exec(s);
  if (each !== null ? !namesOneOfAKind(each[1]!.split(/\s+/)) : !pluralThrough(s)) return false;
  const { first, rest } = atFirstComma(s);
  // "… returns errors as problem+json": errors as what the kind hands back, in a form, are no fault (decision 0541).
  if (fault.test(first.replace(errorsInAForm, ""))) return false;
  return rest === "" ? /\beverywhere\b/i.test(first) || oneChoice.test(first) : namesExclusion(rest) || heldBy.test(rest);
}

/** "errors as …", "exceptions in …": the errors a kind hands back, named with the form they take (decision 0541). */
const errorsInAForm = /\b(?:errors|exceptions|failures|warnings)\s+(?=(?:as|in)\s)/gi;

/**
 * What every one is held to after a comma: ", pinned by commit hash", ", locked to a tag" (decision 0517), the way a
 * kind goes through a tool made one rule with how it is pinned, closing the sentence.
 */
const heldBy =
  /^,\s+(?:always\s+)?(?:pinned|locked|fixed|signed|verified|checksummed)\s+(?:by|to|at|with)\s+(?:(?:an?|the|its|their)\s+)?(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s*[.!]?$/i;

/** Whether `s` opens with a plural kind, a mass noun's or an acronym's, and a verb of `kindThrough`. */
function pluralThrough(s: string): boolean {
  const found = kindThrough.exec(s);
  const words = found?.[1]?.split(/\s+/) ?? [];
  const last = words.at(-1) ?? "";
  return found !== null && (kindWord.test(last) || /^\p{Lu}{2,6}$/u.test(last)) && namesAKind(words);
}

/**
 * "Prices are stored net, never gross", "timestamps are kept as UTC, not local time": the one form every thing of a kind is
 * stored, sent or shown in, a word or two, or one by one ("Response bodies are compared field by field, not as raw
 * strings"; decision 0458), and the other it never is after a comma (decision 0430); without the other,
 * "prices are shown gross" is as often a report.
 */
const kindInForm = new RegExp(
  String.raw`${pluralKindLead}\s+(?:are|get)\s+(?:always\s+)?(?:stored|kept|saved|sent|written|shown|displayed|rendered|logged|returned|passed|compared|rounded|quoted|billed|charged)\s+(?:[\w-]{2,30}\s+by\s+[\w-]{2,30}|(?:as\s+|in\s+)?[\w-]{2,30}(?:\s+[\w-]{2,30})?)\s*,\s*(?:never|not)\s+(?:as\s+|in\s+)?[\w-]{2,30}(?:\s+[\w-]{2,30})?\s*[.!]?$`,
  "i",
);

/**
 * The kind narrowed by what the team does with it: "every shard we depend on", "each image the team ships" (decision
 * 0515), a clause of "we" or "the team" and a verb of using or shipping.
 */
const teamsOwn = String.raw`(?:\s+(?:that\s+)?(?:we|the\s+team)\s+(?:depends?\s+on|rel(?:y|ies)\s+on|uses?|ships?|runs?|deploys?|publish(?:es)?|installs?|imports?|maintains?|owns?|vendors?))?`;
/**
 * "Every package in pkgs/ is built with callPackage", "each fixture gets generated by the factory": the one way every thing
 * of a kind, which a phrase may narrow, is made or handled (decision 0508), a rule of the team's, where "the package is
 * built with Nix" is a fact of one part, or pinned to a version or a digest ("Every shard we depend on is pinned to an
 * exact version in shard.yml"; decision 0515). A person or a moment after "every" is no kind.
 */
const eachMadeWith = new RegExp(
  String.raw`^${eachOfAKind}${narrowing}${teamsOwn}\s+(?:is|gets)\s+(?:always\s+)?(?:(?:built|packaged|generated|created|wrapped|tested|deployed|registered|declared|defined|written|rendered|formatted|validated|loaded)\s+(?:with|by|through|via|using)|pinned\s+(?:to|at|by))\s+\S`,
  "i",
);
function eachIsMadeWith(s: string): boolean {
  const found = eachMadeWith.exec(s);
  return found !== null && namesOneOfAKind(found[1]!.split(/\s+/)) && !faultInFirstClause(s);
}

/**
 * "Errors from Close are always checked, never dropped", "migrations are always reviewed, never auto-applied": what is
 * always done to every thing of a kind and what never is, two participles (decision 0519), a rule by its one choice as
 * `kindInForm` is; "builds are always slow, never fast" names no act.
 */
const kindAlwaysNever = new RegExp(
  String.raw`${pluralKindLead}\s+(?:are|get)\s+always\s+[a-z]{2,20}ed\s*,\s*(?:but\s+)?(?:never|not)\s+[a-z][a-z-]{1,25}ed\s*[.!]?$`,
  "i",
);

/**
 * "Forecasts are always made per store, never for the whole chain at once", "invoices are numbered per tenant, not across
 * tenants": the unit every thing of a kind is done per, and the whole it never is done for or across after a comma
 * (decision 0596), a rule by its one choice as `kindInForm` is.
 */
const kindPerUnit = new RegExp(
  String.raw`${pluralKindLead}\s+(?:are|get)\s+(?:always\s+)?(?:[a-z]{2,20}ed|made|built|run|done|kept|set|drawn|taken)\s+per\s+[\w-]{2,30}(?:\s+[\w-]{2,30})?\s*,\s*(?:but\s+)?(?:never|not)\s+(?:for|across|over)\s+(?:the\s+)?(?:[\w-]{2,30}\s+){0,3}?[\w-]{2,30}\s*[.!]?$`,
  "i",
);

/**
 * Whether `s` states how every thing of a kind is handled, by the one choice it makes (`kindHandled`, `kindThrough`,
 * `kindInForm`, `kindAlwaysNever`, `kindPerUnit`, `eachMadeWith`, `statesKindDoes`).
 */
export function statesKindChoice(s: string): boolean {
  if (statesKindDoes(s) || eachIsMadeWith(s)) return true;
  const alwaysNever = kindAlwaysNever.exec(s)?.[1];
  if (alwaysNever !== undefined && namesAKind(alwaysNever.split(/\s+/)) && !reportsFault(atFirstComma(s).first, alwaysNever)) return true;
  const inForm = kindInForm.exec(s)?.[1] ?? kindPerUnit.exec(s)?.[1];
  if (inForm !== undefined && namesAKind(inForm.split(/\s+/)) && !fault.test(s.slice(0, s.indexOf(",")))) return true;
  const subject = kindHandled.exec(s)?.[1];
  if (subject === undefined) return statesKindThrough(s);
  const words = subject.split(/\s+/);
  if (!namesAKind(words)) return false;
  const { first, rest } = atFirstComma(s);
  if (reportsFault(first, subject)) return false;
  return rest === "" ? oneChoice.test(first) : namesExclusion(rest) || restOfTheParts(rest);
}
