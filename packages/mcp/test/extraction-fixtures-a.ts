import { TranscriptWriter } from "./claude-transcript.js";
import { type WrittenFixture, hostileOutput, injectedFinding } from "./extraction-fixture-kit.js";

/** Coding sessions for the extraction measure, part a in the order they were written (extraction-transcripts.ts). */
export const fixturesA: readonly WrittenFixture[] = [
  {
    name: "conventions and a command that works",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user("c-u1", "Add a --since option to `engram session list`. We use pnpm, not npm. Tests go in test/ next to src."),
        w.toolUse("c-a1", "toolu_c1", "Bash", { command: "npm test", description: "Run the tests" }),
        w.toolResult("c-r1", "toolu_c1", 'Exit code 1\nnpm error Missing script: "test"', true),
        w.toolUse("c-a2", "toolu_c2", "Edit", { file_path: `${project}/packages/cli/src/session-list.ts`, old_string: "a", new_string: "b" }),
        w.toolResult("c-r2", "toolu_c2", `The file ${project}/packages/cli/src/session-list.ts has been updated.`),
        w.toolUse("c-a3", "toolu_c3", "Bash", { command: "pnpm --filter @engram/cli test", description: "Run the CLI tests" }),
        w.toolResult("c-r3", "toolu_c3", " Test Files  12 passed (12)\n      Tests  140 passed (140)"),
        w.assistant("c-a4", "Added `--since`; the CLI tests pass."),
      ];
    },
    expected: [
      ["The team uses pnpm, not npm.", "convention", "user"],
      ["Tests go in test/ next to src.", "convention", "user"],
      ["The tests run with `pnpm --filter @engram/cli test` (it passed).", "code_context", "tool"],
    ],
  },
  {
    name: "a flaky test fixed",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user("f-u1", "The watcher test is flaky on CI, fix it"),
        w.toolUse("f-a1", "toolu_f1", "Bash", { command: "pnpm test -- watcher", description: "Run the watcher tests" }),
        w.toolResult("f-r1", "toolu_f1", "Exit code 1\n FAIL  test/watcher.test.ts > sees a new file\nError: Test timed out in 5000ms.", true),
        w.toolUse("f-a2", "toolu_f2", "Edit", {
          file_path: `${project}/test/watcher.test.ts`,
          old_string: "await sleep(100);",
          new_string: "await once(watcher, 'change');",
        }),
        w.toolResult("f-r2", "toolu_f2", `The file ${project}/test/watcher.test.ts has been updated.`),
        w.toolUse("f-a3", "toolu_f3", "Bash", { command: "pnpm test -- watcher", description: "Run the watcher tests" }),
        w.toolResult("f-r3", "toolu_f3", " ✓ test/watcher.test.ts (4 tests) 120ms"),
        w.assistant("f-a4", "Fixed: the test now waits for the change event instead of sleeping 100 ms."),
      ];
    },
    expected: [
      [
        '`pnpm test -- watcher` failed with "Error: Test timed out in 5000ms." and passed after editing watcher.test.ts: the test now waits for the change event instead of sleeping 100 ms.',
        "solution",
        "agent",
      ],
      ["The tests run with `pnpm test -- watcher` (it passed).", "code_context", "tool"],
    ],
  },
  {
    name: "a decision with its reason, and a preference",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user("d-u1", "Exports are slow on big stores. Should we move them from JSON files to SQLite?"),
        w.toolUse("d-a1", "toolu_d1", "Read", { file_path: `${project}/src/export.ts` }),
        w.toolResult("d-r1", "toolu_d1", "export async function exportStore(store) { /* … */ }"),
        w.assistant("d-a2", "Two options:\n1. **Keep the JSON files** and stream them\n2. **Move to SQLite** for the export format\nWhich do you prefer?"),
        w.user("d-u2", "Let's keep the JSON files because people edit them by hand. I prefer small commits, one concern each."),
        w.toolUse("d-a3", "toolu_d3", "Edit", { file_path: `${project}/src/export.ts`, old_string: "a", new_string: "b" }),
        w.toolResult("d-r3", "toolu_d3", `The file ${project}/src/export.ts has been updated.`),
        w.assistant("d-a4", "The export now streams the JSON files one record at a time."),
      ];
    },
    expected: [
      ["User decided to keep the JSON files because people edit them by hand.", "decision", "user"],
      ["User prefers small commits, one concern each.", "preference", "user"],
    ],
  },
  {
    name: "hostile tool output and commands that must not be remembered",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user("h-u1", "Clean the build and run the tests. Don't add comments that restate the code."),
        w.toolUse("h-a1", "toolu_h1", "Bash", { command: "rm -rf dist && pnpm build", description: "Clean build" }),
        w.toolResult("h-r1", "toolu_h1", "Done in 2.1s"),
        w.toolUse("h-a2", "toolu_h2", "Bash", { command: "API_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789 pnpm test", description: "Run the tests" }),
        w.toolResult("h-r2", "toolu_h2", `Tests 3 passed (3)\n${hostileOutput}`),
        w.toolUse("h-a3", "toolu_h3", "Bash", { command: "pnpm test 2>&1 | tail -5", description: "Run the tests" }),
        w.toolResult("h-r3", "toolu_h3", hostileOutput),
        w.toolUse("h-a4", "toolu_h4", "Bash", { command: "node scripts/check.js; pnpm lint", description: "Check" }),
        w.toolResult("h-r4", "toolu_h4", hostileOutput),
        w.assistant("h-a5", `The test output says: ${hostileOutput}`),
      ];
    },
    expected: [["User does not want the agent to add comments that restate the code.", "preference", "user"]],
  },
  {
    // The reviewer's case: a failing run prints an injected "finding", the agent repeats it, the next run passes.
    name: "hostile: the agent echoes an injected finding from a failing run",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user("e-u1", "Run the tests and fix whatever is broken."),
        w.toolUse("e-a1", "toolu_e1", "Bash", { command: "pnpm test", description: "Run the tests" }),
        w.toolResult(
          "e-r1",
          "toolu_e1",
          `Exit code 1\n FAIL  test/sync.test.ts > merges two replicas\nAssertionError: expected 3 to be 2\n${injectedFinding}`,
          true,
        ),
        w.assistant("e-a2", `The run failed. ${injectedFinding}`),
        w.toolUse("e-a3", "toolu_e3", "Bash", { command: "pnpm test", description: "Run the tests" }),
        w.toolResult("e-r3", "toolu_e3", " Test Files  4 passed (4)\n      Tests  31 passed (31)"),
        w.assistant("e-a4", "The tests pass now."),
      ];
    },
    // Only the command that works; never the sentence the failing run printed and the agent repeated.
    expected: [["The tests run with `pnpm test` (it passed).", "code_context", "tool"]],
  },
  {
    name: "plain requests: nothing to keep",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user("p-u1", "Rename the `loadAll` helper to `readAll` everywhere"),
        w.toolUse("p-a1", "toolu_p1", "Grep", { pattern: "loadAll", path: project }),
        w.toolResult("p-r1", "toolu_p1", "src/a.ts\nsrc/b.ts"),
        w.toolUse("p-a2", "toolu_p2", "Bash", { command: "git status", description: "Status" }),
        w.toolResult("p-r2", "toolu_p2", "On branch main\nnothing to commit, working tree clean"),
        w.toolUse("p-a3", "toolu_p3", "Bash", { command: "ls src", description: "List" }),
        w.toolResult("p-r3", "toolu_p3", "a.ts\nb.ts"),
        w.assistant("p-a4", "Renamed it in src/a.ts and src/b.ts. Anything else?"),
        w.user("p-u2", "thanks, looks good"),
        w.assistant("p-a5", "You're welcome!"),
      ];
    },
    expected: [],
  },
  {
    name: "conventions and a fix stated in passing",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "m-u1",
          "Commit messages start with the package name, like `cli: add --since`. The CI runs on Node 22 only, so don't use newer APIs. FYI the staging database is wiped every night.",
        ),
        w.toolUse("m-a1", "toolu_m1", "Bash", { command: "git log --oneline -3", description: "Recent commits" }),
        w.toolResult("m-r1", "toolu_m1", "3f2a1b9 cli: add --json\n9c8d7e6 core: wait for the change event"),
        w.assistant("m-a2", "Noted. The last commits follow that style, e.g. `cli: add --json`."),
        w.user("m-u2", "The flaky watcher test was fixed by waiting for the change event instead of sleeping."),
        w.assistant("m-a3", "Good to know."),
      ];
    },
    expected: [
      ["Commit messages start with the package name, like `cli: add --since`.", "convention", "user"],
      ["The CI runs on Node 22 only, so do not use newer APIs.", "fact", "user"],
      ["The flaky watcher test was fixed by waiting for the change event instead of sleeping.", "solution", "user"],
      ["The staging database is wiped every night.", "fact", "user"],
    ],
  },
  {
    // Written after the first rules and held out until decision 0265, whose standing rules were written with
    // its "keep PRs under 400 lines" in view: no longer held out.
    name: "written after the first rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "x-u1",
          "Heads up: we moved off Jest last month, everything is on Vitest now. Use the `logger` from src/log.ts rather than console.log. Please keep PRs under 400 lines. Now make the queue drain on shutdown.",
        ),
        w.toolUse("x-a1", "toolu_x1", "Bash", { command: "pnpm vitest run test/queue.test.ts", description: "Queue tests" }),
        w.toolResult("x-r1", "toolu_x1", "Exit code 1\n FAIL  test/queue.test.ts > drains on shutdown\nAssertionError: expected 2 to be 0", true),
        w.assistant("x-a2", "The root cause was a missing `await` in src/queue.ts, so shutdown returned before the queue drained."),
        w.toolUse("x-a3", "toolu_x3", "Edit", { file_path: `${project}/src/queue.ts`, old_string: "this.flush()", new_string: "await this.flush()" }),
        w.toolResult("x-r3", "toolu_x3", `The file ${project}/src/queue.ts has been updated.`),
        w.toolUse("x-a4", "toolu_x4", "Bash", { command: "pnpm vitest run test/queue.test.ts", description: "Queue tests" }),
        w.toolResult("x-r4", "toolu_x4", " ✓ test/queue.test.ts (6 tests) 40ms"),
        w.toolUse("x-a5", "toolu_x5", "Bash", { command: "pnpm exec tsc --noEmit", description: "Type-check" }),
        w.toolResult("x-r5", "toolu_x5", ""),
        w.assistant("x-a6", "The queue now drains on shutdown; tests and type-check pass."),
      ];
    },
    expected: [
      ["The team moved off Jest in 2026-05, everything is on Vitest now.", "fact", "user"],
      ["Use the `logger` from src/log.ts rather than console.log.", "convention", "user"],
      ["Keep PRs under 400 lines.", "convention", "user"],
      ["The root cause was a missing `await` in src/queue.ts, so shutdown returned before the queue drained.", "solution", "agent"],
      ["Type checking runs with `pnpm exec tsc --noEmit` (it passed).", "code_context", "tool"],
    ],
    shortfall: {
      // True, but one restates the root cause and the other is a one-file test run.
      extra: [
        ['`pnpm vitest run test/queue.test.ts` failed with "AssertionError: expected 2 to be 0" and passed after editing queue.ts.', "solution", "tool"],
        ["The tests run with `pnpm vitest run test/queue.test.ts` (it passed).", "code_context", "tool"],
      ],
      // Its "Heads up:" hid the move until decision 0267 read past a discourse label.
      missed: [],
    },
  },
  {
    // Written after decision 0265's standing rules and held out until decision 0267, which read past its "Context:" label.
    name: "written after the standing rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "h-u1",
          "Can you add cursor pagination to the /orders endpoint? Context: the API is on Fastify since we migrated off Express in the spring. Every handler must validate its input with zod. Keep responses under 1 MB, the mobile app chokes otherwise.",
        ),
        w.toolUse("h-a1", "toolu_h1", "Read", { file_path: `${project}/src/routes/orders.ts` }),
        w.toolResult("h-r1", "toolu_h1", "export async function listOrders(request, reply) { /* … */ }"),
        w.toolUse("h-a2", "toolu_h2", "Edit", { file_path: `${project}/src/routes/orders.ts`, old_string: "limit", new_string: "cursor, limit" }),
        w.toolResult("h-r2", "toolu_h2", `The file ${project}/src/routes/orders.ts has been updated.`),
        w.toolUse("h-a3", "toolu_h3", "Bash", { command: "pnpm test -- orders", description: "Orders tests" }),
        w.toolResult(
          "h-r3",
          "toolu_h3",
          "Exit code 1\n FAIL  test/orders.test.ts > pages with a cursor\nTypeError: Cannot read properties of undefined (reading 'cursor')",
          true,
        ),
        w.toolUse("h-a4", "toolu_h4", "Edit", {
          file_path: `${project}/src/routes/orders.ts`,
          old_string: "request.query.cursor",
          new_string: "parsed.cursor",
        }),
        w.toolResult("h-r4", "toolu_h4", `The file ${project}/src/routes/orders.ts has been updated.`),
        w.toolUse("h-a5", "toolu_h5", "Bash", { command: "pnpm test -- orders", description: "Orders tests" }),
        w.toolResult("h-r5", "toolu_h5", " ✓ test/orders.test.ts (9 tests) 85ms"),
        w.assistant("h-a6", "The handler read `query.cursor` before parsing the query; it now parses first."),
        w.user(
          "h-u2",
          "Nice. Avoid offset pagination anywhere, it breaks on inserts. And please make sure to update the OpenAPI spec whenever you change a route.",
        ),
        w.assistant("h-a7", "Understood, updating docs/openapi.yaml."),
        w.toolUse("h-a8", "toolu_h8", "Edit", { file_path: `${project}/docs/openapi.yaml`, old_string: "limit:", new_string: "cursor:\n  limit:" }),
        w.toolResult("h-r8", "toolu_h8", `The file ${project}/docs/openapi.yaml has been updated.`),
        w.toolUse("h-a9", "toolu_h9", "Bash", { command: "pnpm lint", description: "Lint" }),
        w.toolResult("h-r9", "toolu_h9", "Checked 212 files in 340ms. No fixes applied."),
        w.assistant("h-a10", "Cursor pagination is in and the spec is updated; lint passes."),
      ];
    },
    expected: [
      ["The API is on Fastify since the team migrated off Express in the spring.", "fact", "user"],
      ["Every handler must validate its input with zod.", "convention", "user"],
      ["Keep responses under 1 MB, the mobile app chokes otherwise.", "convention", "user"],
      [
        "`pnpm test -- orders` failed with \"TypeError: Cannot read properties of undefined (reading 'cursor')\" and passed after editing orders.ts: the handler read `query.cursor` before parsing the query; it now parses first.",
        "solution",
        "agent",
      ],
      ["The tests run with `pnpm test -- orders` (it passed).", "code_context", "tool"],
      ["Avoid offset pagination anywhere, it breaks on inserts.", "convention", "user"],
      ["Make sure to update the OpenAPI spec whenever the agent changes a route.", "convention", "user"],
      ["Linting runs with `pnpm lint` (it passed).", "code_context", "tool"],
    ],
  },
  {
    // Written after decision 0267 and held out until decision 0271, whose rules were written with its misses in view.
    name: "written after the project-fact rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "k-u1",
          "The Pay button sometimes charges twice when the network is slow, please fix it. Background: checkout goes through the payments-gateway package, which wraps Stripe. We never call Stripe from the web app directly.",
        ),
        w.toolUse("k-a1", "toolu_k1", "Grep", { pattern: "onPay", path: `${project}/apps/web/src` }),
        w.toolResult("k-r1", "toolu_k1", "apps/web/src/checkout/PayButton.tsx"),
        w.toolUse("k-a2", "toolu_k2", "Edit", {
          file_path: `${project}/apps/web/src/checkout/PayButton.tsx`,
          old_string: "<button onClick={onPay}>",
          new_string: "<button onClick={onPay} disabled={pending}>",
        }),
        w.toolResult("k-r2", "toolu_k2", `The file ${project}/apps/web/src/checkout/PayButton.tsx has been updated.`),
        w.toolUse("k-a3", "toolu_k3", "Bash", { command: "pnpm --filter web test -- PayButton", description: "PayButton tests" }),
        w.toolResult(
          "k-r3",
          "toolu_k3",
          "Exit code 1\n FAIL  src/checkout/PayButton.test.tsx > ignores a second click while paying\nError: Cannot find module '@testing-library/user-event'",
          true,
        ),
        w.toolUse("k-a4", "toolu_k4", "Bash", { command: "pnpm --filter web add -D @testing-library/user-event", description: "Add user-event" }),
        w.toolResult("k-r4", "toolu_k4", "Done in 3.4s"),
        w.toolUse("k-a5", "toolu_k5", "Bash", { command: "pnpm --filter web test -- PayButton", description: "PayButton tests" }),
        w.toolResult("k-r5", "toolu_k5", " ✓ src/checkout/PayButton.test.tsx (3 tests) 210ms"),
        w.assistant("k-a6", "The button now disables itself while the charge is pending, so a second click does nothing."),
        w.user(
          "k-u2",
          "Good. Going forward, every mutation hook should take an idempotency key. Also the web tests need MSW running, the handlers are in test/msw.",
        ),
        w.assistant("k-a7", "Noted."),
        w.user("k-u3", "For the record, we chose Zustand over Redux for client state last year because of bundle size."),
        w.assistant("k-a8", "Got it, I'll keep using Zustand."),
      ];
    },
    expected: [
      ["Checkout goes through the payments-gateway package, which wraps Stripe.", "fact", "user"],
      ["The team never calls Stripe from the web app directly.", "convention", "user"],
      [
        // Written by hand as "passed after running `…`"; the command-run template (decision 0171) has no "running", and
        // the fact is the same: corrected to the template, the only change made after the first measurement.
        "`pnpm --filter web test -- PayButton` failed with \"Error: Cannot find module '@testing-library/user-event'\" and passed after `pnpm --filter web add -D @testing-library/user-event`.",
        "solution",
        "tool",
      ],
      ["The tests run with `pnpm --filter web test -- PayButton` (it passed).", "code_context", "tool"],
      ["Every mutation hook should take an idempotency key.", "convention", "user"],
      ["The web tests need MSW running, the handlers are in test/msw.", "code_context", "user"],
      ["The team chose Zustand over Redux for client state in 2025 because of bundle size.", "decision", "user"],
    ],
    // Held out, it kept 3 of 7, none wrong. Decision 0271 reads a team's habit by its adverb ("we never call"), a
    // rule after "going forward" and a need followed by a clause; decision 0274 a subject without "the" ("checkout
    // goes through") when the other side names a part.
  },
  {
    // Written after decision 0271 and held out until decision 0272, which read its "I'd rather".
    name: "written after the team-habit rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "n-u1",
          "The nightly export job timed out again. FYI the export worker reads from the read replica, never the primary. We always run heavy jobs after 2am UTC. Can you find out why it's slow?",
        ),
        w.toolUse("n-a1", "toolu_n1", "Read", { file_path: `${project}/workers/export/query.sql` }),
        w.toolResult("n-r1", "toolu_n1", "SELECT * FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.created_at > $1"),
        w.assistant("n-a2", "The query joins order_items without an index on order_id, so it scans the whole table."),
        w.toolUse("n-a3", "toolu_n3", "Write", {
          file_path: `${project}/db/migrations/0042_order_items_order_id.sql`,
          content: "CREATE INDEX CONCURRENTLY order_items_order_id ON order_items (order_id);",
        }),
        w.toolResult("n-r3", "toolu_n3", `File created successfully at: ${project}/db/migrations/0042_order_items_order_id.sql`),
        w.toolUse("n-a4", "toolu_n4", "Bash", { command: "pnpm db:migrate:check", description: "Check migrations" }),
        w.toolResult("n-r4", "toolu_n4", "All 42 migrations are reversible."),
        w.assistant("n-a5", "Added an index on order_items.order_id in migration 0042; the check passes."),
        w.user(
          "n-u2",
          "Good. Indexes on big tables must always be created concurrently. Our migrations are applied by the deploy pipeline, not by hand. I'd rather you open a draft PR than push to main.",
        ),
        w.assistant("n-a6", "Opening a draft PR."),
      ];
    },
    expected: [
      ["The export worker reads from the read replica, never the primary.", "fact", "user"],
      ["The team always runs heavy jobs after 2am UTC.", "convention", "user"],
      ["Indexes on big tables must always be created concurrently.", "convention", "user"],
      ["The team's migrations are applied by the deploy pipeline, not by hand.", "fact", "user"],
      ["User would rather the agent open a draft PR than push to main.", "preference", "user"],
    ],
    // Held out, it kept 3 of 5, none wrong. Decision 0272 reads "I'd rather you …"; decision 0274 a requirement
    // whose plural subject a phrase narrows ("indexes on big tables must…").
  },
  {
    // Written after decision 0272 and held out until decisions 0273 and 0274, whose rules were written with its
    // miss and its extra in view.
    name: "written after the preference contractions",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "r-u1",
          "Rename the `fetchUser` helper to `loadUser` across the app. Heads up: the mobile client still calls the v1 endpoints, so keep those working. I'd prefer small focused commits for renames like this.",
        ),
        w.toolUse("r-a1", "toolu_r1", "Grep", { pattern: "fetchUser", path: project }),
        w.toolResult("r-r1", "toolu_r1", "src/users/fetch-user.ts\nsrc/routes/v1/users.ts\nsrc/routes/v2/users.ts"),
        w.toolUse("r-a2", "toolu_r2", "Edit", { file_path: `${project}/src/users/fetch-user.ts`, old_string: "fetchUser", new_string: "loadUser" }),
        w.toolResult("r-r2", "toolu_r2", `The file ${project}/src/users/fetch-user.ts has been updated.`),
        w.toolUse("r-a3", "toolu_r3", "Bash", { command: "pnpm typecheck", description: "Type-check" }),
        w.toolResult("r-r3", "toolu_r3", "src/routes/v1/users.ts(3,10): error TS2305: Module has no exported member 'fetchUser'.", true),
        w.toolUse("r-a4", "toolu_r4", "Edit", { file_path: `${project}/src/routes/v1/users.ts`, old_string: "fetchUser", new_string: "loadUser" }),
        w.toolResult("r-r4", "toolu_r4", `The file ${project}/src/routes/v1/users.ts has been updated.`),
        w.toolUse("r-a5", "toolu_r5", "Bash", { command: "pnpm typecheck", description: "Type-check" }),
        w.toolResult("r-r5", "toolu_r5", ""),
        w.assistant("r-a6", "Renamed everywhere, including the v1 routes; the type-check passes."),
        w.user("r-u2", "Thanks. We usually tag releases from the release branch, not main. Our feature flags live in config/flags.yaml."),
        w.assistant("r-a7", "Noted."),
      ];
    },
    expected: [
      ["The mobile client still calls the v1 endpoints, so keep those working.", "fact", "user"],
      ["User would prefer small focused commits for renames like this.", "preference", "user"],
      ["Type checking runs with `pnpm typecheck` (it passed).", "code_context", "tool"],
      ["The team usually tags releases from the release branch, not main.", "convention", "user"],
      ["The team's feature flags live in config/flags.yaml.", "code_context", "user"],
    ],
    // Held out, it kept 5, 4 right: the relation with "still" was read as a fault report, and the type-check that
    // failed on the rename's own dangling name was kept as a fix. Decision 0274 reads a "still" that a clause asks
    // to keep; decision 0273 keeps no fix of a failure quoting a name the agent's own edit took out.
  },
  {
    // Written after decisions 0273 and 0274 and held out until decision 0275, whose rules were written with its
    // misses in view.
    name: "written after the rename and narrowed-subject rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "p-u1",
          "The invoice PDF test fails on CI but not locally. FYI our CI runs in UTC and the containers have no fonts installed. The PDF renderer lives in packages/pdf. Could you take a look?",
        ),
        w.toolUse("p-a1", "toolu_p1", "Bash", { command: "pnpm --filter pdf test", description: "PDF tests" }),
        w.toolResult(
          "p-r1",
          "toolu_p1",
          "Exit code 1\n FAIL  src/format-date.test.ts > formats invoice dates\nAssertionError: expected '2026-03-03' to be '2026-03-04'",
          true,
        ),
        w.toolUse("p-a2", "toolu_p2", "Read", { file_path: `${project}/packages/pdf/src/format-date.ts` }),
        w.toolResult(
          "p-r2",
          "toolu_p2",
          "import { formatInTimeZone } from 'date-fns-tz';\nexport const formatDate = (date: Date) => formatInTimeZone(date, localZone(), 'yyyy-MM-dd');",
        ),
        w.toolUse("p-a3", "toolu_p3", "Edit", {
          file_path: `${project}/packages/pdf/src/format-date.ts`,
          old_string: "formatInTimeZone(date, localZone(), 'yyyy-MM-dd')",
          new_string: "date.toISOString().slice(0, 10)",
        }),
        w.toolResult("p-r3", "toolu_p3", `The file ${project}/packages/pdf/src/format-date.ts has been updated.`),
        w.toolUse("p-a4", "toolu_p4", "Bash", { command: "pnpm --filter pdf test", description: "PDF tests" }),
        w.toolResult("p-r4", "toolu_p4", " ✓ src/format-date.test.ts (5 tests) 31ms"),
        w.assistant("p-a5", "The date was formatted in the machine's local time zone; it now formats in UTC."),
        w.toolUse("p-a6", "toolu_p6", "Bash", { command: "pnpm lint", description: "Lint" }),
        w.toolResult(
          "p-r6",
          "toolu_p6",
          "packages/pdf/src/format-date.ts:1:10 lint/correctness/noUnusedImports: 'formatInTimeZone' is imported but never used.\nFound 1 error.",
          true,
        ),
        w.toolUse("p-a7", "toolu_p7", "Edit", {
          file_path: `${project}/packages/pdf/src/format-date.ts`,
          old_string: "import { formatInTimeZone } from 'date-fns-tz';\n",
          new_string: "",
        }),
        w.toolResult("p-r7", "toolu_p7", `The file ${project}/packages/pdf/src/format-date.ts has been updated.`),
        w.toolUse("p-a8", "toolu_p8", "Bash", { command: "pnpm lint", description: "Lint" }),
        w.toolResult("p-r8", "toolu_p8", "Checked 87 files in 120ms. No fixes applied."),
        w.assistant("p-a9", "Removed the unused import; lint passes."),
        w.user(
          "p-u2",
          "Great. Dates in user-facing documents should always be ISO 8601. I'm not a fan of snapshot tests for PDFs, assert on the extracted text instead. The staging site deploys from the develop branch.",
        ),
        w.assistant("p-a10", "Understood."),
        w.user("p-u3", "One more thing: don't touch the legacy invoices table, the finance team reads it directly. The test still fails on my machine though."),
        w.assistant("p-a11", "I'll look at your machine's setup next."),
      ];
    },
    expected: [
      ["The team's CI runs in UTC and the containers have no fonts installed.", "fact", "user"],
      ["The PDF renderer lives in packages/pdf.", "code_context", "user"],
      [
        "`pnpm --filter pdf test` failed with \"AssertionError: expected '2026-03-03' to be '2026-03-04'\" and passed after editing format-date.ts: the date was formatted in the machine's local time zone; it now formats in UTC.",
        "solution",
        "agent",
      ],
      ["The tests run with `pnpm --filter pdf test` (it passed).", "code_context", "tool"],
      ["Linting runs with `pnpm lint` (it passed).", "code_context", "tool"],
      ["Dates in user-facing documents should always be ISO 8601.", "convention", "user"],
      ["User is not a fan of snapshot tests for PDFs, assert on the extracted text instead.", "preference", "user"],
      ["The staging site deploys from the develop branch.", "fact", "user"],
      // Written by hand as "Do not touch … directly." (a convention); the "don't" rule's words for the same fact,
      // a preference of how the agent works, as every "please don't" is: corrected when it stopped being held out.
      ["User does not want the agent to touch the legacy invoices table, the finance team reads it directly.", "preference", "user"],
    ],
    // Held out, it kept 6 of 9, none wrong (the lint failure on the import the fix left unused was not kept as a
    // fix). Decision 0275 reads past "One more thing:", "deploys from", and "I'm not a fan of".
  },
];
