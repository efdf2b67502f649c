import { firstSentence, messageOnLine } from "./linter-line.js";

/**
 * NilAway's "cart/cart.go:42:9: error: Potential nil panic detected. Observed nil flow from source to dereference point:
 * …", the flow's steps indented under it (decision 0523): the message's first sentence, without the place, which it
 * prints as the path it was given (an absolute one names the machine, not the project), or the severity. (ineffassign's
 * finding is read in linter-messages.ts.)
 */
const nilawayHead = /^[\w./-]{1,300}\.go:\d{1,6}:\d{1,6}: error: (?=Potential nil panic detected\.)/;
export function nilawayMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, nilawayHead);
  return message === undefined ? undefined : firstSentence(message);
}
