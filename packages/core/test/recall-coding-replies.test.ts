import { describe, expect, it } from "vitest";
import { createInMemoryStore, createMemory, type Message } from "./core-internals.js";

/**
 * A coding agent's archive: questions the agent answered and requests it carried out after tool work
 * (reads, test runs, greps), its conclusion sharing few or none of the words a later question uses,
 * among 30 routine sessions that share the project's vocabulary. Decision 0263 measured on it: before
 * it, the items holding the conclusions ranked [none, none, 2nd, 3rd, 1st, 2nd, none, 5th] (a reply that
 * opens with a remark before its tools, or runs past 8 events, had its conclusion never read as the
 * answer; a request had no answer read).
 */
let clock = Date.parse("2026-06-01T09:00:00Z");
let counter = 0;
const next = () => ({ id: `m${counter++}`, createdAt: new Date((clock += 60_000)).toISOString() });
const user = (text: string): Message => ({ ...next(), role: "user", parts: [{ type: "text", text }] });
const say = (text: string): Message => ({ ...next(), role: "assistant", parts: [{ type: "text", text }] });
function call(toolName: string, input: Record<string, unknown>, text?: string): Message[] {
  const { id, createdAt } = next();
  return [
    {
      id,
      createdAt,
      role: "assistant",
      parts: [...(text ? [{ type: "text" as const, text }] : []), { type: "tool-call", toolCallId: `c-${id}`, toolName, input }],
    },
    { ...next(), role: "tool", parts: [{ type: "tool-result", toolCallId: `c-${id}`, toolName, output: `${toolName} done: ${JSON.stringify(input)}` }] },
  ];
}
const reads = (count: number): Message[] => Array.from({ length: count }, (_, index) => call("Read", { file_path: `src/file${index}.ts` })).flat();

/** A person's question or request, the agent's tool work on it, and its conclusion, written in that order. */
function worked(request: string, work: () => Message[], conclusion: string): Message[] {
  const asked = user(request);
  return [asked, ...work(), say(conclusion)];
}

const sessions: Record<string, Message[]> = {
  watcher: worked(
    "Why does the watcher test time out on CI?",
    () => [...call("Bash", { command: "pnpm test -- watcher" }, "Let me run it."), ...reads(5)],
    "It slept 100 ms, too short on slow runners; it now waits for the change event instead, and passes.",
  ),
  driver: worked(
    "Which database driver should the importer use?",
    () => reads(6),
    "Use postgres.js rather than pg: it streams COPY without buffering, needed for 2 GB files.",
  ),
  report: worked(
    "How do I regenerate the API report?",
    () => [...call("Bash", { command: "ls scripts" }), ...reads(3)],
    "node scripts/api-report.mjs --write after changing exports; CI compares without --write.",
  ),
  build: worked(
    "Can you find out why the build is slow?",
    () => reads(8),
    "It was type-checking the test files twice; tsconfig.build.json now excludes test/, from 48 s to 19 s.",
  ),
  port: worked("What port does the dev server use?", () => [], "It uses port 5173, Vite's default."),
  retry: worked(
    "Where is the retry policy for the queue configured?",
    () => [...call("Grep", { pattern: "retry" }, "Searching."), ...reads(2)],
    "In src/jobs/policy.ts: maxRetries is 5 with exponential backoff starting at 200 ms.",
  ),
  flaky: worked(
    "The upload test is flaky on CI, fix it",
    () => [...call("Bash", { command: "pnpm test -- upload" }), ...reads(4)],
    "Done: it raced the temp directory cleanup; each case now gets its own directory.",
  ),
  lint: worked("Make the lint step in CI faster", () => reads(5), "Biome replaces ESLint and Prettier now; the step takes 4 s instead of 70 s."),
};
for (let index = 0; index < 30; index++) {
  sessions[`routine-${index}`] = worked(
    `Rename variable number ${index} in the parser module please?`,
    () => reads(2),
    `Renamed variable ${index} in the parser module.`,
  );
}

const questions: [query: string, conclusion: string][] = [
  ["why did the watcher test time out on CI?", "waits for the change event"],
  ["which database driver did we pick for the importer?", "postgres.js"],
  ["how do I regenerate the API report?", "api-report.mjs --write"],
  ["why was the build slow?", "type-checking the test files"],
  ["what port does the dev server use?", "port 5173"],
  ["where is the queue retry policy configured?", "maxRetries is 5"],
  ["how did we fix the flaky upload test?", "its own directory"],
  ["what did we do about the slow lint step in CI?", "Biome replaces ESLint"],
];

describe("a coding agent's answers, recalled in a later session", () => {
  it("recalls each conclusion the agent reached after tool work, within 400 tokens", async () => {
    const memory = createMemory({ store: createInMemoryStore(), scope: { workspace: "repo", user: "dev" } });
    for (const [id, messages] of Object.entries(sessions)) await (await memory.session(id)).append(messages);
    const ranks: number[] = [];
    for (const [query, conclusion] of questions) {
      const { items } = await memory.recall(query, { budgetTokens: 400 });
      ranks.push(items.findIndex((item) => item.text.includes(conclusion)));
    }
    // The watcher's conclusion second, after its question with the test run's output (the query's own
    // words); the requests' conclusions second, after the request itself.
    expect(ranks).toEqual([1, 0, 0, 0, 0, 0, 1, 1]);
  });
});
