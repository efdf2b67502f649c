import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/** Coding sessions for the extraction measure, part d in the order they were written (extraction-transcripts.ts). */
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
      // Labelled a fact by hand; relabelled in decision 0379: a place said with the place the thing never is, as one said to
      // be the only one, is a rule for where it goes (decision 0328).
      ["Secrets are stored in 1Password, never in .env files committed to git.", "convention", "user"],
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
];
