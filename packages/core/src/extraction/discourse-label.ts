/**
 * A label that announces information: "Context:", "Heads up,", "For context —", "PSA:". What follows it is
 * a sentence of its own and is read as one ("Context: the API is on Fastify" states what "the API is on
 * Fastify" does). Only labels that introduce information: "Bug:", "Todo:" or "Question:" introduce a task
 * and stay, so their sentences are read whole (decision 0267). "One more thing:" and "Last thing," announce an
 * addition, read past as the others (decision 0275). "Note" and "FYI" are read by the explicit
 * "remember" rule, which also marks the fact as asked to be kept.
 */
const discourseLabel =
  /^(?:context|background|heads[ -]?up|psa|n\.?b\.?|side note|quick note|for context|for reference|for your information|just so you know|reminder|important|tip|info|one more thing|another thing|(?:the\s+)?last thing|final thing)\s*(?:[:,—–]|\s-)\s*(?=\S)/i;

/** `sentence` without a leading discourse label (see above); unchanged when it has none. */
export function withoutDiscourseLabel(sentence: string): string {
  const label = discourseLabel.exec(sentence);
  return label === null ? sentence : sentence.slice(label[0].length);
}
