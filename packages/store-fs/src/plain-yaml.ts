/**
 * A reader for the plain YAML the store itself writes in a frontmatter (`renderFrontmatterFile`): block
 * mappings and sequences indented by two spaces, empty and one-line flow sequences of plain scalars,
 * plain scalars of YAML 1.2's core schema (strings, integers, floats, true/false, null) and one-line
 * double- or single-quoted strings. It returns what the `yaml` package's `toJS` gives for such text,
 * about ten times faster, and undefined for anything else (a comment, an anchor or alias, a tag, a block
 * scalar, a tab, a CR, a duplicate key, a key that is not a plain word, nesting past `maxDepth`, a scalar
 * it does not resolve exactly as the core schema does): the caller then parses with the `yaml` package, as before. A test
 * holds it to the `yaml` package on the store's own writer's output and on hostile text.
 */

type Value = null | boolean | number | string | Value[] | { [key: string]: Value };

/** Thrown inside the reader when the text leaves the subset: the whole read answers undefined. */
class NotPlain extends Error {}

/** Deeper than the store's writer ever nests (a record is at most four levels): past it, the yaml package reads the text. */
const maxDepth = 16;
const keyPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
const nullPattern = /^(?:~|null|Null|NULL)$/;
const truePattern = /^(?:true|True|TRUE)$/;
const falsePattern = /^(?:false|False|FALSE)$/;
const intPattern = /^[-+]?[0-9]+$/;
const floatPattern = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
/** A plain scalar the reader takes: no indicator first, no ": " or " #", no quote, bracket, brace, comma or backslash anywhere. */
const plainPattern = /^[^\s\-?:,[\]{}#&*!|>'"%@`\\](?:[^\s:#,[\]{}'"\\]|:(?! )(?!$)| (?!#)(?! )(?!$))*$/;

function scalar(text: string): Value {
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2 || /\\(?!["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text)) throw new NotPlain();
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== "string") throw new NotPlain();
      return value;
    } catch {
      throw new NotPlain();
    }
  }
  if (text.startsWith("'")) {
    const inner = text.slice(1, -1);
    if (text.length < 2 || !text.endsWith("'") || /'(?!')/.test(inner.replaceAll("''", ""))) throw new NotPlain();
    return inner.replaceAll("''", "'");
  }
  if (text === "[]") return [];
  if (text === "{}") return {};
  if (text.startsWith("[ ") && text.endsWith(" ]") && text.length > 4) {
    // The writer's one-line flow sequence, "[ a, b ]": items are plain, and without a colon (in flow, "a:b" is left to the yaml package).
    return text
      .slice(2, -2)
      .split(", ")
      .map((item) => {
        if (item.includes(":")) throw new NotPlain();
        return plain(item);
      });
  }
  return plain(text);
}

function plain(text: string): Value {
  if (nullPattern.test(text)) return null;
  if (truePattern.test(text)) return true;
  if (falsePattern.test(text)) return false;
  if (intPattern.test(text) || floatPattern.test(text)) return Number(text);
  // Other resolvable forms (hex, octal, .inf, .nan) and anything outside the subset: the yaml package decides.
  if (/^[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)$/.test(text) || /^0[ox]/.test(text) || !plainPattern.test(text)) throw new NotPlain();
  return text;
}

/** Lines of the text, each with its indent; undefined when a line has a tab, a CR or a comment line. */
interface Line {
  readonly indent: number;
  readonly text: string;
}

class Reader {
  at = 0;
  constructor(readonly lines: readonly Line[]) {}

  /**
   * A block mapping whose keys are at `indent`. `first`: the text of its first pair when it stands after
   * a sequence's dash ("- key: value"), the dash's line already taken.
   */
  mapping(indent: number, first?: string): { [key: string]: Value } {
    const result: { [key: string]: Value } = {};
    let pending = first;
    while (pending !== undefined || this.at < this.lines.length) {
      let text: string;
      if (pending !== undefined) {
        text = pending;
        pending = undefined;
      } else {
        const line = this.lines[this.at]!;
        if (line.indent < indent) break;
        if (line.indent > indent || line.text.startsWith("- ") || line.text === "-") throw new NotPlain();
        text = line.text;
        this.at += 1;
      }
      const colon = text.indexOf(":");
      if (colon <= 0) throw new NotPlain();
      const key = text.slice(0, colon);
      if (!keyPattern.test(key) || key === "__proto__" || Object.hasOwn(result, key)) throw new NotPlain();
      const rest = text.slice(colon + 1);
      if (rest === "") result[key] = this.nested(indent);
      else if (rest.startsWith(" ") && rest.length > 1 && !rest.startsWith("  ")) result[key] = scalar(rest.slice(1));
      else throw new NotPlain();
    }
    return result;
  }

  /** What follows "key:" alone on its line: a block indented two more, or null when nothing is. */
  nested(indent: number): Value {
    const next = this.lines[this.at];
    if (next === undefined || next.indent <= indent) return null;
    if (next.indent !== indent + 2 || next.indent > 2 * maxDepth) throw new NotPlain();
    return next.text.startsWith("- ") ? this.sequence(indent + 2) : this.mapping(indent + 2);
  }

  /** A block sequence whose dashes are at `indent`: scalars, or mappings starting on the dash's line. */
  sequence(indent: number): Value[] {
    const result: Value[] = [];
    while (this.at < this.lines.length) {
      const line = this.lines[this.at]!;
      if (line.indent < indent) break;
      if (line.indent > indent || !line.text.startsWith("- ")) throw new NotPlain();
      const item = line.text.slice(2);
      if (item === "" || item.startsWith(" ")) throw new NotPlain();
      this.at += 1;
      const colon = item.indexOf(":");
      // "- key: value" (or "- key:"): a mapping whose keys are two past the dash.
      if (colon > 0 && keyPattern.test(item.slice(0, colon)) && (item.length === colon + 1 || item[colon + 1] === " ")) {
        result.push(this.mapping(indent + 2, item));
      } else result.push(scalar(item));
    }
    return result;
  }
}

/** The mapping the frontmatter's YAML holds, as the `yaml` package's `toJS` gives it; undefined when it is not the plain subset. */
export function readPlainYaml(yaml: string): Record<string, unknown> | undefined {
  if (yaml.includes("\t") || yaml.includes("\r")) return undefined;
  const lines: Line[] = [];
  for (const raw of yaml.split("\n")) {
    if (raw === "") continue;
    const text = raw.trimStart();
    if (text.startsWith("#") || text.startsWith("---") || text.startsWith("...") || text.endsWith(" ")) return undefined;
    lines.push({ indent: raw.length - text.length, text });
  }
  if (lines.length === 0) return undefined;
  try {
    const reader = new Reader(lines);
    const result = reader.mapping(0);
    return reader.at === reader.lines.length ? result : undefined;
  } catch (error) {
    if (error instanceof NotPlain) return undefined;
    throw error;
  }
}
