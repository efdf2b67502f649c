import { generalSubjectNames } from "./tech-names.js";

/** Greetings, thanks, acknowledgements and other small talk: never a fact. */
const smallTalk =
  /^(?:hi|hello|hey|yo|thanks|thank you|thx|ty|cheers|great|cool|nice|awesome|perfect|ok|okay|k|sure|yes|yeah|yep|no(?=[\s,.!]*$|[,.!])|no thanks|nope|lol|haha|wow|good (?:morning|night|evening|afternoon|job|work)|how are you|sounds good|got it|bye|see you|well done|nice work|makes sense|i see|np|no problem|you're welcome)\b/i;

/** Whether a sentence is small talk: a greeting or acknowledgement with little else in it. */
export function isSmallTalk(sentence: string): boolean {
  const words = sentence.split(/\s+/).filter((word) => /\w/.test(word));
  if (words.length <= 2) return true;
  return smallTalk.test(sentence.trim()) && words.length <= 6;
}

/**
 * Whether a whole message is a greeting or acknowledgement ("thanks!", "ok, go on", "sounds good"):
 * `isSmallTalk` without its rule that every sentence of two words or fewer is one, since a short
 * message may be a request ("run tests").
 */
export function isGreetingOrThanks(message: string): boolean {
  const words = message.split(/\s+/).filter((word) => /\w/.test(word));
  return words.length === 0 || (smallTalk.test(message.trim()) && words.length <= 6);
}

const genericSubjects =
  "function|method|variable|constant|class|object|array|closure|promise|callback|loop|interface|type|module|package|library|framework|api|rest api|database|index|pointer|string|integer|hash ?map|map|set|list|tuple|dictionary|recursion|algorithm|compiler|interpreter|mutex|thread|process|cache|queue|stack|heap|monad|generic|decorator|hook|component|container|virtual machine|unit test|test";

const genericPatterns: readonly RegExp[] = [
  new RegExp(String.raw`^(?:an?|the)?\s*(?:${genericSubjects})s?\s+(?:is|are|means|refers to|can be|lets you|allows|is used to)\b`, "i"),
  new RegExp(String.raw`^(?:${generalSubjectNames})\s+(?:is|are|was|has|have|uses|supports|lets you|allows|compiles|runs|was created)\b`, "i"),
  /\b(?:in general|generally speaking|by definition|in computer science|in programming)\b/i,
  /^(?:this|that|it) is (?:an?|the) (?:function|variable|class|method|loop|object|file|string)\b/i,
];

/** Words that tie a statement to this project, this team or this user; "keep it that way" asks that it stay so (decision 0324). */
const projectReference =
  /\b(?:our|we|us|my|I|this (?:project|repo|repository|codebase|app|service|team|package|monorepo)|in (?:this|the) repo|here|staging|production|prod|keep (?:it|them) that way)\b|[\w-]\/[\w./-]|`[^`]+`|\w\.(?:ts|tsx|js|mjs|json|py|rs|go|md|yml|yaml|toml|sql)\b/;

/**
 * A stance the team takes on a kind, no definition of it: "Callbacks are a last resort in models", "global variables are
 * banned" (decision 0460), said of a textbook noun all the same.
 */
const teamStance =
  /^\S+(?:\s+\S+){0,3}?\s+(?:is|are)\s+(?:(?:only|always|strongly)\s+)?(?:(?:a|the|our)\s+(?:very\s+)?last\s+resort|discouraged|banned|forbidden|frowned\s+upon|off[-\s]limits|not\s+allowed)\b/i;

/** What "the …" is said to be: "The API is a Hono app …" → "a Hono app …". */
const definitePredicate = /^the\s+(?:[\w-]+\s+){1,3}?(?:is|are)\s+(\S.*)$/i;
/**
 * A predicate naming a product with a capital within its first words: "a Hono app", "on Fastify", "Postgres 16". A
 * name owning something ("JavaScript's way to …") says what the thing is in general, not which product it is.
 */
const namesAProduct = /^(?:(?:an?|the)\s+)?(?:[\w-]+\s+){0,2}?\p{Lu}[\p{L}\d.+#-]*(['’]s\b)?/u;

/** Whether `predicate` names a product (`namesAProduct`) rather than what a product owns. */
function predicateNamesAProduct(predicate: string): boolean {
  const found = namesAProduct.exec(predicate);
  return found !== null && found[1] === undefined;
}

/**
 * Where "the …" is deployed, hosted or replicated: "The API is deployed to three AWS regions" (decision 0538). A
 * definition says what a kind is, never where one thing of the project runs.
 */
const placedPredicate = /^(?:deployed|hosted|replicated|served|mirrored)\s+(?:to|in|on|across|from)\s/i;
/** Or what "the …" is limited to: "The API is rate limited to 100 requests per minute" (decision 0580), a number. */
const limitedPredicate = /^(?:rate[- ]?limited|throttled|capped|limited)\s+(?:to|at)\s+(?:about\s+|up\s+to\s+)?\d/i;

/**
 * Whether a sentence is generic programming knowledge ("A closure is…", "TypeScript is a superset of
 * JavaScript") rather than something about this project: such a sentence is never stored. "The API is a Hono app"
 * names the product this project's API is: no definition says which product a thing is (decision 0319), nor where it
 * is deployed (`placedPredicate`), nor the number it is limited to (`limitedPredicate`).
 */
export function isGenericKnowledge(sentence: string): boolean {
  const trimmed = sentence.trim();
  if (!genericPatterns.some((pattern) => pattern.test(trimmed)) || teamStance.test(trimmed)) return false;
  const predicate = definitePredicate.exec(trimmed)?.[1];
  if (predicate !== undefined && (predicateNamesAProduct(predicate) || placedPredicate.test(predicate) || limitedPredicate.test(predicate))) return false;
  // "Node.js" names the runtime, not a file of the project's (decision 0330).
  return !projectReference.test(sentence.replace(/\bnode\.js\b/gi, "Node"));
}

/** Objects that make a preference empty: "I like it", "I love that idea", "I hate when you…". */
export const vagueObject = /^(?:it|this|that|these|those|them|you|your|yours|the idea|the way you|what you|how you|when you|so much|a lot)\b/i;

/**
 * Ephemeral states that do not last beyond the day: "the API is slow today". "Fine" or "OK" with what to do ("enums are
 * fine to use", "it's OK to skip the linter on docs") is a permission, no state (decision 0340).
 */
export const ephemeralState =
  /\b(?:is|are) (?:currently |still |now )?(?:broken|slow|down|failing|flaky|(?:fine|ok|okay)(?! to [a-z])|working|up|running late|busy|red|green)\b/i;
