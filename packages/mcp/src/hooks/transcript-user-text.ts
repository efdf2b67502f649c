/**
 * What a text block of a Claude Code user line is. Claude Code writes more than the person's words as
 * user lines: the record of a slash command, its local output, the notice a background task finished,
 * the marker an interrupt leaves, and a shell command the person ran in bash mode (`!ls`) with its
 * output. Engram archives the person's words as the user's, a slash command or a bash-mode command as
 * the request the person typed, notices (a bash-mode command's output among them) as labelled system
 * messages, and leaves the rest out (decision 0160).
 */
export type UserText =
  /** The person's own words. */
  | { readonly kind: "words"; readonly text: string }
  /** A slash command as the person typed it (`/review the auth module`); its expansion is a meta line, left out. */
  | { readonly kind: "slash-command"; readonly text: string; readonly command: string; readonly args: string }
  /** A shell command the person ran in bash mode, as typed (`!pnpm test`). */
  | { readonly kind: "bash-input"; readonly text: string; readonly command: string }
  /** Text Claude Code wrote, not the person: archived as a system message labelled with what it is. */
  | { readonly kind: "notice"; readonly label: ClaudeCodeNotice; readonly text: string }
  /** A command's local output or caveat: not conversation. */
  | { readonly kind: "left-out" };

/** The notices Claude Code writes as user lines. */
export type ClaudeCodeNotice = "task-notification" | "interrupt" | "bash-output";

/** Claude Code's own record of a command or of a command's output, at the start of a user text. */
const commandRecord = /^<(?:command-name|command-message|command-args|local-command-stdout|local-command-stderr|local-command-caveat)>/;
const commandName = /<command-name>([^<]{1,200})<\/command-name>/;
const commandArgs = /<command-args>([\s\S]*?)<\/command-args>/;
/** The markers Claude Code leaves when the person interrupts a reply or a tool call. */
const interruptMarker = /^\[Request interrupted by user(?: for tool use)?\]$/;
/** A bash-mode command as Claude Code records it, and the record of its output. */
const bashInput = /^<bash-input>([\s\S]*)<\/bash-input>$/;
const bashOutput = /^<bash-(?:stdout|stderr)>/;

/**
 * Classifies one text block of a user line (already trimmed, Engram's injected memory stripped). A
 * command record with a `<command-name>` becomes the request as typed, `/name args`; one without (a
 * command's output, a caveat) is left out. A text that is only an interrupt marker, or starts with
 * `<task-notification>`, is a notice; so is a bash-mode command's output. A bash-mode command is the
 * request as typed, `!command` (an empty one is left out).
 */
export function classifyUserText(text: string): UserText {
  if (text.startsWith("<task-notification>")) return { kind: "notice", label: "task-notification", text };
  if (interruptMarker.test(text)) return { kind: "notice", label: "interrupt", text };
  if (bashOutput.test(text)) return { kind: "notice", label: "bash-output", text };
  const shell = bashInput.exec(text);
  if (shell !== null) {
    const command = shell[1]!.trim();
    return command === "" ? { kind: "left-out" } : { kind: "bash-input", text: `!${command}`, command };
  }
  if (!commandRecord.test(text)) return { kind: "words", text };
  const name = commandName.exec(text)?.[1]?.trim();
  if (name === undefined || name === "" || /\s/.test(name)) return { kind: "left-out" };
  const command = name.startsWith("/") ? name : `/${name}`;
  const args = commandArgs.exec(text)?.[1]?.trim() ?? "";
  return { kind: "slash-command", text: args === "" ? command : `${command} ${args}`, command, args };
}
