import { isReference, looksSecret, sensitiveNameKind, takesNumbers } from "./secret-names.js";
import type { SecretSpan } from "./secret-span.js";
import { ValueReader, type ValueSpan } from "./secret-values.js";

/**
 * A name and its separator: `name =`, `name:`, `"name":`, `NAME=`, `--password=`, `?token=`,
 * `ENV['API_KEY'] =`, `("Authorization",`, `\"password\":` (JSON inside a JSON string). Only these are matched: the value is read by code, so a
 * name inside another value (`--from-literal=password=x`) is found too. A name starts where a run of
 * name characters starts (the lookbehind), so each run is read once.
 */
const assignment = /(?<![\w.-])(\\?["']|)(-{0,2}[A-Za-z_][\w.-]{0,60})(\\?["']|)\]?[ \t]*(:=|=>|=|:|,)[ \t]*/g;

/**
 * `--password hunter2`, `-token abc`: a flag with a secret name and its value after a space. A flag
 * starts a word (`${n}-token window` is not one) and has no digits, so an attached value
 * (`-pS3cret-Pass shop`) is not read as a name.
 */
const spacedFlag = /(?<![^\s"'([,=])--?([A-Za-z][A-Za-z_-]{0,40})[ \t]+/g;

/** `aws configure set aws_secret_access_key …`, `CONFIG SET requirepass …`. */
const setCommand = /(?<![\w-])(?:set|SET|Set)[ \t]+(-{0,2}[A-Za-z_][\w.-]{0,60})[ \t]+/g;

/** Names that are secrets in a URL query even though they are not elsewhere (`?key=`, `&sig=`). */
const queryNames = /^(?:key|sig|signature|apikey|api-key|x-api-key|code_verifier)$/i;

function valueKind(name: string, inQuery: boolean): string | undefined {
  const bare = name.replace(/^-{1,2}/, "");
  return sensitiveNameKind(bare) ?? (inQuery && queryNames.test(bare) ? "token" : undefined);
}

/** Whether `value`, given to a secret name with `separator`, is a secret rather than a reference or a word. */
function acceptsValue(name: string, kind: string, separator: string, span: ValueSpan, value: string): boolean {
  const numbers = takesNumbers(name.replace(/^-{1,2}/, ""));
  if (span.quoted || separator !== ":") return !isReference(value, numbers);
  // `name: value` is also prose ("auth: ok, moving on"): the value must look like a secret, be a
  // PIN, or stand alone on its line as in YAML (`password: hunter`).
  if (looksSecret(value)) return true;
  if (numbers && /^\d{3,12}$/.test(value)) return true;
  return span.endsLine && kind !== "token" && !isReference(value, numbers);
}

/**
 * Spans of values assigned to secret names. Only a secret name's value is read. A random-looking
 * value of another name (`session=…`) is left to the standalone token rule, whose bar (32
 * characters) keeps ids (`"id": "V1StGXR8_Z5jdHi6B-myT"`).
 */
export function assignmentSpans(text: string, spans: SecretSpan[]): void {
  const reader = new ValueReader(text);
  // The shared pattern's position is this loop's: nothing in it reads another text (decoded base64 is
  // read later, by the token rule).
  const pattern = assignment;
  pattern.lastIndex = 0;
  // A value inside one already found (`pw:/pw:/…` reads one run from every name) would overlap it and
  // be dropped: it is not judged again, which keeps a run of names linear.
  let foundEnd = -1;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [whole, open = "", name = "", close = "", separator = ""] = match;
    if (open !== close) {
      // `"PGPASSWORD=…` in JSON text: the quote opens the string, not the name; read again from the name.
      if (open !== "") pattern.lastIndex = match.index + open.length;
      continue;
    }
    // `"name", "value"` only as a call's arguments (`headers.set("Authorization", …)`), not in JSON.
    if (separator === "," && (open === "" || text[match.index - 1] !== "(")) continue;
    const before = text[match.index - 1];
    const kind = valueKind(name, before === "?" || before === "&" || before === ";");
    if (!kind) continue;
    const span = reader.read(match.index + whole.length);
    if (!span || span.end <= foundEnd || (separator === "," && !span.quoted)) continue;
    const value = text.slice(span.start, span.end);
    if (!acceptsValue(name, kind, separator, span, value)) continue;
    foundEnd = span.end;
    // A bare number under a quoted name is JSON: its marker goes in the same quotes so the JSON still parses.
    const json = open.endsWith('"') && !span.quoted && /^-?\d/.test(value);
    spans.push(json ? { kind, start: span.start, end: span.end, quote: open } : { kind, start: span.start, end: span.end });
  }
}

/** Spans of values after secret-named flags (`--password x`) and `set <secret name> <value>`. */
export function flagSpans(text: string, spans: SecretSpan[]): void {
  const reader = new ValueReader(text);
  const patterns = [...(text.includes("-") ? [spacedFlag] : []), ...(/set[ \t]/i.test(text) ? [setCommand] : [])];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1] ?? "";
      const kind = valueKind(name, false);
      if (!kind) continue;
      const at = match.index + match[0].length;
      if (text[at] === "-") continue;
      const span = reader.read(at);
      if (!span) continue;
      const value = text.slice(span.start, span.end);
      if (!isReference(value, takesNumbers(name.replace(/^-{1,2}/, "")))) spans.push({ kind, start: span.start, end: span.end });
    }
  }
}
