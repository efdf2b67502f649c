import type { Message } from "@engram/core";
import { ScenarioBuilder, type ScenarioTurn } from "./scenario-builder.js";
import * as files from "../fake-repository.js";

export interface Scenario {
  readonly title: string;
  readonly system: string;
  readonly turns: readonly ScenarioTurn[];
  /** The assistant's reply to the last call; appended to the session, no model call follows. */
  readonly trailing: readonly Message[];
  /** What the recap checks the final summary against. */
  readonly firstRequest: string;
  readonly commits: ReadonlyArray<{ readonly hash: string; readonly message: string }>;
  /** Recovery context a real agent would pass on a reactive retry (task list, recent git activity). */
  readonly recoveryContext: readonly string[];
}

const system = [
  "You are a coding agent working in the repository `shortly`, a small TypeScript link-shortener service on Fastify.",
  "Use the tools to read and edit files, run commands and commit with git. Keep changes small, run the tests before",
  "every commit, and ask the user when a decision is theirs to make.",
].join(" ");

const firstRequest =
  "Add rate limiting to POST /v2/links: at most 20 requests per minute per API key, and answer 429 with a " +
  "Retry-After header when a key goes over. Tests must stay green.";

const commits = [
  { hash: "3f2a9c1", message: "Add rate limiter" },
  { hash: "8b41e07", message: "Report 503 from /health when the database is down" },
  { hash: "91e5b3a", message: "Replace nanoid with node:crypto for slugs" },
  { hash: "c7d0e52", message: "Document v2 endpoints and rate limits" },
] as const;

function commitOutput(index: number, stat: string, extra = ""): string {
  const commit = commits[index]!;
  return `[main ${commit.hash}] ${commit.message}\n ${stat}${extra}`;
}

/**
 * The scripted session: a feature with a decision and a failing test, three topic changes, four
 * commits, an investigation with long tool output (the call the provider rejects), and a standup
 * note at the end that can only be written from the summary.
 */
export function buildScenario(): Scenario {
  const b = new ScenarioBuilder("2025-03-14T09:00:00.000Z");

  // Request 1: the feature. The agent explores, asks, implements, fails a test, fixes, commits.
  b.user(firstRequest, { afterMinutes: 0 });
  b.tool(
    {
      tool: "glob",
      input: { pattern: "src/**/*.ts" },
      output:
        "src/server.ts\nsrc/auth.ts\nsrc/db.ts\nsrc/routes/health.ts\nsrc/routes/links.ts\nsrc/routes/stats.ts\nsrc/tables/clicks.ts\nsrc/tables/links.ts",
    },
    { note: "I'll start with the layout of the service." },
  );
  b.tool({ tool: "read_file", input: { path: "src/server.ts" }, output: files.serverTs });
  b.tool({ tool: "read_file", input: { path: "src/routes/links.ts" }, output: files.linksTs });
  b.say(
    "The v2 routes run behind `requireApiKey`, so a limiter registered after it can key on `request.apiKey`. " +
      "Should the counters live in memory (fine for one instance) or in Redis (shared once you scale out)?",
  );
  b.user("In memory: we run a single instance for now. Use a sliding window, not fixed buckets.");
  b.tool({ tool: "write_file", input: { path: "src/middleware/rate-limit.ts", content: files.rateLimitTs }, output: "wrote 24 lines" });
  b.tool({
    tool: "edit_file",
    input: {
      path: "src/routes/links.ts",
      old: '  app.post<{ Body: { url: string; slug?: string } }>("/links", async (request, reply) => {',
      new:
        "  const limited = rateLimit({ limit: 20, windowMs: 60_000 });\n" +
        '  app.post<{ Body: { url: string; slug?: string } }>("/links", { preHandler: limited }, async (request, reply) => {',
    },
    output: "edited src/routes/links.ts (2 hunks)",
  });
  b.tool({ tool: "write_file", input: { path: "test/rate-limit.test.ts", content: files.rateLimitTest }, output: "wrote 24 lines" });
  b.tool({ tool: "run_command", input: { command: "npm test" }, seconds: 9, output: files.failingTestRun });
  b.tool(
    {
      tool: "edit_file",
      input: {
        path: "src/middleware/rate-limit.ts",
        old: "const retryAfter = Math.ceil(windowMs / 1000);",
        new: "const retryAfter = Math.ceil((recent[0]! + windowMs - now()) / 1000);",
      },
      output: "edited src/middleware/rate-limit.ts (1 hunk)",
    },
    { note: "Retry-After has to count down to when the oldest hit leaves the window, not the whole window." },
  );
  b.tool({ tool: "run_command", input: { command: "npm test" }, seconds: 9, output: files.passingTestRun });
  b.tool({
    tool: "run_command",
    input: { command: 'git add -A && git commit -m "Add rate limiter"' },
    output: commitOutput(
      0,
      "3 files changed, 91 insertions(+), 2 deletions(-)",
      "\n create mode 100644 src/middleware/rate-limit.ts\n create mode 100644 test/rate-limit.test.ts",
    ),
  });
  b.say("Done: POST /v2/links allows 20 requests a minute per key (sliding window, in memory), then 429 with Retry-After. Committed as 3f2a9c1.");

  // Request 2: a topic change.
  b.user("Unrelated: /health says ok even when Postgres is down. Make it ping the database and answer 503 when it can't.", {
    afterMinutes: 6,
  });
  b.tool({ tool: "read_file", input: { path: "src/routes/health.ts" }, output: files.healthTs });
  b.tool({ tool: "read_file", input: { path: "src/db.ts" }, output: files.dbTs });
  b.tool({
    tool: "edit_file",
    input: {
      path: "src/routes/health.ts",
      old: '  app.get("/health", async () => ({',
      new:
        '  app.get("/health", async (_request, reply) => {\n    const database = await app.db.ping().then(() => "ok", () => "unreachable");\n' +
        '    if (database !== "ok") return reply.code(503).send({ status: "degraded", database });\n    return {',
    },
    output: "edited src/routes/health.ts (2 hunks)",
  });
  b.tool({
    tool: "run_command",
    input: { command: "npm test -- health" },
    seconds: 6,
    output:
      " ✓ test/health.test.ts (3 tests) 14ms\n   ✓ answers 200 with database ok\n   ✓ answers 503 when the ping rejects\n   ✓ reports the version\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)",
  });
  b.tool({
    tool: "run_command",
    input: { command: 'git commit -am "Report 503 from /health when the database is down"' },
    output: commitOutput(1, "2 files changed, 29 insertions(+), 4 deletions(-)"),
  });
  b.say("/health now pings Postgres and answers 503 with `database: unreachable` when it can't. Committed as 8b41e07.");

  // Request 3: another topic change.
  b.user("CI is red on Node 22 only: ERR_REQUIRE_ESM from nanoid in links.test.ts. Can you fix it?", { afterMinutes: 11 });
  b.tool({ tool: "run_command", input: { command: "gh run view 8812 --log-failed" }, seconds: 4, output: files.ciLog });
  b.tool(
    {
      tool: "edit_file",
      input: {
        path: "src/routes/links.ts",
        old: 'import { nanoid } from "nanoid";',
        new: 'import { randomBytes } from "node:crypto";\n\nconst newSlug = () => randomBytes(6).toString("base64url");',
      },
      output: "edited src/routes/links.ts (2 hunks)",
    },
    { note: "nanoid 5 is ESM-only and the CJS test build require()s it; node:crypto makes slugs without the dependency." },
  );
  b.tool({
    tool: "run_command",
    input: { command: "npm uninstall nanoid && npm test" },
    seconds: 14,
    output: `removed 1 package, and audited 212 packages in 2s\n\n${files.passingTestRun}`,
  });
  b.tool({
    tool: "run_command",
    input: { command: 'git commit -am "Replace nanoid with node:crypto for slugs"' },
    output: commitOutput(2, "3 files changed, 4 insertions(+), 19 deletions(-)"),
  });
  b.say("Fixed: slugs come from node:crypto now and nanoid is gone, so the CJS build loads on Node 22. Committed as 91e5b3a.");

  // Request 4: docs.
  b.user("The README still documents the v1 endpoints. Update the API section to v2 and mention the new rate limit.", {
    afterMinutes: 4,
  });
  b.tool({ tool: "read_file", input: { path: "README.md", lines: "40-60" }, output: files.readmeApi });
  b.tool({
    tool: "edit_file",
    input: {
      path: "README.md",
      old: "## API (v1)",
      new: "## API (v2)\n\nAll paths start with `/v2`. POST /v2/links allows 20 requests a minute per API key, then answers 429 with Retry-After.",
    },
    output: "edited README.md (6 hunks)",
  });
  b.tool({
    tool: "run_command",
    input: { command: 'git commit -am "Document v2 endpoints and rate limits"' },
    output: commitOutput(3, "1 file changed, 16 insertions(+), 11 deletions(-)"),
  });
  b.say("The README documents the v2 paths and the rate limit now. Committed as c7d0e52.");

  // Request 5: an investigation with long tool output and no commit. The provider rejects one call.
  b.user("GET /v2/:slug p99 went from 40ms to over 300ms since Tuesday's deploy. Find out why, but don't change anything yet.", {
    afterMinutes: 9,
  });
  b.tool({ tool: "run_command", input: { command: "scripts/latency-by-route.sh 2025-03-13 2025-03-10" }, seconds: 5, output: files.latencyLog });
  b.tool({ tool: "read_file", input: { path: "src/tables/links.ts" }, output: files.linksTableTs });
  b.tool(
    {
      tool: "run_command",
      input: { command: `psql "$DATABASE_URL" -c "explain analyze select * from links where lower(slug) = lower('k3Xq9aZp') limit 1" -c "\\d links"` },
      seconds: 3,
      output: files.explainOutput,
    },
    { providerRejects: true },
  );
  b.tool({ tool: "read_file", input: { path: "migrations/0007_case_insensitive_slugs.sql" }, output: files.migration0007 });
  b.say(
    "Found it: migration 0007 made links.find() match lower(slug), and there is no index on lower(slug), so every " +
      "redirect is a sequential scan over 1.24M rows (212 ms in EXPLAIN ANALYZE). The migration even has a TODO for " +
      "the index. Should I add a migration with `create index concurrently links_lower_slug_idx on links (lower(slug))`?",
  );

  // Request 6: after lunch. Most of the morning now lives only in the summary.
  b.user("Yes, after standup. First write me a three-line standup note of what we shipped this morning, with the commit hashes.", {
    afterMinutes: 75,
  });
  b.say(
    "Shipped this morning:\n- 3f2a9c1 rate limiting on POST /v2/links (20/min per key, 429 + Retry-After)\n" +
      "- 8b41e07 /health answers 503 when Postgres is down; 91e5b3a nanoid replaced by node:crypto (CI green on Node 22)\n" +
      "- c7d0e52 README documents the v2 endpoints and the rate limit. Next: the lower(slug) index for the p99 regression.",
  );

  const { turns, trailing } = b.build();
  return {
    title: "shortly: rate limiting, a health check, a CI fix, docs and a latency hunt",
    system,
    turns,
    trailing,
    firstRequest,
    commits,
    recoveryContext: [
      "Open tasks: find why GET /v2/:slug p99 regressed after Tuesday's deploy (no changes yet).",
      "Recent git activity: c7d0e52 Document v2 endpoints and rate limits; 91e5b3a Replace nanoid with node:crypto for slugs.",
    ],
  };
}
