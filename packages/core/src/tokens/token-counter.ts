import type { Tiktoken } from "js-tiktoken/lite";
import type { Message } from "../message/message-schema.js";
import { partText } from "../message/message-text.js";
import { CalibratedEstimator, type CalibratedEstimatorOptions } from "./calibrated-estimator.js";
import { encodingForModel, loadEncoding, type TiktokenEncodingName } from "./encodings.js";

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

function fingerprintOf(message: Message): string {
  let textLength = 0;
  for (const part of message.parts) if (part.type === "text") textLength += part.text.length;
  return `${message.role}|${message.parts.length}|${textLength}`;
}

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
  readonly #byId = new Map<string, CachedCount>();
  readonly #byObject = new WeakMap<Message, CachedCount>();

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
    return this.#encoder
      ? { kind: "tiktoken", encoding: this.#encoding! }
      : { kind: "estimate", charsPerToken: this.estimator.charsPerToken };
  }

  get exact(): boolean {
    return this.#encoder !== undefined;
  }

  /** Tokens of a bare string. */
  countText(text: string): number {
    if (text.length === 0) return 0;
    return this.#encoder ? this.#encoder.encode(text, [], []).length : this.estimator.estimate(text.length);
  }

  /** Tokens a whole message costs in a prompt, overheads included. */
  countMessage(message: Message): number {
    const cached = this.#measure(message);
    const text = this.#encoder ? cached.textTokens : this.estimator.estimate(cached.chars);
    return text + cached.overhead;
  }

  /** Characters of text a message puts in a prompt (what the estimator's ratio applies to). */
  charsOf(message: Message): number {
    return this.#measure(message).chars;
  }

  /** Overhead tokens of a message: what is not text. */
  overheadOf(message: Message): number {
    return this.#measure(message).overhead;
  }

  #measure(message: Message): CachedCount {
    const byObject = this.#byObject.get(message);
    if (byObject) return byObject;
    const fingerprint = fingerprintOf(message);
    let cached = this.#byId.get(message.id);
    if (!cached || cached.fingerprint !== fingerprint) {
      let chars = 0;
      let textTokens = 0;
      let overhead = tokenOverheads.perMessage;
      for (const part of message.parts) {
        const text = partText(part);
        chars += text.length;
        if (this.#encoder && text.length > 0) textTokens += this.#encoder.encode(text, [], []).length;
        if (part.type === "tool-call") overhead += tokenOverheads.perToolCall;
        else if (part.type === "tool-result") overhead += tokenOverheads.perToolResult;
        else if (part.type === "file") overhead += tokenOverheads.perFile;
      }
      cached = { fingerprint, textTokens, chars, overhead };
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
