import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/** Coding sessions for the extraction measure, part e of five in the order they were written (extraction-transcripts.ts). */
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
  {
    // Written after decision 0318, its expected facts by hand before it was first run; held out until decision 0319.
    name: "written after the local-runner, minitest, time-of-day and project-kind rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bun test src/routes/cart.test.ts";
      return [
        w.user(
          "bu-u1",
          "Coupon codes typed in lowercase are rejected at checkout. The API is a Hono app running on Bun, and coupons are looked up in Redis by their uppercase code.",
        ),
        w.toolUse("bu-a1", "toolu_bu1", "Bash", { command, description: "Run the cart route tests" }),
        w.toolResult(
          "bu-r1",
          "toolu_bu1",
          'bun test v1.1.38 (7d3d6d7c)\n\nsrc/routes/cart.test.ts:\n✓ cart > adds an item [0.41ms]\n23 |     const res = await app.request("/cart/apply", { method: "POST", body: JSON.stringify({ code: "welcome" }) });\n24 |     expect(res.status).toBe(200);\n                            ^\nerror: expect(received).toBe(expected)\n\nExpected: 200\nReceived: 422\n\n      at <anonymous> (/repo/src/routes/cart.test.ts:24:24)\n✗ cart > applies a coupon code in lowercase [1.20ms]\n\n 1 pass\n 1 fail\n 3 expect() calls\nRan 2 tests across 1 files. [98.00ms]',
          true,
        ),
        w.toolUse("bu-a2", "toolu_bu2", "Edit", {
          file_path: `${project}/src/coupons/lookup.ts`,
          old_string: 'redis.get("coupon:" + code)',
          new_string: 'redis.get("coupon:" + code.toUpperCase())',
        }),
        w.toolResult("bu-r2", "toolu_bu2", `The file ${project}/src/coupons/lookup.ts has been updated.`),
        w.toolUse("bu-a3", "toolu_bu3", "Bash", { command, description: "Run the cart route tests" }),
        w.toolResult(
          "bu-r3",
          "toolu_bu3",
          "bun test v1.1.38 (7d3d6d7c)\n\nsrc/routes/cart.test.ts:\n✓ cart > adds an item [0.38ms]\n✓ cart > applies a coupon code in lowercase [0.95ms]\n\n 2 pass\n 0 fail\n 3 expect() calls\nRan 2 tests across 1 files. [87.00ms]",
        ),
        w.assistant("bu-a4", "The lookup used the code as typed, while coupons are stored under their uppercase code; lookup now uppercases it first."),
        w.user("bu-u2", "Thanks. Keep route handlers thin and put the logic in src/services."),
        w.assistant("bu-a5", "Will do."),
        w.user("bu-u3", "Marta reviews anything that touches payments, so add her to those PRs."),
        w.assistant("bu-a6", "Noted."),
        w.user("bu-u4", "Also, I like small commits with a clear message. Bye for now."),
        w.assistant("bu-a7", "Bye!"),
      ];
    },
    expected: [
      ["The API is a Hono app running on Bun, and coupons are looked up in Redis by their uppercase code.", "fact", "user"],
      [
        '`bun test src/routes/cart.test.ts` failed with "Expected: 200; Received: 422" and passed after editing lookup.ts: the lookup used the code as typed, while coupons are stored under their uppercase code; lookup now uppercases it first.',
        "solution",
        "agent",
      ],
      ["The tests run with `bun test src/routes/cart.test.ts` (it passed).", "code_context", "tool"],
      ["Keep route handlers thin and put the logic in src/services.", "convention", "user"],
      // "so add her to those PRs" asks for this task; who reviews what is the lasting part.
      ["Marta reviews anything that touches payments.", "convention", "user"],
      ["User likes small commits with a clear message.", "preference", "user"],
    ],
  },
  {
    // Written after decision 0319, its expected facts by hand before it was first run; held out until decision 0320.
    name: "written after the product-predicate, habitual-reviewer and matcher-line rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "flutter test test/money/format_test.dart";
      return [
        w.user("fl-u1", "On the order summary a price of 4.50 shows as €4.5. Money is kept as integer cents everywhere; format.dart turns it into text."),
        w.toolUse("fl-a1", "toolu_fl1", "Bash", { command, description: "Run the money formatting tests" }),
        w.toolResult(
          "fl-r1",
          "toolu_fl1",
          "00:01 +2: formats whole euros\n00:01 +2 -1: formats cents with two digits [E]\n  Expected: '€4.50'\n    Actual: '€4.5'\n     Which: is different. Both strings start with '€4.5' but the actual value is missing '0'.\n\n  package:matcher                   expect\n  test/money/format_test.dart 14:5  main.<fn>\n\n00:01 +2 -1: Some tests failed.",
          true,
        ),
        w.toolUse("fl-a2", "toolu_fl2", "Edit", {
          file_path: `${project}/lib/money/format.dart`,
          old_string: "(cents / 100).toString()",
          new_string: "(cents / 100).toStringAsFixed(2)",
        }),
        w.toolResult("fl-r2", "toolu_fl2", `The file ${project}/lib/money/format.dart has been updated.`),
        w.toolUse("fl-a3", "toolu_fl3", "Bash", { command, description: "Run the money formatting tests" }),
        w.toolResult("fl-r3", "toolu_fl3", "00:01 +3: All tests passed!"),
        w.assistant("fl-a4", "The formatter printed the euros with toString, which drops a trailing zero; it now uses toStringAsFixed(2)."),
        w.user("fl-u2", "Good. Widget tests go next to the widget, not in a separate folder."),
        w.assistant("fl-a5", "Understood."),
        w.user("fl-u3", "Jonas owns the design tokens; ask him before changing any colours."),
        w.assistant("fl-a6", "Will do."),
        w.user("fl-u4", "We release to the stores every other Thursday. Can you also check the cart total?"),
        w.assistant("fl-a7", "The cart total already uses the same formatter, so it shows two digits now."),
        w.user("fl-u5", "Please stop adding trailing summaries to your replies. Thanks, that's all."),
        w.assistant("fl-a8", "Sure."),
      ];
    },
    expected: [
      ["Money is kept as integer cents everywhere; format.dart turns it into text.", "code_context", "user"],
      [
        "`flutter test test/money/format_test.dart` failed with \"Expected: '€4.50'; Actual: '€4.5'\" and passed after editing format.dart: the formatter printed the euros with toString, which drops a trailing zero; it now uses toStringAsFixed(2).",
        "solution",
        "agent",
      ],
      ["The tests run with `flutter test test/money/format_test.dart` (it passed).", "code_context", "tool"],
      ["Widget tests go next to the widget, not in a separate folder.", "convention", "user"],
      ["Jonas owns the design tokens; ask him before changing any colours.", "convention", "user"],
      ["The team releases to the stores every other Thursday.", "fact", "user"],
      // Written first as "User does not want the agent to add trailing summaries to its replies.": the same wish, in the
      // stop rule's words.
      ["User wants the agent to stop adding trailing summaries to the agent's replies.", "preference", "user"],
    ],
    // Held out, it kept 4, 2 right (see decision 0320); decision 0320 reads what it missed. Three facts keep the type
    // their rules give: who owns a thing is a fact, how a kind of thing is kept and the team's schedule are conventions.
    shortfall: {
      extra: [],
      missed: [],
      retyped: [
        ["Money is kept as integer cents everywhere; format.dart turns it into text.", "convention", "user"],
        ["Jonas owns the design tokens; ask him before changing any colours.", "fact", "user"],
        ["The team releases to the stores every other Thursday.", "convention", "user"],
      ],
    },
  },
  {
    // Written after decision 0320, its expected facts by hand before it was first run; held out until decision 0321.
    name: "written after the person-owns, which-kind placement, mass-noun and dart-line rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "swift test --filter TaxTests";
      return [
        w.user("sw-u1", "Invoice totals are off by a cent when tax rounds at .5. We round half-up everywhere, never banker's rounding."),
        w.toolUse("sw-a1", "toolu_sw1", "Bash", { command, description: "Run the tax tests" }),
        w.toolResult(
          "sw-r1",
          "toolu_sw1",
          "Building for debugging...\n[3/3] Compiling InvoiceKitTests TaxTests.swift\nBuild complete! (2.31s)\nTest Suite 'Selected tests' started at 2026-12-04 09:12:01.123\nTest Suite 'TaxTests' started at 2026-12-04 09:12:01.124\nTest Case 'TaxTests.testRoundsHalfUp' started at 2026-12-04 09:12:01.124\n/repo/Tests/InvoiceKitTests/TaxTests.swift:14: error: TaxTests.testRoundsHalfUp : XCTAssertEqual failed: (\"10.0\") is not equal to (\"10.01\")\nTest Case 'TaxTests.testRoundsHalfUp' failed (0.004 seconds)\nTest Suite 'TaxTests' failed at 2026-12-04 09:12:01.128\n\t Executed 3 tests, with 1 failure (0 unexpected) in 0.006 (0.006) seconds",
          true,
        ),
        w.toolUse("sw-a2", "toolu_sw2", "Edit", {
          file_path: `${project}/Sources/InvoiceKit/Tax.swift`,
          old_string: "(amount * rate).rounded(.toNearestOrEven)",
          new_string: "(amount * rate).rounded(.toNearestOrAwayFromZero)",
        }),
        w.toolResult("sw-r2", "toolu_sw2", `The file ${project}/Sources/InvoiceKit/Tax.swift has been updated.`),
        w.toolUse("sw-a3", "toolu_sw3", "Bash", { command, description: "Run the tax tests" }),
        w.toolResult(
          "sw-r3",
          "toolu_sw3",
          "Building for debugging...\nBuild complete! (1.02s)\nTest Suite 'Selected tests' passed at 2026-12-04 09:13:10.201\n\t Executed 3 tests, with 0 failures (0 unexpected) in 0.005 (0.005) seconds",
        ),
        w.assistant("sw-a4", "Tax used Swift's default banker's rounding; it now rounds half away from zero."),
        w.user("sw-u2", "The package targets macOS 13 and Linux. Anything under Sources/Legacy is frozen — don't refactor it."),
        w.assistant("sw-a5", "Got it."),
        w.user("sw-u3", "Lena is on holiday until the 15th, so ping Arjun about release questions."),
        w.assistant("sw-a6", "Okay."),
        w.user("sw-u4", "I prefer early returns over nested ifs. We use SwiftLint with the config in .swiftlint.yml; CI fails on warnings."),
        w.assistant("sw-a7", "Noted, thanks."),
      ];
    },
    expected: [
      ["The team rounds half-up everywhere, never banker's rounding.", "convention", "user"],
      [
        "`swift test --filter TaxTests` failed with \"XCTAssertEqual failed: ('10.0') is not equal to ('10.01')\" and passed after editing Tax.swift: tax used Swift's default banker's rounding; it now rounds half away from zero.",
        "solution",
        "agent",
      ],
      ["The tests run with `swift test --filter TaxTests` (it passed).", "code_context", "tool"],
      ["The package targets macOS 13 and Linux.", "fact", "user"],
      ["Anything under Sources/Legacy is frozen — do not refactor it.", "convention", "user"],
      ["User prefers early returns over nested ifs.", "preference", "user"],
      ["The team uses SwiftLint with the config in .swiftlint.yml; CI fails on warnings.", "convention", "user"],
    ],
  },
  {
    // Written after decision 0321, its expected facts by hand before it was first run; held out until decision 0322.
    name: "written after the xctest-place, everywhere-practice and frozen-code rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = 'sbt "testOnly com.shop.PriceSpec"';
      return [
        w.user(
          "sb-u1",
          "Negative amounts on invoices show in brackets instead of with a minus sign. The invoicing code lives in modules/billing and is Scala 2.13.",
        ),
        w.toolUse("sb-a1", "toolu_sb1", "Bash", { command, description: "Run the price tests" }),
        w.toolResult(
          "sb-r1",
          "toolu_sb1",
          '[info] PriceSpec:\n[info] - formats positive amounts\n[info] - formats negative amounts with a minus sign *** FAILED ***\n[info]   "(12.00)" did not equal "-12.00" (PriceSpec.scala:18)\n[info] Run completed in 412 milliseconds.\n[info] Total number of tests run: 2\n[info] Suites: completed 1, aborted 0\n[info] Tests: succeeded 1, failed 1, canceled 0, ignored 0, pending 0\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tcom.shop.PriceSpec\n[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful\n[error] Total time: 5 s, completed Dec 4, 2026, 9:30:12 AM',
          true,
        ),
        w.toolUse("sb-a2", "toolu_sb2", "Edit", {
          file_path: `${project}/modules/billing/src/main/scala/com/shop/Price.scala`,
          old_string: 'f"($abs%.2f)"',
          new_string: 'f"-$abs%.2f"',
        }),
        w.toolResult("sb-r2", "toolu_sb2", `The file ${project}/modules/billing/src/main/scala/com/shop/Price.scala has been updated.`),
        w.toolUse("sb-a3", "toolu_sb3", "Bash", { command, description: "Run the price tests" }),
        w.toolResult(
          "sb-r3",
          "toolu_sb3",
          "[info] PriceSpec:\n[info] - formats positive amounts\n[info] - formats negative amounts with a minus sign\n[info] Run completed in 398 milliseconds.\n[info] Total number of tests run: 2\n[info] All tests passed.\n[success] Total time: 4 s, completed Dec 4, 2026, 9:31:40 AM",
        ),
        w.assistant("sb-a4", "Price.format wrapped negative amounts in brackets, accounting style; it now prefixes a minus sign."),
        w.user("sb-u2", "sbt is slow to start, so keep an sbt shell open instead of running it fresh each time."),
        w.assistant("sb-a5", "Will do."),
        w.user("sb-u3", "Priya from Finance signs off on anything that changes how money is displayed."),
        w.assistant("sb-a6", "Noted."),
        w.user("sb-u4", "No println in library code — use the logger. I'm off tomorrow; Sam can answer questions about the tax module while I'm out."),
        w.assistant("sb-a7", "Understood."),
        w.user("sb-u5", "I'd like the commit messages in the imperative mood."),
        w.assistant("sb-a8", "Sure."),
      ];
    },
    expected: [
      ["The invoicing code lives in modules/billing and is Scala 2.13.", "code_context", "user"],
      [
        "`sbt \"testOnly com.shop.PriceSpec\"` failed with \"'(12.00)' did not equal '-12.00' (PriceSpec.scala:18)\" and passed after editing Price.scala: Price.format wrapped negative amounts in brackets, accounting style; it now prefixes a minus sign.",
        "solution",
        "agent",
      ],
      ['The tests run with `sbt "testOnly com.shop.PriceSpec"` (it passed).', "code_context", "tool"],
      ["sbt is slow to start, so keep an sbt shell open instead of running it fresh each time.", "convention", "user"],
      ["Priya from Finance signs off on anything that changes how money is displayed.", "convention", "user"],
      ["No println in library code — use the logger.", "convention", "user"],
      // Written first as "User wants commit messages in the imperative mood.": the same wish, in the person's words.
      ["User would like the commit messages in the imperative mood.", "preference", "user"],
    ],
  },
  {
    // Written after decision 0322, its expected facts by hand before it was first run; held out until decision 0323.
    name: "written after the sbt, scalatest, reason-then-rule and name-case rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cabal test --test-show-details=direct";
      return [
        w.user("hs-u1", "roundCents gives 12 for 12.5 but accounting wants 13. Prices are Rational internally and only become Double at the edges."),
        w.toolUse("hs-a1", "toolu_hs1", "Bash", { command, description: "Run the test suite" }),
        w.toolResult(
          "hs-r1",
          "toolu_hs1",
          'Build profile: -w ghc-9.6.4 -O1\nRunning 1 test suites...\nTest suite spec: RUNNING...\n\nPrice.roundCents\n  rounds down below a half [✔]\n  rounds half away from zero [✘]\n\nFailures:\n\n  test/PriceSpec.hs:21:5: \n  1) Price.roundCents rounds half away from zero\n       expected: 13\n        but got: 12\n\n  To rerun use: --match "/Price/roundCents/rounds half away from zero/"\n\nRandomized with seed 1234\n\nFinished in 0.0021 seconds\n3 examples, 1 failure\nTest suite spec: FAIL',
          true,
        ),
        w.toolUse("hs-a2", "toolu_hs2", "Edit", {
          file_path: `${project}/src/Price.hs`,
          old_string: "round (x * 100)",
          new_string: "floor (x * 100 + 1 % 2)",
        }),
        w.toolResult("hs-r2", "toolu_hs2", `The file ${project}/src/Price.hs has been updated.`),
        w.toolUse("hs-a3", "toolu_hs3", "Bash", { command, description: "Run the test suite" }),
        w.toolResult(
          "hs-r3",
          "toolu_hs3",
          "Running 1 test suites...\nTest suite spec: RUNNING...\n\nPrice.roundCents\n  rounds down below a half [✔]\n  rounds half away from zero [✔]\n\nFinished in 0.0019 seconds\n3 examples, 0 failures\nTest suite spec: PASS",
        ),
        w.assistant("hs-a4", "Haskell's round uses banker's rounding; roundCents now adds a half and floors."),
        w.user("hs-u2", "We format with ormolu; the CI check rejects anything unformatted."),
        w.assistant("hs-a5", "Got it."),
        w.user("hs-u3", "Don't add new dependencies to the cabal file without asking me first."),
        w.assistant("hs-a6", "Understood."),
        w.user("hs-u4", "Oh, and the staging DB gets wiped every Sunday night. Amira is the one who knows the pricing rules."),
        w.assistant("hs-a7", "Thanks, noted."),
        w.user("hs-u5", "Thanks, that's it for today."),
        w.assistant("hs-a8", "Bye!"),
      ];
    },
    expected: [
      ["Prices are Rational internally and only become Double at the edges.", "convention", "user"],
      [
        "`cabal test --test-show-details=direct` failed with \"expected: 13; but got: 12\" and passed after editing Price.hs: Haskell's round uses banker's rounding; roundCents now adds a half and floors.",
        "solution",
        "agent",
      ],
      ["The tests run with `cabal test --test-show-details=direct` (it passed).", "code_context", "tool"],
      ["The team formats with ormolu; the CI check rejects anything unformatted.", "convention", "user"],
      ["User does not want the agent to add new dependencies to the cabal file without asking the user first.", "preference", "user"],
      ["The staging DB gets wiped every Sunday night.", "fact", "user"],
      ["Amira is the one who knows the pricing rules.", "fact", "user"],
    ],
  },
  {
    // Written after decision 0323, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the cabal, hspec-pair, typed-inside, one-who-knows and proper-name rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "node --test test/slugify.test.js";
      return [
        w.user("nd-u1", "Slugs for French titles keep their accents. This package is ESM-only and has zero runtime dependencies — keep it that way."),
        w.toolUse("nd-a1", "toolu_nd1", "Bash", { command, description: "Run the slugify tests" }),
        w.toolResult(
          "nd-r1",
          "toolu_nd1",
          "▶ slugify\n  ✔ lowercases words (0.61ms)\n  ✖ strips accents (1.02ms)\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n    'crème-brûlée' !== 'creme-brulee'\n\n        at TestContext.<anonymous> (file:///repo/test/slugify.test.js:12:12)\n\n▶ slugify (2.1ms)\nℹ tests 2\nℹ pass 1\nℹ fail 1",
          true,
        ),
        w.toolUse("nd-a2", "toolu_nd2", "Edit", {
          file_path: `${project}/src/slugify.js`,
          old_string: ".toLowerCase()",
          new_string: '.normalize("NFD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase()',
        }),
        w.toolResult("nd-r2", "toolu_nd2", `The file ${project}/src/slugify.js has been updated.`),
        w.toolUse("nd-a3", "toolu_nd3", "Bash", { command, description: "Run the slugify tests" }),
        w.toolResult(
          "nd-r3",
          "toolu_nd3",
          "▶ slugify\n  ✔ lowercases words (0.58ms)\n  ✔ strips accents (0.94ms)\n▶ slugify (1.9ms)\nℹ tests 2\nℹ pass 2\nℹ fail 0",
        ),
        w.assistant("nd-a4", "slugify kept accented letters; it now strips diacritics after NFD normalization."),
        w.user("nd-u2", "Public functions get JSDoc comments with an example."),
        w.assistant("nd-a5", "Okay."),
        w.user("nd-u3", "Katrin reviews anything touching the URL format, since old links must keep working."),
        w.assistant("nd-a6", "Noted."),
        w.user("nd-u4", "Let's go with NFD normalization rather than a lookup table. I can't stand long PR descriptions, keep them to a few lines."),
        w.assistant("nd-a7", "Will do."),
      ];
    },
    expected: [
      ["The package is ESM-only and has zero runtime dependencies — keep it that way.", "convention", "user"],
      [
        "`node --test test/slugify.test.js` failed with \"AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 'crème-brûlée' !== 'creme-brulee'\" and passed after editing slugify.js: slugify kept accented letters; it now strips diacritics after NFD normalization.",
        "solution",
        "agent",
      ],
      ["The tests run with `node --test test/slugify.test.js` (it passed).", "code_context", "tool"],
      ["Public functions get JSDoc comments with an example.", "convention", "user"],
      ["Katrin reviews anything touching the URL format, since old links must keep working.", "convention", "user"],
      ["User decided to go with NFD normalization rather than a lookup table.", "decision", "user"],
      ["User dislikes long PR descriptions and wants them kept to a few lines.", "preference", "user"],
    ],
    // Measured once, as written: 3 kept, 2 right. Neither the fix nor the command is kept (`node --test` is no command a
    // rule knows); the package's rule said of "this package", and "Public functions get JSDoc comments …" are read by
    // no rule; "I can't stand …, keep them …" is kept in the person's words.
    shortfall: {
      extra: [["The user can't stand long PR descriptions, keep them to a few lines.", "preference", "user"]],
      missed: [
        "The package is ESM-only and has zero runtime dependencies — keep it that way.",
        "`node --test test/slugify.test.js` failed with \"AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 'crème-brûlée' !== 'creme-brulee'\" and passed after editing slugify.js: slugify kept accented letters; it now strips diacritics after NFD normalization.",
        "The tests run with `node --test test/slugify.test.js` (it passed).",
        "Public functions get JSDoc comments with an example.",
        "User dislikes long PR descriptions and wants them kept to a few lines.",
      ],
    },
  },
];
