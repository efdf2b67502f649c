import type { Message } from "../message/message-schema.js";
import { valueText } from "../message/message-text.js";
import { commandPurpose } from "./command-purpose.js";
import { toolOutputEcho } from "./echoed-text.js";
import { looksLikeInstruction } from "./instruction-text.js";
import { proseOf, sentencesOf } from "./source-text.js";
import { trimTrailing } from "../util/trim-trailing.js";
import { finishSentence, rewritePronouns, toThirdPerson } from "./third-person.js";
import type { SentenceFact } from "./user-rules.js";

/** A fact found across messages, with the messages it came from. */
export interface SourcedFact extends SentenceFact {
  readonly trust: "user" | "agent" | "tool";
  readonly sourceMessageIds: readonly string[];
}

/** The plain text of a message's text parts, as its speaker wrote it (injected blocks and secrets removed). */
export function proseOfMessage(message: Message): string {
  const texts = message.parts.flatMap((part) => (part.type === "text" ? [part.text] : []));
  return proseOf(texts.join("\n"));
}

function clean(option: string): string {
  return trimTrailing(option.replace(/\*\*|__|`/g, "").split(/\s[—–-]\s|:\s|\s\(/)[0]!, /[.?!,;:]/).trim();
}

/** The options an agent offered: a numbered or lettered list, or "A or B?" in a question. */
export function offeredOptions(text: string): string[] {
  const listed = [...text.matchAll(/^[ \t]*(?:\d+[.)]|[A-D][.):]|(?:option[ \t]+)?[A-D1-9][ \t]*[:)]|[-*])[ \t]+(\S.*)$/gim)].map((m) => clean(m[1] ?? ""));
  if (listed.length >= 2 && /\?/.test(text)) return listed.filter(Boolean).slice(0, 6);
  const question =
    /(?:^\s*|[.!]\s+)([^.!?\s][^.!?]*\?)/.exec(
      text
        .split("\n")
        .reverse()
        .find((line) => line.includes("?")) ?? "",
    )?.[1] ?? "";
  const pair = orPair(question);
  if (!pair) return [];
  const first = pair[0].split(/\b(?:use|go with|pick|choose|prefer|want|keep|with|should (?:I|we))\b/i).pop() ?? "";
  return [clean(first), clean(pair[1])].filter((option) => option.length >= 2);
}

/** What an option in "A or B?" is written with. */
const optionChar = /[\w.@/+# -]/;
const space = /\s/;

/**
 * "A or B?": the 2 to 40 characters of words and symbols before the first " or " whose other side
 * reaches the question mark, and those after it (spaces before the "?" dropped). Read by code, each
 * side at most once per " or ": as one pattern the spaces around "or" made it quadratic.
 */
function orPair(question: string): [string, string] | undefined {
  for (const match of question.matchAll(/\sor\s/gi)) {
    let before = match.index;
    while (before > 0 && space.test(question[before - 1]!)) before--;
    let start = before;
    while (start > 0 && before - start < 40 && optionChar.test(question[start - 1]!)) start--;
    let after = match.index + match[0].length;
    while (after < question.length && space.test(question[after]!)) after++;
    let end = after;
    let lastWord = after;
    while (end < question.length && optionChar.test(question[end]!) && lastWord - after <= 40) {
      if (!space.test(question[end]!)) lastWord = end + 1;
      end++;
    }
    while (end < question.length && space.test(question[end]!)) end++;
    const second = question.slice(after, lastWord);
    if (before - start >= 2 && question[end] === "?" && second.length >= 2 && second.length <= 40) return [question.slice(start, before), second];
  }
  return undefined;
}

const ordinals: Record<string, number> = {
  first: 0,
  one: 0,
  "1": 0,
  a: 0,
  second: 1,
  two: 1,
  "2": 1,
  b: 1,
  third: 2,
  three: 2,
  "3": 2,
  c: 2,
  fourth: 3,
  "4": 3,
  d: 3,
};

/** Which offered option a short reply picks, by name or by position ("the second", "option B"). */
export function pickedOption(reply: string, options: readonly string[]): number | undefined {
  const text = reply.toLowerCase();
  const named = options
    .map((option, index) => ({ index, stem: (option.toLowerCase().match(/[a-z0-9][\w.+#-]{2,}/)?.[0] ?? "").slice(0, 6) }))
    .filter(({ stem }) => stem.length >= 3 && text.includes(stem));
  if (named.length === 1) return named[0]!.index;
  const position = /\b(?:option|number|#)\s*([a-d1-4])\b|\bthe (first|second|third|fourth|last) (?:one|option)?|^\s*([a-d1-4])\s*(?:[.!)]\s*)?$/i.exec(reply);
  const key = (position?.[1] ?? position?.[2] ?? position?.[3])?.toLowerCase();
  if (key === "last") return options.length - 1;
  const index = key === undefined ? undefined : ordinals[key];
  return index !== undefined && index < options.length ? index : undefined;
}

/** A user's short reply choosing one of the options the agent's previous message offered. */
export function choiceDecisions(messages: readonly Message[]): SourcedFact[] {
  const out: SourcedFact[] = [];
  messages.forEach((message, index) => {
    if (message.role !== "user" || index === 0) return;
    const reply = proseOfMessage(message);
    if (!reply || reply.length > 200 || /\?\s*$/.test(reply)) return;
    const previous = [...messages.slice(0, index)].reverse().find((m) => m.role === "assistant" && proseOfMessage(m));
    if (!previous) return;
    const options = offeredOptions(proseOfMessage(previous));
    const picked = options.length >= 2 ? pickedOption(reply, options) : undefined;
    if (picked === undefined) return;
    const others = options.filter((_, i) => i !== picked);
    const content = finishSentence(`User chose ${options[picked]} over ${others.join(" and ")}`);
    out.push({ content, type: "decision", importance: 0.8, confidence: 0.8, tags: [], trust: "user", sourceMessageIds: [previous.id, message.id] });
  });
  return out;
}

const fixSentence =
  /\b(?:the (?:fix|solution|workaround) (?:is|was)|fixed (?:it|this|that|the [\w-]+(?: [\w-]+)?) by|resolved (?:it|this|the [\w-]+) by|(?:issue|problem|bug|error|failure|crash) (?:was|is) (?:caused by|due to|that|because)|root cause (?:was|is)|was caused by|works? (?:now )?(?:after|once)|(?:passes|pass|builds?|works?) now (?:that|after))\b|;\s*(?:it|they|the [\w-]+(?: [\w-]+)?) now (?!on\b)[a-z]{3,}\b/i;
const problemText = /\b(?:error|exception|failed|failing|fails|cannot|can['’]t find|not found|crash(?:es|ed)?|broken|TS\d{4}|ERR_[A-Z_]+)\b/i;
/** What a person reports as a problem beside errors: something slow, hanging or timing out (decision 0276). Not read in tool output. */
const slowText = /\b(?:(?:too |very |really )?slow|hangs?|hanging|times? out|timed out|takes \d+(?:[.,]\d+)? ?(?:s|secs?|seconds?|minutes?|min)\b)/i;
const confirmed =
  /\b(?:(?:that|it|this) (?:worked|works|fixed it|did it|did the trick)|works now|fixed now|all (?:tests )?(?:pass|passing|green)|tests? pass(?:es)?(?: now)?|build (?:passes|succeeds|is green))\b/i;
const structure = /\b(?:lives|live|is defined|is implemented|are defined|is located|are located|is configured|is registered|handles|is handled)\b/i;
/** Tested only: `a/b` needs no more than its slash, `x.ts` no more than the character before the dot. */
const codeReference = /[\w-]\/[\w./-]|`[^`]+`|\w\.(?:ts|tsx|js|mjs|json|py|rs|go|ya?ml|toml|sql)\b/;

function messageOutput(message: Message): string {
  return message.parts.map((part) => (part.type === "tool-result" ? valueText(part.output) : "")).join("\n");
}

function isErrorResult(message: Message): boolean {
  return message.parts.some((part) => part.type === "tool-result" && (part.isError === true || problemText.test(valueText(part.output).slice(0, 400))));
}

/**
 * The agent's own findings: a fix it states after a problem showed up, confirmed by a passing tool
 * result, by the user, or by its own "passes now" (type solution), and where code lives (code_context).
 * Trust is always "agent": nothing here is ever something the user said or wants. A sentence that
 * reads like an instruction, or repeats what a tool printed, is not the agent's finding.
 */
export function agentFindings(messages: readonly Message[]): SourcedFact[] {
  const out: SourcedFact[] = [];
  const echoes = toolOutputEcho(messages);
  messages.forEach((message, index) => {
    if (message.role !== "assistant") return;
    const before = messages.slice(0, index);
    const after = messages.slice(index + 1);
    const problem = before.find((m) =>
      m.role === "tool" || m.role === "assistant"
        ? isErrorResult(m)
        : m.role === "user" && (problemText.test(proseOfMessage(m)) || slowText.test(proseOfMessage(m))),
    );
    const fixes: string[] = [];
    for (const sentence of sentencesOf(proseOfMessage(message))) {
      if (sentence.length > 280 || /\?\s*$/.test(sentence) || !(fixSentence.test(sentence) || structure.test(sentence))) continue;
      if (looksLikeInstruction(sentence) || echoes(sentence, index)) continue;
      if (fixSentence.test(sentence)) fixes.push(sentence);
      else if (structure.test(sentence) && codeReference.test(sentence) && !/^(?:I|we|you)\b/i.test(sentence)) {
        out.push({
          content: toThirdPerson(sentence, "agent"),
          type: "code_context",
          importance: 0.45,
          confidence: 0.6,
          tags: [],
          trust: "agent",
          sourceMessageIds: [message.id],
        });
      }
    }
    if (fixes.length === 0) return;
    const joined = fixes.map((sentence) => rewritePronouns(sentence, "agent")).join("; ");
    const statement = joined.length <= 300 ? finishSentence(joined) : toThirdPerson(fixes[0]!, "agent");
    const selfProof = confirmed.test(joined) || /\b(?:now )?(?:pass|passes|works|succeeds)\b/i.test(joined) ? message : undefined;
    const proof =
      after.find(
        (m) =>
          (m.role === "user" && confirmed.test(proseOfMessage(m))) ||
          ((m.role === "tool" || m.role === "assistant") && m.parts.some((p) => p.type === "tool-result") && !isErrorResult(m)),
      ) ??
      selfProof ??
      passingRunBefore(messages, index);
    if ((!problem && !problemText.test(joined)) || !proof) return;
    const ids = [...new Set([problem?.id, message.id, proof.id].filter((id): id is string => id !== undefined))];
    out.push({ content: statement, type: "solution", importance: 0.6, confidence: 0.7, tags: [], trust: "agent", sourceMessageIds: ids });
  });
  return out;
}

/**
 * The run the agent's statement follows: the message right before it is the passing result of a build, test,
 * lint or type-check command (the agent ran the tests, they passed, then it said what changed; decision 0276).
 */
function passingRunBefore(messages: readonly Message[], index: number): Message | undefined {
  const result = messages[index - 1];
  const resultPart = result?.parts.find((part) => part.type === "tool-result");
  if (result === undefined || resultPart?.type !== "tool-result" || isErrorResult(result)) return undefined;
  const call = messages
    .slice(0, index - 1)
    .reverse()
    .find((m) => m.parts.some((part) => part.type === "tool-call" && part.toolCallId === resultPart.toolCallId));
  const command = call === undefined ? undefined : commandOf(call);
  return command !== undefined && commandPurpose(command) !== undefined ? result : undefined;
}

function commandOf(message: Message): string | undefined {
  for (const part of message.parts) {
    if (part.type !== "tool-call" || typeof part.input !== "object" || part.input === null) continue;
    const command = (part.input as Record<string, unknown>).command ?? (part.input as Record<string, unknown>).cmd;
    if (typeof command === "string" && command.length <= 200) return command.trim();
  }
  return undefined;
}

/**
 * A command that failed and later passed, with the command that fixed it in between: a solution
 * known from tool output alone (trust "tool"), e.g. "`pnpm tsc -b` failed with "error TS2307: …" and
 * passed after `pnpm add zod`."
 */
export function toolFixes(messages: readonly Message[]): SourcedFact[] {
  const out: SourcedFact[] = [];
  const runs = messages.flatMap((message, index) => {
    const command = commandOf(message);
    const result = messages.slice(index + 1).find((m) => m.parts.some((p) => p.type === "tool-result"));
    return command && result ? [{ command, call: message, result, failed: isErrorResult(result) }] : [];
  });
  runs.forEach((run, i) => {
    if (!run.failed) return;
    const later = runs.slice(i + 1);
    const pass = later.findIndex((r) => r.command === run.command && !r.failed);
    const fix = pass > 0 ? later[pass - 1] : undefined;
    if (!fix || fix.failed || fix.command === run.command) return;
    const error = messageOutput(run.result)
      .split("\n")
      .find((line) => problemText.test(line) && !looksLikeInstruction(line))
      ?.trim()
      .slice(0, 120);
    if (!error) return;
    const content = finishSentence(`\`${run.command}\` failed with "${error.replace(/"/g, "'")}" and passed after \`${fix.command}\``);
    const ids = [run.result.id, fix.call.id, later[pass]!.result.id];
    out.push({ content, type: "solution", importance: 0.55, confidence: 0.75, tags: [], trust: "tool", sourceMessageIds: ids });
  });
  return out;
}
