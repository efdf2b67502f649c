import type { StemMatcher } from "./stem-matcher.js";

/**
 * A turn longer than this (characters) is recalled as an excerpt: the passages that match the query,
 * clipped, instead of the whole turn. About 90 tokens of English: a long assistant reply costs what a
 * chat line costs, so a budget holds many pieces of evidence instead of two whole replies.
 */
export const excerptChars = 360;

/** The mark where an excerpt leaves text out. */
export const ellipsis = "…";

/** A sentence or line of a turn, with where it sits and which query stems it holds. */
export interface Passage {
  readonly text: string;
  readonly index: number;
  readonly matched: ReadonlySet<string>;
}

/** Where a passage sits in its text: [start, end). */
interface Span {
  readonly start: number;
  readonly end: number;
}

/** What `String.prototype.trim` removes: ASCII white space, NBSP, BOM, and Unicode spaces and line separators. */
const isSpace = (code: number): boolean =>
  code === 32 ||
  (code >= 9 && code <= 13) ||
  code === 0xa0 ||
  code === 0xfeff ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000;

/** Where a passage can end: a line break, or a sentence's closing mark when white space follows it. */
const cutMarks = /[\n.!?]/g;

/**
 * The turn cut into passages, as spans: its lines, each line into sentences (a sentence ends at . ! or
 * ? before white space), each trimmed, empty ones left out. Markdown list markers and headings stay
 * with their line. The places a cut can fall are found by a regular expression (native speed over a
 * long reply); only those are looked at by hand.
 */
export function passageSpans(text: string): Span[] {
  const spans: Span[] = [];
  const push = (from: number, to: number): void => {
    while (from < to && isSpace(text.charCodeAt(from))) from++;
    while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
    if (to > from) spans.push({ start: from, end: to });
  };
  let from = 0;
  cutMarks.lastIndex = 0;
  for (let mark = cutMarks.exec(text); mark !== null; mark = cutMarks.exec(text)) {
    const at = mark.index;
    if (text.charCodeAt(at) === 10) {
      push(from, at);
      from = at + 1;
    } else if (isSpace(text.charCodeAt(at + 1))) {
      // A sentence ends here when white space follows and something other than white space follows that.
      let next = at + 1;
      while (next < text.length && isSpace(text.charCodeAt(next)) && text.charCodeAt(next) !== 10) next++;
      if (next < text.length && text.charCodeAt(next) !== 10) {
        push(from, at + 1);
        from = next;
        cutMarks.lastIndex = next;
      }
    }
  }
  push(from, text.length);
  return spans;
}

/** The turn's passages as text (see `passageSpans`). */
export function splitPassages(text: string): string[] {
  return passageSpans(text).map((span) => text.slice(span.start, span.end));
}

/**
 * Each passage with the query stems it holds. `exact` matches each passage on its own (the word scan
 * of `StemMatcher.matched`); otherwise the turn is searched once (`StemMatcher.occurrences`) and its
 * hits assigned to passages by position, which finds the same stems (a differential test holds the two
 * equal), falling back to the exact way where that search does not apply.
 */
export function matchPassages(text: string, matcher: StemMatcher, exact = false): Passage[] {
  const spans = passageSpans(text);
  const hits = exact ? undefined : matcher.occurrences(text);
  if (!hits) {
    return spans.map((span, index) => {
      const passage = text.slice(span.start, span.end);
      return { text: passage, index, matched: matcher.matched(passage) };
    });
  }
  let next = 0;
  return spans.map((span, index) => {
    const matched = new Set<string>();
    while (next < hits.length && hits[next]!.index < span.start) next++;
    for (let at = next; at < hits.length && hits[at]!.index < span.end; at++) matched.add(hits[at]!.stem);
    return { text: text.slice(span.start, span.end), index, matched };
  });
}

/** About `chars` characters of one long passage, around its first query word, marked where cut. */
export function clipAround(passage: string, matcher: StemMatcher, chars: number): string {
  if (passage.length <= chars) return passage;
  // Folding keeps lengths for the scripts that matter here; a clip a few characters off is harmless.
  const at = Math.max(0, matcher.firstIndex(passage));
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
export function excerptTurn(text: string, matcher: StemMatcher, chars: number = excerptChars): Excerpt {
  const flat = text.trim();
  if (flat.length <= chars) return { text: flat, clipped: false };
  const passages = matchPassages(flat, matcher);
  const ranked = passages.filter((passage) => passage.matched.size > 0).sort((a, b) => b.matched.size - a.matched.size || a.index - b.index);
  const best = ranked[0];
  // No query word (an answer recalled for its question): its opening, at half the length.
  if (!best) return { text: clipAround(passages[0]?.text ?? flat, matcher, Math.floor(chars / 2)) + (passages.length > 1 ? ellipsis : ""), clipped: true };
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
    const piece = passage === best && best.text.length > chars ? clipAround(best.text, matcher, chars) : passage.text;
    out += out === "" ? (gap && passage.index > 0 ? `${ellipsis} ` : "") + piece : (gap ? ` ${ellipsis} ` : " ") + piece;
    previous = passage.index;
  }
  if (previous < passages.length - 1) out += ` ${ellipsis}`;
  return { text: out, clipped: true };
}
