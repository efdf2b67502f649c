/** A value read after a name, a flag or a phrase: its span, and how it was written. */
export interface ValueSpan {
  readonly start: number;
  readonly end: number;
  readonly quoted: boolean;
  /** Nothing but spaces follows it on its line (or `,` / `}` closes it, as in JSON). */
  readonly endsLine: boolean;
}

/** Longest quoted value looked at: a secret is shorter, and a longer read is not a value. */
const maxQuoted = 8_192;

function isSpace(code: number): boolean {
  return code <= 0x20 || code === 0x85 || code === 0xa0 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x3000;
}

function isQuote(code: number): boolean {
  return code === 0x22 || code === 0x27;
}

/**
 * A word in prose ends at whitespace, at a double quote (the end of the JSON string the prose is in)
 * or at a backtick (the end of a code span: "a YAML line `password: swordfish` is caught").
 */
function endsWord(code: number): boolean {
  return isSpace(code) || code === 0x22 || code === 0x60;
}

/** Whitespace, quotes, `,` `;` `&` `<` `>` end a bare value. */
function endsValue(code: number): boolean {
  return isSpace(code) || code === 0x22 || code === 0x27 || code === 0x60 || code === 0x2c || code === 0x3b || code === 0x26 || code === 0x3c || code === 0x3e;
}

/** `. , ; : ) ] }` after a value end the sentence or the structure; `!` and `?` often end passwords and stay. */
function isTrailingPunctuation(code: number): boolean {
  return code === 0x2e || code === 0x2c || code === 0x3b || code === 0x3a || code === 0x29 || code === 0x5d || code === 0x7d;
}

/**
 * Reads values in one text. Values read inside the same bare run share its end, which is found once,
 * so `a=a=a=…` costs linear time however many names it holds.
 */
export class ValueReader {
  readonly #text: string;
  readonly #ends: (code: number) => boolean;
  #runStart = -1;
  #runEnd = -1;
  #trimmedEnd = -1;
  #endsLine = false;

  /** `words`: a bare value is a whole word (prose: "my password is Tr0ub4dor&3"), up to a `"`. */
  constructor(text: string, options: { words?: boolean } = {}) {
    this.#text = text;
    this.#ends = options.words ? endsWord : endsValue;
  }

  /**
   * The value starting at `at` (a quoted string, a quoted string escaped inside JSON text: `\"…\"`, or
   * a bare word), or undefined when there is none.
   */
  read(at: number): ValueSpan | undefined {
    const text = this.#text;
    const code = text.charCodeAt(at);
    if (code === 0x22 || code === 0x27 || code === 0x60) return this.#quoted(at);
    if (code === 0x5c && isQuote(text.charCodeAt(at + 1))) return this.#escapedQuoted(at);
    if (!(at >= this.#runStart && at < this.#runEnd)) this.#scanRun(at);
    const end = Math.max(at, this.#trimmedEnd);
    if (end <= at) return undefined;
    return { start: at, end, quoted: false, endsLine: this.#endsLine };
  }

  #quoted(at: number): ValueSpan | undefined {
    const text = this.#text;
    const quote = text.charCodeAt(at);
    const limit = Math.min(text.length, at + maxQuoted);
    for (let i = at + 1; i < limit; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x5c) i++;
      else if (code === quote) return i > at + 1 ? { start: at + 1, end: i, quoted: true, endsLine: this.#lineEndsAt(i + 1) } : undefined;
      else if (code === 0x0a) return undefined;
    }
    return undefined;
  }

  /** `\"value\"`: a string inside a string of JSON text; the value ends at the next `\"`. */
  #escapedQuoted(at: number): ValueSpan | undefined {
    const text = this.#text;
    const quote = text.charCodeAt(at + 1);
    const limit = Math.min(text.length, at + maxQuoted);
    for (let i = at + 2; i < limit; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x0a) return undefined;
      if (code === 0x5c && text.charCodeAt(i + 1) === quote) {
        return i > at + 2 ? { start: at + 2, end: i, quoted: true, endsLine: this.#lineEndsAt(i + 2) } : undefined;
      }
    }
    return undefined;
  }

  #scanRun(at: number): void {
    const text = this.#text;
    let end = at;
    // A backslash before a quote is the end of a string in JSON text (`\"`): it is not part of the value.
    while (end < text.length && !this.#ends(text.charCodeAt(end)) && !(text.charCodeAt(end) === 0x5c && isQuote(text.charCodeAt(end + 1)))) end++;
    let trimmed = end;
    while (trimmed > at && isTrailingPunctuation(text.charCodeAt(trimmed - 1))) trimmed--;
    this.#runStart = at;
    this.#runEnd = end;
    this.#trimmedEnd = trimmed;
    this.#endsLine = this.#lineEndsAt(trimmed);
  }

  #lineEndsAt(at: number): boolean {
    const text = this.#text;
    let i = at;
    while (i < text.length && i < at + 64 && (text[i] === " " || text[i] === "\t" || text[i] === "\r" || text[i] === "," || text[i] === "}" || text[i] === ";"))
      i++;
    return i >= text.length || text[i] === "\n";
  }
}
