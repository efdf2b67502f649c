import type { Message, MessagePart } from "../message/message-schema.js";
import { forgottenSpan, hashedWords, type ForgottenRule, type ForgottenSpan } from "../store-ops/forgotten-text.js";

/** What a purge writes where forgotten text was. */
export const forgottenMarker = "[forgotten]";

/** Sentence ends (., ! or ? before white space) and line breaks: where a text is cut into sentences. */
const sentenceBreak = /(?<=[.!?])\s+|\n\s*/gu;

interface Sentence {
  readonly text: string;
  /** The white space after it. */
  readonly gap: string;
}

function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let from = 0;
  for (const match of text.matchAll(sentenceBreak)) {
    out.push({ text: text.slice(from, match.index), gap: match[0] });
    from = match.index + match[0].length;
  }
  out.push({ text: text.slice(from), gap: "" });
  return out;
}

/** The first span any rule finds in the tokens, with the sentence of each token. */
function firstSpan(tokens: readonly string[], rules: readonly ForgottenRule[]): ForgottenSpan | undefined {
  for (const rule of rules) {
    const span = forgottenSpan(tokens, rule);
    if (span !== undefined) return span;
  }
  return undefined;
}

/**
 * `text` with every passage that repeats a forgotten wording replaced by `[forgotten]`: the sentences
 * (or lines) over which the matching stretch runs (see `forgottenSpan`) become one marker, the white
 * space around them kept. Repeated until no stretch matches; each round removes at least two words, so
 * it ends. The same string when nothing matched.
 */
export function redactForgottenText(text: string, rules: readonly ForgottenRule[]): string {
  if (rules.length === 0 || text.length === 0) return text;
  let parts = sentences(text);
  for (let round = 0; round < 10_000; round++) {
    const tokens: string[] = [];
    const sentenceOf: number[] = [];
    parts.forEach((part, index) => {
      for (const word of hashedWords(part.text)) {
        tokens.push(word);
        sentenceOf.push(index);
      }
    });
    const span = firstSpan(tokens, rules);
    if (span === undefined) break;
    const first = sentenceOf[span.start]!;
    const last = sentenceOf[span.end]!;
    parts = [...parts.slice(0, first), { text: forgottenMarker, gap: parts[last]!.gap }, ...parts.slice(last + 1)];
  }
  const redacted = parts.map((part) => part.text + part.gap).join("");
  return redacted === text ? text : redacted;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * A JSON value with `redact` applied to every string in it (object keys kept), at any depth; the same
 * value (not a copy) when nothing changed. Values come from stored records and events, so depth is bounded.
 */
export function mapStrings(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = mapStrings(item, redact);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isPlainObject(value)) return value;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const next = mapStrings(item, redact);
    if (next !== item) changed = true;
    Object.defineProperty(out, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return changed ? out : value;
}

/** Every string of a JSON value that repeats a forgotten wording, redacted (`redactForgottenText`). */
export function redactForgottenValue<T>(value: T, rules: readonly ForgottenRule[]): T {
  return mapStrings(value, (text) => redactForgottenText(text, rules)) as T;
}

function wholePart(part: MessagePart): MessagePart {
  switch (part.type) {
    case "text":
      return part.text === "" || part.text === forgottenMarker ? part : { ...part, text: forgottenMarker };
    case "tool-call":
      return part.input === forgottenMarker ? part : { ...part, input: forgottenMarker };
    case "tool-result":
      return part.output === forgottenMarker ? part : { ...part, output: forgottenMarker };
    case "file":
      return part.name === undefined || part.name === forgottenMarker ? part : { ...part, name: forgottenMarker };
  }
}

function passagePart(part: MessagePart, rules: readonly ForgottenRule[]): MessagePart {
  switch (part.type) {
    case "text": {
      const text = redactForgottenText(part.text, rules);
      return text === part.text ? part : { ...part, text };
    }
    case "tool-call": {
      const input = redactForgottenValue(part.input, rules);
      return input === part.input ? part : { ...part, input };
    }
    case "tool-result": {
      const output = redactForgottenValue(part.output, rules);
      return output === part.output ? part : { ...part, output };
    }
    case "file": {
      if (part.name === undefined) return part;
      const name = redactForgottenText(part.name, rules);
      return name === part.name ? part : { ...part, name };
    }
  }
}

/**
 * A message after a purge. `whole` (a message the forgotten entry was distilled from): every text part,
 * tool input, tool output and file name becomes `[forgotten]`, since what the entry took from it may
 * be worded otherwise there. Otherwise only the passages that repeat a forgotten wording. Metadata
 * strings are redacted by wording either way; ids, roles, times, tool names and file references stay.
 * The same message when nothing changed.
 */
export function redactForgottenMessage(message: Message, rules: readonly ForgottenRule[], whole: boolean): Message {
  let changed = false;
  const parts = message.parts.map((part) => {
    const next = whole ? wholePart(part) : passagePart(part, rules);
    if (next !== part) changed = true;
    return next;
  });
  const metadata = message.metadata === undefined ? undefined : redactForgottenValue(message.metadata, rules);
  if (metadata !== message.metadata) changed = true;
  if (!changed) return message;
  return metadata === undefined ? { ...message, parts } : { ...message, parts, metadata };
}
