import { redactText } from "../redaction/redact-secrets.js";
import { keyFromContent } from "../store/ids.js";
import type { EntryRecord } from "../store/records.js";
import { type KeyWords, keyWords, legacyKeyWords } from "../text/key-words.js";
import { keyFromText } from "./content-key.js";
import { uniqueKey } from "./unique-key.js";
import type { ConsolidationWorkingSet } from "./working-set.js";

type Derivation = (content: string) => string;

/**
 * The ways an unnamed entry gets its key (consolidation's and `remember`'s), as stored: redacted, capped;
 * each with the words it reads, today's (negations kept) and those before decision 0269, so a key made
 * either way is recognised and made again the same way.
 */
const derivations: readonly { readonly derive: Derivation; readonly words: KeyWords }[] = [keyWords, legacyKeyWords].flatMap((words) =>
  [keyFromText, keyFromContent].map((make) => ({ derive: (content: string) => redactText(make(content, words)).slice(0, 200), words })),
);

/** Whether `key` is `derived`, or `derived` with the `-2`, `-3`... `uniqueKey` adds. */
function isDerived(key: string, derived: string): boolean {
  if (key === derived) return true;
  const suffixed = /^(.*)-(\d+)$/.exec(key);
  return suffixed !== null && Number(suffixed[2]) >= 2 && suffixed[1] === derived.slice(0, 190);
}

interface DerivedKey {
  readonly derive: Derivation;
  /** How the key's words were read, and the words it was made of. */
  readonly wordsOf: KeyWords;
  readonly words: readonly string[];
}

/**
 * How `entry`'s key was derived from content, or undefined when someone (a user, a model) chose it: it
 * is re-derived from the entry's content, its first revision's, and then the entries it superseded
 * under the same key, back to where the key came from.
 */
function derivedKeyOf(set: ConsolidationWorkingSet, entry: EntryRecord, seen = new Set<string>()): DerivedKey | undefined {
  seen.add(entry.id);
  for (const source of [entry.content, entry.revisions[0]?.content]) {
    if (source === undefined) continue;
    const found = derivations.find((d) => isDerived(entry.key, d.derive(source)));
    if (found) return { derive: found.derive, wordsOf: found.words, words: found.words(source).slice(0, 6) };
  }
  const older = entry.supersedes === undefined || seen.has(entry.supersedes) ? undefined : set.get(entry.supersedes);
  return older?.key === entry.key ? derivedKeyOf(set, older, seen) : undefined;
}

/**
 * The key `content` (entry `id`) takes when it replaces `target`'s value. A key is a slot's stable
 * name, so it is kept, except one derived from content that names a word the new value no longer has
 * ("user-prefers-npm-every-project" over "User prefers pnpm..."): that one is derived again from the
 * words both values share, in the new value's order, when they are at least two. A chosen key is kept.
 */
export function keyForNewValue(set: ConsolidationWorkingSet, target: EntryRecord, content: string, id: string): string {
  const derived = derivedKeyOf(set, target);
  if (!derived) return target.key;
  const newWords = derived.wordsOf(content);
  if (derived.words.every((word) => newWords.includes(word))) return target.key;
  const oldWords = new Set(derived.wordsOf(target.content));
  const shared = [...new Set(newWords.filter((word) => oldWords.has(word)))];
  if (shared.length < 2) return target.key;
  const key = derived.derive(shared.join(" "));
  if (key.split("-").filter(Boolean).length < 2) return target.key;
  return uniqueKey(set, key, id);
}

/**
 * Renames a supersede chain's key: the entry `olderId` and the entries before it still under `from`,
 * so the whole chain keeps sharing one key and `currentEntryByKey(to)` finds its current entry.
 */
export function renameChain(set: ConsolidationWorkingSet, olderId: string, from: string, to: string): void {
  const seen = new Set<string>();
  for (
    let entry = set.get(olderId);
    entry?.key === from && !seen.has(entry.id);
    entry = entry.supersedes === undefined ? undefined : set.get(entry.supersedes)
  ) {
    seen.add(entry.id);
    set.update(entry.id, { key: to, updatedAt: set.now });
  }
}
