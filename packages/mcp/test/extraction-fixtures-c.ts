import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/** Coding sessions for the extraction measure, part c in the order they were written (extraction-transcripts.ts). */
export const fixturesC: readonly WrittenFixture[] = [
  {
    // Written after decision 0285 and held out until decision 0286, which reads most of what it missed.
    name: "written after the routing, representation and team-plan rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "g-u1",
          "The orders API times out under load since yesterday's deploy. It's a Go service in cmd/orders, deployed on Fly. Config is read from env vars prefixed with ORDERS_. Jonas is the person to ask about the load balancer. Can you profile it?",
        ),
        w.toolUse("g-a1", "toolu_g1", "Bash", { command: "go test ./internal/orders/...", description: "Run the orders tests" }),
        w.toolResult(
          "g-r1",
          "toolu_g1",
          "Exit code 1\n--- FAIL: TestListOrders (5.01s)\n    orders_test.go:41: context deadline exceeded\nFAIL\nFAIL\texample.com/orders/internal/orders\t5.214s",
          true,
        ),
        w.toolUse("g-a2", "toolu_g2", "Edit", {
          file_path: `${project}/internal/orders/store.go`,
          old_string: "SELECT * FROM orders WHERE customer_id = $1",
          new_string: "SELECT id, total FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 50",
        }),
        w.toolResult("g-r2", "toolu_g2", `The file ${project}/internal/orders/store.go has been updated.`),
        w.toolUse("g-a3", "toolu_g3", "Bash", { command: "go test ./internal/orders/...", description: "Run the orders tests" }),
        w.toolResult("g-r3", "toolu_g3", "ok  \texample.com/orders/internal/orders\t0.214s"),
        w.assistant("g-a4", "The list query loaded every order of a customer; it now pages 50 at a time, newest first."),
        w.user("g-u2", "Nice. Whenever you touch SQL in this service, add an EXPLAIN to the PR description."),
        w.assistant("g-a5", "Will do."),
        w.user("g-u3", "Also, I'm not sure about the retry logic, let's revisit it later."),
        w.assistant("g-a6", "Okay."),
        w.user("g-u4", "The load balancer sits in front of three pods, and health checks hit /healthz."),
        w.assistant("g-a7", "Thanks, noted."),
        w.user("g-u5", "perfect, thanks"),
        w.assistant("g-a8", "Anytime."),
      ];
    },
    expected: [
      ["The orders API is a Go service in cmd/orders, deployed on Fly.", "code_context", "user"],
      ["Config is read from env vars prefixed with ORDERS_.", "fact", "user"],
      ["Jonas is the person to ask about the load balancer.", "fact", "user"],
      [
        '`go test ./internal/orders/...` failed with "orders_test.go:41: context deadline exceeded" and passed after editing store.go: the list query loaded every order of a customer; it now pages 50 at a time, newest first.',
        "solution",
        "agent",
      ],
      ["The tests run with `go test ./internal/orders/...` (it passed).", "code_context", "tool"],
      ["Whenever the agent touches SQL in this service, add an EXPLAIN to the PR description.", "convention", "user"],
      ["The load balancer sits in front of three pods, and health checks hit /healthz.", "fact", "user"],
    ],
    // Held out, it kept 3, 2 right (the fix without its error line); decision 0286 reads "deadline exceeded", where
    // config is read from, who to ask about a part and a habit told by its "whenever" clause first. What the service
    // is stays missed: "It's a Go service…" has a pronoun for its subject.
    shortfall: { extra: [], missed: ["The orders API is a Go service in cmd/orders, deployed on Fly."] },
  },
  {
    // Written after decision 0286 and held out until decision 0287, which reads RSpec's failure and "please keep".
    name: "written after the contact, read-from and when-first habit rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "r-u1",
          "Signups fail with a 422 since the Devise upgrade. The app is a Rails monolith, and background jobs run on Sidekiq with Redis. Marta is the one to ask about auth. Can you check the registration controller?",
        ),
        w.toolUse("r-a1", "toolu_r1", "Bash", { command: "bundle exec rspec spec/requests/registrations_spec.rb", description: "Run the registration specs" }),
        w.toolResult(
          "r-r1",
          "toolu_r1",
          "Exit code 1\nFailures:\n\n  1) Registrations POST /users creates a user\n     Failure/Error: expect(response).to have_http_status(:created)\n       expected the response to have status code :created (201) but it was :unprocessable_entity (422)\n\n1 example, 1 failure",
          true,
        ),
        w.toolUse("r-a2", "toolu_r2", "Edit", {
          file_path: `${project}/app/controllers/users/registrations_controller.rb`,
          old_string: "params.require(:user).permit(:email, :password)",
          new_string: "params.require(:user).permit(:email, :password, :password_confirmation)",
        }),
        w.toolResult("r-r2", "toolu_r2", `The file ${project}/app/controllers/users/registrations_controller.rb has been updated.`),
        w.toolUse("r-a3", "toolu_r3", "Bash", { command: "bundle exec rspec spec/requests/registrations_spec.rb", description: "Run the registration specs" }),
        w.toolResult("r-r3", "toolu_r3", "1 example, 0 failures"),
        w.assistant("r-a4", "Devise 4.9 requires the password confirmation to be permitted; the controller now permits it."),
        w.user("r-u2", "Good. Please keep controllers thin, business logic belongs in app/services."),
        w.assistant("r-a5", "Will keep that in mind."),
        w.user("r-u3", "We're also moving off Heroku to Fly later this year."),
        w.assistant("r-a6", "Noted."),
        w.user("r-u4", "Hmm, actually no, skip the changelog this time."),
        w.assistant("r-a7", "Okay, no changelog entry."),
        w.user("r-u5", "cheers"),
        w.assistant("r-a8", "Cheers!"),
      ];
    },
    expected: [
      ["The app is a Rails monolith, and background jobs run on Sidekiq with Redis.", "fact", "user"],
      ["Marta is the one to ask about auth.", "fact", "user"],
      [
        '`bundle exec rspec spec/requests/registrations_spec.rb` failed with "expected the response to have status code :created (201) but it was :unprocessable_entity (422)" and passed after editing registrations_controller.rb: Devise 4.9 requires the password confirmation to be permitted; the controller now permits it.',
        "solution",
        "agent",
      ],
      ["The tests run with `bundle exec rspec spec/requests/registrations_spec.rb` (it passed).", "code_context", "tool"],
      ["Keep controllers thin, business logic belongs in app/services.", "convention", "user"],
      ["The team is also moving off Heroku to Fly later this year.", "fact", "user"],
    ],
    // Held out, it kept 6, 3 right. Decision 0287 quotes RSpec's expectation rather than its "Failure/Error:" line
    // and keeps "Please keep controllers thin, …" as a convention without its "Please". Still short: the fix has no
    // explanation (it holds "password", which agent text quoted into a fact may not), and the move's "this year" is
    // made a date ("later in 2026", the better memory; the hand-written fact kept the words).
    shortfall: {
      extra: [
        [
          '`bundle exec rspec spec/requests/registrations_spec.rb` failed with "expected the response to have status code :created (201) but it was :unprocessable_entity (422)" and passed after editing registrations_controller.rb.',
          "solution",
          "tool",
        ],
        ["The team is also moving off Heroku to Fly later in 2026.", "fact", "user"],
      ],
      missed: [
        '`bundle exec rspec spec/requests/registrations_spec.rb` failed with "expected the response to have status code :created (201) but it was :unprocessable_entity (422)" and passed after editing registrations_controller.rb: Devise 4.9 requires the password confirmation to be permitted; the controller now permits it.',
        "The team is also moving off Heroku to Fly later this year.",
      ],
    },
  },
  {
    // Written after decision 0287 and held out until decision 0288, which reads what it missed.
    name: "written after the keep-kind and expectation-line rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "k-u1",
          "The CSV import drops rows with quoted commas. Imports are parsed by the csv-parse package, and uploads land in the imports bucket first. Nadia is our go-to for the import pipeline. Could you find the bug?",
        ),
        w.toolUse("k-a1", "toolu_k1", "Bash", { command: "npx jest src/import/parse.test.ts", description: "Run the parser tests" }),
        w.toolResult(
          "k-r1",
          "toolu_k1",
          "Exit code 1\n FAIL  src/import/parse.test.ts\n  ● parse › keeps quoted commas\n\n    expect(received).toHaveLength(expected)\n\n    Expected length: 3\n    Received length: 4\n\n      12 |     expect(rows[0]).toHaveLength(3);",
          true,
        ),
        w.toolUse("k-a2", "toolu_k2", "Edit", {
          file_path: `${project}/src/import/parse.ts`,
          old_string: "parse(text, { delimiter: ',' })",
          new_string: "parse(text, { delimiter: ',', quote: '\"', relax_quotes: true })",
        }),
        w.toolResult("k-r2", "toolu_k2", `The file ${project}/src/import/parse.ts has been updated.`),
        w.toolUse("k-a3", "toolu_k3", "Bash", { command: "npx jest src/import/parse.test.ts", description: "Run the parser tests" }),
        w.toolResult("k-r3", "toolu_k3", " PASS  src/import/parse.test.ts\n  parse\n    ✓ keeps quoted commas (3 ms)"),
        w.assistant("k-a4", "The parser was not told which quote character the exports use, so a quoted comma split the field; it now reads quotes."),
        w.user("k-u2", "Great. Import errors are always reported back to the uploader by email, never silently skipped."),
        w.assistant("k-a5", "Understood."),
        w.user("k-u3", "Also keep parsers pure, no network calls inside them."),
        w.assistant("k-a6", "Okay."),
        w.user("k-u4", "Can you also look at the export job later? Actually no, leave it for now."),
        w.assistant("k-a7", "I'll leave the export job."),
        w.user("k-u5", "thanks!"),
        w.assistant("k-a8", "You're welcome."),
      ];
    },
    expected: [
      ["Imports are parsed by the csv-parse package, and uploads land in the imports bucket first.", "fact", "user"],
      ["Nadia is the team's go-to for the import pipeline.", "fact", "user"],
      [
        // Quoted since decision 0301 reads Jest's "Expected length" / "Received length" lines.
        '`npx jest src/import/parse.test.ts` failed with "Expected length: 3; Received length: 4" and passed after editing parse.ts: the parser was not told which quote character the exports use, so a quoted comma split the field; it now reads quotes.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx jest src/import/parse.test.ts` (it passed).", "code_context", "tool"],
      ["Import errors are always reported back to the uploader by email, never silently skipped.", "convention", "user"],
      ["Keep parsers pure, no network calls inside them.", "convention", "user"],
    ],
    // Held out, it kept 4, all right; decision 0288 reads "parsed by" as a practice and "are always reported back to"
    // as where things are sent. Both are kept with the other type than the hand-written one.
    shortfall: {
      extra: [],
      missed: [],
      retyped: [
        ["Imports are parsed by the csv-parse package, and uploads land in the imports bucket first.", "convention", "user"],
        ["Import errors are always reported back to the uploader by email, never silently skipped.", "fact", "user"],
      ],
    },
  },
  {
    // Written after decision 0288 and held out until decision 0289, which reads what it missed; nothing is kept of
    // "the story thing doesn't apply to icons" (an exception to a rule said before is not read).
    name: "written after the parsed-by and reported-back rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "v-u1",
          "The settings page crashes when the user has no avatar. The web app is a Vite + React SPA in apps/web. Feature flags come from LaunchDarkly, and Tom is the one to ask about them. Can you fix the crash?",
        ),
        w.toolUse("v-a1", "toolu_v1", "Bash", { command: "pnpm tsc --noEmit", description: "Type-check the web app" }),
        w.toolResult("v-r1", "toolu_v1", "Exit code 2\nsrc/settings/Avatar.tsx(14,22): error TS18048: 'user.avatar' is possibly 'undefined'.", true),
        w.toolUse("v-a2", "toolu_v2", "Edit", {
          file_path: `${project}/apps/web/src/settings/Avatar.tsx`,
          old_string: "user.avatar.url",
          new_string: "user.avatar?.url ?? defaultAvatar",
        }),
        w.toolResult("v-r2", "toolu_v2", `The file ${project}/apps/web/src/settings/Avatar.tsx has been updated.`),
        w.toolUse("v-a3", "toolu_v3", "Bash", { command: "pnpm tsc --noEmit", description: "Type-check the web app" }),
        w.toolResult("v-r3", "toolu_v3", ""),
        w.assistant("v-a4", "Users without an avatar have no avatar object; the component now falls back to the default image."),
        w.user("v-u2", "Thanks! Every new component ships with a Storybook story. Also, I prefer named exports over default exports."),
        w.assistant("v-a5", "Noted."),
        w.user("v-u3", "Oh wait, the story thing doesn't apply to icons, those are generated."),
        w.assistant("v-a6", "Got it, no stories for icons."),
        w.user("v-u4", "ok, ship it"),
        w.assistant("v-a7", "Shipping."),
      ];
    },
    expected: [
      ["The web app is a Vite + React SPA in apps/web.", "code_context", "user"],
      ["Feature flags come from LaunchDarkly, and Tom is the one to ask about them.", "fact", "user"],
      [
        "`pnpm tsc --noEmit` failed with \"src/settings/Avatar.tsx(14,22): error TS18048: 'user.avatar' is possibly 'undefined'.\" and passed after editing Avatar.tsx: users without an avatar have no avatar object; the component now falls back to the default image.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `pnpm tsc --noEmit` (it passed).", "code_context", "tool"],
      ["Every new component ships with a Storybook story.", "convention", "user"],
      ["User prefers named exports over default exports.", "preference", "user"],
    ],
    // Held out, it kept 4, all right, and missed "Every new component ships with a Storybook story." (a requirement
    // without a modal) and "Feature flags come from LaunchDarkly, and Tom is the one to ask about them." (where a
    // kind of thing comes from was read only of a package, a path or code): decision 0289 reads both.
  },
  {
    // Written after decision 0289 and held out until decision 0290, which reads what it showed.
    name: "written after the new-of-a-kind and comes-from rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "y-u1",
          "The nightly export job times out on big tenants. The exporter is a Python worker under services/exporter. Don't touch the tests for now. Can you take a look?",
        ),
        w.toolUse("y-a1", "toolu_y1", "Bash", { command: "uv run pytest services/exporter -q", description: "Run the exporter tests" }),
        w.toolResult(
          "y-r1",
          "toolu_y1",
          "Exit code 1\n..............F\n    def test_big_tenant(db):\n>       export(tenant='big')\nE   TimeoutError: query exceeded statement_timeout\nFAILED services/exporter/tests/test_export.py::test_big_tenant - TimeoutError: query exceeded statement_timeout\n1 failed, 14 passed in 9.12s",
          true,
        ),
        w.toolUse("y-a2", "toolu_y2", "Edit", {
          file_path: `${project}/services/exporter/export.py`,
          old_string: "rows = fetch_all(query)",
          new_string: "rows = fetch_in_batches(query, size=5000)",
        }),
        w.toolResult("y-r2", "toolu_y2", `The file ${project}/services/exporter/export.py has been updated.`),
        w.toolUse("y-a3", "toolu_y3", "Bash", { command: "uv run pytest services/exporter -q", description: "Run the exporter tests" }),
        w.toolResult("y-r3", "toolu_y3", "...............\n15 passed in 7.40s"),
        w.assistant(
          "y-a4",
          "The export loaded every row of a tenant in one query, which hit the statement timeout on big tenants; it now reads in batches of 5,000.",
        ),
        w.user(
          "y-u2",
          "Nice. For context, we deploy the workers with Argo CD, and the exporter's schedule lives in deploy/cron.yaml. Batch sizes above 10k blow up memory on the small nodes, so stay under that.",
        ),
        w.assistant("y-a5", "Good to know."),
        w.user("y-u3", "Also, I'd like commit messages in the imperative mood, like 'Add batching to exporter'."),
        w.assistant("y-a6", "Will do."),
        w.user("y-u4", "Wait, before you commit: Sam handles anything touching the warehouse credentials, so loop him in on the PR."),
        w.assistant("y-a7", "I'll mention Sam on the PR."),
        w.user("y-u5", "We decided last sprint to keep the exporter on Python 3.11 until the base image is updated."),
        w.assistant("y-a8", "Understood, staying on 3.11."),
        w.user("y-u6", "ok go ahead and commit"),
        w.assistant("y-a9", "Committed as 'Read exporter rows in batches'."),
      ];
    },
    expected: [
      ["The exporter is a Python worker under services/exporter.", "code_context", "user"],
      [
        '`uv run pytest services/exporter -q` failed with "TimeoutError: query exceeded statement_timeout" and passed after editing export.py: the export loaded every row of a tenant in one query, which hit the statement timeout on big tenants; it now reads in batches of 5,000.',
        "solution",
        "agent",
      ],
      ["The tests run with `uv run pytest services/exporter -q` (it passed).", "code_context", "tool"],
      ["The team deploys the workers with Argo CD, and the exporter's schedule lives in deploy/cron.yaml.", "convention", "user"],
      ["Batch sizes above 10k blow up memory on the small nodes, so stay under that.", "fact", "user"],
      ["User would like commit messages in the imperative mood, like 'Add batching to exporter'.", "preference", "user"],
      ["Sam handles anything touching the warehouse credentials.", "fact", "user"],
      ["The team decided last sprint to keep the exporter on Python 3.11 until the base image is updated.", "decision", "user"],
    ],
    // Held out, it kept 7, 6 right: "Sam handles…" with the words around it ("Wait, before the agent commits:" and
    // the request for this PR after ", so"), a wrong memory, and it missed the limit told by what happens above it
    // ("Batch sizes above 10k blow up memory…, so stay under that"). Decision 0290 reads both.
  },
  {
    // Written after decision 0290 and held out until decision 0291, which reads what it showed.
    name: "written after the colon-lead, task-clause and consequence-limit rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "z-u1",
          "The integration tests for the orders API are flaky again. FYI the orders API is written in Go and talks to Postgres through sqlc-generated queries in internal/db. Run them with `make test-integration`.",
        ),
        w.toolUse("z-a1", "toolu_z1", "Bash", { command: "make test-integration", description: "Run the integration tests" }),
        w.toolResult(
          "z-r1",
          "toolu_z1",
          "Exit code 2\n--- FAIL: TestCreateOrder (0.31s)\n    orders_test.go:48: got status 409, want 201\nFAIL\nFAIL\tgithub.com/acme/orders/internal/api\t0.412s",
          true,
        ),
        w.toolUse("z-a2", "toolu_z2", "Edit", {
          file_path: `${project}/internal/api/orders_test.go`,
          old_string: 'seedCustomer(t, db, "c1")',
          new_string: "seedCustomer(t, db, uniqueID(t))",
        }),
        w.toolResult("z-r2", "toolu_z2", `The file ${project}/internal/api/orders_test.go has been updated.`),
        w.toolUse("z-a3", "toolu_z3", "Bash", { command: "make test-integration", description: "Run the integration tests" }),
        w.toolResult("z-r3", "toolu_z3", "ok  \tgithub.com/acme/orders/internal/api\t0.398s"),
        w.assistant(
          "z-a4",
          "The test reused the customer id c1, which another test also seeds, so whichever ran second hit a unique-key conflict; each test now seeds its own id.",
        ),
        w.user(
          "z-u2",
          "Good catch. Test data should never share ids across tests — use uniqueID(t) everywhere. And I'm not a fan of table-driven tests with more than ten cases.",
        ),
        w.assistant("z-a5", "Noted."),
        w.user("z-u3", "Also the CI runners are on ARM, so anything with cgo needs a cross-compile step."),
        w.assistant("z-a6", "Good to know."),
        w.user("z-u4", "Let's hold off on the retry middleware until Priya's review comes back. Keep your summaries short, bullet points are fine."),
        w.assistant("z-a7", "Understood."),
        w.user("z-u5", "Ok, merge it once it's green."),
        w.assistant("z-a8", "Will do."),
      ];
    },
    expected: [
      ["The orders API is written in Go and talks to Postgres through sqlc-generated queries in internal/db.", "code_context", "user"],
      [
        '`make test-integration` failed with "orders_test.go:48: got status 409, want 201" and passed after editing orders_test.go: the test reused the customer id c1, which another test also seeds, so whichever ran second hit a unique-key conflict; each test now seeds its own id.',
        "solution",
        "agent",
      ],
      ["The integration tests run with `make test-integration` (it passed).", "code_context", "tool"],
      ["Test data should never share ids across tests — use uniqueID(t) everywhere.", "convention", "user"],
      ["User is not a fan of table-driven tests with more than ten cases.", "preference", "user"],
      ["The CI runners are on ARM, so anything with cgo needs a cross-compile step.", "fact", "user"],
      // Written by hand with a semicolon; the comma kept is the same fact: corrected when it stopped being held out.
      ["User wants the agent to keep its summaries short, bullet points are fine.", "preference", "user"],
    ],
    // Held out, it kept 5, 3 right: the fix without its error line (Go's "file:line: got …, want …" was no error
    // line the rules read), the command as "the tests" (not "the integration tests" its command names); missed "Test data should never share ids…" (a rule of a mass noun, not a plural) and "Keep your summaries
    // short, bullet points are fine." (how the agent should answer).
    // Decision 0291 reads all four.
  },
  {
    // Written after decision 0291 and held out until decision 0292, which reads most of what it showed.
    name: "written after the test-kind, place-message, mass-noun and keep-your rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "q-u1",
          "Heads-up, I'm on call this week so I might be slow to reply. The mobile app is React Native with Expo, and releases go out through EAS. Can you figure out why the Android build fails?",
        ),
        w.toolUse("q-a1", "toolu_q1", "Bash", { command: "pnpm android:build", description: "Build the Android app" }),
        w.toolResult(
          "q-r1",
          "toolu_q1",
          "Exit code 1\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:checkReleaseDuplicateClasses'.\n> Duplicate class com.google.common.util.concurrent.ListenableFuture found in modules guava-31.1-android and listenablefuture-1.0",
          true,
        ),
        w.toolUse("q-a2", "toolu_q2", "Edit", {
          file_path: `${project}/android/app/build.gradle`,
          old_string: "dependencies {",
          new_string: "configurations.all { exclude group: 'com.google.guava', module: 'listenablefuture' }\ndependencies {",
        }),
        w.toolResult("q-r2", "toolu_q2", `The file ${project}/android/app/build.gradle has been updated.`),
        w.toolUse("q-a3", "toolu_q3", "Bash", { command: "pnpm android:build", description: "Build the Android app" }),
        w.toolResult("q-r3", "toolu_q3", "BUILD SUCCESSFUL in 2m 14s\n312 actionable tasks: 12 executed, 300 up-to-date"),
        w.assistant("q-a4", "Two libraries both shipped the ListenableFuture class; the build now excludes the empty listenablefuture module."),
        w.user("q-u2", "Nice. For Android, we pin Gradle plugin versions in android/build.gradle rather than letting Expo pick them."),
        w.assistant("q-a5", "Understood."),
        w.user("q-u3", "Also, screenshots in PRs are mandatory for any UI change."),
        w.assistant("q-a6", "Okay."),
        w.user("q-u4", "My manager prefers we don't upgrade Expo SDK mid-sprint, so leave the SDK alone."),
        w.assistant("q-a7", "I won't touch the SDK version."),
        w.user("q-u5", "What's the difference between EAS build and a local build?"),
        w.assistant("q-a8", "EAS builds run on Expo's servers; a local build runs Gradle on your machine."),
        w.user("q-u6", "Got it. I'm a fan of small commits, so split the gradle change from the JS change."),
        w.assistant("q-a9", "Will split them."),
      ];
    },
    expected: [
      ["The mobile app is React Native with Expo, and releases go out through EAS.", "fact", "user"],
      [
        '`pnpm android:build` failed with "Duplicate class com.google.common.util.concurrent.ListenableFuture found in modules guava-31.1-android and listenablefuture-1.0" and passed after editing build.gradle: two libraries both shipped the ListenableFuture class; the build now excludes the empty listenablefuture module.',
        "solution",
        "agent",
      ],
      ["The build runs with `pnpm android:build` (it passed).", "code_context", "tool"],
      ["For Android, the team pins Gradle plugin versions in android/build.gradle rather than letting Expo pick them.", "convention", "user"],
      ["Screenshots in PRs are mandatory for any UI change.", "convention", "user"],
      // Written by hand as "User's manager…"; "The user's manager…" is the same fact: corrected when it stopped being held out.
      ["The user's manager prefers the team does not upgrade Expo SDK mid-sprint.", "fact", "user"],
      ["User is a fan of small commits.", "preference", "user"],
    ],
    // Held out, it kept 4, 2 right: the fix quoting Gradle's summary line ("FAILURE: Build failed with an
    // exception."), the liking with its request for this task (", so split the gradle change…"); it missed the
    // practice after a scope ("For Android, we pin…"), a requirement told by "mandatory" and a preference of the
    // person's manager. Decision 0292 reads them all; the fix now quotes Gradle's cause, but the cause and the
    // agent's explanation together pass the length a fact may hold, so the quote is left out (decision 0280).
    shortfall: {
      extra: [
        [
          "`pnpm android:build` failed and passed after editing build.gradle: two libraries both shipped the ListenableFuture class; the build now excludes the empty listenablefuture module.",
          "solution",
          "agent",
        ],
      ],
      missed: [
        '`pnpm android:build` failed with "Duplicate class com.google.common.util.concurrent.ListenableFuture found in modules guava-31.1-android and listenablefuture-1.0" and passed after editing build.gradle: two libraries both shipped the ListenableFuture class; the build now excludes the empty listenablefuture module.',
      ],
    },
  },
  {
    // Written after decision 0292 and held out until decision 0293, which reads what it missed.
    name: "written after the scope, obligation, others'-preference and so-request rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "t-u1",
          "Our dbt models live in analytics/models, and staging models are prefixed with stg_. The daily_revenue model double counts refunds since yesterday's deploy. Can you check?",
        ),
        w.toolUse("t-a1", "toolu_t1", "Bash", { command: "dbt test --select daily_revenue", description: "Run the dbt tests for daily_revenue" }),
        w.toolResult(
          "t-r1",
          "toolu_t1",
          "Exit code 1\nFailure in test unique_daily_revenue_order_id (models/marts/schema.yml)\n  Got 14 results, configured to fail if != 0\nDone. PASS=3 WARN=0 ERROR=1 SKIP=0 TOTAL=4",
          true,
        ),
        w.toolUse("t-a2", "toolu_t2", "Edit", {
          file_path: `${project}/analytics/models/marts/daily_revenue.sql`,
          old_string: "left join refunds r on r.order_id = o.id",
          new_string: "left join (select order_id, sum(amount) as amount from refunds group by 1) r on r.order_id = o.id",
        }),
        w.toolResult("t-r2", "toolu_t2", `The file ${project}/analytics/models/marts/daily_revenue.sql has been updated.`),
        w.toolUse("t-a3", "toolu_t3", "Bash", { command: "dbt test --select daily_revenue", description: "Run the dbt tests for daily_revenue" }),
        w.toolResult("t-r3", "toolu_t3", "Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4"),
        w.assistant("t-a4", "Orders with two partial refunds were joined twice; refunds are now summed per order before the join."),
        w.user("t-u2", "That makes sense. Going forward, every mart model needs a unique test on its grain."),
        w.assistant("t-a5", "Noted."),
        w.user("t-u3", "Also I'd love it if you explained SQL changes with a before/after row count."),
        w.assistant("t-a6", "Sure, I'll include row counts."),
        w.user("t-u4", "Snowflake credentials are in 1Password under 'analytics-prod', never paste them in chat."),
        w.assistant("t-a7", "Understood."),
        w.user("t-u5", "Let's ship it."),
        w.assistant("t-a8", "Shipping."),
      ];
    },
    expected: [
      ["The team's dbt models live in analytics/models, and staging models are prefixed with stg_.", "code_context", "user"],
      [
        '`dbt test --select daily_revenue` failed with "Failure in test unique_daily_revenue_order_id (models/marts/schema.yml)" and passed after editing daily_revenue.sql: orders with two partial refunds were joined twice; refunds are now summed per order before the join.',
        "solution",
        "agent",
      ],
      ["The tests run with `dbt test --select daily_revenue` (it passed).", "code_context", "tool"],
      ["Every mart model needs a unique test on its grain.", "convention", "user"],
      ["User would love it if the agent explained SQL changes with a before/after row count.", "preference", "user"],
      ["Snowflake credentials are in 1Password under 'analytics-prod', never paste them in chat.", "fact", "user"],
    ],
    // Held out, it kept 2, both right, and missed the fix and the command (dbt was no runner the rules knew), "I'd
    // love it if you…" (a liking said with "love it if") and where the credentials are kept: decision 0293 reads all four.
  },
  {
    // Written after decision 0293 and held out until decision 0294, which reads what it missed.
    name: "written after the data-runner, love-it-if and are-in-a-product rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "w-u1",
          "cargo test fails on the config crate after the serde bump. Quick context: the CLI crate is the only one that's published to crates.io; everything else is internal.",
        ),
        w.toolUse("w-a1", "toolu_w1", "Bash", { command: "cargo test -p config", description: "Run the config crate's tests" }),
        w.toolResult(
          "w-r1",
          "toolu_w1",
          "Exit code 101\nerror[E0599]: no method named `from_str_radix` found for struct `Value` in the current scope\n  --> crates/config/src/parse.rs:41:18\nerror: could not compile `config` (lib) due to 1 previous error",
          true,
        ),
        w.toolUse("w-a2", "toolu_w2", "Edit", {
          file_path: `${project}/crates/config/src/parse.rs`,
          old_string: "value.from_str_radix(16)",
          new_string: "u32::from_str_radix(value.as_str()?, 16)",
        }),
        w.toolResult("w-r2", "toolu_w2", `The file ${project}/crates/config/src/parse.rs has been updated.`),
        w.toolUse("w-a3", "toolu_w3", "Bash", { command: "cargo test -p config", description: "Run the config crate's tests" }),
        w.toolResult("w-r3", "toolu_w3", "running 23 tests\ntest result: ok. 23 passed; 0 failed; 0 ignored; 0 measured"),
        w.assistant("w-a4", "serde_json 1.0.120 no longer exposes that helper on Value; the parser now converts the string itself."),
        w.user("w-u2", "Perfect. We've agreed to bump dependencies only in dedicated PRs, never alongside features."),
        w.assistant("w-a5", "Understood."),
        w.user("w-u3", "I work from Lisbon."),
        w.assistant("w-a6", "Noted."),
        w.user("w-u4", "Whenever a crate's public API changes, note it in CHANGELOG.md under Unreleased."),
        w.assistant("w-a7", "Will do."),
        w.user("w-u5", "Hmm, actually the MSRV is 1.75, not 1.70 like the README says."),
        w.assistant("w-a8", "Thanks, I'll use 1.75 as the minimum."),
        w.user("w-u6", "ok thanks, that's all for today"),
        w.assistant("w-a9", "Have a good evening."),
      ];
    },
    expected: [
      ["The CLI crate is the only one that's published to crates.io; everything else is internal.", "fact", "user"],
      [
        '`cargo test -p config` failed with "error[E0599]: no method named `from_str_radix` found for struct `Value` in the current scope" and passed after editing parse.rs: serde_json 1.0.120 no longer exposes that helper on Value; the parser now converts the string itself.',
        "solution",
        "agent",
      ],
      ["The tests run with `cargo test -p config` (it passed).", "code_context", "tool"],
      ["The team has agreed to bump dependencies only in dedicated PRs, never alongside features.", "decision", "user"],
      // Written by hand as "User works…"; corrected to "The user works…" when it stopped being held out, and back to the hand
      // label since decision 0479.
      ["User works from Lisbon.", "fact", "user"],
      ["Whenever a crate's public API changes, note it in CHANGELOG.md under Unreleased.", "convention", "user"],
      ["The MSRV is 1.75, not 1.70 like the README says.", "fact", "user"],
    ],
    // Held out, it kept 5, 4 right (one in other words than the hand-written one), and missed a habit told by its
    // "whenever" clause of no "you" and a correction after a hesitation ("Hmm, actually …"): decision 0294 reads both.
  },
];
