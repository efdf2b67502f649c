import type { Tiktoken } from "js-tiktoken/lite";
import { BoundedCache } from "../util/bounded-cache.js";
import type { Message } from "../message/message-schema.js";
import { partText } from "../message/message-text.js";
import { CalibratedEstimator, type CalibratedEstimatorOptions } from "./calibrated-estimator.js";
import { encodingForModel, loadEncoding, type TiktokenEncodingName } from "./encodings.js";
import { PieceCounter } from "./piece-counter.js";

/** Structural tokens each piece of a chat prompt costs on top of its text (OpenAI's published scheme). */
export const tokenOverheads = {
  perMessage: 4,
  perToolCall: 8,
  perToolResult: 6,
  perFile: 16,
  perPrompt: 3,
} as const;

export interface TokenizerInfo {
  readonly kind: "tiktoken" | "estimate";
  readonly encoding?: TiktokenEncodingName;
  readonly charsPerToken?: number;
}

interface CachedCount {
  readonly fingerprint: string;
  readonly textTokens: number;
  readonly chars: number;
  readonly overhead: number;
}

const longRun = /\S{129,}/g;
const runChunk = 128;

/**
 * Tokens of a text by BPE. js-tiktoken's merge is quadratic in the length of one pre-token, so a
 * long run without whitespace (a separator line, a minified file, a repeated character) could
 * stall for seconds (20k identical chars: 32 s): such runs are counted in 128-char slices, which
 * is off by at most one token per slice; the budget's safety margin absorbs it.
 */
export function encodeCount(encoder: Tiktoken, text: string): number {
  const count = counterOf(encoder);
  let tokens = 0;
  let from = 0;
  for (const match of text.matchAll(longRun)) {
    if (match.index > from) tokens += count(text.slice(from, match.index));
    const run = match[0];
    for (let i = 0; i < run.length; i += runChunk) tokens += count(run.slice(i, i + runChunk));
    from = match.index + run.length;
  }
  if (from < text.length) tokens += count(from === 0 ? text : text.slice(from));
  return tokens;
}

const pieceCounters = new WeakMap<Tiktoken, (text: string) => number>();

/** The encoding's piece-cached counter; plain `encode` when this js-tiktoken hides what that needs. */
function counterOf(encoder: Tiktoken): (text: string) => number {
  let count = pieceCounters.get(encoder);
  if (!count) {
    const pieces = PieceCounter.of(encoder);
    count = pieces ? (text) => pieces.count(text) : (text) => encoder.encode(text, [], []).length;
    pieceCounters.set(encoder, count);
  }
  return count;
}

/**
 * Whether tiktoken's pre-tokenizers always split between `before` and `after`: no alternative of the
 * o200k or cl100k pattern (neither looks behind) carries a line break into a following "-" or a "]"
 * into a following space, and a whitespace character also ends the long non-space runs `encodeCount`
 * slices.
 */
function splitsBetween(before: string, after: string): boolean {
  const last = before.at(-1);
  const first = after[0];
  return (last === "\n" && first === "-") || (last === "]" && first === " ");
}

/** Text length and structural overhead of a message, without tokenizing. */
function measureChars(message: Message): { chars: number; overhead: number } {
  let chars = 0;
  let overhead = tokenOverheads.perMessage;
  for (const part of message.parts) {
    chars += partText(part).length;
    if (part.type === "tool-call") overhead += tokenOverheads.perToolCall;
    else if (part.type === "tool-result") overhead += tokenOverheads.perToolResult;
    else if (part.type === "file") overhead += tokenOverheads.perFile;
  }
  return { chars, overhead };
}

/** Cheap to compute (no serialization), yet changes when a reused id carries other content. */
function fingerprintOf(message: Message): string {
  let print = message.role;
  for (const part of message.parts) {
    if (part.type === "text") print += `|t${part.text.length}`;
    else if (part.type === "tool-call") print += `|c${part.toolCallId}`;
    else if (part.type === "tool-result") {
      print += `|r${part.toolCallId}${typeof part.output === "string" ? `:${part.output.length}` : ""}`;
    } else print += `|f${part.uri.length}`;
  }
  return print;
}

/** How many distinct texts `countText` remembers: a few thousand recall candidates and blocks. */
const textCacheSize = 4_096;
/** How many messages' counts are kept by id: the working windows of a few dozen busy sessions. */
const messageCacheSize = 16_384;
/** Longer texts are not kept, so the cache holds at most a few tens of MB. */
const textCacheMaxChars = 8_192;

/**
 * Counts prompt tokens for one model. Each message is measured once: the count is cached by id
 * (messages are immutable once appended; an edited message needs a new id) with a cheap fingerprint
 * as a guard. For models without a public tokenizer the cached measure is the char count, and the
 * token figure follows the estimator's learned ratio.
 */
export class TokenCounter {
  readonly #encoder: Tiktoken | undefined;
  readonly #encoding: TiktokenEncodingName | undefined;
  readonly estimator: CalibratedEstimator;
  /** Counts by message id: a long-lived process meets messages of many sessions, so the least recently used go. */
  readonly #byId = new BoundedCache<string, CachedCount>({ maxEntries: messageCacheSize });
  readonly #byObject = new WeakMap<Message, CachedCount>();
  /** Exact counts of recently counted texts (the least recently used go first). */
  readonly #byText = new BoundedCache<string, number>({ maxEntries: textCacheSize });

  private constructor(encoding: TiktokenEncodingName | undefined, encoder: Tiktoken | undefined, estimator: CalibratedEstimator) {
    this.#encoding = encoding;
    this.#encoder = encoder;
    this.estimator = estimator;
  }

  /** A counter for `model`: tiktoken when the family's encoding is public, the estimator otherwise. */
  static async forModel(model: string, estimator?: CalibratedEstimatorOptions | CalibratedEstimator): Promise<TokenCounter> {
    const encoding = encodingForModel(model);
    const encoder = encoding ? await loadEncoding(encoding) : undefined;
    const learned = estimator instanceof CalibratedEstimator ? estimator : new CalibratedEstimator(estimator);
    return new TokenCounter(encoding, encoder, learned);
  }

  /** A counter that always estimates, whatever the model. */
  static estimating(estimator?: CalibratedEstimatorOptions | CalibratedEstimator): TokenCounter {
    const learned = estimator instanceof CalibratedEstimator ? estimator : new CalibratedEstimator(estimator);
    return new TokenCounter(undefined, undefined, learned);
  }

  get info(): TokenizerInfo {
    return this.#encoder ? { kind: "tiktoken", encoding: this.#encoding! } : { kind: "estimate", charsPerToken: this.estimator.charsPerToken };
  }

  get exact(): boolean {
    return this.#encoder !== undefined;
  }

  /**
   * Tokens of a bare string. Exact counts are kept for recently counted texts: recall counts the same
   * candidate memories on every call of a session, and BPE dominated a call's cost without this.
   */
  countText(text: string): number {
    if (text.length === 0) return 0;
    if (!this.#encoder) return this.estimator.estimate(text.length);
    const known = this.#byText.get(text);
    if (known !== undefined) return known;
    const count = encodeCount(this.#encoder, text);
    this.#remember(text, count);
    return count;
  }

  #remember(text: string, count: number): void {
    if (text.length > textCacheMaxChars) return;
    this.#byText.set(text, count);
  }

  /**
   * Tokens of `parts.join("")` (`joined`, which must equal it), summed from the parts' own counts, which
   * are cached, when every boundary between two parts is one where tiktoken's pre-tokenizers (o200k and
   * cl100k) always split: after a line break before "-", after "]" before a space. No pre-token then
   * spans two parts, and BPE encodes each pre-token alone, so the sum is the joined text's exact count
   * (recall renders its block so: a memory's unchanging text is counted once, not with every new age
   * and every new block). Otherwise the joined text is counted. The total is remembered for `joined`
   * unless `remember` is false (a text counted once, such as a memory with its age: remembering it would
   * only push out texts that come back).
   */
  countJoined(parts: readonly string[], joined: string, remember = true): number {
    if (!this.#encoder) return this.countText(joined);
    if (remember) {
      const known = this.#byText.get(joined);
      if (known !== undefined) return known;
    }
    let total = 0;
    for (let i = 0; i < parts.length; i++) {
      if (i > 0 && !splitsBetween(parts[i - 1]!, parts[i]!)) return remember ? this.countText(joined) : encodeCount(this.#encoder, joined);
      total += this.countText(parts[i]!);
    }
    if (remember) this.#remember(joined, total);
    return total;
  }

  /** Tokens a whole message costs in a prompt, overheads included. */
  countMessage(message: Message): number {
    return this.#tokensOf(this.#measure(message));
  }

  /**
   * The exact count when the message was measured before; otherwise a char-based estimate that
   * skips the tokenizer (for messages that are dropped without ever being sent).
   */
  countMessageCheaply(message: Message): { tokens: number; exact: boolean } {
    const cached = this.#lookup(message);
    if (cached) return { tokens: this.#tokensOf(cached), exact: this.exact };
    const { chars, overhead } = measureChars(message);
    return { tokens: this.estimator.estimate(chars) + overhead, exact: false };
  }

  /** Characters of text a message puts in a prompt (what the estimator's ratio applies to). */
  charsOf(message: Message): number {
    return this.#measure(message).chars;
  }

  /** Overhead tokens of a message: what is not text. */
  overheadOf(message: Message): number {
    return this.#measure(message).overhead;
  }

  #tokensOf(cached: CachedCount): number {
    return (this.#encoder ? cached.textTokens : this.estimator.estimate(cached.chars)) + cached.overhead;
  }

  #lookup(message: Message): CachedCount | undefined {
    const byObject = this.#byObject.get(message);
    if (byObject) return byObject;
    const byId = this.#byId.get(message.id);
    return byId && byId.fingerprint === fingerprintOf(message) ? byId : undefined;
  }

  #measure(message: Message): CachedCount {
    let cached = this.#lookup(message);
    if (!cached) {
      const { chars, overhead } = measureChars(message);
      let textTokens = 0;
      if (this.#encoder) for (const part of message.parts) textTokens += encodeCount(this.#encoder, partText(part));
      cached = { fingerprint: fingerprintOf(message), textTokens, chars, overhead };
      this.#byId.set(message.id, cached);
    }
    this.#byObject.set(message, cached);
    return cached;
  }

  /** How many messages have been measured (each exactly once unless its content changed). */
  get measuredCount(): number {
    return this.#byId.size;
  }
}
