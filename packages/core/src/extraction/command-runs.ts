import { isDemonym } from "./demonyms.js";
import { isCalendarName } from "../text/calendar-words.js";
import type { Message } from "../message/message-schema.js";
import { valueText } from "../message/message-text.js";
import { trimTrailing } from "../util/trim-trailing.js";
import type { SourcedFact } from "./exchange-rules.js";
import { proseOfMessage } from "./exchange-rules.js";
import { toolOutputEcho } from "./echoed-text.js";
import { commandPurpose } from "./command-purpose.js";
import { errorLine } from "./error-line.js";
import { maxFactChars } from "./fact-limit.js";
import { looksLikeInstruction } from "./instruction-text.js";
import { sentencesOf } from "./source-text.js";
import { testNamesOf } from "./test-run-lines.js";
import { finishSentence, rewritePronouns } from "./third-person.js";
import { isProperName } from "./tech-names.js";

/** A shell command the agent ran and how it ended, read from its tool call and the matching result. */
interface CommandRun {
  readonly command: string;
  readonly call: Message;
  readonly result: Message;
  readonly output: string;
  readonly failed: boolean;
  /** Index of the result among the exchange's messages. */
  readonly at: number;
}

/** A file the agent edited: the call, the file's name, and the names the edit took out of it. */
interface FileEdit {
  readonly call: Message;
  readonly file: string;
  readonly at: number;
  readonly removed: ReadonlySet<string>;
}

function commandOf(message: Message): { command: string; id: string } | undefined {
  for (const part of message.parts) {
    if (part.type !== "tool-call" || typeof part.input !== "object" || part.input === null) continue;
    const command = (part.input as Record<string, unknown>).command ?? (part.input as Record<string, unknown>).cmd;
    if (typeof command === "string") return { command: command.trim(), id: part.toolCallId };
  }
  return undefined;
}

function editOf(message: Message): { file: string; removed: ReadonlySet<string> } | undefined {
  for (const part of message.parts) {
    if (part.type !== "tool-call" || !/edit|write|replace|patch/i.test(part.toolName) || typeof part.input !== "object" || part.input === null) continue;
    const input = part.input as Record<string, unknown>;
    const file = input.file_path ?? input.path ?? input.notebook_path;
    if (typeof file === "string" && file.length <= 500) return { file, removed: removedNames(input) };
  }
  return undefined;
}

/** Identifiers of at least three characters in `text`'s first 20,000 characters. */
const namesIn = (text: string): Set<string> => new Set(text.slice(0, 20_000).match(/[A-Za-z_$][\w$]{2,}/g) ?? []);

/**
 * The names an edit took out: in an `old_string` (Edit, or each of MultiEdit's `edits`) and not in its
 * `new_string`. A file written whole (Write) takes out nothing that can be read.
 */
function removedNames(input: Record<string, unknown>): ReadonlySet<string> {
  const pairs = Array.isArray(input.edits) ? input.edits.slice(0, 50) : [input];
  const removed = new Set<string>();
  for (const pair of pairs) {
    if (typeof pair !== "object" || pair === null) continue;
    const { old_string: before, new_string: after } = pair as Record<string, unknown>;
    if (typeof before !== "string" || typeof after !== "string") continue;
    const kept = namesIn(after);
    for (const name of namesIn(before)) if (!kept.has(name)) removed.add(name);
  }
  return removed;
}

/** The names a run's output quotes ('fetchUser', "fetch_user", \`loadUser\`): how a compiler or runtime names what it misses. */
function quotedNames(output: string): string[] {
  return [...output.slice(0, 20_000).matchAll(/['"`‘’“”]([A-Za-z_$][\w$]{2,})['"`‘’“”]/g)].map((match) => match[1]!);
}

/** Whether a run failed: the tool said so, or its output opens with a non-zero exit code. */
function failedRun(result: Message, output: string): boolean {
  return result.parts.some((part) => part.type === "tool-result" && part.isError === true) || /^Exit code [1-9]/m.test(output);
}

/** Whether a run that did not fail shows no failure either (a runner that prints "FAIL" or "2 failed" and exits 0). */
function cleanPass(run: CommandRun): boolean {
  const failLine = run.output.split("\n").some((line) => /^FAIL\b/.test(line.trimStart()));
  // A count printed either way: "2 failed", "3 errors", or dbt's and others' "ERROR=1", "FAIL=2" (decision 0293). The
  // count and its word on one line: "Templates: 14" over "Errors: 0" (Brakeman's overview; decision 0415) counts none.
  return !run.failed && !failLine && !/\b[1-9]\d*[ \t]+(?:failed|failing|errors?)\b|\b(?:ERRORS?|FAIL(?:ED|URES?)?)=[1-9]/i.test(run.output);
}

function runsOf(messages: readonly Message[]): { runs: CommandRun[]; edits: FileEdit[] } {
  const results = new Map<string, { message: Message; at: number }>();
  messages.forEach((message, at) => {
    for (const part of message.parts) if (part.type === "tool-result") results.set(part.toolCallId, { message, at });
  });
  const runs: CommandRun[] = [];
  const edits: FileEdit[] = [];
  messages.forEach((message, at) => {
    if (message.role !== "assistant") return;
    const edit = editOf(message);
    if (edit !== undefined) edits.push({ call: message, file: edit.file.split(/[\\/]/).pop() ?? edit.file, at, removed: edit.removed });
    const found = commandOf(message);
    const result = found && results.get(found.id);
    if (!found || !result) return;
    const output = result.message.parts.map((part) => (part.type === "tool-result" ? valueText(part.output) : "")).join("\n");
    runs.push({ command: found.command, call: message, result: result.message, output, failed: failedRun(result.message, output), at: result.at });
  });
  return { runs, edits };
}

/**
 * Commands that ran and passed: each build, test, lint or type-check command (`commandPurpose`) whose
 * run neither failed nor printed a failure, once per exchange, as "The tests run with `pnpm test` (it
 * passed)." with trust "tool". A pipe's exit code is its last program's, so piped commands are never
 * taken; neither is anything the output says.
 */
export function workingCommands(messages: readonly Message[]): SourcedFact[] {
  const seen = new Set<string>();
  const out: SourcedFact[] = [];
  for (const run of runsOf(messages).runs) {
    const purpose = commandPurpose(run.command);
    if (purpose === undefined || !cleanPass(run) || seen.has(run.command)) continue;
    seen.add(run.command);
    out.push({
      content: `${purpose} \`${run.command}\` (it passed).`,
      type: "code_context",
      importance: 0.45,
      confidence: 0.7,
      tags: ["command"],
      trust: "tool",
      sourceMessageIds: [run.call.id, run.result.id],
    });
  }
  return out;
}

/**
 * The agent's first sentence right after the passing run (nothing between), when it is a short
 * statement of what changed in its own words (not an instruction, not a repeat of tool output beyond the line the fact
 * `quoted` and the names of the tests that failed and pass now: `testNamesOf`).
 */
function explanationAfter(
  messages: readonly Message[],
  from: number,
  echoes: (sentence: string, at: number, vouched?: readonly string[]) => boolean,
  failure: string,
  quoted: string | undefined,
): { text: string; id: string } | undefined {
  const reply = messages[from + 1];
  if (reply?.role !== "assistant" || proseOfMessage(reply) === "") return undefined;
  const first = sentencesOf(proseOfMessage(reply))[0] ?? "";
  const text = first.replace(/^(?:fixed|done|solved|found it)\s*[:.!—–-]\s*/i, "").trim();
  const vouched = [...(quoted === undefined ? [] : [quoted]), ...testNamesOf(failure)];
  if (text.length < 12 || text.length > 200 || /\?\s*$/.test(text) || looksLikeInstruction(text) || echoes(text, from + 1, vouched)) return undefined;
  // Code keeps its case: "Price.format wrapped …", "Parser::new now …" (decision 0322), Ruby's "Order#fulfil now …"
  // (decision 0372), a name with a capital inside ("CartBadge now calls …"; decision 0382); so does a language's or a platform's name: "Haskell's round …" (decision 0323),
  // and a country's or a people's adjective: "Swiss francs are formatted …" (decision 0591), and a day's or a month's name:
  // "Saturday nights now carry …" (decision 0609), and a name joined to another name by "and" or "or": "Alaska and Hawaii
  // now map …" (decision 0617).
  const opensWithCode =
    /^[A-Z]\w*(?:\.[A-Za-z_]|::|#[a-z_]|\()|^[A-Z][a-z]+[A-Z]\w*\b|^[A-Z][a-z]{1,30}(?:,\s[A-Z][a-z]{1,30}){0,4},?\s(?:and|or)\s[A-Z][a-z]{1,30}\b/.test(
      text,
    ) ||
    isProperName(firstWord(text)) ||
    isDemonym(firstWord(text)) ||
    isCalendarName(firstWord(text));
  // A name the failed run printed as code keeps its capital too: Go's "exported function New should have comment" names
  // "New" (decision 0377), and the race detector's "(*Store).Set()" names "Set" (decision 0429).
  const word = firstWord(text);
  const named = word.length >= 2 && (namedInside(messages, word) || namedAsCode(failure, word) || calledInOutput(failure, word));
  // The article "A" opening it is lowered as any other first word ("A reversal now subtracts …"; decision 0600).
  const lowered = /^(?:[A-Z][a-z]|A\s+[a-z])/.test(text) && !opensWithCode && !named ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return { text: trimTrailing(rewritePronouns(lowered, "agent"), /[.!]/), id: reply.id };
}

/** A sentence's first word without a possessive ("Grover's" -> "Grover"). */
const firstWord = (text: string): string => /^[A-Za-z][\w-]*/.exec(text)?.[0].replace(/['’]s$/, "") ?? "";

/**
 * Whether `word` is written capitalized inside a sentence of the session ("… PDFs with Grover in …"): a name, which
 * keeps its capital where a sentence opening with it is lowered after a colon (decision 0299).
 */
function namedInside(messages: readonly Message[], word: string): boolean {
  if (word.length < 2) return false;
  return messages.some((message) => writtenInside(proseOfMessage(message), word));
}

/** A word that says the next one is code's name: "function New", "method Get", "type Cache". */
const codeKindBefore = /(?:^|\s)(?:function|func|method|type|struct|class|def|const|var|interface|field|module|enum)\s+$/;
/** Whether `text` names `word` as code, a whole word right after a word of code's kind (`codeKindBefore`). */
function namedAsCode(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!/\w/.test(text.charAt(at + word.length)) && codeKindBefore.test(text.slice(Math.max(0, at - 12), at))) return true;
  }
  return false;
}

/**
 * Whether `text` prints `word` as a method called on something, "(*Store).Set()" or "cart.Total(…)" in a stack or a trace
 * (decision 0429), or as a function called on its own, "Total() = 1499, want 1500" as Go's tests print one (decision 0553):
 * code's name, which keeps its capital. A word inside another ("SubTotal(") is none.
 */
function calledInOutput(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (text.charAt(at + word.length) === "(" && (text.charAt(at - 1) === "." || !/\w/.test(text.charAt(at - 1)))) return true;
  }
  return false;
}

/** Whether `text` holds `word` as a whole word after spaces that follow a lowercase letter, a digit, "," or ";". */
function writtenInside(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (/\w/.test(text.charAt(at + word.length))) continue;
    let before = at - 1;
    while (before >= 0 && /\s/.test(text.charAt(before))) before--;
    if (before < at - 1 && before >= 0 && /[a-z0-9,;]/.test(text.charAt(before))) return true;
  }
  return false;
}

/**
 * Whether a failed run only reports what the agent's own earlier edit left behind: its output quotes a
 * name ('fetchUser') that an edit before it took out. Renaming or removing something and then mending
 * its callers is the change being finished, not a fault found and fixed (decision 0273).
 */
function ownBreakage(run: CommandRun, edits: readonly FileEdit[]): boolean {
  const removed = edits.filter((edit) => edit.at < run.at && edit.removed.size > 0);
  return removed.length > 0 && quotedNames(run.output).some((name) => removed.some((edit) => edit.removed.has(name)));
}

/**
 * A failure fixed by editing files: a build or test command that failed, files edited after it, and
 * the same command passing next, with no other command run in between (that case is `toolFixes`'s):
 * "`pnpm test -- watcher` failed with "Error: …" and passed after editing watcher.test.ts: <the
 * agent's first sentence after it>." Trust "tool", or "agent" when the agent's sentence is part of it.
 * A failure that quotes a name the agent's own edit took out is not one (`ownBreakage`).
 */
export function editFixes(messages: readonly Message[]): SourcedFact[] {
  const { runs, edits } = runsOf(messages);
  const echoes = toolOutputEcho(messages);
  const out: SourcedFact[] = [];
  runs.forEach((run, i) => {
    if (!run.failed || commandPurpose(run.command) === undefined || (i > 0 && runs[i - 1]!.command === run.command && runs[i - 1]!.failed)) return;
    const next = runs[i + 1];
    if (next === undefined || next.command !== run.command || !cleanPass(next)) return;
    const between = edits.filter((edit) => edit.at > run.at && edit.at < next.at);
    if (between.length === 0 || ownBreakage(run, edits)) return;
    const files = [...new Set(between.map((edit) => edit.file))].slice(0, 3);
    const error = errorLine(run.output);
    const explanation = explanationAfter(messages, next.at, echoes, run.output, error);
    const sentence = (quoted: string | undefined) => {
      const base = `\`${run.command}\` failed${quoted === undefined ? "" : ` with "${quoted}"`} and passed after editing ${files.join(", ")}`;
      return finishSentence(explanation === undefined ? base : `${base}: ${explanation.text}`);
    };
    // A fact holds at most maxFactChars: the quoted error goes before the agent's explanation is cut (decision 0280).
    const whole = sentence(error);
    const content = whole.length > maxFactChars ? sentence(undefined) : whole;
    const ids = [run.result.id, ...between.map((edit) => edit.call.id), next.result.id, ...(explanation ? [explanation.id] : [])];
    out.push({ content, type: "solution", importance: 0.6, confidence: 0.75, tags: [], trust: explanation ? "agent" : "tool", sourceMessageIds: ids });
  });
  return out;
}
