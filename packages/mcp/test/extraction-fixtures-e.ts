import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/** Coding sessions for the extraction measure, part e in the order they were written (extraction-transcripts.ts). */
export const fixturesE: readonly WrittenFixture[] = [
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
    // Written after decision 0313 and held out until decision 0314, whose rules were written with its misses in view.
    name: "written after the php-runner, phpunit-message, approver and relies-on rules",
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
    // Held out, it kept 3, all right, and missed the app's target with the team's use of SwiftUI for new screens (one
    // sentence of a fact and a practice) and where crash reports go with who triages them. Decision 0314 reads them:
    // the platforms and versions a part targets or supports, and where a kind of output (reports, errors, logs…) goes.
  },
  {
    // Written after decision 0314 and held out until decision 0315, whose rules were written with its misses in view.
    name: "written after the supported-versions and output-routing rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix test test/app_web/live/invoice_live_test.exs";
      return [
        w.user(
          "x-u1",
          "The invoice page shows the wrong total when a discount is applied. We're on Elixir 1.17 with Phoenix 1.7, and money is always handled with the Decimal library, never floats.",
        ),
        w.toolUse("x-a1", "toolu_x1", "Bash", { command, description: "Run the invoice LiveView tests" }),
        w.toolResult(
          "x-r1",
          "toolu_x1",
          'Compiling 2 files (.ex)\n\n  1) test shows the discounted total (AppWeb.InvoiceLiveTest)\n     test/app_web/live/invoice_live_test.exs:42\n     Assertion with =~ failed\n     code:  assert html =~ "Total: $90.00"\n     left:  "<div class=\\"total\\">Total: $100.00</div>"\n     right: "Total: $90.00"\n     stacktrace:\n       test/app_web/live/invoice_live_test.exs:47: (test)\n\nFinished in 0.3 seconds (0.1s async, 0.2s sync)\n5 tests, 1 failure',
          true,
        ),
        w.toolUse("x-a2", "toolu_x2", "Edit", {
          file_path: `${project}/lib/app/billing/invoice.ex`,
          old_string: "Decimal.sub(subtotal(invoice), 0)",
          new_string: "Decimal.sub(subtotal(invoice), discount(invoice))",
        }),
        w.toolResult("x-r2", "toolu_x2", `The file ${project}/lib/app/billing/invoice.ex has been updated.`),
        w.toolUse("x-a3", "toolu_x3", "Bash", { command, description: "Run the invoice LiveView tests" }),
        w.toolResult("x-r3", "toolu_x3", "Finished in 0.3 seconds (0.1s async, 0.2s sync)\n5 tests, 0 failures"),
        w.assistant("x-a4", "The total ignored the discount: Invoice.total/1 now subtracts it from the subtotal."),
        w.user("x-u2", "Thanks. Migrations must be reversible, so always write a down function."),
        w.assistant("x-a5", "Will do."),
        w.user("x-u3", "Priya owns the billing context, so loop her in on schema changes there."),
        w.assistant("x-a6", "Noted."),
        w.user("x-u4", "I'd rather you use pattern matching than nested if/else in new code. That's all for today."),
        w.assistant("x-a7", "Sounds good."),
      ];
    },
    expected: [
      ["The team is on Elixir 1.17 with Phoenix 1.7, and money is always handled with the Decimal library, never floats.", "fact", "user"],
      [
        '`mix test test/app_web/live/invoice_live_test.exs` failed with "Assertion with =~ failed" and passed after editing invoice.ex: the total ignored the discount: Invoice.total/1 now subtracts it from the subtotal.',
        "solution",
        "agent",
      ],
      ["The tests run with `mix test test/app_web/live/invoice_live_test.exs` (it passed).", "code_context", "tool"],
      ["Migrations must be reversible, so always write a down function.", "convention", "user"],
      ["Priya owns the billing context, so loop her in on schema changes there.", "fact", "user"],
      ["User would rather the agent use pattern matching than nested if/else in new code.", "preference", "user"],
    ],
    // Held out, it kept 4, all right, and missed the versions the team is on with how money is handled (a "we're on"
    // with a product no rule knew) and who owns the billing context (a "context" was no part of the project the owner
    // rule knew). Decision 0315 reads both; the owner's sentence is a fact, as every owner's is (decision 0283), where
    // it was first written as a convention.
  },
  {
    // Written after decision 0315, its expected facts by hand before it was first run; held out until decision 0316.
    name: "written after the team-stack and context-owner rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dotnet test --filter OrderServiceTests";
      return [
        w.user("y-u1", "Orders placed with a coupon are missing tax. The backend is .NET 8 with EF Core, and all prices are stored in cents as long."),
        w.toolUse("y-a1", "toolu_y1", "Bash", { command, description: "Run the order service tests" }),
        w.toolResult(
          "y-r1",
          "toolu_y1",
          "  Failed Shop.Tests.OrderServiceTests.PlaceOrder_AppliesTaxWithCoupon [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 10800\nActual:   10000\n  Stack Trace:\n     at Shop.Tests.OrderServiceTests.PlaceOrder_AppliesTaxWithCoupon() in /src/Shop.Tests/OrderServiceTests.cs:line 41\n\nFailed!  - Failed:     1, Passed:    23, Skipped:     0, Total:    24, Duration: 312 ms - Shop.Tests.dll (net8.0)",
          true,
        ),
        w.toolUse("y-a2", "toolu_y2", "Edit", {
          file_path: `${project}/src/Shop/Orders/OrderService.cs`,
          old_string: "if (order.Coupon is null) total += Tax(total);",
          new_string: "total += Tax(total);",
        }),
        w.toolResult("y-r2", "toolu_y2", `The file ${project}/src/Shop/Orders/OrderService.cs has been updated.`),
        w.toolUse("y-a3", "toolu_y3", "Bash", { command, description: "Run the order service tests" }),
        w.toolResult("y-r3", "toolu_y3", "Passed!  - Failed:     0, Passed:    24, Skipped:     0, Total:    24, Duration: 298 ms - Shop.Tests.dll (net8.0)"),
        w.assistant("y-a4", "Tax was skipped whenever the order had a coupon; PlaceOrder now adds tax after the discount in every case."),
        w.user("y-u2", "Good. Never call SaveChanges inside a loop; batch the writes instead."),
        w.assistant("y-a5", "Got it."),
        w.user("y-u3", "Deploys to production happen on Tuesdays and Thursdays only."),
        w.assistant("y-a6", "Noted."),
        w.user("y-u4", "Oh and I prefer records over classes for DTOs. Let's wrap up."),
        w.assistant("y-a7", "Sure."),
      ];
    },
    expected: [
      ["The backend is .NET 8 with EF Core, and all prices are stored in cents as long.", "fact", "user"],
      [
        '`dotnet test --filter OrderServiceTests` failed with "Assert.Equal() Failure: Values differ" and passed after editing OrderService.cs: tax was skipped whenever the order had a coupon; PlaceOrder now adds tax after the discount in every case.',
        "solution",
        "agent",
      ],
      ["The tests run with `dotnet test --filter OrderServiceTests` (it passed).", "code_context", "tool"],
      ["Never call SaveChanges inside a loop; batch the writes instead.", "convention", "user"],
      ["Deploys to production happen on Tuesdays and Thursdays only.", "convention", "user"],
      ["User prefers records over classes for DTOs.", "preference", "user"],
    ],
    // Held out, it kept 6, 5 right, one retyped: the fix quoted xUnit's "Failed <test> [12 ms]" line instead of its
    // message, and the days of the deploys were kept as a fact. Decision 0316 skips `dotnet test`'s test, heading and
    // count lines and reads a schedule of the team's work as a convention.
  },
  {
    // Written after decision 0316, its expected facts by hand before it was first run; held out until decision 0318.
    name: "written after the dotnet-test-line and team-schedule rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bin/rails test test/mailers/password_mailer_test.rb";
      return [
        w.user(
          "ra-u1",
          "Password reset emails are sent twice. This is a Rails 7.2 monolith with Sidekiq for background jobs, and all mail goes through ActionMailer's deliver_later.",
        ),
        w.toolUse("ra-a1", "toolu_ra1", "Bash", { command, description: "Run the password mailer tests" }),
        w.toolResult(
          "ra-r1",
          "toolu_ra1",
          "Running 6 tests in a single process (parallelization threshold is 50)\nRun options: --seed 41803\n\n# Running:\n\n..F...\n\nFailure:\nPasswordMailerTest#test_reset_is_delivered_once [test/mailers/password_mailer_test.rb:18]:\n1 emails expected, but 2 were sent.\nExpected: 1\n  Actual: 2\n\nbin/rails test test/mailers/password_mailer_test.rb:12\n\nFinished in 0.412871s, 14.5322 runs/s, 21.7983 assertions/s.\n6 runs, 9 assertions, 1 failures, 0 errors, 0 skips",
          true,
        ),
        w.toolUse("ra-a2", "toolu_ra2", "Edit", {
          file_path: `${project}/app/controllers/passwords_controller.rb`,
          old_string: "  after_action :send_reset_mail, only: :create\n",
          new_string: "",
        }),
        w.toolResult("ra-r2", "toolu_ra2", `The file ${project}/app/controllers/passwords_controller.rb has been updated.`),
        w.toolUse("ra-a3", "toolu_ra3", "Bash", { command, description: "Run the password mailer tests" }),
        w.toolResult(
          "ra-r3",
          "toolu_ra3",
          "Running 6 tests in a single process (parallelization threshold is 50)\nRun options: --seed 2291\n\n# Running:\n\n......\n\nFinished in 0.398114s, 15.0710 runs/s, 22.6066 assertions/s.\n6 runs, 9 assertions, 0 failures, 0 errors, 0 skips",
        ),
        w.assistant("ra-a4", "The controller enqueued the reset mail twice, once in create and once in an after_action; the after_action is gone."),
        w.user("ra-u2", "Thanks. Never put business logic in controllers; it goes in service objects under app/services."),
        w.assistant("ra-a5", "Understood."),
        w.user("ra-u3", "Releases go out every Wednesday after the standup."),
        w.assistant("ra-a6", "Noted."),
        w.user("ra-u4", "And I prefer one assertion per test where it reads well. That's it for today."),
        w.assistant("ra-a7", "Thanks, see you."),
      ];
    },
    expected: [
      ["The project is a Rails 7.2 monolith with Sidekiq for background jobs, and all mail goes through ActionMailer's deliver_later.", "fact", "user"],
      [
        '`bin/rails test test/mailers/password_mailer_test.rb` failed with "1 emails expected, but 2 were sent." and passed after editing passwords_controller.rb: the controller enqueued the reset mail twice, once in create and once in an after_action; the after_action is gone.',
        "solution",
        "agent",
      ],
      ["The tests run with `bin/rails test test/mailers/password_mailer_test.rb` (it passed).", "code_context", "tool"],
      ["Never put business logic in controllers; it goes in service objects under app/services.", "convention", "user"],
      ["Releases go out every Wednesday after the standup.", "convention", "user"],
      ["User prefers one assertion per test where it reads well.", "preference", "user"],
    ],
    // Held out, it kept 2, both right: `bin/rails test` was no runner a rule knew (no fix, no command), a schedule had
    // a phrase after its day, and "This is a … monolith" was read by no rule. Decision 0318 reads a project's copy of a
    // runner as the runner, Minitest's message, a time after the days, and what kind of project "this" is, as "The
    // project is …", where the fact was first written with the person's "This is".
  },
];
