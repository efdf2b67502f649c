/**
 * The regular expressions written in a TypeScript file: its regex literals (found by a small lexer
 * that skips comments, strings and template text) and the number of `new RegExp(` call sites (whose
 * patterns are built at run time, so only a count can be read from the source).
 */
export interface RegExpSource {
  readonly literals: readonly RegExp[];
  readonly constructorCalls: number;
}

/** Tokens after which a `/` starts a regex literal rather than a division. */
const beforeRegex = new Set(["(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "+", "-", "*", "%", "<", ">", "~", "^"]);
const keywordsBeforeRegex = new Set(["return", "typeof", "case", "in", "of", "void", "yield", "await"]);

function readRegex(source: string, at: number): { body: string; flags: string; end: number } {
  let i = at + 1;
  let inClass = false;
  while (i < source.length) {
    const char = source[i]!;
    if (char === "\\") i += 2;
    else if (char === "[") (inClass = true), i++;
    else if (char === "]") (inClass = false), i++;
    else if (char === "/" && !inClass) break;
    else if (char === "\n") throw new Error(`unterminated regex literal at offset ${at}`);
    else i++;
  }
  const body = source.slice(at + 1, i);
  let end = i + 1;
  while (end < source.length && /[a-z]/.test(source[end]!)) end++;
  return { body, flags: source.slice(i + 1, end), end };
}

function skipString(source: string, at: number): number {
  const quote = source[at];
  let i = at + 1;
  while (i < source.length && source[i] !== quote) i += source[i] === "\\" ? 2 : 1;
  return i + 1;
}

/** Reads every regex literal and counts `new RegExp(` in `source`. */
export function regExpSource(source: string): RegExpSource {
  const literals: RegExp[] = [];
  let constructorCalls = 0;
  // Each entry is the brace depth at which a template's `${` was opened.
  const templates: number[] = [];
  let depth = 0;
  let previous = "";
  let i = 0;
  const inTemplateText = (): boolean => templates.length > 0 && templates.at(-1) === -1;
  const readTemplateText = (): void => {
    // At template text: read to the closing backtick or to an interpolation.
    while (i < source.length) {
      const char = source[i]!;
      if (char === "\\") i += 2;
      else if (char === "`") {
        templates.pop();
        i++;
        previous = "`";
        return;
      } else if (char === "$" && source[i + 1] === "{") {
        templates[templates.length - 1] = depth;
        depth++;
        i += 2;
        previous = "{";
        return;
      } else i++;
    }
  };
  while (i < source.length) {
    if (inTemplateText()) {
      readTemplateText();
      continue;
    }
    const char = source[i]!;
    if (/\s/.test(char)) {
      i++;
    } else if (source.startsWith("//", i)) {
      i = source.indexOf("\n", i);
      if (i < 0) break;
    } else if (source.startsWith("/*", i)) {
      i = source.indexOf("*/", i + 2) + 2;
    } else if (char === '"' || char === "'") {
      i = skipString(source, i);
      previous = "string";
    } else if (char === "`") {
      templates.push(-1);
      i++;
    } else if (char === "/" && (beforeRegex.has(previous) || keywordsBeforeRegex.has(previous) || previous === "")) {
      const literal = readRegex(source, i);
      literals.push(new RegExp(literal.body, literal.flags));
      i = literal.end;
      previous = "regex";
    } else if (/[A-Za-z_$]/.test(char)) {
      let end = i + 1;
      while (end < source.length && /[\w$]/.test(source[end]!)) end++;
      const word = source.slice(i, end);
      if (word === "RegExp" && /\bnew\s+$/.test(source.slice(Math.max(0, i - 8), i)) && source[end] === "(") constructorCalls++;
      previous = word;
      i = end;
    } else if (/[0-9]/.test(char)) {
      while (i < source.length && /[\w.]/.test(source[i]!)) i++;
      previous = "number";
    } else {
      if (char === "{") depth++;
      if (char === "}") {
        depth--;
        if (templates.length > 0 && templates.at(-1) === depth) {
          templates[templates.length - 1] = -1;
          i++;
          continue;
        }
      }
      previous = char;
      i++;
    }
  }
  return { literals, constructorCalls };
}
