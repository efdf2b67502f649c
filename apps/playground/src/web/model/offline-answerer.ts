import type { NeutralPrompt } from "./neutral-prompt.js";
import { memoryLines, type MemoryLine } from "./memory-lines.js";

/** Words that carry no topic: left out when a question is matched against memory. */
const stopWords = new Set(
  (
    "a an and are as at be but by can could did do does for from had has have how i if in into is it its me my " +
    "of on or our should so than that the their them then there these they this to us was we were what when " +
    "where which who whom why will with would you your yours i'm it's new use using"
  ).split(" "),
);
const questionStart = /^(what|which|who|whom|when|where|why|how|should|can|could|do|does|did|is|are|was|were|will|would|shall)\b/i;

export const unknownAnswer = "I don't know: nothing Engram gave me answers that yet.";
export const notedAnswer = "Noted.";

/**
 * The offline model: answers the newest user message from what memory put into the prompt (recalled
 * memories, the memory index, the thread summary) and from earlier user turns still in the prompt.
 * Statements get "Noted."; a question gets the remembered line sharing the most topic words with it
 * (ties: the first, i.e. recall's best), or an honest "I don't know". Same prompt, same answer.
 */
export function answerFromMemory(prompt: NeutralPrompt): string {
  const question = prompt.messages.findLast((message) => message.role === "user")?.text.trim() ?? "";
  if (!isQuestion(question)) return notedAnswer;
  const wanted = topicWords(question);
  const earlierTurns: MemoryLine[] = prompt.messages
    .filter((message) => message.role === "user" && message.text.trim() !== question && !isQuestion(message.text))
    .map((message) => ({ speaker: "user", text: message.text.trim() }));
  let best: { line: MemoryLine; score: number } | undefined;
  for (const line of [...memoryLines(prompt.system), ...earlierTurns]) {
    const words = topicWords(line.text);
    const score = [...wanted].filter((word) => words.has(word)).length;
    if (score > 0 && (!best || score > best.score)) best = { line, score };
  }
  if (!best) return unknownAnswer;
  const { speaker, text } = best.line;
  return speaker === "user" ? `From memory: you said "${text}"` : `From memory: ${text}`;
}

export function isQuestion(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.endsWith("?") || questionStart.test(trimmed);
}

/** Lower-cased words without stop words, plurals folded ("projects" → "project"). */
export function topicWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'_-]*/gu) ?? [];
  return new Set(
    words.filter((word) => !stopWords.has(word)).map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word)),
  );
}
