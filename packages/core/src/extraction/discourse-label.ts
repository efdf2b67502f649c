import { lastingLead } from "./moment-words.js";

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

/** "Heads up that …", "just so you know that …": a label said as the start of a sentence, what follows "that" read alone (decision 0295). */
const labelThat = /^(?:heads[ -]?up|just so you know|for context|fyi|psa|reminder|note)\s+that\s+(?=\S)/i;

/** `sentence` without a leading discourse label (see above); unchanged when it has none. */
export function withoutDiscourseLabel(sentence: string): string {
  const label = discourseLabel.exec(sentence) ?? labelThat.exec(sentence);
  return label === null ? sentence : sentence.slice(label[0].length);
}

/** A short lead ending in a colon and the sentence after it: "Wait, before you commit: Sam handles …". */
const colonLead = /^([^:\n]{1,60}):\s+(?=\S)/;

/** Labels of a task, a question or a problem, of output, or of what is only an example. */
const taskLabelWords = String.raw`bug|todo|to-do|fixme|question|q|task|issue|problem|request|ask|idea|proposal|suggestion|draft|wip|example|e\.?g\.?|option(?:\s+\w)?|alternative|error|exception|warning|traceback|expected|actual|output|stderr|stdout`;
/**
 * A label that says what follows is a task, a problem, output or only an example ("Bug: the API runs on port 4000",
 * "TODO: …", "Example: …", "Option B: …"): no fact is read in its sentence (decision 0290).
 */
const taskOrExampleLabel = new RegExp(String.raw`^(?:${taskLabelWords})\s*:`, "i");
/** A lead before a colon that says what follows is only supposed: "If we had time:", "Maybe:", "For example:". */
const supposingLead = /\b(?:if|suppose|imagine|hypothetically|maybe|perhaps|for example|for instance)\b/i;

/**
 * Whether `sentence` opens with a label of a task, a problem, output or an example (see `taskOrExampleLabel`), or a
 * short lead before a colon that says what follows is only supposed (`supposingLead`).
 */
export function opensWithTaskLabel(sentence: string): boolean {
  return taskOrExampleLabel.test(sentence) || supposingLead.test(colonLead.exec(sentence)?.[1] ?? "");
}

/**
 * What a short lead before a colon may not be, for the sentence after it to be read alone: a label of a task or an
 * example (`taskLabelWords`), of a plan or a result ("Plan:", "Status:", "Why:"), what is only supposed, or a lead
 * that says the rule lasts ("From now on:"), read with its sentence by the rules that need it.
 */
const notALead = new RegExp(
  String.raw`^(?:${taskLabelWords}|plan|goal|step|fail\w*|result|log|stack|status|done|blocked|pros|cons|why|how|what|${lastingLead})\b`,
  "i",
);

/**
 * The sentence after a short lead of up to eight words ending in a colon ("Wait, before you commit: Sam handles
 * anything touching the warehouse credentials"), when the lead is none of `notALead`: read first as a sentence of
 * its own, so the lead's words are not kept with the fact (decision 0290). Undefined when there is no such lead.
 */
export function afterColonLead(sentence: string): { lead: string; rest: string } | undefined {
  const found = colonLead.exec(sentence);
  const lead = found?.[1]?.trim() ?? "";
  if (found === null || lead === "" || lead.split(/\s+/).length > 8 || notALead.test(lead.replace(/^[\W_]+/, "")) || supposingLead.test(lead)) return undefined;
  return { lead, rest: sentence.slice(found[0].length) };
}
