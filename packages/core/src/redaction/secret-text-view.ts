import { recentMemo } from "../util/recent-memo.js";

/**
 * The text secrets are looked for in: NFKC-normalised (full-width and compatibility letters become
 * ASCII) and without invisible characters (zero-width spaces and joiners, word joiner, BOM, soft
 * hyphen, bidi controls, variation selectors, tag characters), so a key split or disguised by them
 * is still found. Spans found in the view map back to the original text, which keeps every visible
 * character outside the secrets.
 */
export interface SecretTextView {
  readonly text: string;
  /** The span of the original text that produced view characters `start` to `end` (exclusive). */
  original(start: number, end: number): { start: number; end: number };
}

const nonAscii = /[^\x00-\x7F]/;
const invisible =
  /^(?:[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF])$/;
const anyInvisible =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF]/;

/** A character's NFKC form, or "" for an invisible one; texts repeat the same few non-ASCII characters. */
const visibleForm = recentMemo((char) => (invisible.test(char) ? "" : char.normalize("NFKC")), 4_096);

function identityView(text: string): SecretTextView {
  return { text, original: (start, end) => ({ start, end }) };
}

/** The view of `text`; ASCII text (most of it) is its own view. */
export function secretTextView(text: string): SecretTextView {
  if (!nonAscii.test(text)) return identityView(text);
  // Already normalised and nothing invisible (accented and CJK prose): the view is the text.
  if (!anyInvisible.test(text) && text.normalize("NFKC") === text) return identityView(text);
  let out = "";
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      out += text[i];
      starts.push(i);
      ends.push(i + 1);
      i++;
      continue;
    }
    const size = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? 2 : 1;
    const normal = visibleForm(text.slice(i, i + size));
    for (let k = 0; k < normal.length; k++) {
      starts.push(i);
      ends.push(i + size);
    }
    out += normal;
    i += size;
  }
  return {
    text: out,
    original(start, end) {
      if (end <= start) return { start: starts[start] ?? text.length, end: starts[start] ?? text.length };
      return { start: starts[start]!, end: ends[end - 1]! };
    },
  };
}
