import { wordForms } from "../text/stem.js";
import { englishStopWords, foldText, isPlainText } from "../text/text-tokens.js";

import { hasId, wordId, wordIdNumbering, wordIdSet } from "./word-id-sets.js";

const wordPattern = /[\p{L}\p{N}]+/gu;
/** What a word that finds no stem finds: one shared list, so the word scans allocate nothing per word. */
const noStems: readonly string[] = [];

/**
 * Texts up to this long have `coverage` read from their word sets: a chat turn's set is made once and
 * kept across calls. A longer text (a long reply, often read once) is searched by the forms' regular
 * expression, which stops once every stem is found and makes no set.
 */
const setCoverageMaxChars = 512;

/** The forms as one alternation between word boundaries, longest first; false when one is not ASCII letters and digits. */
function formsPattern(forms: readonly string[]): RegExp | false {
  if (!forms.every((form) => /^[a-z0-9]+$/.test(form))) return false;
  const sorted = [...forms].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return new RegExp(`\\b(?:${sorted.join("|")})\\b`, "gi");
}

/**
 * Finds a query's stems in texts by their surface forms (`wordForms`, as the store's search widens
 * them): each word of the text is looked up, none is stemmed. A text outside plain text
 * (`isPlainText`: ASCII with typographic quotes, dashes and spaces) is case- and accent-folded first
 * (`foldText`); plain text needs only lowercasing.
 */
export class StemMatcher {
  readonly stems: readonly string[];
  /** Each surface form → the stems it finds: its own, and for a tool's name, the stems of the kind the query named. */
  readonly #formStem = new Map<string, readonly string[]>();
  #pattern: RegExp | false | undefined;
  readonly #distinct: number;
  /**
   * Per stem, the word ids of the forms that find it, in the numbering they were made in; false when
   * a form is not a plain ASCII word a text's word set would hold (a stop word, or outside ASCII).
   */
  #stemIds: { readonly numbering: number; readonly ids: readonly Int32Array[] } | false | undefined;

  /**
   * `aliases`: words that find stems of the query they are no form of (a tool's name → the stems of the kind
   * of tool the query names: recall-query.ts). Only the query's own stems are found: an alias's others are dropped.
   */
  constructor(stems: readonly string[], aliases: ReadonlyMap<string, readonly string[]> = new Map()) {
    this.stems = stems;
    this.#distinct = new Set(stems).size;
    for (const stem of stems) for (const form of [stem, ...wordForms(stem)]) if (!this.#formStem.has(form)) this.#formStem.set(form, [stem]);
    const known = new Set(stems);
    for (const [alias, of] of aliases) {
      const found = [...new Set([...(this.#formStem.get(alias) ?? []), ...of.filter((stem) => known.has(stem))])];
      if (found.length > 0) this.#formStem.set(alias, found);
    }
  }

  /**
   * Where each query word occurs in `text`, in order, or undefined when this fast path does not apply
   * (a query word outside ASCII, or a text whose folding changes its length): one case-insensitive
   * regular expression of every surface form between word boundaries, over the text (folded first
   * when it is not plain text; underscores read as spaces, since the word scan of `matched` splits on them).
   * Finds what `matched` finds on each passage, at native speed.
   */
  occurrences(text: string): Array<{ readonly index: number; readonly stem: string }> | undefined {
    const found: Array<{ index: number; stem: string }> = [];
    if (this.#formStem.size === 0) return found;
    const pattern = (this.#pattern ??= formsPattern([...this.#formStem.keys()]));
    if (!pattern) return undefined;
    let searched = isPlainText(text) ? text : foldText(text);
    if (searched.length !== text.length) return undefined;
    if (searched.includes("_")) searched = searched.replaceAll("_", " ");
    pattern.lastIndex = 0;
    for (let match = pattern.exec(searched); match !== null; match = pattern.exec(searched)) {
      for (const stem of this.#formStem.get(match[0].toLowerCase()) ?? noStems) found.push({ index: match.index, stem });
    }
    return found;
  }

  /** The stems `text` holds. */
  matched(text: string): Set<string> {
    const found = new Set<string>();
    if (this.#formStem.size === 0) return found;
    for (const match of this.#searchable(text).matchAll(wordPattern)) {
      for (const stem of this.#formStem.get(match[0]) ?? noStems) found.add(stem);
    }
    return found;
  }

  /** Where the first query word starts in `text` (-1 when none does). */
  firstIndex(text: string): number {
    if (this.#formStem.size === 0) return -1;
    for (const match of this.#searchable(text).matchAll(wordPattern)) if (this.#formStem.has(match[0])) return match.index;
    return -1;
  }

  /**
   * The share of the stems `text` holds (0..1). A short plain text (`setCoverageMaxChars`) is read by
   * looking the forms' ids up in its word set (word-id-sets.ts: recall scores the same archived turns
   * call after call, and their sets are kept); a longer one by the forms' regular expression, stopping
   * once every stem is found; the rest by the word scan of `matched`. A differential test holds the
   * three equal.
   */
  coverage(text: string): number {
    if (this.#distinct === 0) return 0;
    if (text.length <= setCoverageMaxChars && isPlainText(text)) {
      const stems = this.#formIds();
      if (stems) {
        const words = wordIdSet(text);
        let found = 0;
        for (const forms of stems) if (forms.some((id) => hasId(words, id))) found++;
        return found / this.#distinct;
      }
    }
    return this.patternCoverage(text);
  }

  /** `coverage` by the forms' regular expression (the word scan where that does not apply). */
  patternCoverage(text: string): number {
    if (this.#distinct === 0) return 0;
    const pattern = (this.#pattern ??= formsPattern([...this.#formStem.keys()]));
    let searched = pattern && isPlainText(text) ? text : pattern ? foldText(text) : undefined;
    if (searched === undefined || searched.length !== text.length) return this.matched(text).size / this.#distinct;
    if (searched.includes("_")) searched = searched.replaceAll("_", " ");
    // The stems found, stopping once all are (what `occurrences` would collect, without keeping where).
    const found = new Set<string>();
    const regex = pattern as RegExp;
    regex.lastIndex = 0;
    for (let match = regex.exec(searched); match !== null && found.size < this.#distinct; match = regex.exec(searched)) {
      for (const stem of this.#formStem.get(match[0].toLowerCase()) ?? noStems) found.add(stem);
    }
    return found.size / this.#distinct;
  }

  /** The forms' word ids grouped by the stem each finds, in the current numbering (made again after it starts over). */
  #formIds(): readonly Int32Array[] | false {
    if (this.#stemIds === false) return false;
    if (this.#stemIds?.numbering === wordIdNumbering()) return this.#stemIds.ids;
    const forms = [...this.#formStem.keys()];
    if (!forms.every((form) => /^[a-z0-9]+$/.test(form) && !englishStopWords.has(form))) return (this.#stemIds = false);
    const byStem = new Map<string, number[]>();
    for (const [form, stems] of this.#formStem) {
      for (const stem of stems) {
        const ids = byStem.get(stem);
        if (ids) ids.push(wordId(form));
        else byStem.set(stem, [wordId(form)]);
      }
    }
    const ids = [...byStem.values()].map((list) => Int32Array.from(list));
    this.#stemIds = { numbering: wordIdNumbering(), ids };
    return ids;
  }

  #searchable(text: string): string {
    return isPlainText(text) ? text.toLowerCase() : foldText(text);
  }
}
