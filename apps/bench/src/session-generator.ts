import type { Message, MessagePart } from "@engram/core";
import { SeededRandom } from "./seeded-random.js";

/**
 * Deterministic coding-agent sessions: user requests, assistant text, tool calls (read_file,
 * edit_file, run_command, grep) each followed by its tool result, mostly short outputs with some
 * long files and logs (2-8k chars) and git commit output, plus some emoji, CJK and accented text.
 */

export interface SessionOptions {
  /** Exactly this many messages. */
  readonly messages: number;
  readonly seed?: number;
}

export interface FollowUpOptions {
  /** The session the follow-ups continue (ids and timestamps carry on after its last message). */
  readonly after: readonly Message[];
  readonly count: number;
  readonly seed?: number;
}

export const defaultSeed = 0x5eed;

/** The system prompt every system under test receives. */
export const benchSystemPrompt = [
  "You are a senior software engineer working as a coding agent inside the user's repository.",
  "Use the tools to read files, search the code, edit files and run commands; never guess file contents.",
  "Before editing, read the file. After editing, run the relevant tests and report what changed.",
  "Keep answers short and concrete: name the files you touched and the commands you ran.",
  "When a command fails, read its output carefully and fix the cause rather than the symptom.",
  "Commit only when the user asks, with a conventional commit message (feat:, fix:, refactor:, test:, docs:).",
  "The repository is a TypeScript monorepo managed with pnpm workspaces and turbo; tests run with vitest.",
].join("\n");

const startTime = Date.UTC(2025, 2, 3, 9, 0, 0);

/** The directories, file names and identifiers generated sessions talk about (the personal-scale suite renames them). */
export const dirs = [
  "src/server/routes",
  "src/server/middleware",
  "src/client/components",
  "src/client/hooks",
  "packages/api/src/handlers",
  "packages/db/src/migrations",
  "packages/shared/src/utils",
  "apps/web/app/settings",
  "test/integration",
  "docs/guide",
];
export const files = [
  "users.ts",
  "auth.ts",
  "session-store.ts",
  "pagination.ts",
  "rate-limit.ts",
  "invoice-table.tsx",
  "use-debounce.ts",
  "format-date.ts",
  "0007_add_orders.sql",
  "i18n.ts",
  "café-menu.ts",
  "README.md",
];
export const idents = [
  "getUser",
  "createSession",
  "refreshToken",
  "paginate",
  "rateLimiter",
  "InvoiceTable",
  "useDebounce",
  "formatDate",
  "orderRepository",
  "translate",
  "parseMenuItem",
  "retryWithBackoff",
];
const nouns = ["users", "orders", "invoices", "sessions", "settings", "menu items", "webhooks", "audit log"];
const errors = [
  "TypeError: Cannot read properties of undefined (reading 'id')",
  'Error: expected 200 "OK", got 401 "Unauthorized"',
  "AssertionError: expected [ 1, 2 ] to deeply equal [ 1, 2, 3 ]",
  "ERR_MODULE_NOT_FOUND: Cannot find module './format-date.js'",
  "TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.",
  "SyntaxError: Unexpected token '<' in JSON at position 0",
];
const commitTypes = ["fix", "feat", "refactor", "test", "docs", "chore"];

const requestTemplates: ReadonlyArray<(r: SeededRandom) => string> = [
  (r) => `The test in ${path(r)} fails with \`${r.pick(errors)}\`. Can you find out why and fix it?`,
  (r) => `Add cursor pagination to the ${r.pick(nouns)} endpoint. Keep the page size configurable, default 50.`,
  (r) => `Rename \`${r.pick(idents)}\` to \`${r.pick(idents)}V2\` everywhere and update the imports.`,
  (r) => `Why is ${path(r)} so slow on large inputs? Profile it and suggest a fix before changing anything.`,
  () => `Please add i18n for the 日本語 locale. The save button should read 「設定を保存」 and the cancel one 「キャンセル」.`,
  () => `Merci ! Now make the café menu parser handle accented names like « Crème brûlée » and « Pâté en croûte ».`,
  () => `Looks good 👍 Commit this with a sensible message and then run the full test suite 🚀`,
  (r) => `Write unit tests for \`${r.pick(idents)}\` covering the empty case, a single item and ${r.int(2, 9)} items.`,
  (r) => `The CI job "${r.pick(["lint", "typecheck", "test", "build"])}" is red on main. Check the logs and fix it, no skipping tests.`,
  (r) => `Can you explain how ${path(r)} and ${path(r)} interact? I want to move the ${r.pick(nouns)} logic into one module.`,
  (r) => `用户反馈说 ${r.pick(nouns)} 页面在移动端加载很慢，请看一下 ${path(r)} 有没有多余的请求。`,
  (r) => `Bump the retry limit to ${r.int(3, 8)} and add jitter to \`retryWithBackoff\`, then update the docs in docs/guide.`,
];

const thoughtTemplates: ReadonlyArray<(r: SeededRandom) => string> = [
  (r) => `Let me look at ${path(r)} first to see how \`${r.pick(idents)}\` is wired.`,
  (r) => `I'll search for the other call sites of \`${r.pick(idents)}\` before changing the signature.`,
  (r) => `Running the ${r.pick(["unit", "integration", "e2e"])} tests to confirm the failure.`,
  (r) => `The handler never awaits \`${r.pick(idents)}\`, so the error escapes the try block. Fixing that now.`,
  () => `Now I'll update the import and re-run the type checker.`,
  () => `Checking the git status before committing.`,
];

const answerTemplates: ReadonlyArray<(r: SeededRandom) => string> = [
  (r) =>
    `Fixed. The bug was in ${path(r)}: \`${r.pick(idents)}\` returned \`undefined\` when the cache was cold, ` +
    `and the caller dereferenced it. I added an explicit check and a regression test; all ${r.int(40, 400)} tests pass.`,
  (r) =>
    `Done ✅ I changed ${r.int(2, 6)} files:\n- ${path(r)}: new \`${r.pick(idents)}\` helper\n- ${path(r)}: uses it\n` +
    `- ${path(r)}: tests for the empty and full cases\nTypecheck and lint are clean.`,
  (r) =>
    `Here is what I found. ${path(r)} re-renders on every keystroke because the memo key includes a fresh object. ` +
    `Moving the options object out of the component cuts the render count from ${r.int(30, 90)} to ${r.int(2, 6)}. ` +
    `I have not changed anything yet; say the word and I'll apply it.`,
  (r) =>
    `J'ai corrigé le parseur : les noms accentués (é, è, ê, ô, ç) sont maintenant normalisés en NFC avant la comparaison. ` +
    `Les ${r.int(5, 20)} tests passent.`,
  (r) => `完成了。我把 ${path(r)} 里的重复请求合并成一个，首屏请求数从 ${r.int(8, 15)} 个降到 ${r.int(2, 4)} 个。`,
  (r) =>
    `The pipeline is green again 🎉 The failure came from a stale snapshot in ${path(r)}; I regenerated it ` +
    `and checked the diff by hand: only the date format changed.`,
];

function path(r: SeededRandom): string {
  return `${r.pick(dirs)}/${r.pick(files)}`;
}

function codeLine(r: SeededRandom): string {
  const a = r.pick(idents);
  const b = r.pick(idents);
  switch (r.int(0, 9)) {
    case 0:
      return `export async function ${a}(input: ${r.pick(["string", "number", "Request", "UserId"])}): Promise<${r.pick(["User", "Order[]", "void", "Result<Invoice>"])}> {`;
    case 1:
      return `  const ${b}Result = await ${a}(input, { timeoutMs: ${r.int(100, 5000)} });`;
    case 2:
      return `  if (!${b}Result) throw new Error("${r.pick(nouns)} not found: " + input);`;
    case 3:
      return `  // ${r.pick(["TODO", "NOTE", "FIXME"])}: ${r.pick(["handle naïve dates ⏰", "cache this per request", "日付の形式を統一する", "keep in sync with the API docs"])}`;
    case 4:
      return `  return { ...${b}Result, updatedAt: new Date().toISOString() };`;
    case 5:
      return "}";
    case 6:
      return `import { ${a}, ${b} } from "../${r.pick(["utils", "db", "shared"])}/${r.pick(files).replace(/\.\w+$/, ".js")}";`;
    case 7:
      return `  for (const item of items.slice(0, ${r.int(10, 100)})) total += item.${r.pick(["price", "quantity", "weight"])};`;
    case 8:
      return `  expect(await ${a}("${r.hex(8)}")).toEqual({ id: "${r.hex(8)}", status: "${r.pick(["active", "closed", "pending"])}" });`;
    default:
      return "";
  }
}

function fileContent(r: SeededRandom, chars: number): string {
  const lines: string[] = [];
  let length = 0;
  let lineNo = 1;
  while (length < chars) {
    const line = `${String(lineNo).padStart(4)}  ${codeLine(r)}`;
    lines.push(line);
    length += line.length + 1;
    lineNo += 1;
  }
  return lines.join("\n");
}

function testLog(r: SeededRandom, chars: number): string {
  const lines = [`> vitest run --reporter=verbose`, ""];
  let length = 0;
  while (length < chars) {
    const ok = r.chance(0.9);
    const line = `${ok ? " ✓" : " ×"} ${path(r).replace(/\.\w+$/, ".test.ts")} > ${r.pick(idents)} > ${r.pick([
      "returns the first page",
      "rejects an expired token",
      "handles an empty list",
      "formats dates in the user's locale",
      "retries with backoff",
    ])} ${r.int(1, 400)}ms${ok ? "" : `\n   → ${r.pick(errors)}`}`;
    lines.push(line);
    length += line.length + 1;
  }
  lines.push("", ` Test Files  ${r.int(1, 3)} failed | ${r.int(20, 90)} passed`, ` Duration  ${r.int(2, 30)}.${r.int(10, 99)}s`);
  return lines.join("\n");
}

function commitOutput(r: SeededRandom): string {
  const subject = `${r.pick(commitTypes)}(${r.pick(["api", "web", "db", "auth", "i18n"])}): ${r.pick([
    "handle expired tokens",
    "paginate the orders list",
    "add 日本語 translations",
    "normalise accented menu names",
    "retry webhooks with jitter",
  ])}`;
  const files = r.int(1, 6);
  return `[main ${r.hex(7)}] ${subject}\n ${files} file${files > 1 ? "s" : ""} changed, ${r.int(1, 120)} insertions(+), ${r.int(0, 60)} deletions(-)`;
}

function grepOutput(r: SeededRandom): string {
  const hits = r.int(1, 12);
  const lines: string[] = [];
  for (let i = 0; i < hits; i++) lines.push(`${path(r)}:${r.int(1, 400)}:${codeLine(r).trim()}`);
  return lines.join("\n");
}

/** One assistant tool call and the output its tool returned. */
function toolExchange(r: SeededRandom): { toolName: string; input: Record<string, unknown>; output: unknown } {
  const long = r.chance(0.12);
  switch (r.pick(["read_file", "read_file", "edit_file", "run_command", "run_command", "grep"] as const)) {
    case "read_file":
      return { toolName: "read_file", input: { path: path(r) }, output: fileContent(r, long ? r.int(2000, 8000) : r.int(150, 900)) };
    case "edit_file": {
      const file = path(r);
      return {
        toolName: "edit_file",
        input: { path: file, old_string: codeLine(r), new_string: codeLine(r) },
        // Some tools return structured output; the systems serialize it as JSON.
        output: { ok: true, path: file, replacements: r.int(1, 3) },
      };
    }
    case "run_command": {
      if (r.chance(0.25)) {
        return { toolName: "run_command", input: { command: `git commit -am "${r.pick(commitTypes)}: update"` }, output: commitOutput(r) };
      }
      const command = r.pick(["pnpm test", "pnpm exec vitest run", "pnpm exec tsc --noEmit", "pnpm lint"]);
      return { toolName: "run_command", input: { command, cwd: r.pick(dirs) }, output: testLog(r, long ? r.int(2000, 8000) : r.int(120, 600)) };
    }
    case "grep":
      return { toolName: "grep", input: { pattern: r.pick(idents), path: r.pick(dirs) }, output: grepOutput(r) };
  }
}

/** Builds messages with running ids and timestamps; shared by sessions and follow-ups. */
class MessageWriter {
  readonly messages: Message[] = [];
  readonly random: SeededRandom;
  #index: number;
  #time: number;

  constructor(random: SeededRandom, firstIndex: number, firstTime: number) {
    this.random = random;
    this.#index = firstIndex;
    this.#time = firstTime;
  }

  push(role: Message["role"], parts: MessagePart[]): void {
    this.#time += this.random.int(1, 90) * 1000;
    this.messages.push({
      id: `msg-${String(this.#index).padStart(6, "0")}`,
      role,
      parts,
      createdAt: new Date(this.#time).toISOString(),
    });
    this.#index += 1;
  }

  get nextIndex(): number {
    return this.#index;
  }
}

/** A coding-agent session of exactly `messages` messages; a tool call is always followed by its result. */
export function generateSession(options: SessionOptions): Message[] {
  const r = new SeededRandom(options.seed ?? defaultSeed);
  const out = new MessageWriter(r, 0, startTime);
  const total = options.messages;
  const room = (): number => total - out.messages.length;
  while (room() > 0) {
    out.push("user", [{ type: "text", text: r.pick(requestTemplates)(r) }]);
    const steps = r.int(1, 8);
    for (let step = 0; step < steps && room() > 0; step++) {
      if (room() >= 2 && r.chance(0.75)) {
        const exchange = toolExchange(r);
        const toolCallId = `call_${out.nextIndex}`;
        const parts: MessagePart[] = [];
        if (r.chance(0.4)) parts.push({ type: "text", text: r.pick(thoughtTemplates)(r) });
        parts.push({ type: "tool-call", toolCallId, toolName: exchange.toolName, input: exchange.input });
        out.push("assistant", parts);
        out.push("tool", [{ type: "tool-result", toolCallId, toolName: exchange.toolName, output: exchange.output }]);
      } else {
        out.push("assistant", [{ type: "text", text: r.pick(thoughtTemplates)(r) }]);
      }
    }
    if (room() > 0) out.push("assistant", [{ type: "text", text: r.pick(answerTemplates)(r) }]);
  }
  return out.messages;
}

/**
 * User messages that continue a session, one per warm iteration. A user message is what starts
 * every agent turn, and it maps to exactly one message in every framework's format.
 */
export function generateFollowUps(options: FollowUpOptions): Message[] {
  const r = new SeededRandom((options.seed ?? defaultSeed) ^ 0xf011);
  const last = options.after.at(-1);
  const out = new MessageWriter(r, options.after.length, last ? Date.parse(last.createdAt) : startTime);
  for (let i = 0; i < options.count; i++) out.push("user", [{ type: "text", text: r.pick(requestTemplates)(r) }]);
  return out.messages;
}
