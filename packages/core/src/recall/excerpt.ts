import { foldText } from "../store/text-tokens.js";
import { stemWord } from "./recall-query.js";

/**
 * A turn longer than this (characters) is recalled as an excerpt: the passages that match the query,
 * clipped, instead of the whole turn. About 90 tokens of English: a long assistant reply costs what a
 * chat line costs, so a budget holds many pieces of evidence instead of two whole replies.
 */
export const excerptChars = 360;

/** The mark where an excerpt leaves text out. */
export const ellipsis = "…";

/** A sentence or line of a turn, with where it sits and which query stems it holds. */
interface Passage {
  readonly text: string;
  readonly index: number;
  readonly matched: ReadonlySet<string>;
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/** The query stems a text holds (folded, stemmed like the query). */
function matchedStems(text: string, wanted: ReadonlySet<string>): Set<string> {
  const matched = new Set<string>();
  for (const match of foldText(text).matchAll(wordPattern)) {
    const stem = stemWord(match[0]);
    if (wanted.has(stem)) matched.add(stem);
  }
  return matched;
}

/**
 * The turn cut into passages: its lines, each line into sentences (a sentence ends at . ! or ? before
 * white space). Markdown list markers and headings stay with their line.
 */
export function splitPassages(text: string): string[] {
  const passages: string[] = [];
  for (const line of text.split(/\n+/)) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    for (const sentence of trimmed.split(/(?<=[.!?])\s+(?=\S)/u)) if (sentence.trim() !== "") passages.push(sentence.trim());
  }
  return passages;
}

/** About `chars` characters of one long passage, around its first query word, marked where cut. */
export function clipAround(passage: string, wanted: ReadonlySet<string>, chars: number): string {
  if (passage.length <= chars) return passage;
  const folded = foldText(passage);
  let at = 0;
  // Folding keeps lengths for the scripts that matter here; a clip a few characters off is harmless.
  for (const match of folded.matchAll(wordPattern)) {
    if (wanted.has(stemWord(match[0]))) {
      at = match.index;
      break;
    }
  }
  let start = Math.max(0, Math.min(at - Math.floor(chars / 4), passage.length - chars));
  let end = Math.min(passage.length, start + chars);
  // Whole words: move the cuts to the nearest space inside the clip.
  if (start > 0) {
    const space = passage.indexOf(" ", start);
    if (space > start && space < at) start = space + 1;
  }
  if (end < passage.length) {
    const space = passage.lastIndexOf(" ", end);
    if (space > Math.max(start, at)) end = space;
  }
  return `${start > 0 ? ellipsis : ""}${passage.slice(start, end).trim()}${end < passage.length ? ellipsis : ""}`;
}

export interface Excerpt {
  /** What recall shows of the turn. */
  readonly text: string;
  /** Whether anything of the turn was left out. */
  readonly clipped: boolean;
}

/**
 * What recall shows of a turn: the whole turn when it is at most `chars` long; otherwise its best
 * passage (the one holding the most query stems, the earliest on ties), then the next best passages
 * while they add a stem and fit, in the turn's order, "…" between passages that do not follow each
 * other and where a passage was clipped. A turn with no query word (an answer recalled
 * for its question) shows its opening, at most half as long.
 */
export function excerptTurn(text: string, stems: readonly string[], chars: number = excerptChars): Excerpt {
  const flat = text.trim();
  if (flat.length <= chars) return { text: flat, clipped: false };
  const wanted = new Set(stems);
  const passages: Passage[] = splitPassages(flat).map((passage, index) => ({ text: passage, index, matched: matchedStems(passage, wanted) }));
  const ranked = passages.filter((passage) => passage.matched.size > 0).sort((a, b) => b.matched.size - a.matched.size || a.index - b.index);
  const best = ranked[0];
  // No query word (an answer recalled for its question): its opening, at half the length.
  if (!best) return { text: clipAround(passages[0]?.text ?? flat, wanted, Math.floor(chars / 2)) + (passages.length > 1 ? ellipsis : ""), clipped: true };
  const chosen: Passage[] = [best];
  const covered = new Set(best.matched);
  let length = best.text.length;
  for (const passage of ranked.slice(1)) {
    if (![...passage.matched].some((stem) => !covered.has(stem))) continue;
    if (length + passage.text.length + 2 > chars) continue;
    chosen.push(passage);
    length += passage.text.length + 2;
    for (const stem of passage.matched) covered.add(stem);
  }
  chosen.sort((a, b) => a.index - b.index);
  let out = "";
  let previous = -1;
  for (const passage of chosen) {
    const gap = passage.index !== previous + 1;
    const piece = passage === best && best.text.length > chars ? clipAround(best.text, wanted, chars) : passage.text;
    out += out === "" ? (gap && passage.index > 0 ? `${ellipsis} ` : "") + piece : (gap ? ` ${ellipsis} ` : " ") + piece;
    previous = passage.index;
  }
  if (previous < passages.length - 1) out += ` ${ellipsis}`;
  return { text: out, clipped: true };
}
