import { tokenize } from "../text/text-tokens.js";
import type { Message } from "./message-schema.js";
import { messageText, valueText } from "./message-text.js";

/**
 * How much of one tool result is searched (docs/search-spec.md, section 1): its first `head` and last
 * `tail` characters. A test run prints its verdict at the end and a build its first error near the
 * start; the middle of a long log is mostly noise, and indexing it whole would let one huge output
 * weigh on every collection statistic.
 */
export const toolOutputBound = { head: 1_000, tail: 1_000 } as const;

/** At most this many characters of tool output per message, whatever the number of results it holds. */
export const toolOutputMessageBound = 8_000;

/**
 * What recall multiplies the store's text score of a message by when only its tool output holds words
 * (no text part has a token): a conversation message with the same words ranks above it.
 */
export const toolOutputWeight = 0.5;

/** A cut within this many characters of the bound moves to a whitespace, so no word is split. */
const wordSlack = 100;

const isSpace = (text: string, at: number): boolean => /\s/u.test(text[at]!);

/** The first `max` characters of `text`, ended at a whitespace when one is near the cut. */
function headOf(text: string, max: number): string {
  if (text.length <= max) return text;
  for (let at = max; at >= max - wordSlack; at--) if (isSpace(text, at)) return text.slice(0, at);
  return text.slice(0, max);
}

/** The last `max` characters of `text`, started after a whitespace when one is near the cut. */
function tailOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const start = text.length - max;
  for (let at = start - 1; at < start + wordSlack; at++) if (isSpace(text, at)) return text.slice(at + 1);
  return text.slice(start);
}

/** A tool result's searched text: whole when short, else its head and its tail (section 1's bound). */
export function boundedToolOutput(output: unknown): string {
  const text = valueText(output);
  const { head, tail } = toolOutputBound;
  if (text.length <= head + tail) return text;
  return `${headOf(text, head)}\n${tailOf(text, tail)}`;
}

/** The searched text of a message's tool results, each bounded, joined by newlines, at most `toolOutputMessageBound` characters. */
export function toolOutputText(message: Message): string {
  let text = "";
  for (const part of message.parts) {
    if (part.type !== "tool-result") continue;
    const output = boundedToolOutput(part.output);
    if (output === "") continue;
    text = text ? `${text}\n${output}` : output;
    if (text.length >= toolOutputMessageBound) return headOf(text, toolOutputMessageBound);
  }
  return text;
}

/**
 * A message's search document (docs/search-spec.md, section 1): its text parts, then its tool results'
 * output, bounded. Every store indexes this text for a `message` event; tool calls and files are not
 * searched.
 */
export function messageSearchText(message: Message): string {
  const text = messageText(message);
  const tools = toolOutputText(message);
  if (tools === "") return text;
  return text ? `${text}\n${tools}` : tools;
}

/** 1 for a message whose text parts hold a word; `toolOutputWeight` for one whose words are only tool output. */
export function messageSearchWeight(message: Message): number {
  return tokenize(messageText(message)).length > 0 ? 1 : toolOutputWeight;
}
