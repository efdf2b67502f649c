/**
 * The forms of a verb that `toThirdPerson` conjugates for a singular subject ("we use" → "the team uses"): the words read
 * past before the verb (adverbs), the words that are no verb, pasts and modals that stay as they are, and verbs of two
 * words whose second word is the verb.
 */

/**
 * Adverbs read past before the verb: "we only ever deploy from main" → "the team only ever deploys …", never "only
 * evers" (decision 0482). A word in -ly is one too (`isAdverb`), but for the few verbs in -ly.
 */
const adverbs = new Set([
  "always",
  "never",
  "usually",
  "really",
  "strongly",
  "generally",
  "also",
  "just",
  "mostly",
  "definitely",
  "actually",
  "personally",
  "much",
  "often",
  "rarely",
  "only",
  "still",
  "typically",
  "normally",
  "not",
  "ever",
  "sometimes",
  "seldom",
  "already",
  "almost",
  "even",
  "now",
  "first",
  "no",
  "longer",
]);

/** Verbs that end in -ly as adverbs do: "we apply", "we rely on", "we reply". */
const lyVerbs = new Set(["apply", "reply", "supply", "rely", "imply", "comply", "multiply", "ally", "rally", "tally", "bully", "fly", "sully", "dally"]);

/** Whether `word` is an adverb read past before the verb: one of `adverbs`, or a word in -ly that is no verb ("strictly", "rarely"). */
export function isAdverb(word: string): boolean {
  const lower = word.toLowerCase();
  return adverbs.has(lower) || (/^[a-z]{3,}ly$/.test(lower) && !lyVerbs.has(lower));
}

const unchanged = new Set([
  "can",
  "could",
  "will",
  "would",
  "shall",
  "should",
  "may",
  "might",
  "must",
  "is",
  "was",
  "has",
  "does",
  "had",
  "did",
  "chose",
  "went",
  "made",
  "wrote",
  "ran",
  "found",
  "got",
  "took",
  "saw",
  "said",
  "told",
  "built",
  "knew",
  "thought",
  "left",
  "kept",
  "came",
  "began",
  "broke",
  "spent",
  "sent",
  "won",
  "lost",
  // Other pasts that end in no "ed" (decision 0443: "we froze the schema" is no "frozes").
  "froze",
  "gave",
  "held",
  "stood",
  "understood",
  "brought",
  "bought",
  "caught",
  "taught",
  "fought",
  "meant",
  "felt",
  "dealt",
  "paid",
  "sold",
  "drove",
  "rode",
  "forgot",
  "fell",
  "led",
  "grew",
  "drew",
  "threw",
  "flew",
  "wore",
  "spoke",
  "woke",
  "stole",
  "rose",
  "shook",
  "stuck",
  "swore",
  "tore",
  // "we spun the billing code off into its own service" (decision 0504).
  "spun",
  // "sunset" is its own past, and a team sunsets a way once: "we sunset the v1 API" is read as the past (decision 0453).
  "sunset",
  // "bet" the same: "we bet on Compose" is the team's bet, made (decision 0459).
  "bet",
]);
export const nonVerbs = new Set([
  "to",
  "for",
  "the",
  "a",
  "an",
  "and",
  "or",
  "that",
  "this",
  "with",
  "in",
  "on",
  "at",
  "of",
  "from",
  "by",
  "as",
  "about",
  "all",
  "both",
  "who",
  "which",
  "too",
  "so",
  "but",
  "if",
  "when",
]);
export const irregular: Record<string, string> = { am: "is", are: "is", were: "was", have: "has", do: "does", go: "goes" };
/**
 * Verbs whose past is their present: "we split the docs out" told as what was done is the past, kept as said, where "we
 * split large PRs" as a habit is "splits" (third-person.ts; decision 0504).
 */
export const sameFormPasts: ReadonlySet<string> = new Set(["split", "cut", "set", "put", "shut", "quit", "spread", "cast", "hit", "let"]);
/** Verbs of the present that end in "ed" like a past: "you need" → "the agent needs", not "need" (decision 0277). */
const presentEd = new Set(["need", "feed", "seed", "proceed", "succeed", "exceed", "bleed", "speed", "breed", "heed", "embed", "shed", "shred"]);

/** The third-person singular form of a present-tense verb: use → uses, prefer → prefers, try → tries. */
export function thirdPersonVerb(verb: string): string {
  // A verb of two joined words has its last word conjugated: "squash-merge" → "squash-merges" (decision 0328).
  const joined = /^([a-z]+-)([a-z]+)$/i.exec(verb);
  if (joined !== null) return `${joined[1]}${thirdPersonVerb(joined[2]!)}`;
  const lower = verb.toLowerCase();
  if (irregular[lower]) return irregular[lower];
  if (unchanged.has(lower) || (/ed$/.test(lower) && !presentEd.has(lower)) || !/^[a-z]+$/.test(lower)) return verb;
  // A past of those with a prefix is one too: "we rewrote the cart" is no "rewrotes", "we rebuilt", "we withheld" (decision 0503).
  const prefixed = /^(?:re|over|under|out|mis|with|up)([a-z]{3,})$/.exec(lower);
  if (prefixed !== null && unchanged.has(prefixed[1]!)) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * Verbs of two words whose second word is the verb: "dry run" → "dry runs", "force push" → "force pushes",
 * not "dries run", "forces push".
 */
export const compoundVerbs: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["dry", new Set(["run"])],
  ["force", new Set(["push", "pull", "update"])],
  ["cherry", new Set(["pick"])],
  ["double", new Set(["check"])],
  ["spot", new Set(["check"])],
  ["hard", new Set(["reset", "delete", "code"])],
  ["soft", new Set(["reset", "delete"])],
  ["fast", new Set(["forward"])],
  ["hot", new Set(["reload", "swap", "fix"])],
  ["live", new Set(["reload"])],
  ["smoke", new Set(["test"])],
  ["load", new Set(["test"])],
  ["unit", new Set(["test"])],
  ["code", new Set(["review"])],
  ["pair", new Set(["program"])],
]);
