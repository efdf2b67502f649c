/**
 * Reads a value written as JSON or as a Python literal, as some LongMemEval exports write list fields
 * ("['a', 'b']"): lists, tuples, dicts, strings in single or double quotes, numbers, True/False/None.
 * Throws an Error saying where the text stops making sense.
 */
export function parseLiteral(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return new LiteralReader(text).readAll();
  }
}

const escapes: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", "0": "\0", "\\": "\\", "'": "'", '"': '"', "/": "/" };
const words: Record<string, unknown> = { True: true, False: false, None: null, true: true, false: false, null: null };

class LiteralReader {
  private at = 0;
  constructor(private readonly text: string) {}

  readAll(): unknown {
    const value = this.value();
    this.space();
    if (this.at < this.text.length) this.fail("text after the value");
    return value;
  }

  private fail(what: string): never {
    throw new Error(`${what} at character ${this.at + 1}`);
  }

  private space(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at++;
  }

  private value(): unknown {
    this.space();
    const char = this.text[this.at];
    if (char === "[") return this.sequence("]");
    if (char === "(") return this.sequence(")");
    if (char === "{") return this.dict();
    if (char === "'" || char === '"') return this.string();
    const number = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(this.text.slice(this.at));
    if (number) {
      this.at += number[0].length;
      return Number(number[0]);
    }
    const word = /^[A-Za-z]+/.exec(this.text.slice(this.at))?.[0];
    if (word !== undefined && word in words) {
      this.at += word.length;
      return words[word];
    }
    return this.fail(char === undefined ? "the text ends where a value was expected" : `unexpected "${char}"`);
  }

  private sequence(close: string): unknown[] {
    this.at++;
    const items: unknown[] = [];
    for (;;) {
      this.space();
      if (this.text[this.at] === close) {
        this.at++;
        return items;
      }
      items.push(this.value());
      this.space();
      if (this.text[this.at] === ",") this.at++;
      else if (this.text[this.at] !== close) this.fail(`expected "," or "${close}"`);
    }
  }

  private dict(): Record<string, unknown> {
    this.at++;
    const entries: Record<string, unknown> = {};
    for (;;) {
      this.space();
      if (this.text[this.at] === "}") {
        this.at++;
        return entries;
      }
      const key = this.value();
      this.space();
      if (this.text[this.at] !== ":") this.fail('expected ":"');
      this.at++;
      entries[String(key)] = this.value();
      this.space();
      if (this.text[this.at] === ",") this.at++;
      else if (this.text[this.at] !== "}") this.fail('expected "," or "}"');
    }
  }

  private string(): string {
    const quote = this.text[this.at++];
    let out = "";
    while (this.at < this.text.length) {
      const char = this.text[this.at++]!;
      if (char === quote) return out;
      if (char !== "\\") {
        out += char;
        continue;
      }
      const next = this.text[this.at++];
      if (next === undefined) break;
      if (next === "u" || next === "x") {
        const digits = this.text.slice(this.at, this.at + (next === "u" ? 4 : 2));
        if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== (next === "u" ? 4 : 2)) this.fail(`bad \\${next} escape`);
        out += String.fromCharCode(parseInt(digits, 16));
        this.at += digits.length;
      } else out += escapes[next] ?? `\\${next}`;
    }
    return this.fail("a string that is never closed");
  }
}
