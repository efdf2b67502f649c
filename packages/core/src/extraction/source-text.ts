import { stripInjectedMemory } from "./memory-fence.js";
import { redactText } from "../redaction/redact-secrets.js";

/** Past this many characters a message is a paste: only its opening paragraph is the speaker's own. */
export const pasteChars = 2_000;
/** Sentences longer than this are not short facts. */
export const maxSentenceChars = 280;

/** Lines of stack traces, compiler and package-manager errors and logs. */
const noiseLine = new RegExp(
  [
    String.raw`^\s+at\s+\S.*(?:\(|:\d+)`,
    String.raw`^\s*Traceback \(most recent call last\)`,
    String.raw`^\s*File "[^"]+", line \d+`,
    String.raw`^\s*(?:[A-Z][A-Za-z]*(?:Error|Exception|Warning)|panic|fatal|FATAL|ERROR|WARN|INFO|DEBUG|TRACE)\b[:\s\[]`,
    String.raw`^\s*(?:npm|pnpm|yarn) (?:ERR!|ERR_|WARN)`,
    String.raw`^\s*(?:error|warning) (?:TS|CS|E)\d+`,
    String.raw`^\S+\.\w+[:(]\d+[:,]\d+\)?[:\s-]+(?:error|warning)`,
    String.raw`^\s*\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}`,
    String.raw`^\s*\^+\s*$`,
    String.raw`^\s*\d+\s*\|`,
    String.raw`^\s*(?:Caused by|During handling of the above exception)`,
  ].join("|"),
);

/** Whether a line is part of an error dump or a log rather than prose. */
export function isNoiseLine(line: string): boolean {
  return noiseLine.test(line);
}

/** Whether a line reads like code (braces, semicolons, keywords at the start, operators). */
export function isCodeLine(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed === "") return false;
  const keyword = /^(?:import|export|const|let|var|function|class|interface|type|return|def|fn|pub|package|#include)\s+[\w{*]/;
  if (keyword.test(trimmed) && /[=({;]/.test(trimmed) && !/[.!?]$/.test(trimmed)) return true;
  if (/[;{}]\s*$/.test(trimmed) && !/[.!?]\s*$/.test(trimmed)) return true;
  return /^[)\]}]+[;,]?$/.test(trimmed) || /^(?:\$|>>>|PS>)\s/.test(trimmed);
}

const fenceOpening = /^(?:`{3,}|~{3,})/;
const fenceRest = /^[ \t]*\r?$/;

/**
 * `text` with each fenced code block (a line opening with 3+ backticks or tildes, to the line that is
 * the same fence alone, or to the end) replaced by a blank line. Line by line, so an unclosed fence
 * costs one pass (the pattern this replaces read the rest of the text again for every fence line).
 */
function withoutFencedCode(text: string): string {
  if (!text.includes("```") && !text.includes("~~~")) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = fenceOpening.exec(lines[i]!)?.[0];
    if (fence === undefined || i === lines.length - 1) {
      out.push(lines[i]!);
      continue;
    }
    let j = i + 1;
    while (j < lines.length && !(lines[j]!.startsWith(fence) && fenceRest.test(lines[j]!.slice(fence.length)))) j++;
    out.push("", "");
    i = j;
  }
  return out.join("\n");
}

/**
 * The prose a message's speaker wrote, ready for sentence rules: injected blocks stripped, secrets
 * redacted, fenced and indented code removed, stack traces and log lines removed, and a paste cut to
 * its opening paragraph.
 */
export function proseOf(text: string): string {
  let out = redactText(stripInjectedMemory(text));
  out = withoutFencedCode(out);
  if (out.length > pasteChars) out = out.split(/\n\s*\n/)[0] ?? "";
  const lines = out.split("\n").filter((line) => !isNoiseLine(line) && !isCodeLine(line) && !/^( {4}|\t)\S/.test(line));
  return lines.join("\n").trim();
}

const abbreviations = /(?:^|\s)(?:e\.g|i\.e|etc|vs|approx|cf|mr|mrs|ms|dr|no|fig|incl)\.$/i;
/**
 * A name of code that ends with "!", as Elixir's and Ruby's functions that raise do ("Cldr.Number.to_string!",
 * "Repo.insert!", "to_string!"): a name with a dot or an underscore in it, where a word of prose has neither (decision
 * 0326).
 */
const bangName = /(?:^|\s)`?[\w.:]{0,80}[._]\w{1,80}!`?$/;

/**
 * Splits prose into sentences: at line breaks, list bullets, and `.`/`!`/`?` before whitespace (not after "e.g.", nor
 * after a name of code ending in "!" when the words after it go on in lowercase).
 */
export function sentencesOf(prose: string): string[] {
  const out: string[] = [];
  for (const rawLine of prose.split("\n")) {
    const line = rawLine.replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, "").trim();
    if (!line) continue;
    let current = "";
    const pieces = line.split(/(?<=[.!?])\s+/);
    for (const [i, piece] of pieces.entries()) {
      current = current ? `${current} ${piece}` : piece;
      if (abbreviations.test(current)) continue;
      if (bangName.test(current) && /^\p{Ll}/u.test(pieces[i + 1] ?? "")) continue;
      if (current.trim()) out.push(current.trim());
      current = "";
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}
