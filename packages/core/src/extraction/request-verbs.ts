/**
 * The verb a request opens with says what to do, not what it is about: "add a refund endpoint that talks to
 * Stripe" is about refunds, endpoints and Stripe. A memory that shares only "add" with it ("User does not want
 * the agent to add comments…") is no match, yet as a prompt's best match it cleared recall's bar. Only the
 * verb in a request's place is left out of a prompt's query: at the start of a sentence, after "please",
 * "can you", "now"…; "the update endpoint" or "the health check" keep their words (decision 0270).
 */
const requestStart = new RegExp(
  String.raw`^(\s*)((?:(?:please|pls|can you|could you|would you|will you|now|then|also|and|so|ok|okay|just|first|next)[\s,]+){0,4})` +
    String.raw`(?:add|make|fix|change|update|create|remove|delete|write|implement|rename|refactor|move|improve|help|show|tell|explain|check|look|try|do|get|let|use|put|set|give|go|run|build|clean|finish|continue|start|open|edit|modify|adjust|replace)\b`,
  "i",
);
/** After each sentence's end: the text's sentences, their ends kept. */
const sentenceEnd = /(?<=[.!?;\n])/;

/**
 * `text` without the verbs its requests open with (see above); every other word stays. Each sentence is
 * read once from its start, its lead words bounded, so a text of many sentences is read in linear time.
 */
export function withoutRequestVerbs(text: string): string {
  return text
    .split(sentenceEnd)
    .map((sentence) => sentence.replace(requestStart, "$1$2"))
    .join("");
}
