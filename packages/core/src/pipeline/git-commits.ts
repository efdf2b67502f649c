import { clipText } from "../message/message-text.js";

export interface GitCommit {
  hash: string;
  message: string;
}

const commitLine = /^\[[^\]\s]+(?: \(root-commit\))? ([0-9a-f]{7,40})\] ([^\n]+)/gm;
const logEntry = /^commit ([0-9a-f]{40})\b[^\n]*\n(?:[A-Za-z-]+:[^\n]*\n)*\n {4}([^\n]+)/gm;

/**
 * Git commits (hash and subject) in git's own output: the `[branch hash] subject` line `git commit`
 * prints and the `commit <hash>` blocks of `git log`. Trust the text only when `isGitCommitCall`
 * says a git command produced it.
 */
export function commitsInText(text: string): GitCommit[] {
  const commits: GitCommit[] = [];
  for (const match of text.matchAll(commitLine)) commits.push({ hash: match[1]!, message: clipText(match[2]!, 200) });
  for (const match of text.matchAll(logEntry)) commits.push({ hash: match[1]!.slice(0, 12), message: clipText(match[2]!, 200) });
  return commits;
}

/** Tools that run one git command themselves (an MCP git server's `git_commit`, `git_log`). */
const gitTools = /^git[_-]?(?:commit|log)$/i;
/** The git subcommands whose output lists commits. */
const commitSubcommands = new Set(["commit", "log"]);
/** git subcommands that may share an `&&` chain with a commit: they print nothing a repository's files decide. */
const quietSubcommands = new Set(["add", "rm", "mv", "push"]);
/** git's global options that take the next word as their value. */
const optionsWithValue = new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env"]);
/** Outside quotes, any of these makes a command more than one git invocation (pipes, lists, redirects, substitutions). */
const shellOperators = new Set([";", "|", "&", "<", ">", "`", "(", ")", "{", "}", "\n", "\r"]);

/**
 * The words of a shell command, or undefined when it is anything but words and `&&`: an operator,
 * a command substitution or an unclosed quote outside single quotes makes it undecidable here.
 */
function shellWords(command: string): string[] | undefined {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else word += c;
    } else if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === "`" || (c === "$" && command[i + 1] === "(")) return undefined;
      else if (c === "\\" && i + 1 < command.length) word += command[++i];
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === " " || c === "\t") {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else if (c === "&" && command[i + 1] === "&") {
      if (inWord) words.push(word);
      words.push("&&");
      word = "";
      inWord = false;
      i++;
    } else if (shellOperators.has(c)) {
      return undefined;
    } else if (c === "\\") {
      if (i + 1 >= command.length || command[i + 1] === "\n") return undefined;
      word += command[++i];
      inWord = true;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quote) return undefined;
  if (inWord) words.push(word);
  return words;
}

/** The subcommand when argv runs git (optionally after `NAME=value` assignments), else undefined. */
function gitSubcommand(argv: readonly string[]): string | undefined {
  let i = 0;
  while (i < argv.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(argv[i]!)) i++;
  const program = argv[i];
  if (program !== "git" && !program?.endsWith("/git")) return undefined;
  for (i++; i < argv.length; i++) {
    const word = argv[i]!;
    if (optionsWithValue.has(word)) i++;
    else if (!word.startsWith("-")) return word;
  }
  return undefined;
}

function isGitCommitArgv(argv: readonly string[]): boolean {
  const subcommand = gitSubcommand(argv);
  return subcommand !== undefined && commitSubcommands.has(subcommand);
}

/**
 * A commit message passed as Claude Code passes it, `"$(cat <<'EOF'`, its lines, `EOF`, `)"`: a heredoc
 * with a quoted delimiter, so nothing in it is expanded and `cat` prints exactly its lines as the
 * argument. Replaced by a plain argument before the command is parsed; any other substitution still
 * makes the command undecidable.
 */
const heredocOpening = /"\$\(cat <<-?(['"])([A-Za-z_][A-Za-z0-9_]{0,30})\1\n/g;
/**
 * The longest command read for heredocs: a commit command is far shorter. Each opening is followed to
 * its delimiter line by a search, so a longer command (hostile tool input: openings without delimiters,
 * one after another) would cost its length for every opening; it is left as it is, and a substitution
 * makes it undecidable.
 */
export const maxHeredocCommandChars = 16_384;

function withoutQuotedHeredocs(command: string): string {
  if (!command.includes("<<") || command.length > maxHeredocCommandChars) return command;
  let out = "";
  let copied = 0;
  heredocOpening.lastIndex = 0;
  for (let opening = heredocOpening.exec(command); opening !== null; opening = heredocOpening.exec(command)) {
    const delimiter = `${opening[2]!}\n`;
    const body = heredocOpening.lastIndex;
    // The first line that is the delimiter alone and is followed by `)"`: the heredoc's end.
    let end = -1;
    for (let line = body; line <= command.length; ) {
      if (command.startsWith(delimiter, line)) {
        let after = line + delimiter.length;
        while (command[after] === " ") after++;
        if (command.startsWith(')"', after)) {
          end = after + 2;
          break;
        }
      }
      const next = command.indexOf("\n", line);
      if (next < 0) break;
      line = next + 1;
    }
    if (end < 0) {
      // No end: read on from the next character, as a global pattern would.
      heredocOpening.lastIndex = opening.index + 1;
      continue;
    }
    out += `${command.slice(copied, opening.index)}"message"`;
    copied = end;
    heredocOpening.lastIndex = end;
  }
  return copied === 0 ? command : out + command.slice(copied);
}

/**
 * Whether a shell command is an `&&` chain of git commands with at least one `git commit` or
 * `git log`, where the other links print nothing a repository's files decide: `cd <dir>`, and
 * `git add`, `rm`, `mv`, `push`.
 */
function isGitCommitCommand(command: string): boolean {
  const words = shellWords(withoutQuotedHeredocs(command));
  if (!words) return false;
  const segments: string[][] = [[]];
  for (const word of words) {
    if (word === "&&") segments.push([]);
    else segments.at(-1)!.push(word);
  }
  let commits = 0;
  for (const segment of segments) {
    if (segment[0] === "cd" && segment.length === 2) continue;
    const subcommand = gitSubcommand(segment);
    if (subcommand !== undefined && commitSubcommands.has(subcommand)) commits++;
    else if (subcommand === undefined || !quietSubcommands.has(subcommand)) return false;
  }
  return commits > 0;
}

/**
 * Whether a tool call is a git command whose output may list commits: a tool named for it
 * (`git_commit`, `git_log`), or a call whose `command` (or `cmd`) is a `git commit` / `git log`
 * invocation: an argv array, or a shell string parsed as words, which may chain with `&&` only
 * `cd <dir>` and `git add`/`rm`/`mv`/`push` (pipes, `;`, `||`, redirects and substitutions refuse
 * it, but for a message passed as a quoted heredoc, `-m "$(cat <<'EOF' … EOF )"`, as Claude Code writes it). Any other tool's output (a `cat README`, a web page) cannot add a commit, whatever it prints.
 */
export function isGitCommitCall(toolName: string, input: unknown): boolean {
  if (gitTools.test(toolName)) return true;
  if (typeof input !== "object" || input === null) return false;
  const { command, cmd } = input as { command?: unknown; cmd?: unknown };
  const given = command ?? cmd;
  if (typeof given === "string") return isGitCommitCommand(given);
  if (Array.isArray(given) && given.every((word) => typeof word === "string")) return isGitCommitArgv(given);
  return false;
}
