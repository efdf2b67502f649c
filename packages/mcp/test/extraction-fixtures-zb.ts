import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part zb in the order they were written (extraction-transcripts.ts), after
 * part za; a new one goes at the end, and the last is the held-out one. Part za neared six hundred lines when decision
 * 0549's held-out came.
 */
export const fixturesZb: readonly WrittenFixture[] = [
  {
    // Written after decision 0549, its expected facts by hand before it was first run; held out until decision 0550.
    name: "written after the elm-test-pair and the-word-relation rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "python -m unittest discover -s tests";
      return [
        w.user("ut-u1", "The money tests fail after the refactor. Rounding is always half-up, never banker's rounding."),
        w.toolUse("ut-a1", "toolu_ut1", "Bash", { command, description: "Run the unit tests" }),
        w.toolResult(
          "ut-r1",
          "toolu_ut1",
          'F.\n======================================================================\nFAIL: test_rounds_half_up (test_money.MoneyTest.test_rounds_half_up)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File "/repo/tests/test_money.py", line 9, in test_rounds_half_up\n    self.assertEqual(round_cents(0.125), 13)\nAssertionError: 12 != 13\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nFAILED (failures=1)\n',
          true,
        ),
        w.toolUse("ut-a2", "toolu_ut2", "Edit", {
          file_path: `${project}/money.py`,
          old_string: "return round(amount * 100)",
          new_string: 'return int((Decimal(str(amount)) * 100).quantize(Decimal("1"), rounding=ROUND_HALF_UP))',
        }),
        w.toolResult("ut-r2", "toolu_ut2", `The file ${project}/money.py has been updated.`),
        w.toolUse("ut-a3", "toolu_ut3", "Bash", { command, description: "Run the unit tests" }),
        w.toolResult("ut-r3", "toolu_ut3", "..\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nOK\n"),
        w.assistant("ut-a4", "round_cents rounds half up with Decimal now."),
        w.user("ut-u2", "Exchange rates are refreshed every morning at six from the ECB feed."),
        w.assistant("ut-a5", "Good to know."),
        w.user("ut-u3", "We went with Decimal instead of floats for money after a customer was charged a cent too much."),
        w.assistant("ut-a6", "Understood."),
        w.user("ut-u4", "nice one"),
        w.assistant("ut-a7", "Anytime."),
        w.user("ut-u5", "I prefer one assertion per test, even if it means more tests."),
        w.assistant("ut-a8", "Noted."),
      ];
    },
    expected: [
      ["Rounding is always half-up, never banker's rounding.", "convention", "user"],
      [
        '`python -m unittest discover -s tests` failed with "AssertionError: 12 != 13" and passed after editing money.py: round_cents rounds half up with Decimal now.',
        "solution",
        "agent",
      ],
      ["The tests run with `python -m unittest discover -s tests` (it passed).", "code_context", "tool"],
      ["Exchange rates are refreshed every morning at six from the ECB feed.", "fact", "user"],
      ["The team went with Decimal instead of floats for money after a customer was charged a cent too much.", "decision", "user"],
      ["User prefers one assertion per test, even if it means more tests.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, all right; decision 0550 reads the one way every thing of a kind always is, with what it
    // never is, and rounding as a kind of the project's work.
  },
  {
    // Written after decision 0550, its expected facts by hand before it was first run; held out until decision 0551.
    name: "written after the always-never-way rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx ava";
      return [
        w.user("av-u1", "The slug tests are failing. Slugs are lowercase ASCII with dashes, nothing else."),
        w.toolUse("av-a1", "toolu_av1", "Bash", { command, description: "Run the AVA tests" }),
        w.toolResult(
          "av-r1",
          "toolu_av1",
          "\n  ✘ [fail]: slugify › strips accents\n\n  slugify › strips accents\n\n  test/slugify.test.js:8\n\n   7: test('strips accents', t => {\n   8:   t.is(slugify('Crème brûlée'), 'creme-brulee');\n   9: });\n\n  Difference (- actual, + expected):\n\n  - 'crème-brûlée'\n  + 'creme-brulee'\n\n  ─\n\n  1 test failed\n",
          true,
        ),
        w.toolUse("av-a2", "toolu_av2", "Edit", {
          file_path: `${project}/src/slugify.js`,
          old_string: "return text.toLowerCase()",
          new_string: 'return text.normalize("NFD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase()',
        }),
        w.toolResult("av-r2", "toolu_av2", `The file ${project}/src/slugify.js has been updated.`),
        w.toolUse("av-a3", "toolu_av3", "Bash", { command, description: "Run the AVA tests" }),
        w.toolResult("av-r3", "toolu_av3", "\n  ✔ slugify › strips accents\n  ✔ slugify › joins words with dashes\n  ─\n\n  2 tests passed\n"),
        w.assistant("av-a4", "slugify strips the accents after normalizing to NFD now."),
        w.user("av-u2", "Product pages are cached at the edge for ten minutes."),
        w.assistant("av-a5", "Good to know."),
        w.user("av-u3", "We turned off the Algolia sync for drafts because it burned through our record quota."),
        w.assistant("av-a6", "Understood."),
        w.user("av-u4", "sweet"),
        w.assistant("av-a7", "Anytime."),
        w.user("av-u5", "I find snapshot tests harder to review than explicit assertions."),
        w.assistant("av-a8", "Noted."),
      ];
    },
    expected: [
      ["Slugs are lowercase ASCII with dashes, nothing else.", "convention", "user"],
      [
        "`npx ava` failed with \"expected: 'creme-brulee'; got: 'crème-brûlée'\" and passed after editing slugify.js: slugify strips the accents after normalizing to NFD now.",
        "solution",
        "agent",
      ],
      ["The tests run with `npx ava` (it passed).", "code_context", "tool"],
      ["Product pages are cached at the edge for ten minutes.", "fact", "user"],
      ["The team turned off the Algolia sync for drafts because it burned through the team's record quota.", "decision", "user"],
      ["User finds snapshot tests harder to review than explicit assertions.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0551 reads AVA as a test runner and its difference of two values,
    // how long a kind stays cached, and a setting turned off with its reason inside the clause.
  },
  {
    // Written after decision 0551, its expected facts by hand before it was first run; held out until decision 0552.
    name: "written after the ava, cache-lifetime and turned-off-in-clause rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pdm run pytest";
      return [
        w.user("pd-u1", "pdm run pytest fails on the importer. Every CSV column name is snake_case in the database."),
        w.toolUse("pd-a1", "toolu_pd1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "pd-r1",
          "toolu_pd1",
          '============================= test session starts ==============================\ncollected 3 items\n\ntests/test_importer.py .F.                                               [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_parses_dates_in_utc ___________________________\n\n    def test_parses_dates_in_utc():\n>       assert parse_row(ROW)["created_at"].tzinfo == timezone.utc\nE       AssertionError: assert None == datetime.timezone.utc\nE        +  where None = datetime.datetime(2026, 3, 1, 9, 30).tzinfo\n\ntests/test_importer.py:14: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_importer.py::test_parses_dates_in_utc - AssertionError: assert None == datetime.timezone.utc\n========================= 1 failed, 2 passed in 0.04s ==========================\n',
          true,
        ),
        w.toolUse("pd-a2", "toolu_pd2", "Edit", {
          file_path: `${project}/importer.py`,
          old_string: "datetime.fromisoformat(value)",
          new_string: "datetime.fromisoformat(value).replace(tzinfo=timezone.utc)",
        }),
        w.toolResult("pd-r2", "toolu_pd2", `The file ${project}/importer.py has been updated.`),
        w.toolUse("pd-a3", "toolu_pd3", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "pd-r3",
          "toolu_pd3",
          "============================= test session starts ==============================\ncollected 3 items\n\ntests/test_importer.py ...                                               [100%]\n\n============================== 3 passed in 0.03s ===============================\n",
        ),
        w.assistant("pd-a4", "parse_row attaches UTC to every parsed timestamp now."),
        w.user("pd-u2", "The importer runs as a Celery task triggered by S3 uploads."),
        w.assistant("pd-a5", "Good to know."),
        w.user("pd-u3", "We stopped accepting XLSX uploads because half of them had merged cells."),
        w.assistant("pd-a6", "Understood."),
        w.user("pd-u4", "great stuff"),
        w.assistant("pd-a7", "Anytime."),
        w.user("pd-u5", "I'd rather have one failing test to start from than a full plan."),
        w.assistant("pd-a8", "Noted."),
      ];
    },
    expected: [
      ["Every CSV column name is snake_case in the database.", "convention", "user"],
      [
        '`pdm run pytest` failed with "AssertionError: assert None == datetime.timezone.utc" and passed after editing importer.py: parse_row attaches UTC to every parsed timestamp now.',
        "solution",
        "agent",
      ],
      ["The tests run with `pdm run pytest` (it passed).", "code_context", "tool"],
      ["The importer runs as a Celery task triggered by S3 uploads.", "fact", "user"],
      ["The team stopped accepting XLSX uploads because half of them had merged cells.", "decision", "user"],
      ["User would rather have one failing test to start from than a full plan.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0552 reads PDM as uv and Poetry are read, a rule of every thing of a
    // kind as the kind's rule in the plural, and what a part or a doer of its work runs as.
  },
  {
    // Written after decision 0552, its expected facts by hand before it was first run; held out until decision 0553.
    name: "written after the pdm, every-as-plural and runs-as rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go test ./...";
      return [
        w.user("gt-u1", "go test is failing in the billing package. Every exported error is a sentinel declared in errors.go."),
        w.toolUse("gt-a1", "toolu_gt1", "Bash", { command, description: "Run the Go tests" }),
        w.toolResult(
          "gt-r1",
          "toolu_gt1",
          "--- FAIL: TestInvoiceTotal (0.00s)\n    invoice_test.go:22: Total() = 1499, want 1500\nFAIL\nFAIL\texample.com/shop/billing\t0.004s\nok  \texample.com/shop/catalog\t0.010s\nFAIL\n",
          true,
        ),
        w.toolUse("gt-a2", "toolu_gt2", "Edit", {
          file_path: `${project}/billing/invoice.go`,
          old_string: "total += line.Price * float64(line.Qty)",
          new_string: "total += math.Round(line.Price * float64(line.Qty))",
        }),
        w.toolResult("gt-r2", "toolu_gt2", `The file ${project}/billing/invoice.go has been updated.`),
        w.toolUse("gt-a3", "toolu_gt3", "Bash", { command, description: "Run the Go tests" }),
        w.toolResult("gt-r3", "toolu_gt3", "ok  \texample.com/shop/billing\t0.005s\nok  \texample.com/shop/catalog\t0.010s\n"),
        w.assistant("gt-a4", "Total rounds each line item before summing now."),
        w.user("gt-u2", "Invoices are emailed through Postmark."),
        w.assistant("gt-a5", "Good to know."),
        w.user("gt-u3", "We split billing out of the monolith so it can deploy on its own."),
        w.assistant("gt-a6", "Understood."),
        w.user("gt-u4", "ok cool"),
        w.assistant("gt-a7", "Anytime."),
        w.user("gt-u5", "I like error messages that say what to do next."),
        w.assistant("gt-a8", "Noted."),
      ];
    },
    expected: [
      // Relabelled at decision 0553: the house keeps where every one of a kind is declared, naming its file, as code
      // context, as "Exported errors are declared in errors.go" is.
      ["Every exported error is a sentinel declared in errors.go.", "code_context", "user"],
      [
        '`go test ./...` failed with "invoice_test.go:22: Total() = 1499, want 1500" and passed after editing invoice.go: Total rounds each line item before summing now.',
        "solution",
        "agent",
      ],
      ["The tests run with `go test ./...` (it passed).", "code_context", "tool"],
      ["Invoices are emailed through Postmark.", "fact", "user"],
      ["The team split billing out of the monolith so it can deploy on its own.", "decision", "user"],
      ["User likes error messages that say what to do next.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 2 right (one hand label relabelled above); decision 0553 keeps the capital of a function
    // the run printed as called, reads a piece split out of a part, what a kind is sent through, and where every one of
    // a kind is declared.
  },
  {
    // Written after decision 0553, its expected facts by hand before it was first run; held out until decision 0554.
    name: "written after the called-name, split-out, sent-through and declared-in rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx vitest run src/cart";
      return [
        w.user("vc-u1", "The cart total is off by a coupon. Coupons apply before tax, never after."),
        w.toolUse("vc-a1", "toolu_vc1", "Bash", { command, description: "Run the cart tests" }),
        w.toolResult(
          "vc-r1",
          "toolu_vc1",
          " FAIL  src/cart/total.test.ts > cartTotal > applies the coupon once\nAssertionError: expected 1800 to be 1900 // Object.is equality\n\n- Expected\n+ Received\n\n- 1900\n+ 1800\n\n ❯ src/cart/total.test.ts:14:31\n\n Test Files  1 failed (1)\n      Tests  1 failed | 5 passed (6)\n",
          true,
        ),
        w.toolUse("vc-a2", "toolu_vc2", "Edit", {
          file_path: `${project}/src/cart/total.ts`,
          old_string: "for (const coupon of coupons) total -= coupon.amount;",
          new_string: "for (const coupon of new Set(coupons)) total -= coupon.amount;",
        }),
        w.toolResult("vc-r2", "toolu_vc2", `The file ${project}/src/cart/total.ts has been updated.`),
        w.toolUse("vc-a3", "toolu_vc3", "Bash", { command, description: "Run the cart tests" }),
        w.toolResult("vc-r3", "toolu_vc3", " ✓ src/cart/total.test.ts (6 tests) 4ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)\n"),
        w.assistant("vc-a4", "cartTotal applies each coupon once now."),
        w.user("vc-u2", "Tax rates come from a nightly export of the finance team's spreadsheet."),
        w.assistant("vc-a5", "Good to know."),
        w.user("vc-u3", "We replaced the homegrown coupon engine with Voucherify after the Black Friday outage."),
        w.assistant("vc-a6", "Understood."),
        w.user("vc-u4", "nice, thanks"),
        w.assistant("vc-a7", "Anytime."),
        w.user("vc-u5", "Short PR descriptions with a screenshot are what I like to review."),
        w.assistant("vc-a8", "Noted."),
      ];
    },
    expected: [
      ["Coupons apply before tax, never after.", "convention", "user"],
      [
        '`npx vitest run src/cart` failed with "AssertionError: expected 1800 to be 1900 // Object.is equality" and passed after editing total.ts: cartTotal applies each coupon once now.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx vitest run src/cart` (it passed).", "code_context", "tool"],
      ["Tax rates come from a nightly export of the finance team's spreadsheet.", "fact", "user"],
      ["The team replaced the homegrown coupon engine with Voucherify after the Black Friday outage.", "decision", "user"],
      ["Short PR descriptions with a screenshot are what the user likes to review.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, 4 right, with a fault report kept as a fact; decision 0554 keeps no value said to be
    // wrong, and reads an export a kind comes from and what the person likes to review.
  },
  {
    // Written after decision 0554, its expected facts by hand before it was first run; held out until decision 0555.
    name: "written after the wrong-value, export-source and like-to-review rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./gradlew test";
      return [
        w.user("kt-u1", "The price formatter test fails on negatives. The minus sign always goes before the currency symbol."),
        w.toolUse("kt-a1", "toolu_kt1", "Bash", { command, description: "Run the unit tests" }),
        w.toolResult(
          "kt-r1",
          "toolu_kt1",
          "> Task :app:test FAILED\n\nPriceFormatterTest > formats negative amounts() FAILED\n    org.opentest4j.AssertionFailedError: expected: <-€12.50> but was: <€-12.50>\n        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n        at app//com.shop.PriceFormatterTest.formats negative amounts(PriceFormatterTest.kt:18)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n",
          true,
        ),
        w.toolUse("kt-a2", "toolu_kt2", "Edit", {
          file_path: `${project}/app/src/main/kotlin/com/shop/PriceFormatter.kt`,
          old_string: 'return "$symbol$amount"',
          new_string: 'return if (amount < 0) "-" + symbol + (-amount) else symbol + amount',
        }),
        w.toolResult("kt-r2", "toolu_kt2", `The file ${project}/app/src/main/kotlin/com/shop/PriceFormatter.kt has been updated.`),
        w.toolUse("kt-a3", "toolu_kt3", "Bash", { command, description: "Run the unit tests" }),
        w.toolResult("kt-r3", "toolu_kt3", "> Task :app:test\n\nBUILD SUCCESSFUL in 6s\n4 actionable tasks: 2 executed, 2 up-to-date\n"),
        w.assistant("kt-a4", "PriceFormatter puts the sign before the symbol now."),
        w.user("kt-u2", "Checkout emails are rendered with MJML templates in the mailer service."),
        w.assistant("kt-a5", "Good to know."),
        w.user("kt-u3", "We moved the Android build from Bitrise to GitHub Actions because Bitrise got too expensive."),
        w.assistant("kt-a6", "Understood."),
        w.user("kt-u4", "cheers"),
        w.assistant("kt-a7", "Anytime."),
        w.user("kt-u5", "I'm happier reviewing Kotlin than Java."),
        w.assistant("kt-a8", "Noted."),
      ];
    },
    expected: [
      ["The minus sign always goes before the currency symbol.", "convention", "user"],
      [
        '`./gradlew test` failed with "org.opentest4j.AssertionFailedError: expected: <-€12.50> but was: <€-12.50>" and passed after editing PriceFormatter.kt: PriceFormatter puts the sign before the symbol now.',
        "solution",
        "agent",
      ],
      ["The tests run with `./gradlew test` (it passed).", "code_context", "tool"],
      // Relabelled at decision 0555: the house keeps how a kind of thing is made, with what, as a convention (decision
      // 0277).
      ["Checkout emails are rendered with MJML templates in the mailer service.", "convention", "user"],
      ["The team moved the Android build from Bitrise to GitHub Actions because Bitrise got too expensive.", "decision", "user"],
      ["User is happier reviewing Kotlin than Java.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, one typed otherwise than by hand (relabelled above); decision 0555 reads
    // Gradle's task line as naming a task, where the one thing of a kind always goes, and what the person is happier
    // reviewing.
  },
  {
    // Written after decision 0555, its expected facts by hand before it was first run; held out until decision 0556.
    name: "written after the gradle-task, the-one-goes and happier-reviewing rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "swift test";
      return [
        w.user("sw-u1", "swift test fails on tax rounding. Money math happens in Decimal, never Double."),
        w.toolUse("sw-a1", "toolu_sw1", "Bash", { command, description: "Run the Swift tests" }),
        w.toolResult(
          "sw-r1",
          "toolu_sw1",
          "Test Suite 'All tests' started at 2026-03-02 10:00:00.000.\nTest Case '-[CartTests.TaxTests testRoundsHalfUp]' started.\n/repo/Tests/CartTests/TaxTests.swift:14: error: -[CartTests.TaxTests testRoundsHalfUp] : XCTAssertEqual failed: (\"1.24\") is not equal to (\"1.25\")\nTest Case '-[CartTests.TaxTests testRoundsHalfUp]' failed (0.004 seconds).\nExecuted 3 tests, with 1 failure (0 unexpected) in 0.010 (0.012) seconds\n",
          true,
        ),
        w.toolUse("sw-a2", "toolu_sw2", "Edit", {
          file_path: `${project}/Sources/Cart/TaxCalculator.swift`,
          old_string: "NSDecimalRound(&rounded, &raw, 2, .bankers)",
          new_string: "NSDecimalRound(&rounded, &raw, 2, .plain)",
        }),
        w.toolResult("sw-r2", "toolu_sw2", `The file ${project}/Sources/Cart/TaxCalculator.swift has been updated.`),
        w.toolUse("sw-a3", "toolu_sw3", "Bash", { command, description: "Run the Swift tests" }),
        w.toolResult(
          "sw-r3",
          "toolu_sw3",
          "Test Suite 'All tests' passed at 2026-03-02 10:01:00.000.\nExecuted 3 tests, with 0 failures (0 unexpected) in 0.009 (0.011) seconds\n",
        ),
        w.assistant("sw-a4", "TaxCalculator rounds with .plain after multiplying now."),
        w.user("sw-u2", "The iOS app reads prices from the same GraphQL schema as the web app."),
        w.assistant("sw-a5", "Good to know."),
        w.user("sw-u3", "We dropped CocoaPods for Swift Package Manager once the last pod got an SPM release."),
        w.assistant("sw-a6", "Understood."),
        w.user("sw-u4", "lovely"),
        w.assistant("sw-a7", "Anytime."),
        w.user("sw-u5", "Explanations that start with the failing line are easiest for me to follow."),
        w.assistant("sw-a8", "Noted."),
      ];
    },
    expected: [
      ["Money math happens in Decimal, never Double.", "convention", "user"],
      [
        "`swift test` failed with \"XCTAssertEqual failed: ('1.24') is not equal to ('1.25')\" and passed after editing TaxCalculator.swift: TaxCalculator rounds with .plain after multiplying now.",
        "solution",
        "agent",
      ],
      ["The tests run with `swift test` (it passed).", "code_context", "tool"],
      ["The iOS app reads prices from the same GraphQL schema as the web app.", "fact", "user"],
      ["The team dropped CocoaPods for Swift Package Manager once the last pod got an SPM release.", "decision", "user"],
      ["Explanations that start with the failing line are easiest for the user to follow.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0556 reads what a part reads from without its own things, and a
    // change once another thing got a release of its own.
  },
  {
    // Written after decision 0556, its expected facts by hand before it was first run; held out until decision 0557.
    name: "written after the reads-from and got-a-release rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix test test/shop/cart_test.exs";
      return [
        w.user("mx-u1", "mix test is red on the cart. Contexts never call each other's schemas directly."),
        w.toolUse("mx-a1", "toolu_mx1", "Bash", { command, description: "Run the cart tests" }),
        w.toolResult(
          "mx-r1",
          "toolu_mx1",
          "\n\n  1) test total/1 applies the discount once (Shop.CartTest)\n     test/shop/cart_test.exs:14\n     Assertion with == failed\n     code:  assert Cart.total(cart) == 900\n     left:  800\n     right: 900\n     stacktrace:\n       test/shop/cart_test.exs:17: (test)\n\n\nFinished in 0.04 seconds (0.00s async, 0.04s sync)\n3 tests, 1 failure\n",
          true,
        ),
        w.toolUse("mx-a2", "toolu_mx2", "Edit", {
          file_path: `${project}/lib/shop/cart.ex`,
          old_string: "Enum.reduce(discounts, subtotal, &apply_discount/2) |> apply_discount(hd(discounts))",
          new_string: "Enum.reduce(discounts, subtotal, &apply_discount/2)",
        }),
        w.toolResult("mx-r2", "toolu_mx2", `The file ${project}/lib/shop/cart.ex has been updated.`),
        w.toolUse("mx-a3", "toolu_mx3", "Bash", { command, description: "Run the cart tests" }),
        w.toolResult("mx-r3", "toolu_mx3", "...\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n3 tests, 0 failures\n"),
        w.assistant("mx-a4", "Cart.total applies the discount once now."),
        w.user("mx-u2", "Discount codes are validated against the promotions table in Postgres."),
        w.assistant("mx-a5", "Good to know."),
        w.user("mx-u3", "We chose Oban over Quantum for background jobs because it survives restarts."),
        w.assistant("mx-a6", "Understood."),
        w.user("mx-u4", "brilliant"),
        w.assistant("mx-a7", "Anytime."),
        w.user("mx-u5", "I'd like test names to read as sentences."),
        w.assistant("mx-a8", "Noted."),
      ];
    },
    expected: [
      ["Contexts never call each other's schemas directly.", "convention", "user"],
      [
        '`mix test test/shop/cart_test.exs` failed with "left: 800; right: 900" and passed after editing cart.ex: Cart.total applies the discount once now.',
        "solution",
        "agent",
      ],
      ["The tests run with `mix test test/shop/cart_test.exs` (it passed).", "code_context", "tool"],
      ["Discount codes are validated against the promotions table in Postgres.", "fact", "user"],
      ["The team chose Oban over Quantum for background jobs because it survives restarts.", "decision", "user"],
      ["User would like test names to read as sentences.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, all right; decision 0557 reads what a kind is validated against.
  },
  {
    // Written after decision 0557, its expected facts by hand before it was first run; held out until decision 0558.
    name: "written after the validated-against rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "flutter test test/cart_test.dart";
      return [
        w.user("fl-u1", "flutter test fails on the cart. Widgets never talk to repositories directly, only through a Cubit."),
        w.toolUse("fl-a1", "toolu_fl1", "Bash", { command, description: "Run the cart tests" }),
        w.toolResult(
          "fl-r1",
          "toolu_fl1",
          "00:02 +3 -1: /repo/test/cart_test.dart: Cart total applies the voucher once [E]\n  Expected: <900>\n    Actual: <800>\n\n  package:matcher                      expect\n  test/cart_test.dart 14:5             main.<fn>.<fn>\n\n00:02 +3 -1: Some tests failed.\n",
          true,
        ),
        w.toolUse("fl-a2", "toolu_fl2", "Edit", {
          file_path: `${project}/lib/cart/cart.dart`,
          old_string: "for (final v in vouchers) { total -= v.amount; total -= v.amount; }",
          new_string: "for (final v in vouchers) { total -= v.amount; }",
        }),
        w.toolResult("fl-r2", "toolu_fl2", `The file ${project}/lib/cart/cart.dart has been updated.`),
        w.toolUse("fl-a3", "toolu_fl3", "Bash", { command, description: "Run the cart tests" }),
        w.toolResult("fl-r3", "toolu_fl3", "00:01 +4: All tests passed!\n"),
        w.assistant("fl-a4", "Cart.total subtracts each voucher once now."),
        w.user("fl-u2", "Product images are served from Cloudinary with automatic format conversion."),
        w.assistant("fl-a5", "Good to know."),
        w.user("fl-u3", "We went with Riverpod instead of Provider because it catches missing overrides at compile time."),
        w.assistant("fl-a6", "Understood."),
        w.user("fl-u4", "ta"),
        w.assistant("fl-a7", "Anytime."),
        w.user("fl-u5", "Screenshots of the widget tree help me more than long descriptions."),
        w.assistant("fl-a8", "Noted."),
      ];
    },
    expected: [
      ["Widgets never talk to repositories directly, only through a Cubit.", "convention", "user"],
      [
        '`flutter test test/cart_test.dart` failed with "Expected: <900>; Actual: <800>" and passed after editing cart.dart: Cart.total subtracts each voucher once now.',
        "solution",
        "agent",
      ],
      ["The tests run with `flutter test test/cart_test.dart` (it passed).", "code_context", "tool"],
      ["Product images are served from Cloudinary with automatic format conversion.", "fact", "user"],
      ["The team went with Riverpod instead of Provider because it catches missing overrides at compile time.", "decision", "user"],
      ["Screenshots of the widget tree help the user more than long descriptions.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, all right; decision 0558 reads the named product a kind is served from.
  },
  {
    // Written after decision 0558, its expected facts by hand before it was first run; held out until decision 0559.
    name: "written after the served-from rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "tox -e py312";
      return [
        w.user("tx-u1", "tox fails on the slug helper. Slugs never contain anything outside a-z, 0-9 and dashes."),
        w.toolUse("tx-a1", "toolu_tx1", "Bash", { command, description: "Run the tests under Python 3.12" }),
        w.toolResult(
          "tx-r1",
          "toolu_tx1",
          "py312: commands[0]> pytest\n============================= test session starts ==============================\ncollected 4 items\n\ntests/test_slug.py ..F.                                                  [100%]\n\n=================================== FAILURES ===================================\n_____________________________ test_strips_accents ______________________________\n\n    def test_strips_accents():\n>       assert slugify('Crème') == 'creme'\nE       AssertionError: assert 'crème' == 'creme'\n\ntests/test_slug.py:9: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_slug.py::test_strips_accents - AssertionError: assert 'crème' == 'creme'\n========================= 1 failed, 3 passed in 0.05s ==========================\npy312: exit 1 (0.45 seconds) /repo> pytest pid=4242\n  py312: FAIL code 1 (0.50=setup[0.05]+cmd[0.45] seconds)\n  evaluation failed :( (0.55 seconds)\n",
          true,
        ),
        w.toolUse("tx-a2", "toolu_tx2", "Edit", {
          file_path: `${project}/src/shop/slug.py`,
          old_string: "text = text.lower()",
          new_string: 'text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()',
        }),
        w.toolResult("tx-r2", "toolu_tx2", `The file ${project}/src/shop/slug.py has been updated.`),
        w.toolUse("tx-a3", "toolu_tx3", "Bash", { command, description: "Run the tests under Python 3.12" }),
        w.toolResult(
          "tx-r3",
          "toolu_tx3",
          "py312: commands[0]> pytest\n....                                                                     [100%]\n4 passed in 0.04s\n  py312: OK (0.48=setup[0.04]+cmd[0.44] seconds)\n  congratulations :) (0.52 seconds)\n",
        ),
        w.assistant("tx-a4", "slugify strips accents with unicodedata before lowercasing now."),
        w.user("tx-u2", "The docs site is built with MkDocs and published from the gh-pages branch."),
        w.assistant("tx-a5", "Good to know."),
        w.user("tx-u3", "We no longer vendor wheels; pip's cache made it pointless."),
        w.assistant("tx-a6", "Understood."),
        w.user("tx-u4", "thanks a ton"),
        w.assistant("tx-a7", "Anytime."),
        w.user("tx-u5", "I prefer pytest fixtures over setUp methods."),
        w.assistant("tx-a8", "Noted."),
      ];
    },
    expected: [
      ["Slugs never contain anything outside a-z, 0-9 and dashes.", "convention", "user"],
      [
        "`tox -e py312` failed with \"AssertionError: assert 'crème' == 'creme'\" and passed after editing slug.py: slugify strips accents with unicodedata before lowercasing now.",
        "solution",
        "agent",
      ],
      ["The tests run with `tox -e py312` (it passed).", "code_context", "tool"],
      ["The docs site is built with MkDocs and published from the gh-pages branch.", "fact", "user"],
      ["The team no longer vendors wheels; pip's cache made it pointless.", "decision", "user"],
      ["User prefers pytest fixtures over setUp methods.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right, one typed otherwise than by hand; decision 0559 reads tox's Python envs as
    // the tests, what a kind never contains, a way no longer taken with what made it pointless, and MkDocs as a product.
  },
];
