/** Pattern sources for the words of a kind of thing that the standing rules read. */

/** A word of a subject or an object: letters, digits, code in backticks, dots, apostrophes and dashes. */
export const word = String.raw`[\w\x60.'’-]+`;
/**
 * A plural noun ("migrations", "indexes"): not a word ending in "ss" or an apostrophe, nor a word that only ends like one,
 * a verb's or an adverb's ("has", "does", "always", "sometimes"; decision 0622), where "Durations are always rounded …"
 * was read as the kind "Durations are always".
 */
export const plural = String.raw`(?!(?:always|sometimes|perhaps|has|was|does|goes|this|thus|its|his|hers|ours|yours|theirs|towards|afterwards|besides|unless|whereas|nevertheless)\b)[a-z][\w-]*[^s'’\s]s`;
/**
 * A noun that names a whole kind without a plural: "test data", "production code", "user input" (decision 0291),
 * "database access" (decision 0373), a way of handling values ("rounding", "hashing", "pagination"; decision 0550). As a subject without "the" or "this" it is as general as a plural ("Test data
 * should never share ids").
 */
export const massNoun = String.raw`(?:data|code|input|output|config|configuration|logging|documentation|copy|content|state|infrastructure|money|markup|SQL|CSS|HTML|business logic|error handling|math|arithmetic|rounding|hashing|encoding|escaping|serialization|pagination|validation|telemetry|PII|auth|authentication|authorization|access|I\/O|UI)\b`;
/**
 * What narrows a plural subject: "indexes on big tables", "handlers in the API package" (up to three words), a path
 * among them: "prices in the data/ CSVs" (decision 0333).
 */
/** A word of a narrowing phrase, or of a kind after "every": a path among them ("bin/", "src/api"). */
export const narrowingWord = String.raw`[\w\x60.'’/-]+`;
export const narrowing = String.raw`(?:\s+(?:on|in|of|for|under|inside|across|from|with|to|at)\s+(?:${narrowingWord}\s+){0,2}${narrowingWord})?`;

/** A case names are written in ("kebab-case", "PascalCase", "lowercase"; decision 0435). */
export const letterCase = String.raw`(?:camelCase|snake_case|kebab-case|PascalCase|SCREAMING_SNAKE_CASE|UPPER_SNAKE_CASE|lower ?case|upper ?case)\b`;

/**
 * A sentence opening with a kind, "all" before it at most, captured as the rules said of a kind read it: a plural
 * ("migrations", "public functions") or, in `anyKindLead`, a mass noun ("business logic"), which a phrase may narrow.
 */
export const pluralKindLead = String.raw`^(?:all\s+)?((?:${word}\s+){0,2}${plural})${narrowing}`;
export const anyKindLead = String.raw`^(?:all\s+)?((?:${word}\s+){0,2}(?:${plural}|${massNoun}))${narrowing}`;
/** `anyKindLead` compiled once, without regard to case, for the readers that open with a kind (its group 1 the kind). */
export const anyKindLeadPattern = new RegExp(anyKindLead, "i");
/**
 * `anyKindLead` ending where a word ends: "Trial periods last …" is read as "Trial periods", where `anyKindLeadPattern`
 * may stop inside the verb ("Trial periods las"; decision 0612) and leave a rest no reader takes.
 */
export const wholeKindLeadPattern = new RegExp(String.raw`${anyKindLead}(?![\w-])`, "i");

/**
 * A participle of the project's work on a thing: how it is made, checked or shipped ("formatted", "reviewed",
 * "deployed"), read before "with", "using", "via", "through" or "by" and what does it (decisions 0277, 0418).
 */
export const practiceParticiple =
  "(?:formatted|linted|type-checked|tested|checked|built|bundled|compiled|deployed|released|published|reviewed|merged|squashed|versioned|documented|generated|managed|validated|signed|tagged|parsed|rendered|processed|transformed|scheduled|indexed|translated|minified|transpiled)";

/**
 * "every" or "each" and one thing of a kind, in one to three words, captured, the shortest first: the subject the rules
 * of every one thing of a kind read ("every migration", "each REST controller").
 */
export const eachOfAKind = String.raw`(?:every|each)\s+((?:${word}\s+){0,2}?${word})`;
