import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/** Coding sessions for the extraction measure, part d of four in the order they were written (extraction-transcripts.ts). */
export const fixturesD: readonly WrittenFixture[] = [
  {
    // Written after decision 0294 and held out until decision 0295, which reads what it missed.
    name: "written after the whenever-a-thing and document-correction rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user("j-u1", "The admin export endpoint 500s for staff users. We're on Django 5.0 with DRF, and Celery handles anything slow. Take a look?"),
        w.toolUse("j-a1", "toolu_j1", "Bash", { command: "python manage.py test exports", description: "Run the exports tests" }),
        w.toolResult(
          "j-r1",
          "toolu_j1",
          "Exit code 1\nERROR: test_staff_export (exports.tests.ExportTests)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/app/exports/views.py\", line 42, in get\n    qs = qs.filter(owner=request.user.profile)\nAttributeError: 'User' object has no attribute 'profile'\n\nFAILED (errors=1)",
          true,
        ),
        w.toolUse("j-a2", "toolu_j2", "Edit", {
          file_path: `${project}/exports/views.py`,
          old_string: "qs.filter(owner=request.user.profile)",
          new_string: "qs.filter(owner__user=request.user)",
        }),
        w.toolResult("j-r2", "toolu_j2", `The file ${project}/exports/views.py has been updated.`),
        w.toolUse("j-a3", "toolu_j3", "Bash", { command: "python manage.py test exports", description: "Run the exports tests" }),
        w.toolResult("j-r3", "toolu_j3", "Ran 6 tests in 0.412s\n\nOK"),
        w.assistant("j-a4", "Staff accounts are created without a profile, so the view now filters on the user instead."),
        w.user("j-u2", "Right, staff don't get profiles. Heads up that anything touching exports needs a sign-off from compliance (ping Maria)."),
        w.assistant("j-a5", "Understood."),
        w.user("j-u3", "Also we never use raw SQL in views; go through the ORM or a manager method."),
        w.assistant("j-a6", "Okay."),
        w.user("j-u4", "Please write the release note in the PR description this time."),
        w.assistant("j-a7", "Will do."),
        w.user("j-u5", "I usually review PRs in the evening, so don't expect quick replies."),
        w.assistant("j-a8", "No problem."),
      ];
    },
    expected: [
      ["The team is on Django 5.0 with DRF, and Celery handles anything slow.", "fact", "user"],
      [
        "`python manage.py test exports` failed with \"AttributeError: 'User' object has no attribute 'profile'\" and passed after editing views.py: staff accounts are created without a profile, so the view now filters on the user instead.",
        "solution",
        "agent",
      ],
      ["The tests run with `python manage.py test exports` (it passed).", "code_context", "tool"],
      ["Anything touching exports needs a sign-off from compliance (ping Maria).", "fact", "user"],
      ["The team never uses raw SQL in views; go through the ORM or a manager method.", "convention", "user"],
      ["The user usually reviews PRs in the evening.", "fact", "user"],
    ],
    // Held out, it kept 2, both right, and missed the fix and the command (`python manage.py test` was no runner the
    // rules knew), what a "Heads up that" clause announces and the person's habit. Decision 0295 reads the first
    // three, the sign-off as a convention (a requirement on a kind, as "every mart model needs…" is); its rule for the
    // person's habit was taken back by decision 0296 (on LongMemEval's chats such facts stood in for the excerpts of
    // the turns that held the answers) and read again by decision 0306 (after 0297 no excerpt left the ranking), with
    // "so don't expect…" left out as what the agent should make of it. The fix is kept without
    // the agent's explanation: "…filters on the user instead" names "the user", which an agent's sentence may not
    // (a claim about the user is how injected text reads; instruction-text.ts).
    shortfall: {
      extra: [
        [
          "`python manage.py test exports` failed with \"AttributeError: 'User' object has no attribute 'profile'\" and passed after editing views.py.",
          "solution",
          "tool",
        ],
      ],
      missed: [
        "`python manage.py test exports` failed with \"AttributeError: 'User' object has no attribute 'profile'\" and passed after editing views.py: staff accounts are created without a profile, so the view now filters on the user instead.",
      ],
      retyped: [["Anything touching exports needs a sign-off from compliance (ping Maria).", "convention", "user"]],
    },
  },
  {
    // Written after decision 0295 and held out until decision 0298, whose rules were written with its misses in view.
    name: "written after the python-runner, heads-up-that and personal-habit rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "l-u1",
          "The checkout page shows prices without currency symbols in the German locale. We format money with Intl.NumberFormat in lib/money.ts, never by hand. Can you fix it?",
        ),
        w.toolUse("l-a1", "toolu_l1", "Bash", { command: "pnpm vitest run lib/money.test.ts", description: "Run the money tests" }),
        w.toolResult(
          "l-r1",
          "toolu_l1",
          "Exit code 1\n FAIL  lib/money.test.ts > formats EUR for de-DE\nAssertionError: expected '12,50' to be '12,50 €'\n ❯ lib/money.test.ts:14:32",
          true,
        ),
        w.toolUse("l-a2", "toolu_l2", "Edit", {
          file_path: `${project}/lib/money.ts`,
          old_string: "style: 'decimal'",
          new_string: "style: 'currency', currency",
        }),
        w.toolResult("l-r2", "toolu_l2", `The file ${project}/lib/money.ts has been updated.`),
        w.toolUse("l-a3", "toolu_l3", "Bash", { command: "pnpm vitest run lib/money.test.ts", description: "Run the money tests" }),
        w.toolResult("l-r3", "toolu_l3", " ✓ lib/money.test.ts (4 tests) 12ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
        w.assistant("l-a4", "The formatter used the decimal style, which drops the symbol; it now uses the currency style with the order's currency."),
        w.user("l-u2", "Thanks. Translations are managed in Lokalise and synced nightly, so never edit locales/*.json directly."),
        w.assistant("l-a5", "Got it."),
        w.user("l-u3", "btw our designers hate layout shift, so reserve space for anything that loads async."),
        w.assistant("l-a6", "Okay."),
        w.user("l-u4", "Can you also bump the lockfile? Actually never mind, Renovate does that on Mondays."),
        w.assistant("l-a7", "I'll leave the lockfile."),
        w.user("l-u5", "For the record, I'm colorblind, so please don't rely on red/green alone in diffs or charts."),
        w.assistant("l-a8", "Understood, I'll use labels as well as colours."),
      ];
    },
    expected: [
      ["The team formats money with Intl.NumberFormat in lib/money.ts, never by hand.", "convention", "user"],
      [
        "`pnpm vitest run lib/money.test.ts` failed with \"AssertionError: expected '12,50' to be '12,50 €'\" and passed after editing money.ts: the formatter used the decimal style, which drops the symbol; it now uses the currency style with the order's currency.",
        "solution",
        "agent",
      ],
      ["The tests run with `pnpm vitest run lib/money.test.ts` (it passed).", "code_context", "tool"],
      ["Translations are managed in Lokalise and synced nightly, so never edit locales/*.json directly.", "code_context", "user"],
      ["The team's designers hate layout shift, so reserve space for anything that loads async.", "fact", "user"],
      ["Renovate bumps the lockfile on Mondays.", "fact", "user"],
      ["User is colorblind, so please do not rely on red/green alone in diffs or charts.", "fact", "user"],
    ],
    // Held out, it kept 4, 3 right: "For the record, I'm colorblind, so please don't rely on red/green…" kept as "User
    // is colorblind." typed as code (the project-fact rule read "rely on" and "red/green" in the request it then cut),
    // and it missed where translations are managed ("are managed in Lokalise") and what the designers hate (a plural
    // of colleagues). Decision 0298 reads those, reads a project fact without its request, and takes "red/green" for
    // English; the colorblind fact is its "For the record" read whole, the same fact in other words than the
    // hand-written one. What Renovate does stays missed: "does that" names the lockfile only through the question
    // before it.
    shortfall: {
      extra: [],
      missed: ["Renovate bumps the lockfile on Mondays."],
    },
  },
  {
    // Written after decision 0298 and held out until decision 0299, whose rules were written with its misses in view.
    name: "written after the colleagues-of-a-kind, managed-in and alternatives rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "m-u1",
          "The invoice PDF job times out on large accounts. We render PDFs with Grover in app/services/pdf_renderer.rb, and Sidekiq runs the job. Can you look?",
        ),
        w.toolUse("m-a1", "toolu_m1", "Bash", { command: "bundle exec rspec spec/services/pdf_renderer_spec.rb", description: "Run the renderer specs" }),
        w.toolResult(
          "m-r1",
          "toolu_m1",
          "Exit code 1\nFailures:\n\n  1) PdfRenderer renders an account with 5000 line items\n     Failure/Error: renderer.call\n\n     Timeout::Error:\n       execution expired\n\n1 example, 1 failure",
          true,
        ),
        w.toolUse("m-a2", "toolu_m2", "Edit", {
          file_path: `${project}/app/services/pdf_renderer.rb`,
          old_string: "timeout: 30_000",
          new_string: "timeout: 120_000",
        }),
        w.toolResult("m-r2", "toolu_m2", `The file ${project}/app/services/pdf_renderer.rb has been updated.`),
        w.toolUse("m-a3", "toolu_m3", "Bash", { command: "bundle exec rspec spec/services/pdf_renderer_spec.rb", description: "Run the renderer specs" }),
        w.toolResult("m-r3", "toolu_m3", "Finished in 2.41 seconds (files took 1.2 seconds to load)\n6 examples, 0 failures"),
        w.assistant("m-a4", "Grover's timeout was 30 seconds, too short for accounts with thousands of line items; it is now 120 seconds."),
        w.user("m-u2", "Nice. Our support folks hate it when an invoice changes after it's sent."),
        w.assistant("m-a5", "Noted."),
        w.user("m-u3", "Secrets are stored in 1Password, never in .env files committed to git."),
        w.assistant("m-a6", "Understood."),
        w.user("m-u4", "I'm on a metered connection this week, so avoid pulling big Docker images."),
        w.assistant("m-a7", "I'll keep downloads small."),
        w.user(
          "m-u5",
          "Staging is reset every Sunday night, so don't keep test data there. The PDF worker talks to the billing API through the internal gateway.",
        ),
        w.assistant("m-a8", "Good to know."),
      ];
    },
    expected: [
      ["The team renders PDFs with Grover in app/services/pdf_renderer.rb, and Sidekiq runs the job.", "code_context", "user"],
      [
        '`bundle exec rspec spec/services/pdf_renderer_spec.rb` failed with "Timeout::Error: execution expired" and passed after editing pdf_renderer.rb: Grover\'s timeout was 30 seconds, too short for accounts with thousands of line items; it is now 120 seconds.',
        "solution",
        "agent",
      ],
      ["The tests run with `bundle exec rspec spec/services/pdf_renderer_spec.rb` (it passed).", "code_context", "tool"],
      ["The team's support folks hate it when an invoice changes after it's sent.", "fact", "user"],
      ["Secrets are stored in 1Password, never in .env files committed to git.", "fact", "user"],
      ["Staging is reset every Sunday night, so do not keep test data there.", "fact", "user"],
      ["The PDF worker talks to the billing API through the internal gateway.", "fact", "user"],
    ],
    // Held out, it kept 4, 3 right: the fix quoted RSpec's error class alone ("Timeout::Error:", its message on the next
    // line) and lowered the agent's "Grover's"; it missed how PDFs are rendered, what the support folks hate (a kind of
    // colleague in two words) and the staging reset. Decision 0299 reads the error's message below its class, keeps a
    // name's capital, reads one word before a kind of colleague and what is done to a part on a schedule; the support
    // folks' fact keeps its "it's", the hand-written one in other words. "We render PDFs with Grover in …" stays missed:
    // no verb the rules read.
    shortfall: {
      extra: [],
      missed: ["The team renders PDFs with Grover in app/services/pdf_renderer.rb, and Sidekiq runs the job."],
    },
  },
  {
    // Written after decision 0299 and held out until decision 0300, whose rules were written with its misses in view.
    name: "written after the error-below-its-class, named-inside and schedule rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user("n-u1", "The /healthz endpoint returns 503 right after deploys. Our services are written in Go 1.22 and run on GKE. Could you dig in?"),
        w.toolUse("n-a1", "toolu_n1", "Bash", { command: "go test ./internal/health/...", description: "Run the health tests" }),
        w.toolResult(
          "n-r1",
          "toolu_n1",
          "Exit code 1\n--- FAIL: TestReadiness (0.02s)\n    health_test.go:31: expected status 200, got 503\nFAIL\nFAIL\tgithub.com/acme/api/internal/health\t0.031s",
          true,
        ),
        w.toolUse("n-a2", "toolu_n2", "Edit", {
          file_path: `${project}/internal/health/handler.go`,
          old_string: "ready := db.Ping() == nil && cache.Ready()",
          new_string: "ready := db.Ping() == nil",
        }),
        w.toolResult("n-r2", "toolu_n2", `The file ${project}/internal/health/handler.go has been updated.`),
        w.toolUse("n-a3", "toolu_n3", "Bash", { command: "go test ./internal/health/...", description: "Run the health tests" }),
        w.toolResult("n-r3", "toolu_n3", "ok  \tgithub.com/acme/api/internal/health\t0.029s"),
        w.assistant("n-a4", "The readiness check waited for the cache, which warms up for a minute after each deploy; it now only checks the database."),
        w.user("n-u2", "Makes sense. Heads-up: our platform team owns the Helm charts, so open an issue with them rather than editing charts/ yourself."),
        w.assistant("n-a5", "Understood."),
        w.user("n-u3", "We tag releases with semver and the changelog is generated from conventional commits."),
        w.assistant("n-a6", "Okay."),
        w.user("n-u4", "ugh, I'm so tired today."),
        w.assistant("n-a7", "Sorry to hear that."),
        w.user("n-u5", "Could you also check the metrics? Nah, skip it, Grafana alerts would have fired."),
        w.assistant("n-a8", "Skipping the metrics."),
        w.user("n-u6", "Going forward, please run golangci-lint before you say a change is done."),
        w.assistant("n-a9", "Will do."),
      ];
    },
    expected: [
      ["The team's services are written in Go 1.22 and run on GKE.", "fact", "user"],
      [
        '`go test ./internal/health/...` failed with "health_test.go:31: expected status 200, got 503" and passed after editing handler.go: the readiness check waited for the cache, which warms up for a minute after each deploy; it now only checks the database.',
        "solution",
        "agent",
      ],
      ["The tests run with `go test ./internal/health/...` (it passed).", "code_context", "tool"],
      ["The platform team owns the Helm charts, so open an issue with them rather than editing charts/ yourself.", "fact", "user"],
      ["The team tags releases with semver and the changelog is generated from conventional commits.", "convention", "user"],
      ["User wants the agent to run golangci-lint before the agent says a change is done.", "preference", "user"],
    ],
    // Held out, it kept 4, all right, and missed who owns the Helm charts (a team as the owner) and the request to lint
    // before saying a change is done ("Going forward, please run …"). Decision 0300 reads both; the request in other
    // words than the hand-written one ("before the agent says"), and the ownership typed as code: it names charts/.
    shortfall: {
      extra: [],
      missed: [],
      retyped: [["The platform team owns the Helm charts, so open an issue with them rather than editing charts/ yourself.", "code_context", "user"]],
    },
  },
  {
    // Written after decision 0300 and held out until decision 0301, whose rules were written with its misses in view.
    name: "written after the team-owner and lasting-request rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "o-u1",
          "Sign-up emails are sent twice when someone double-clicks the button. The mailer is a Next.js API route in pages/api/signup.ts and we queue mail through Resend.",
        ),
        w.toolUse("o-a1", "toolu_o1", "Bash", { command: "pnpm jest pages/api/signup.test.ts", description: "Run the sign-up tests" }),
        w.toolResult(
          "o-r1",
          "toolu_o1",
          "Exit code 1\n FAIL  pages/api/signup.test.ts\n  ● signup › sends one email per address\n\n    expect(jest.fn()).toHaveBeenCalledTimes(expected)\n\n    Expected number of calls: 1\n    Received number of calls: 2",
          true,
        ),
        w.toolUse("o-a2", "toolu_o2", "Edit", {
          file_path: `${project}/pages/api/signup.ts`,
          old_string: "await sendWelcome(email)",
          new_string: "if (await markSent(email)) await sendWelcome(email)",
        }),
        w.toolResult("o-r2", "toolu_o2", `The file ${project}/pages/api/signup.ts has been updated.`),
        w.toolUse("o-a3", "toolu_o3", "Bash", { command: "pnpm jest pages/api/signup.test.ts", description: "Run the sign-up tests" }),
        w.toolResult(
          "o-r3",
          "toolu_o3",
          "PASS  pages/api/signup.test.ts\n  signup\n    ✓ sends one email per address (12 ms)\n\nTests:       3 passed, 3 total",
        ),
        w.assistant("o-a4", "The route sent the welcome email on every request; it now records the address first and sends only once."),
        w.user("o-u2", "Perfect. FYI the growth team owns every email template, so ask in #growth before changing copy."),
        w.assistant("o-a5", "Noted."),
        w.user("o-u3", "Also, we never call Resend from the browser; everything goes through the API routes."),
        w.assistant("o-a6", "Understood."),
        w.user("o-u4", "lol that button has been cursed since launch"),
        w.assistant("o-a7", "Ha, it should behave now."),
        w.user("o-u5", "One more: in the future, please add a regression test whenever you fix a bug like this."),
        w.assistant("o-a8", "Will do."),
      ];
    },
    expected: [
      ["The mailer is a Next.js API route in pages/api/signup.ts and the team queues mail through Resend.", "code_context", "user"],
      [
        '`pnpm jest pages/api/signup.test.ts` failed with "Expected number of calls: 1; Received number of calls: 2" and passed after editing signup.ts: the route sent the welcome email on every request; it now records the address first and sends only once.',
        "solution",
        "agent",
      ],
      ["The tests run with `pnpm jest pages/api/signup.test.ts` (it passed).", "code_context", "tool"],
      ["The growth team owns every email template, so ask in #growth before changing copy.", "fact", "user"],
      ["The team never calls Resend from the browser; everything goes through the API routes.", "convention", "user"],
      ["User wants the agent to add a regression test whenever the agent fixes a bug like this.", "preference", "user"],
    ],
    // Held out, it kept 6, 5 right: the fix was kept without its error, Jest's "Expected number of calls" and "Received
    // number of calls" lines naming no failure word. Decision 0301 quotes the two lines as one, the hand-written fact
    // in other words (it quoted the second line alone).
  },
  {
    // Written after decision 0301 and held out until decision 0302, whose rules were written with its misses in view.
    name: "written after the expectation-pair rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "p-u1",
          "Uploads over 10 MB fail with a 413 in production but not locally. Prod sits behind nginx, and our API is FastAPI on Python 3.12. Can you check?",
        ),
        w.toolUse("p-a1", "toolu_p1", "Bash", { command: "pytest tests/test_uploads.py -q", description: "Run the upload tests" }),
        w.toolResult(
          "p-r1",
          "toolu_p1",
          "Exit code 1\nF.......\n=================================== FAILURES ===================================\n______________________________ test_large_upload _______________________________\n>       assert resp.status_code == 200\nE       assert 413 == 200\nE        +  where 413 = <Response [413]>.status_code\nFAILED tests/test_uploads.py::test_large_upload - assert 413 == 200\n1 failed, 7 passed in 0.52s",
          true,
        ),
        w.toolUse("p-a2", "toolu_p2", "Edit", { file_path: `${project}/app/main.py`, old_string: "max_upload_mb = 10", new_string: "max_upload_mb = 50" }),
        w.toolResult("p-r2", "toolu_p2", `The file ${project}/app/main.py has been updated.`),
        w.toolUse("p-a3", "toolu_p3", "Bash", { command: "pytest tests/test_uploads.py -q", description: "Run the upload tests" }),
        w.toolResult("p-r3", "toolu_p3", "........\n8 passed in 0.49s"),
        w.assistant("p-a4", "The app capped uploads at 10 MB in its own settings; the cap is now 50 MB, matching nginx's client_max_body_size."),
        w.user("p-u2", "Cool. Database migrations are handled by Alembic, and each one needs a downgrade."),
        w.assistant("p-a5", "Noted."),
        w.user("p-u3", "My cat just walked across the keyboard, ignore that last bit if it's weird."),
        w.assistant("p-a6", "No problem."),
        w.user("p-u4", "Oh and our security folks require that every new endpoint has an auth test."),
        w.assistant("p-a7", "Understood."),
        w.user("p-u5", "For the next hour I'm on my phone, so keep replies short."),
        w.assistant("p-a8", "Will keep it brief."),
        w.user("p-u6", "Reminder: config values come from environment variables, never from hard-coded defaults."),
        w.assistant("p-a9", "Got it."),
      ];
    },
    expected: [
      ["Prod sits behind nginx, and the team's API is FastAPI on Python 3.12.", "fact", "user"],
      [
        '`pytest tests/test_uploads.py -q` failed with "assert 413 == 200" and passed after editing main.py: the app capped uploads at 10 MB in its own settings; the cap is now 50 MB, matching nginx\'s client_max_body_size.',
        "solution",
        "agent",
      ],
      ["The tests run with `pytest tests/test_uploads.py -q` (it passed).", "code_context", "tool"],
      ["Database migrations are handled by Alembic, and each one needs a downgrade.", "fact", "user"],
      ["The team's security folks require that every new endpoint has an auth test.", "fact", "user"],
      ["Config values come from environment variables, never from hard-coded defaults.", "convention", "user"],
    ],
    // Held out, it kept 4, 3 right: the fix quoted pytest's "FAILED …" summary instead of its "E" line, and it missed
    // that migrations are handled by Alembic and where config values come from ("Reminder: … never from …"). Decision
    // 0302 reads all three; the security folks' requirement stays a convention, the hand-written fact's other type.
    shortfall: {
      extra: [],
      missed: [],
      retyped: [["The team's security folks require that every new endpoint has an auth test.", "convention", "user"]],
    },
  },
  {
    // Written after decision 0302 and held out until decision 0303, whose rules were written with its misses in view.
    name: "written after the pytest-assertion, handled-by and source rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "q-u1",
          "The /search endpoint panics on an empty query. The server is axum on Tokio, and search goes through our tantivy index in crates/search. Can you fix it?",
        ),
        w.toolUse("q-a1", "toolu_q1", "Bash", { command: "cargo test -p search", description: "Run the search tests" }),
        w.toolResult(
          "q-r1",
          "toolu_q1",
          "Exit code 101\nrunning 4 tests\ntest query::tests::empty_query ... FAILED\n\nfailures:\n\n---- query::tests::empty_query stdout ----\nthread 'query::tests::empty_query' panicked at crates/search/src/query.rs:31:10:\ncalled `Option::unwrap()` on a `None` value\n\nfailures:\n    query::tests::empty_query\n\ntest result: FAILED. 3 passed; 1 failed",
          true,
        ),
        w.toolUse("q-a2", "toolu_q2", "Edit", {
          file_path: `${project}/crates/search/src/query.rs`,
          old_string: "let first = terms.first().unwrap();",
          new_string: "let Some(first) = terms.first() else { return Ok(Vec::new()) };",
        }),
        w.toolResult("q-r2", "toolu_q2", `The file ${project}/crates/search/src/query.rs has been updated.`),
        w.toolUse("q-a3", "toolu_q3", "Bash", { command: "cargo test -p search", description: "Run the search tests" }),
        w.toolResult("q-r3", "toolu_q3", "running 4 tests\n....\ntest result: ok. 4 passed; 0 failed"),
        w.assistant("q-a4", "An empty query has no first term, so unwrap panicked; the search now returns no results for it."),
        w.user("q-u2", "Thanks. We release with cargo-release, and the MSRV is pinned in rust-toolchain.toml."),
        w.assistant("q-a5", "Noted."),
        w.user("q-u3", "brb, coffee"),
        w.assistant("q-a6", "Sure."),
        w.user("q-u4", "Heads up, clippy warnings fail CI, so fix them before pushing."),
        w.assistant("q-a7", "Will do."),
        w.user("q-u5", "Our ops people prefer structured logs via tracing over println."),
        w.assistant("q-a8", "Understood."),
      ];
    },
    expected: [
      ["The server is axum on Tokio, and search goes through the team's tantivy index in crates/search.", "code_context", "user"],
      [
        '`cargo test -p search` failed with "called `Option::unwrap()` on a `None` value" and passed after editing query.rs: an empty query has no first term, so unwrap panicked; the search now returns no results for it.',
        "solution",
        "agent",
      ],
      ["The tests run with `cargo test -p search` (it passed).", "code_context", "tool"],
      ["The team releases with cargo-release, and the MSRV is pinned in rust-toolchain.toml.", "convention", "user"],
      ["Clippy warnings fail CI, so fix them before pushing.", "fact", "user"],
      ["The team's ops people prefer structured logs via tracing over println.", "fact", "user"],
    ],
    // Held out, it kept 5, 4 right: the fix quoted cargo's "test … ... FAILED" line, a test's name, and it missed
    // "Heads up, clippy warnings fail CI, so fix them before pushing". Decision 0303 skips cargo's test lines, quotes
    // the panic's message, and reads what a kind of thing does to a gate of the project.
  },
  {
    // Written after decision 0303 and held out until decision 0305, whose rules were written with its misses in view.
    name: "written after the cargo-test and gate rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "r-u1",
          "Checkout returns 500 when the coupon code has lowercase letters. We're on Spring Boot 3 with Java 21, and coupons live in the promotions service. Fix?",
        ),
        w.toolUse("r-a1", "toolu_r1", "Bash", { command: "./gradlew test --tests CouponServiceTest", description: "Run the coupon tests" }),
        w.toolResult(
          "r-r1",
          "toolu_r1",
          "Exit code 1\nCouponServiceTest > appliesLowercaseCode() FAILED\n    org.opentest4j.AssertionFailedError: expected: <10.00> but was: <0.00>\n        at CouponServiceTest.java:42\n\n1 test completed, 1 failed\n\nFAILURE: Build failed with an exception.",
          true,
        ),
        w.toolUse("r-a2", "toolu_r2", "Edit", {
          file_path: `${project}/src/main/java/com/acme/promo/CouponService.java`,
          old_string: "repo.findByCode(code)",
          new_string: "repo.findByCode(code.toUpperCase(Locale.ROOT))",
        }),
        w.toolResult("r-r2", "toolu_r2", `The file ${project}/src/main/java/com/acme/promo/CouponService.java has been updated.`),
        w.toolUse("r-a3", "toolu_r3", "Bash", { command: "./gradlew test --tests CouponServiceTest", description: "Run the coupon tests" }),
        w.toolResult("r-r3", "toolu_r3", "BUILD SUCCESSFUL in 8s\n4 actionable tasks: 2 executed, 2 up-to-date"),
        w.assistant("r-a4", "Coupon codes are stored in upper case, and the lookup used the code as typed; it now upper-cases the code first."),
        w.user("r-u2", "Good catch. Coupon codes are case-insensitive by design, the marketing team prints them in lowercase sometimes."),
        w.assistant("r-a5", "Makes sense."),
        w.user("r-u3", "anyway, gotta run to a meeting"),
        w.assistant("r-a6", "See you."),
        w.user("r-u4", "Note that the promotions service is owned by the growth squad, so ping them on the PR."),
        w.assistant("r-a7", "Will do."),
        w.user("r-u5", "Please always add a changelog entry under docs/changes for user-visible fixes."),
        w.assistant("r-a8", "Okay."),
      ];
    },
    expected: [
      ["The team is on Spring Boot 3 with Java 21, and coupons live in the promotions service.", "fact", "user"],
      [
        '`./gradlew test --tests CouponServiceTest` failed with "org.opentest4j.AssertionFailedError: expected: <10.00> but was: <0.00>" and passed after editing CouponService.java: coupon codes are stored in upper case, and the lookup used the code as typed; it now upper-cases the code first.',
        "solution",
        "agent",
      ],
      ["The tests run with `./gradlew test --tests CouponServiceTest` (it passed).", "code_context", "tool"],
      ["Coupon codes are case-insensitive by design.", "fact", "user"],
      ["The promotions service is owned by the growth squad.", "fact", "user"],
      ["Always add a changelog entry under docs/changes for user-visible fixes.", "convention", "user"],
    ],
    // Held out, it kept 5, 3 right: the fix quoted Gradle's "CouponServiceTest > appliesLowercaseCode() FAILED" line, a
    // test's name, and the changelog rule kept its "Please". Decision 0305 skips the first and drops the second; "Coupon
    // codes are case-insensitive by design" stays missed (a fact of a kind with no verb the rules read).
    shortfall: { extra: [], missed: ["Coupon codes are case-insensitive by design."] },
  },
  {
    // Written after decision 0305, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    // Written after decision 0305 and held out until decision 0307, whose rules were written with its misses in view.
    name: "written after the gradle-test-line and please-rule rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "s-u1",
          "The nightly export job writes an empty CSV when a customer has no orders. The job runs on Sidekiq and exports are uploaded to the reports bucket. Please take a look.",
        ),
        w.toolUse("s-a1", "toolu_s1", "Bash", { command: "bundle exec rspec spec/jobs/export_job_spec.rb", description: "Run the export job specs" }),
        w.toolResult(
          "s-r1",
          "toolu_s1",
          'Exit code 1\nFailures:\n\n  1) ExportJob writes a header for customers without orders\n     Failure/Error: expect(csv.lines.first).to eq("id,total,date\\n")\n\n       expected: "id,total,date\\n"\n            got: nil\n\n1 example, 1 failure',
          true,
        ),
        w.toolUse("s-a2", "toolu_s2", "Edit", {
          file_path: `${project}/app/jobs/export_job.rb`,
          old_string: "return if orders.empty?",
          new_string: "csv << HEADER",
        }),
        w.toolResult("s-r2", "toolu_s2", `The file ${project}/app/jobs/export_job.rb has been updated.`),
        w.toolUse("s-a3", "toolu_s3", "Bash", { command: "bundle exec rspec spec/jobs/export_job_spec.rb", description: "Run the export job specs" }),
        w.toolResult("s-r3", "toolu_s3", "Finished in 0.8 seconds (files took 1.9 seconds to load)\n5 examples, 0 failures"),
        w.assistant("s-a4", "The job returned before writing anything when there were no orders; it now always writes the header row."),
        w.user("s-u2", "Nice. Finance reads these files every Monday, so the column order must never change."),
        w.assistant("s-a5", "Understood."),
        w.user("s-u3", "I think that's it for today, thanks!"),
        w.assistant("s-a6", "You're welcome."),
        w.user("s-u4", "Oh, and our QA team owns the export specs, so loop them in on changes there."),
        w.assistant("s-a7", "Will do."),
      ];
    },
    expected: [
      ["The job runs on Sidekiq and exports are uploaded to the reports bucket.", "fact", "user"],
      [
        "`bundle exec rspec spec/jobs/export_job_spec.rb` failed with \"expected: 'id,total,date\\n'; got: nil\" and passed after editing export_job.rb: the job returned before writing anything when there were no orders; it now always writes the header row.",
        "solution",
        "agent",
      ],
      ["The tests run with `bundle exec rspec spec/jobs/export_job_spec.rb` (it passed).", "code_context", "tool"],
      ["Finance reads these files every Monday, so the column order must never change.", "fact", "user"],
      ["The QA team owns the export specs, so loop them in on changes there.", "fact", "user"],
    ],
    // Held out, it kept 4, 3 right: the fix quoted RSpec's count "1 example, 1 failure" (its "expected:" and "got:"
    // lines name no failure word) and was kept without the agent's sentence, whose "it now always writes" read as a
    // rule; it missed what Finance reads every Monday. Decision 0307 reads all three: RSpec's summary is skipped and its
    // "expected:" / "got:" pair quoted as Jest's is (so the fix quotes both lines where the hand-written fact had the
    // first), what code now always does is told, not ruled, and who reads the project's files on a schedule is a fact.
  },
  {
    // Written after decision 0307 and held out until decision 0308, whose rules were written with its misses in view.
    name: "written after the rspec-pair, told-behaviour and scheduled-reader rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "g-u1",
          "Invoice totals are off by a cent for some customers. The gRPC gateway sits in front of the billing service, but the bug is in the billing package itself.",
        ),
        w.toolUse("g-a1", "toolu_g1", "Bash", { command: "go test ./internal/billing/...", description: "Run the billing tests" }),
        w.toolResult(
          "g-r1",
          "toolu_g1",
          "Exit code 1\n--- FAIL: TestInvoiceTotal (0.00s)\n    invoice_test.go:42: total = 1999, want 2000\nFAIL\nFAIL\tgithub.com/acme/billing/internal/billing\t0.012s\nFAIL",
          true,
        ),
        w.toolUse("g-a2", "toolu_g2", "Edit", {
          file_path: `${project}/internal/billing/invoice.go`,
          old_string: "total := round(subtotal) + round(tax)",
          new_string: "total := round(subtotal + tax)",
        }),
        w.toolResult("g-r2", "toolu_g2", `The file ${project}/internal/billing/invoice.go has been updated.`),
        w.toolUse("g-a3", "toolu_g3", "Bash", { command: "go test ./internal/billing/...", description: "Run the billing tests" }),
        w.toolResult("g-r3", "toolu_g3", "ok  \tgithub.com/acme/billing/internal/billing\t0.010s"),
        w.assistant("g-a4", "Rounding happened before tax was added; totals are now rounded once at the end."),
        w.user("g-u2", "Good catch. Amounts are stored in cents as int64 everywhere, by the way."),
        w.assistant("g-a5", "Noted."),
        w.user("g-u3", "Ask Priya before touching the tax tables, she set them up."),
        w.assistant("g-a6", "Will do."),
        w.user("g-u4", "Also, I prefer table-driven tests for anything in billing."),
        w.assistant("g-a7", "Understood, I'll use table-driven tests there."),
      ];
    },
    expected: [
      ["The gRPC gateway sits in front of the billing service.", "fact", "user"],
      [
        '`go test ./internal/billing/...` failed with "invoice_test.go:42: total = 1999, want 2000" and passed after editing invoice.go: rounding happened before tax was added; totals are now rounded once at the end.',
        "solution",
        "agent",
      ],
      ["The tests run with `go test ./internal/billing/...` (it passed).", "code_context", "tool"],
      ["Amounts are stored in cents as int64 everywhere.", "convention", "user"],
      ["Ask Priya before touching the tax tables.", "convention", "user"],
      ["User prefers table-driven tests for anything in billing.", "preference", "user"],
    ],
    // Held out, it kept 5, 3 right: "Amounts are stored in cents…" as a fact with its "by the way", the gateway's place
    // with the clause about this bug after its "but"; it missed "Ask Priya before touching the tax tables". Decision
    // 0308 reads all three: a unit a kind is kept in is how it is represented, an aside and a clause about the problem
    // at hand are left out, and who to ask before changing a part is a convention.
  },
  {
    // Written after decision 0308 and held out until decision 0309, whose rules were written with its misses in view.
    name: "written after the unit, aside, problem-clause and ask-before rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "p-u1",
          "The checkout page shows the wrong currency symbol for Swiss customers. The frontend is a Next.js app and prices come from the pricing API.",
        ),
        w.toolUse("p-a1", "toolu_p1", "Bash", { command: "pnpm exec playwright test tests/checkout.spec.ts", description: "Run the checkout e2e tests" }),
        w.toolResult(
          "p-r1",
          "toolu_p1",
          'Exit code 1\nRunning 3 tests using 1 worker\n\n  1) [chromium] › tests/checkout.spec.ts:18:5 › checkout › shows CHF for Swiss customers\n\n    Error: expect(locator).toHaveText(expected) failed\n\n    Locator: getByTestId(\'total\')\n    Expected string: "CHF 42.00"\n    Received string: "€42.00"\n\n  1 failed\n  2 passed (4.1s)',
          true,
        ),
        w.toolUse("p-a2", "toolu_p2", "Edit", {
          file_path: `${project}/src/lib/format-price.ts`,
          old_string: "currency: 'EUR'",
          new_string: "currency: price.currency",
        }),
        w.toolResult("p-r2", "toolu_p2", `The file ${project}/src/lib/format-price.ts has been updated.`),
        w.toolUse("p-a3", "toolu_p3", "Bash", { command: "pnpm exec playwright test tests/checkout.spec.ts", description: "Run the checkout e2e tests" }),
        w.toolResult("p-r3", "toolu_p3", "Running 3 tests using 1 worker\n\n  3 passed (3.8s)"),
        w.assistant("p-a4", "The formatter ignored the customer's locale and fell back to euros; it now formats with the currency the pricing API returns."),
        w.user("p-u2", "Great. We deploy the frontend to Vercel on every merge to main."),
        w.assistant("p-a5", "Good to know."),
        w.user("p-u3", "Don't add new npm dependencies without asking me first."),
        w.assistant("p-a6", "Understood."),
        w.user("p-u4", "I'm out Friday, so no rush on the follow-up. Thanks!"),
        w.assistant("p-a7", "Enjoy your day off."),
      ];
    },
    expected: [
      ["The frontend is a Next.js app and prices come from the pricing API.", "fact", "user"],
      [
        "`pnpm exec playwright test tests/checkout.spec.ts` failed with \"Expected string: 'CHF 42.00'; Received string: '€42.00'\" and passed after editing format-price.ts: the formatter ignored the customer's locale and fell back to euros; it now formats with the currency the pricing API returns.",
        "solution",
        "agent",
      ],
      ["The tests run with `pnpm exec playwright test tests/checkout.spec.ts` (it passed).", "code_context", "tool"],
      ["The team deploys the frontend to Vercel on every merge to main.", "convention", "user"],
      ["User does not want the agent to add new npm dependencies without asking the user first.", "preference", "user"],
    ],
    // Held out, it kept 5, 4 right: the fix quoted Playwright's "Error: expect(locator).toHaveText(expected) failed",
    // which names the matcher, and "Next.js" made the frontend's fact code. Decision 0309 quotes the matcher's
    // "Expected string" / "Received string" pair and reads a framework named with ".js" as no file.
  },
  {
    // Written after decision 0309 and held out until decision 0310, whose rules were written with its misses in view.
    name: "written after the matcher-values and js-framework rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "k-u1",
          "The ingest worker crashes on records without a timestamp. It's a Python 3.12 service; the worker consumes from the events Kafka topic.",
        ),
        w.toolUse("k-a1", "toolu_k1", "Bash", { command: "uv run pytest tests/test_ingest.py", description: "Run the ingest tests" }),
        w.toolResult(
          "k-r1",
          "toolu_k1",
          "Exit code 1\n============================= test session starts ==============================\ncollected 4 items\n\ntests/test_ingest.py ...F                                                 [100%]\n\n=================================== FAILURES ===================================\n________________________ test_record_without_timestamp _________________________\n\n    def test_record_without_timestamp():\n>       parse_record({\"id\": 1})\n\nsrc/ingest/parse.py:27: in parse_record\n    ts = datetime.fromisoformat(record[\"ts\"])\nE   KeyError: 'ts'\n=========================== short test summary info ============================\nFAILED tests/test_ingest.py::test_record_without_timestamp - KeyError: 'ts'\n========================= 1 failed, 3 passed in 0.21s ==========================",
          true,
        ),
        w.toolUse("k-a2", "toolu_k2", "Edit", {
          file_path: `${project}/src/ingest/parse.py`,
          old_string: 'ts = datetime.fromisoformat(record["ts"])',
          new_string: 'ts = datetime.fromisoformat(record["ts"]) if "ts" in record else received_at',
        }),
        w.toolResult("k-r2", "toolu_k2", `The file ${project}/src/ingest/parse.py has been updated.`),
        w.toolUse("k-a3", "toolu_k3", "Bash", { command: "uv run pytest tests/test_ingest.py", description: "Run the ingest tests" }),
        w.toolResult(
          "k-r3",
          "toolu_k3",
          "collected 4 items\n\ntests/test_ingest.py ....                                                 [100%]\n\n============================== 4 passed in 0.18s ===============================",
        ),
        w.assistant("k-a4", "Records without a timestamp raised KeyError; they now get the time the worker received them."),
        w.user("k-u2", "Makes sense. Heads up: the events topic keeps messages for 7 days only."),
        w.assistant("k-a5", "Good to know."),
        w.user("k-u3", "Also run mypy on anything under src/ingest before you say you're done."),
        w.assistant("k-a6", "Will do."),
        w.user("k-u4", "Our SRE, Lena, gets paged if the worker lag goes over 10k messages."),
        w.assistant("k-a7", "Noted."),
      ];
    },
    expected: [
      ["The worker consumes from the events Kafka topic.", "fact", "user"],
      [
        "`uv run pytest tests/test_ingest.py` failed with \"KeyError: 'ts'\" and passed after editing parse.py: records without a timestamp raised KeyError; they now get the time the worker received them.",
        "solution",
        "agent",
      ],
      ["The tests run with `uv run pytest tests/test_ingest.py` (it passed).", "code_context", "tool"],
      ["The events topic keeps messages for 7 days only.", "fact", "user"],
      ["Run mypy on anything under src/ingest before saying the work is done.", "convention", "user"],
      ["The team's SRE, Lena, gets paged if the worker lag goes over 10k messages.", "fact", "user"],
    ],
    // Held out, it kept 2, both right, and missed the worker's topic (after "It's a Python 3.12 service;" in the same
    // sentence), the topic's retention, the request to run mypy before saying the work is done (no "always") and who
    // is paged when the lag passes a limit. Decision 0310 reads all four: clauses a semicolon joins are read one by
    // one, how long a part keeps what it holds and who is paged on what are facts, and what has to pass before work
    // is done is a rule. The paging fact is written as extraction writes "our" ("The team's SRE, Lena, …"), where
    // the hand-written one had "Lena, the SRE, …".
  },
  {
    // Written after decision 0310 and held out until decision 0311, whose rules were written with its misses in view.
    name: "written after the clause, retention, paging and done-gate rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user("t-u1", "Terraform plans started failing after I bumped the AWS provider. State lives in the S3 bucket acme-tf-state with locking in DynamoDB."),
        w.toolUse("t-a1", "toolu_t1", "Bash", { command: "terraform validate", description: "Validate the configuration" }),
        w.toolResult(
          "t-r1",
          "toolu_t1",
          'Exit code 1\n╷\n│ Error: Unsupported argument\n│\n│   on modules/network/main.tf line 14, in resource "aws_subnet" "private":\n│   14:   map_customer_owned_ip_on_launch = false\n│\n│ An argument named "map_customer_owned_ip_on_launch" is not expected here.\n╵',
          true,
        ),
        w.toolUse("t-a2", "toolu_t2", "Edit", {
          file_path: `${project}/modules/network/main.tf`,
          old_string: "  map_customer_owned_ip_on_launch = false\n",
          new_string: "",
        }),
        w.toolResult("t-r2", "toolu_t2", `The file ${project}/modules/network/main.tf has been updated.`),
        w.toolUse("t-a3", "toolu_t3", "Bash", { command: "terraform validate", description: "Validate the configuration" }),
        w.toolResult("t-r3", "toolu_t3", "Success! The configuration is valid."),
        w.assistant("t-a4", "Provider 5.x dropped that argument from aws_subnet; I removed it since we never set it to true."),
        w.user("t-u2", "Thanks. We never apply from laptops; applies only run in the CI pipeline."),
        w.assistant("t-a5", "Understood."),
        w.user("t-u3", "Production changes need two approvals in the PR."),
        w.assistant("t-a6", "Noted."),
        w.user("t-u4", "I'll be at a conference next week, so ping Marco if anything breaks."),
        w.assistant("t-a7", "Okay, I'll ping Marco."),
      ];
    },
    expected: [
      ["State lives in the S3 bucket acme-tf-state with locking in DynamoDB.", "fact", "user"],
      [
        '`terraform validate` failed with "Error: Unsupported argument" and passed after editing main.tf: provider 5.x dropped that argument from aws_subnet; the agent removed it since the team never sets it to true.',
        "solution",
        "agent",
      ],
      ["Validation runs with `terraform validate` (it passed).", "code_context", "tool"],
      ["The team never applies from laptops; applies only run in the CI pipeline.", "convention", "user"],
      ["Production changes need two approvals in the PR.", "convention", "user"],
    ],
    // Held out, it kept 2, both right, and missed the fix and the command (`terraform validate` named no purpose
    // extraction knew) and "Production changes need two approvals in the PR". Decision 0311 reads them: a validation
    // is a purpose, Terraform's "│" box is read past, and the approvals or reviews a kind of change needs are a rule.
    // The fix is written as extraction conjugates the agent's "we never set it" ("the team never sets it"), where the
    // hand-written one kept "set": the same fact.
  },
  {
    // Written after decision 0311 and held out until decision 0312, whose rules were written with its misses in view.
    name: "written after the validation, terraform-box and review-requirement rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user(
          "m-u1",
          "Login fails for users whose email has uppercase letters. The auth service is Spring Boot 3 on Java 21, and user records come from the accounts database.",
        ),
        w.toolUse("m-a1", "toolu_m1", "Bash", { command: "mvn -q test -Dtest=LoginServiceTest", description: "Run the login tests" }),
        w.toolResult(
          "m-r1",
          "toolu_m1",
          "Exit code 1\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.412 s <<< FAILURE! -- in com.acme.auth.LoginServiceTest\n[ERROR] com.acme.auth.LoginServiceTest.loginIsCaseInsensitive -- Time elapsed: 0.031 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <true> but was: <false>\n\tat com.acme.auth.LoginServiceTest.loginIsCaseInsensitive(LoginServiceTest.java:41)\n[ERROR] Failures: \n[ERROR]   LoginServiceTest.loginIsCaseInsensitive:41 expected: <true> but was: <false>\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0",
          true,
        ),
        w.toolUse("m-a2", "toolu_m2", "Edit", {
          file_path: `${project}/src/main/java/com/acme/auth/LoginService.java`,
          old_string: "accounts.findByEmail(email)",
          new_string: "accounts.findByEmail(email.toLowerCase(Locale.ROOT))",
        }),
        w.toolResult("m-r2", "toolu_m2", `The file ${project}/src/main/java/com/acme/auth/LoginService.java has been updated.`),
        w.toolUse("m-a3", "toolu_m3", "Bash", { command: "mvn -q test -Dtest=LoginServiceTest", description: "Run the login tests" }),
        w.toolResult("m-r3", "toolu_m3", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
        w.assistant("m-a4", "Emails were compared as typed; they are now lowercased before the lookup."),
        w.user("m-u2", "Perfect. Emails are stored lowercase in the accounts table, so that matches."),
        w.assistant("m-a5", "Good."),
        w.user("m-u3", "When you open PRs for the auth service, tag @security-team as a reviewer."),
        w.assistant("m-a6", "Will do."),
        w.user("m-u4", "Btw I hate long commit messages, keep them to one line."),
        w.assistant("m-a7", "Understood."),
      ];
    },
    expected: [
      ["The auth service is Spring Boot 3 on Java 21, and user records come from the accounts database.", "fact", "user"],
      [
        '`mvn -q test -Dtest=LoginServiceTest` failed with "org.opentest4j.AssertionFailedError: expected: <true> but was: <false>" and passed after editing LoginService.java: emails were compared as typed; they are now lowercased before the lookup.',
        "solution",
        "agent",
      ],
      ["The tests run with `mvn -q test -Dtest=LoginServiceTest` (it passed).", "code_context", "tool"],
      ["Emails are stored lowercase in the accounts table.", "convention", "user"],
      ["When the agent opens PRs for the auth service, tag @security-team as a reviewer.", "convention", "user"],
      ["User hates long commit messages, keep them to one line.", "preference", "user"],
    ],
    // Held out, it kept 4, 2 right: the fix without its error line (Maven's "[ERROR] Tests run: …" summaries came
    // first, and JUnit's "expected: <true> but was: <false>" read as holding tags), the preference with the comma it
    // was said with; it missed "Emails are stored lowercase …" and the reviewer to tag. Decision 0312 reads them:
    // Maven's summaries and test lines are skipped, a literal in angle brackets is no tag, "stored lowercase" is how a
    // kind is represented (", so that matches" left out), and a plain "when you open PRs …" states a habit. Two
    // expected facts are written as extraction writes them: the reviewer rule led by its "when" clause, the
    // preference with its comma.
  },
  {
    // Written after decision 0312 and held out until decision 0313, whose rules were written with its misses in view.
    name: "written after the maven-line, literal-value, stored-lowercase and when-you rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      return [
        w.user("l-u1", "Password reset emails go out twice for some users. The app is Laravel 11; mail is sent through Postmark and queued on Redis."),
        w.toolUse("l-a1", "toolu_l1", "Bash", { command: "php artisan test --filter=PasswordResetTest", description: "Run the password reset tests" }),
        w.toolResult(
          "l-r1",
          "toolu_l1",
          "Exit code 1\n\n   FAIL  Tests\\Feature\\PasswordResetTest\n  ⨯ reset link is sent once                                              0.21s\n  ──────────────────────────────────────────────────────────────────────────────\n   FAILED  Tests\\Feature\\PasswordResetTest > reset link is sent once\n  The expected [App\\Notifications\\ResetPassword] notification was sent 2 times instead of 1 times.\nFailed asserting that 2 is identical to 1.\n\n  at tests/Feature/PasswordResetTest.php:28\n\n  Tests:    1 failed, 4 passed (9 assertions)",
          true,
        ),
        w.toolUse("l-a2", "toolu_l2", "Edit", {
          file_path: `${project}/app/Providers/EventServiceProvider.php`,
          old_string: "PasswordResetRequested::class => [SendResetLink::class],",
          new_string: "",
        }),
        w.toolResult("l-r2", "toolu_l2", `The file ${project}/app/Providers/EventServiceProvider.php has been updated.`),
        w.toolUse("l-a3", "toolu_l3", "Bash", { command: "php artisan test --filter=PasswordResetTest", description: "Run the password reset tests" }),
        w.toolResult("l-r3", "toolu_l3", "\n   PASS  Tests\\Feature\\PasswordResetTest\n  ✓ reset link is sent once\n\n  Tests:    5 passed (10 assertions)"),
        w.assistant("l-a4", "The listener was registered twice, once by discovery and once in EventServiceProvider; it is now registered only once."),
        w.user("l-u2", "Ah, that explains it. We rely on event discovery, so don't register listeners by hand."),
        w.assistant("l-a5", "Got it."),
        w.user("l-u3", "For anything touching mail templates, Sofia from marketing has to approve the copy."),
        w.assistant("l-a6", "Noted."),
        w.user("l-u4", "Could you also check the logs from yesterday?"),
        w.assistant("l-a7", "Checking them now."),
      ];
    },
    expected: [
      ["The app is Laravel 11; mail is sent through Postmark and queued on Redis.", "fact", "user"],
      [
        '`php artisan test --filter=PasswordResetTest` failed with "The expected [App\\Notifications\\ResetPassword] notification was sent 2 times instead of 1 times." and passed after editing EventServiceProvider.php: the listener was registered twice, once by discovery and once in EventServiceProvider; it is now registered only once.',
        "solution",
        "agent",
      ],
      ["The tests run with `php artisan test --filter=PasswordResetTest` (it passed).", "code_context", "tool"],
      ["The team relies on event discovery, so do not register listeners by hand.", "convention", "user"],
      ["For anything touching mail templates, Sofia from marketing has to approve the copy.", "convention", "user"],
    ],
    // Held out, it kept 2, both right, one typed as a fact ("We rely on event discovery, …"), and missed the fix and the
    // command (`php artisan test` was no runner extraction knew) and who has to approve the copy of mail templates.
    // Decision 0313 reads them: `php` is a runner, Pest's "FAILED  X > name" line names a test, PHPUnit's message
    // above "Failed asserting that …" is quoted, what the team relies on is its practice, and who has to approve or
    // review a kind of thing is a rule. The fix is still kept without its error line: with it, the fact would pass
    // the length a fact may have, and the quote goes first (decision 0280).
    shortfall: {
      extra: [
        [
          "`php artisan test --filter=PasswordResetTest` failed and passed after editing EventServiceProvider.php: the listener was registered twice, once by discovery and once in EventServiceProvider; it is now registered only once.",
          "solution",
          "agent",
        ],
      ],
      missed: [
        '`php artisan test --filter=PasswordResetTest` failed with "The expected [App\\Notifications\\ResetPassword] notification was sent 2 times instead of 1 times." and passed after editing EventServiceProvider.php: the listener was registered twice, once by discovery and once in EventServiceProvider; it is now registered only once.',
      ],
    },
  },
  {
    // Written after decision 0313, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the php-runner, phpunit-message, approver and relies-on rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPad Pro (11-inch)'";
      return [
        w.user("i-u1", "The share sheet crashes on iPad when sharing a PDF. The iOS app targets iOS 16 and up, and we use SwiftUI for all new screens."),
        w.toolUse("i-a1", "toolu_i1", "Bash", { command, description: "Run the app tests on an iPad simulator" }),
        w.toolResult(
          "i-r1",
          "toolu_i1",
          "Exit code 65\nTest Case '-[AppTests.ShareSheetTests testSharePDFOnPad]' started.\nAppTests/ShareSheetTests.swift:33: error: -[AppTests.ShareSheetTests testSharePDFOnPad] : failed: caught \"NSGenericException\", \"UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set before the presentation occurs.\"\nTest Case '-[AppTests.ShareSheetTests testSharePDFOnPad]' failed (0.412 seconds).\n** TEST FAILED **",
          true,
        ),
        w.toolUse("i-a2", "toolu_i2", "Edit", {
          file_path: `${project}/App/Share/ShareView.swift`,
          old_string: "present(sheet, animated: true)",
          new_string: "sheet.popoverPresentationController?.sourceView = shareButton\n        present(sheet, animated: true)",
        }),
        w.toolResult("i-r2", "toolu_i2", `The file ${project}/App/Share/ShareView.swift has been updated.`),
        w.toolUse("i-a3", "toolu_i3", "Bash", { command, description: "Run the app tests on an iPad simulator" }),
        w.toolResult(
          "i-r3",
          "toolu_i3",
          "Test Suite 'All tests' passed at 2026-03-02 09:00:41.123.\n\t Executed 12 tests, with 0 failures (0 unexpected) in 3.214 seconds\n** TEST SUCCEEDED **",
        ),
        w.assistant("i-a4", "On iPad the share sheet is a popover and needs a source view; it now anchors to the share button."),
        w.user("i-u2", "Nice. Release builds are signed by the CI, never locally."),
        w.assistant("i-a5", "Understood."),
        w.user("i-u3", "Crash reports go to Crashlytics, and Nadia triages them every morning."),
        w.assistant("i-a6", "Good to know."),
        w.user("i-u4", "I might refactor the share flow later, not now."),
        w.assistant("i-a7", "Okay."),
      ];
    },
    expected: [
      ["The iOS app targets iOS 16 and up, and the team uses SwiftUI for all new screens.", "fact", "user"],
      [
        "`xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPad Pro (11-inch)'` failed and passed after editing ShareView.swift: on iPad the share sheet is a popover and needs a source view; it now anchors to the share button.",
        "solution",
        "agent",
      ],
      ["The tests run with `xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPad Pro (11-inch)'` (it passed).", "code_context", "tool"],
      ["Release builds are signed by the CI, never locally.", "convention", "user"],
      ["Crash reports go to Crashlytics, and Nadia triages them every morning.", "fact", "user"],
    ],
    // Measured once, as written: 3 kept, all right. Missed: the app's target and the team's use of SwiftUI for new
    // screens (one sentence of a fact and a practice), and where crash reports go with who triages them.
    shortfall: {
      extra: [],
      missed: [
        "Crash reports go to Crashlytics, and Nadia triages them every morning.",
        "The iOS app targets iOS 16 and up, and the team uses SwiftUI for all new screens.",
      ],
    },
  },
];
