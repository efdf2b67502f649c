import type { Message } from "../message/message-schema.js";
import { valueText } from "../message/message-text.js";

/** Shared runs shorter than this many words are common phrasing ("the tests", "in src"), not a repeat. */
const runWords = 4;
/** A sentence with at least this share of its words inside shared runs repeats the output. */
const repeatShare = 0.5;
/**
 * How much of each tool result is read for repeats: more than a model is shown of one (Claude Code
 * cuts a command's output to 30,000 characters and a file read to 2,000 lines), so an agent cannot
 * repeat what lies past it, and a hostile 16 MB output costs a bounded read.
 */
export const echoReadChars = 1_048_576;

/** Lowercase words without punctuation or spacing: the form in which a repeat is recognised. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** `text`'s words (`wordsOf`) joined by single spaces, with a space before and after: one string, no array of words. */
function spacedWords(text: string): string {
  const spaced = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ");
  return `${spaced.startsWith(" ") ? "" : " "}${spaced}${spaced.endsWith(" ") ? "" : " "}`;
}

/**
 * Tells whether an agent's sentence repeats what a tool printed before it in the exchange: at least
 * half its words lie in runs of four or more words (or the whole sentence, when shorter) that a tool
 * result printed, ignoring case, spacing and punctuation. Tool output is hostile input, and an agent
 * that passes it on does not make it true; quoting an error inside its own explanation is not a repeat.
 *
 * Each tool result's first `echoReadChars` characters are read once, as their words joined by single
 * spaces, and a sentence's runs are looked for in those texts: no table of every run of four words is
 * built, and only the few sentences that could become facts are ever looked for.
 *
 * A run inside a `vouched` line is no repeat: the line of the output the fact already quotes (and found fit to quote):
 * "The api container now runs with a read-only root file system" after kube-linter's quoted "container 'api' does not
 * have a read-only root file system" says what changed (decision 0402); or the name of a test that failed and passes
 * now: "invoice.rb sums the line items' cents now" after RSpec's "1) Invoice#total_cents sums the line items" (decision
 * 0548). A vouched line said again whole is still a repeat.
 */
export function toolOutputEcho(messages: readonly Message[]): (sentence: string, at: number, vouched?: readonly string[]) => boolean {
  let outputs: { at: number; text: string }[] | undefined;
  const read = (): { at: number; text: string }[] => {
    const texts: { at: number; text: string }[] = [];
    messages.forEach((message, at) => {
      for (const part of message.parts) if (part.type === "tool-result") texts.push({ at, text: spacedWords(valueText(part.output).slice(0, echoReadChars)) });
    });
    return texts;
  };
  const printed = (run: string, at: number): boolean => (outputs ??= read()).some((output) => output.at <= at && output.text.includes(` ${run} `));
  return (sentence, at, vouched = []) => {
    const words = wordsOf(sentence);
    if (words.length === 0) return false;
    if (words.length < runWords) return printed(words.join(" "), at);
    const own = vouched.map(spacedWords);
    const inOwn = (run: string): boolean => own.some((line) => line.includes(` ${run} `));
    if (inOwn(words.join(" "))) return true;
    const covered = new Array<boolean>(words.length).fill(false);
    for (let i = 0; i + runWords <= words.length; i++) {
      const run = words.slice(i, i + runWords).join(" ");
      if (!inOwn(run) && printed(run, at)) covered.fill(true, i, i + runWords);
    }
    return covered.filter(Boolean).length >= repeatShare * words.length;
  };
}
