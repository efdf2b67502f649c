import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part ze in the order they were written (extraction-transcripts.ts), after
 * part zd (which passed 1,200 lines); a new one goes at the end, and the last is the held-out one.
 */
export const fixturesZe: readonly WrittenFixture[] = [
  {
    // Written after decision 0618, its expected facts by hand before it was first run; held out until decision 0619.
    name: "written after the accrual-rate, stopped-charging and complained rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "sbt test";
      return [
        w.user("sb-u1", "Bulk discount spec is red. Schools get 10% off orders of twenty or more copies."),
        w.toolUse("sb-a1", "toolu_sb1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "sb-r1",
          "toolu_sb1",
          "[info] DiscountSpec:\n[info] - applies the school discount at twenty copies *** FAILED ***\n[info]   100.0 did not equal 90.0 (DiscountSpec.scala:14)\n[info] - leaves retail orders alone\n[info] - rounds to the cent\n[info] Run completed in 312 milliseconds.\n[info] Total number of tests run: 3\n[info] Suites: completed 1, aborted 0\n[info] Tests: succeeded 2, failed 1, canceled 0, ignored 0, pending 0\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tshop.pricing.DiscountSpec\n[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful\n[error] Total time: 4 s, completed Jun 1, 2026, 9:01:12 AM\n",
          true,
        ),
        w.toolUse("sb-a2", "toolu_sb2", "Edit", {
          file_path: `${project}/src/main/scala/shop/pricing/Discount.scala`,
          old_string: "if (copies > 20)",
          new_string: "if (copies >= 20)",
        }),
        w.toolResult("sb-r2", "toolu_sb2", `The file ${project}/src/main/scala/shop/pricing/Discount.scala has been updated.`),
        w.toolUse("sb-a3", "toolu_sb3", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "sb-r3",
          "toolu_sb3",
          "[info] DiscountSpec:\n[info] - applies the school discount at twenty copies\n[info] - leaves retail orders alone\n[info] - rounds to the cent\n[info] Tests: succeeded 3, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 3 s, completed Jun 1, 2026, 9:02:40 AM\n",
        ),
        w.assistant("sb-a4", "Orders of exactly twenty copies now get the school discount; the check was off by one."),
        w.user("sb-u2", "Preorders are charged when the book ships, not when they're placed."),
        w.assistant("sb-a5", "Good to know."),
        w.user("sb-u3", "We moved the catalogue search from Solr to Typesense because nobody on the team could tune Solr anymore."),
        w.assistant("sb-a6", "Understood."),
        w.user("sb-u4", "cheers"),
        w.assistant("sb-a7", "Anytime."),
        w.user("sb-u5", "Please run sbt scalafmtCheck before every push."),
        w.assistant("sb-a8", "Noted."),
      ];
    },
    expected: [
      ["Schools get 10% off orders of twenty or more copies.", "fact", "user"],
      [
        '`sbt test` failed with "100.0 did not equal 90.0 (DiscountSpec.scala:14)" and passed after editing Discount.scala: orders of exactly twenty copies now get the school discount; the check was off by one.',
        "solution",
        "agent",
      ],
      ["The tests run with `sbt test` (it passed).", "code_context", "tool"],
      ["Preorders are charged when the book ships, not when they are placed.", "fact", "user"],
      ["The team moved the catalogue search from Solr to Typesense because nobody on the team could tune Solr anymore.", "decision", "user"],
      ["Run sbt scalafmtCheck before every push.", "convention", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right as written: the fix quoted ScalaTest's line with its place in the spec, as the house
    // quotes ScalaTest (extraction-fixtures-f.ts), and the hand label without it was relabelled; so was "they're" in
    // the preorders' label, written out as every rule writes a pronoun's contraction. Decision 0619 reads the product's
    // institutions among its people, a share off orders of a count or more, what is charged on an event of its own, and
    // an imperative of the project's work told for every push, commit or merge.
  },
  {
    // Written after decision 0619, its expected facts by hand before it was first run; held out until decision 0620.
    name: "written after the institutions, orders-of-a-count, charged-on-event and every-push rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "vendor/bin/pest tests/Unit/TaxTest.php";
      return [
        w.user("pe-u1", "Tax test is failing. Books are taxed at the reduced 7% rate in Germany."),
        w.toolUse("pe-a1", "toolu_pe1", "Bash", { command, description: "Run the tax tests" }),
        w.toolResult(
          "pe-r1",
          "toolu_pe1",
          "\n   FAIL  Tests\\Unit\\TaxTest\n  ⨯ it applies the reduced rate to books                                0.02s  \n  ✓ it applies the standard rate to toys\n  ────────────────────────────────────────────────────────────────────────────  \n   FAILED  Tests\\Unit\\TaxTest > it applies the reduced rate to books                  \n  Failed asserting that 19 matches expected 7.\n\n  at tests/Unit/TaxTest.php:12\n      8▕ \n      9▕ it('applies the reduced rate to books', function () {\n     10▕     $rate = (new TaxRates())->rateFor('book');\n     11▕ \n  ➜  12▕     expect($rate)->toBe(7);\n     13▕ });\n\n\n  Tests:    1 failed, 1 passed (2 assertions)\n  Duration: 0.12s\n",
          true,
        ),
        w.toolUse("pe-a2", "toolu_pe2", "Edit", {
          file_path: `${project}/src/Tax/TaxRates.php`,
          old_string: "'book' => 19,",
          new_string: "'book' => 7,",
        }),
        w.toolResult("pe-r2", "toolu_pe2", `The file ${project}/src/Tax/TaxRates.php has been updated.`),
        w.toolUse("pe-a3", "toolu_pe3", "Bash", { command, description: "Run the tax tests" }),
        w.toolResult(
          "pe-r3",
          "toolu_pe3",
          "\n   PASS  Tests\\Unit\\TaxTest\n  ✓ it applies the reduced rate to books                                0.01s  \n  ✓ it applies the standard rate to toys\n\n  Tests:    2 passed (2 assertions)\n  Duration: 0.10s\n",
        ),
        w.assistant("pe-a4", "Books now use the reduced rate; the table had them at the standard 19%."),
        w.user("pe-u2", "Marketplace sellers are paid out every other Friday."),
        w.assistant("pe-a5", "Good to know."),
        w.user("pe-u3", "We dropped PayPal at checkout because the chargeback fees ate the margin on small orders."),
        w.assistant("pe-a6", "Understood."),
        w.user("pe-u4", "perfect, thanks"),
        w.assistant("pe-a7", "Anytime."),
        w.user("pe-u5", "New tests go in Pest, not PHPUnit classes."),
        w.assistant("pe-a8", "Noted."),
      ];
    },
    expected: [
      ["Books are taxed at the reduced 7% rate in Germany.", "fact", "user"],
      [
        '`vendor/bin/pest tests/Unit/TaxTest.php` failed with "Failed asserting that 19 matches expected 7." and passed after editing TaxRates.php: books now use the reduced rate; the table had them at the standard 19%.',
        "solution",
        "agent",
      ],
      ["The unit tests run with `vendor/bin/pest tests/Unit/TaxTest.php` (it passed).", "code_context", "tool"],
      ["Marketplace sellers are paid out every other Friday.", "fact", "user"],
      ["The team dropped PayPal at checkout because the chargeback fees ate the margin on small orders.", "decision", "user"],
      ["New tests go in Pest, not PHPUnit classes.", "convention", "user"],
    ],
    // Held out, it kept 3 of 6, all right. Decision 0620 reads Pest's runs and the rate a kind is taxed at; the command's
    // hand label was relabelled "The unit tests run with", as the house names a run under tests/Unit (decision 0313).
  },
  {
    // Written after decision 0620, its expected facts by hand before it was first run; held out until decision 0621.
    name: "written after the pest and taxed-at rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx nx test cart";
      return [
        w.user("nx-u1", "Shipping spec is failing. Orders over 50 euros ship free within the EU."),
        w.toolUse("nx-a1", "toolu_nx1", "Bash", { command, description: "Run the cart tests" }),
        w.toolResult(
          "nx-r1",
          "toolu_nx1",
          "\n> nx run cart:test\n\n FAIL   cart  libs/cart/src/lib/shipping.spec.ts\n  shippingCost\n    ✕ charges nothing over the free-shipping threshold (4 ms)\n    ✓ charges the flat rate under it (1 ms)\n\n  ● shippingCost › charges nothing over the free-shipping threshold\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 0\n    Received: 4.95\n\n      12 |   it('charges nothing over the free-shipping threshold', () => {\n    > 13 |     expect(shippingCost(cart(60))).toBe(0);\n         |                                    ^\n\n      at Object.<anonymous> (libs/cart/src/lib/shipping.spec.ts:13:36)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 1 passed, 2 total\n\n NX   Running target test for project cart failed\n",
          true,
        ),
        w.toolUse("nx-a2", "toolu_nx2", "Edit", {
          file_path: `${project}/libs/cart/src/lib/shipping.ts`,
          old_string: "const FREE_SHIPPING_THRESHOLD = 75;",
          new_string: "const FREE_SHIPPING_THRESHOLD = 50;",
        }),
        w.toolResult("nx-r2", "toolu_nx2", `The file ${project}/libs/cart/src/lib/shipping.ts has been updated.`),
        w.toolUse("nx-a3", "toolu_nx3", "Bash", { command, description: "Run the cart tests" }),
        w.toolResult(
          "nx-r3",
          "toolu_nx3",
          "\n> nx run cart:test\n\n PASS   cart  libs/cart/src/lib/shipping.spec.ts\n  shippingCost\n    ✓ charges nothing over the free-shipping threshold (2 ms)\n    ✓ charges the flat rate under it (1 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total\n\n NX   Successfully ran target test for project cart\n",
        ),
        w.assistant("nx-a4", "The free-shipping threshold was still 75 from the old pricing; it is 50 now."),
        w.user("nx-u2", "Returns are accepted for 30 days, except on sale items."),
        w.assistant("nx-a5", "Good to know."),
        w.user("nx-u3", "We went with Nx over Turborepo because we needed the module boundary lint rules."),
        w.assistant("nx-a6", "Understood."),
        w.user("nx-u4", "great"),
        w.assistant("nx-a7", "Anytime."),
        w.user("nx-u5", "Keep libs free of any imports from apps."),
        w.assistant("nx-a8", "Noted."),
      ];
    },
    expected: [
      ["Orders over 50 euros ship free within the EU.", "fact", "user"],
      [
        '`npx nx test cart` failed with "Expected: 0; Received: 4.95" and passed after editing shipping.ts: the free-shipping threshold was still 75 from the old pricing; it is 50 now.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx nx test cart` (it passed).", "code_context", "tool"],
      ["Returns are accepted for 30 days, except on sale items.", "fact", "user"],
      ["The team went with Nx over Turborepo because the team needed the module boundary lint rules.", "decision", "user"],
      ["Keep libs free of any imports from apps.", "convention", "user"],
    ],
    // Held out, it kept 4 of 6, all right. Decision 0621 reads which things of a kind ship free and how long a kind is
    // accepted for.
  },
  {
    // Written after decision 0621, its expected facts by hand before it was first run; held out until decision 0622.
    name: "written after the ships-free and accepted-for rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo test --lib invoice";
      return [
        w.user("ct-u1", "Rounding test broke. Invoice totals round half up to the nearest cent."),
        w.toolUse("ct-a1", "toolu_ct1", "Bash", { command, description: "Run the invoice tests" }),
        w.toolResult(
          "ct-r1",
          "toolu_ct1",
          "\nrunning 3 tests\ntest invoice::tests::applies_vat ... ok\ntest invoice::tests::rounds_half_up ... FAILED\ntest invoice::tests::sums_lines ... ok\n\nfailures:\n\n---- invoice::tests::rounds_half_up stdout ----\n\nthread 'invoice::tests::rounds_half_up' panicked at src/invoice.rs:88:9:\nassertion `left == right` failed\n  left: 1004\n right: 1005\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n    invoice::tests::rounds_half_up\n\ntest result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\nerror: test failed, to rerun pass `--lib`\n",
          true,
        ),
        w.toolUse("ct-a2", "toolu_ct2", "Edit", {
          file_path: `${project}/src/invoice.rs`,
          old_string: "(total * 100.0).round_ties_even()",
          new_string: "(total * 100.0).round()",
        }),
        w.toolResult("ct-r2", "toolu_ct2", `The file ${project}/src/invoice.rs has been updated.`),
        w.toolUse("ct-a3", "toolu_ct3", "Bash", { command, description: "Run the invoice tests" }),
        w.toolResult(
          "ct-r3",
          "toolu_ct3",
          "\nrunning 3 tests\ntest invoice::tests::applies_vat ... ok\ntest invoice::tests::rounds_half_up ... ok\ntest invoice::tests::sums_lines ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n",
        ),
        w.assistant("ct-a4", "Totals now round half away from zero instead of to even, so 10.045 becomes 10.05."),
        w.user("ct-u2", "Invoices go out on the 1st and are due within 14 days."),
        w.assistant("ct-a5", "Good to know."),
        w.user("ct-u3", "We switched invoice PDFs from wkhtmltopdf to Typst since wkhtmltopdf is unmaintained."),
        w.assistant("ct-a6", "Understood."),
        w.user("ct-u4", "lovely"),
        w.assistant("ct-a7", "Anytime."),
        w.user("ct-u5", "Each crate keeps its own CHANGELOG.md."),
        w.assistant("ct-a8", "Noted."),
      ];
    },
    expected: [
      ["Invoice totals round half up to the nearest cent.", "convention", "user"],
      [
        '`cargo test --lib invoice` failed with "assertion `left == right` failed" and passed after editing invoice.rs: totals now round half away from zero instead of to even, so 10.045 becomes 10.05.',
        "solution",
        "agent",
      ],
      ["The tests run with `cargo test --lib invoice` (it passed).", "code_context", "tool"],
      ["Invoices go out on the 1st and are due within 14 days.", "fact", "user"],
      ["The team switched invoice PDFs from wkhtmltopdf to Typst since wkhtmltopdf is unmaintained.", "decision", "user"],
      ["Each crate keeps its own CHANGELOG.md.", "convention", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right once the fix's hand label, written quoting the values under Rust's assertion,
    // was relabelled as the house quotes it ("assertion `left == right` failed", extraction-fixtures-g.ts and -zc.ts),
    // with the switch to Typst typed as a fact. Decision 0622 reads how a kind is rounded, when a kind goes out and is
    // due, and a switch from a tool's lower-case name.
  },
  {
    // Written after decision 0622, its expected facts by hand before it was first run; held out until decision 0623.
    name: "written after the rounding, goes-out-and-due and lower-case-tool rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bin/rails test test/models/subscription_test.rb";
      return [
        w.user("mt-u1", "Grace period test is red. Members keep access for 3 days after a failed payment."),
        w.toolUse("mt-a1", "toolu_mt1", "Bash", { command, description: "Run the subscription tests" }),
        w.toolResult(
          "mt-r1",
          "toolu_mt1",
          "Running 4 tests in a single process (parallelization threshold is 50)\nRun options: --seed 41213\n\n# Running:\n\n..F.\n\nFailure:\nSubscriptionTest#test_keeps_access_through_the_grace_period [test/models/subscription_test.rb:22]:\nExpected: 3\n  Actual: 1\n\nbin/rails test test/models/subscription_test.rb:18\n\nFinished in 0.183011s, 21.8566 runs/s, 21.8566 assertions/s.\n4 runs, 4 assertions, 1 failures, 0 errors, 0 skips\n",
          true,
        ),
        w.toolUse("mt-a2", "toolu_mt2", "Edit", {
          file_path: `${project}/app/models/subscription.rb`,
          old_string: "GRACE_PERIOD = 1.day",
          new_string: "GRACE_PERIOD = 3.days",
        }),
        w.toolResult("mt-r2", "toolu_mt2", `The file ${project}/app/models/subscription.rb has been updated.`),
        w.toolUse("mt-a3", "toolu_mt3", "Bash", { command, description: "Run the subscription tests" }),
        w.toolResult(
          "mt-r3",
          "toolu_mt3",
          "Running 4 tests in a single process (parallelization threshold is 50)\nRun options: --seed 5120\n\n# Running:\n\n....\n\nFinished in 0.171204s, 23.3639 runs/s, 23.3639 assertions/s.\n4 runs, 4 assertions, 0 failures, 0 errors, 0 skips\n",
        ),
        w.assistant("mt-a4", "The grace period was one day; members now keep access for three days after a failed charge."),
        w.user("mt-u2", "Freezes are capped at two months per calendar year."),
        w.assistant("mt-a5", "Good to know."),
        w.user("mt-u3", "We ditched Devise for the built-in Rails 8 authentication generator because we only needed email and password."),
        w.assistant("mt-a6", "Understood."),
        w.user("mt-u4", "ta"),
        w.assistant("mt-a7", "Anytime."),
        w.user("mt-u5", "Service objects live in app/services and return a Result."),
        w.assistant("mt-a8", "Noted."),
      ];
    },
    expected: [
      ["Members keep access for 3 days after a failed payment.", "fact", "user"],
      [
        '`bin/rails test test/models/subscription_test.rb` failed with "Expected: 3; Actual: 1" and passed after editing subscription.rb: the grace period was one day; members now keep access for three days after a failed charge.',
        "solution",
        "agent",
      ],
      ["The tests run with `bin/rails test test/models/subscription_test.rb` (it passed).", "code_context", "tool"],
      ["Freezes are capped at two months per calendar year.", "fact", "user"],
      ["The team ditched Devise for the built-in Rails 8 authentication generator because the team only needed email and password.", "decision", "user"],
      ["Service objects live in app/services and return a Result.", "code_context", "user"],
    ],
    // Held out, it kept 4 of 6, all right once the hand label of where service objects live, written as a convention,
    // was relabelled as the house keeps where a kind of code lives, code context ("The invoicing code lives in
    // modules/billing …", extraction-fixtures-f.ts). Decision 0623 reads what the product's people keep for a time after
    // an event, and the most a kind may come to.
  },
  {
    // Written after decision 0623, its expected facts by hand before it was first run; held out until decision 0624.
    name: "written after the keeps-for and capped-at rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dotnet test --filter LoyaltyTests";
      return [
        w.user("dn-u1", "Loyalty test fails. Points are worth one cent each at checkout."),
        w.toolUse("dn-a1", "toolu_dn1", "Bash", { command, description: "Run the loyalty tests" }),
        w.toolResult(
          "dn-r1",
          "toolu_dn1",
          "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Shop.Tests -> /repo/tests/Shop.Tests/bin/Debug/net8.0/Shop.Tests.dll\nTest run for /repo/tests/Shop.Tests/bin/Debug/net8.0/Shop.Tests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n  Failed Shop.Tests.LoyaltyTests.RedeemsPointsAtOneCentEach [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 4.50\nActual:   45.00\n  Stack Trace:\n     at Shop.Tests.LoyaltyTests.RedeemsPointsAtOneCentEach() in /repo/tests/Shop.Tests/LoyaltyTests.cs:line 27\n\nFailed!  - Failed:     1, Passed:     5, Skipped:     0, Total:     6, Duration: 48 ms - Shop.Tests.dll (net8.0)\n",
          true,
        ),
        w.toolUse("dn-a2", "toolu_dn2", "Edit", {
          file_path: `${project}/src/Shop/Loyalty/PointsRedeemer.cs`,
          old_string: "return points * 0.10m;",
          new_string: "return points * 0.01m;",
        }),
        w.toolResult("dn-r2", "toolu_dn2", `The file ${project}/src/Shop/Loyalty/PointsRedeemer.cs has been updated.`),
        w.toolUse("dn-a3", "toolu_dn3", "Bash", { command, description: "Run the loyalty tests" }),
        w.toolResult(
          "dn-r3",
          "toolu_dn3",
          "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Shop.Tests -> /repo/tests/Shop.Tests/bin/Debug/net8.0/Shop.Tests.dll\nTest run for /repo/tests/Shop.Tests/bin/Debug/net8.0/Shop.Tests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n\nPassed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 41 ms - Shop.Tests.dll (net8.0)\n",
        ),
        w.assistant("dn-a4", "PointsRedeemer valued each point at ten cents; it now uses one cent."),
        w.user("dn-u2", "Points can't be combined with gift cards on the same order."),
        w.assistant("dn-a5", "Good to know."),
        w.user("dn-u3", "We replaced the nightly points expiry job with a Hangfire recurring job after the old Windows task silently stopped running."),
        w.assistant("dn-a6", "Understood."),
        w.user("dn-u4", "nice one"),
        w.assistant("dn-a7", "Anytime."),
        w.user("dn-u5", "Use decimal for money everywhere, never double."),
        w.assistant("dn-a8", "Noted."),
      ];
    },
    expected: [
      ["Points are worth one cent each at checkout.", "fact", "user"],
      [
        '`dotnet test --filter LoyaltyTests` failed with "Assert.Equal() Failure: Values differ" and passed after editing PointsRedeemer.cs: PointsRedeemer valued each point at ten cents; it now uses one cent.',
        "solution",
        "agent",
      ],
      ["The tests run with `dotnet test --filter LoyaltyTests` (it passed).", "code_context", "tool"],
      ["Points can't be combined with gift cards on the same order.", "fact", "user"],
      [
        "The team replaced the nightly points expiry job with a Hangfire recurring job after the old Windows task silently stopped running.",
        "decision",
        "user",
      ],
      ["Use decimal for money everywhere, never double.", "convention", "user"],
    ],
    // Held out, it kept 4 of 6, all right once the fix's hand label, written quoting xUnit's values, was relabelled as
    // the house quotes xUnit ("Assert.Equal() Failure: Values differ", as in the earlier dotnet fixtures). Decision 0624
    // reads what one thing of a kind is worth, and kinds not combined on the same thing.
  },
  {
    // Written after decision 0624, its expected facts by hand before it was first run; held out until decision 0625.
    name: "written after the worth and combined-on-the-same rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix test test/clinic/billing_test.exs";
      return [
        w.user("cl-u1", "No-show fee test fails. Patients who miss an appointment without cancelling are charged 25 euros."),
        w.toolUse("cl-a1", "toolu_cl1", "Bash", { command, description: "Run the billing tests" }),
        w.toolResult(
          "cl-r1",
          "toolu_cl1",
          "Running ExUnit with seed: 451208, max_cases: 4\n\n.\n\n  1) test no-show fee is charged once (Clinic.BillingTest)\n     test/clinic/billing_test.exs:14\n     Assertion with == failed\n     code:  assert Billing.no_show_fee(appointment) == Money.new(2500, :EUR)\n     left:  Money.new(5000, :EUR)\n     right: Money.new(2500, :EUR)\n     stacktrace:\n       test/clinic/billing_test.exs:17: (test)\n\n..\nFinished in 0.08 seconds (0.00s async, 0.08s sync)\n4 tests, 1 failure\n",
          true,
        ),
        w.toolUse("cl-a2", "toolu_cl2", "Edit", {
          file_path: `${project}/lib/clinic/billing.ex`,
          old_string: "Money.multiply(@no_show_fee, 2)",
          new_string: "@no_show_fee",
        }),
        w.toolResult("cl-r2", "toolu_cl2", `The file ${project}/lib/clinic/billing.ex has been updated.`),
        w.toolUse("cl-a3", "toolu_cl3", "Bash", { command, description: "Run the billing tests" }),
        w.toolResult(
          "cl-r3",
          "toolu_cl3",
          "Running ExUnit with seed: 90211, max_cases: 4\n\n....\nFinished in 0.07 seconds (0.00s async, 0.07s sync)\n4 tests, 0 failures\n",
        ),
        w.assistant("cl-a4", "The fee was doubled for repeat no-shows by mistake; every no-show now costs the flat fee."),
        w.user("cl-u2", "Appointments can be moved up to 24 hours before they start."),
        w.assistant("cl-a5", "Good to know."),
        w.user("cl-u3", "We moved reminders from SMS to WhatsApp once most patients told us they never read texts."),
        w.assistant("cl-a6", "Understood."),
        w.user("cl-u4", "cool"),
        w.assistant("cl-a7", "Anytime."),
        w.user("cl-u5", "I prefer pattern matching in function heads over case statements."),
        w.assistant("cl-a8", "Noted."),
      ];
    },
    expected: [
      ["Patients who miss an appointment without cancelling are charged 25 euros.", "fact", "user"],
      [
        '`mix test test/clinic/billing_test.exs` failed with "left: Money.new(5000, :EUR); right: Money.new(2500, :EUR)" and passed after editing billing.ex: the fee was doubled for repeat no-shows by mistake; every no-show now costs the flat fee.',
        "solution",
        "agent",
      ],
      ["The tests run with `mix test test/clinic/billing_test.exs` (it passed).", "code_context", "tool"],
      ["Appointments can be moved up to 24 hours before they start.", "fact", "user"],
      ["The team moved reminders from SMS to WhatsApp once most patients told the team they never read texts.", "decision", "user"],
      ["User prefers pattern matching in function heads over case statements.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, with the move to WhatsApp typed as a fact. Decision 0625 reads what the
    // product's people are charged, up to when a kind can be changed, and what they told the team as a reason.
  },
  {
    // Written after decision 0625, its expected facts by hand before it was first run; held out until decision 0626.
    name: "written after the charged, can-be-changed-until and told-us rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go test ./internal/billing/...";
      return [
        w.user("rn-u1", "Mileage test is failing. Rentals include 200 km per day; extra kilometres cost 30 cents each."),
        w.toolUse("rn-a1", "toolu_rn1", "Bash", { command, description: "Run the billing tests" }),
        w.toolResult(
          "rn-r1",
          "toolu_rn1",
          "--- FAIL: TestMileageCharge (0.00s)\n    mileage_test.go:18: MileageCharge(3, 750) = 165.00, want 45.00\nFAIL\nFAIL\texample.com/rental/internal/billing\t0.004s\nFAIL\n",
          true,
        ),
        w.toolUse("rn-a2", "toolu_rn2", "Edit", {
          file_path: `${project}/internal/billing/mileage.go`,
          old_string: "included := 200",
          new_string: "included := 200 * days",
        }),
        w.toolResult("rn-r2", "toolu_rn2", `The file ${project}/internal/billing/mileage.go has been updated.`),
        w.toolUse("rn-a3", "toolu_rn3", "Bash", { command, description: "Run the billing tests" }),
        w.toolResult("rn-r3", "toolu_rn3", "ok  \texample.com/rental/internal/billing\t0.003s\n"),
        w.assistant("rn-a4", "The free allowance was 200 km per rental instead of per day; it now scales with the number of days."),
        w.user("rn-u2", "Drivers under 25 pay a young driver surcharge of 15 euros a day."),
        w.assistant("rn-a5", "Good to know."),
        w.user("rn-u3", "We stopped renting out convertibles in winter after three of them came back with torn roofs."),
        w.assistant("rn-a6", "Understood."),
        w.user("rn-u4", "👍"),
        w.assistant("rn-a7", "Anytime."),
        w.user("rn-u5", "Errors are wrapped with fmt.Errorf and %w, never returned bare."),
        w.assistant("rn-a8", "Noted."),
      ];
    },
    expected: [
      ["Rentals include 200 km per day; extra kilometres cost 30 cents each.", "fact", "user"],
      [
        '`go test ./internal/billing/...` failed with "mileage_test.go:18: MileageCharge(3, 750) = 165.00, want 45.00" and passed after editing mileage.go: the free allowance was 200 km per rental instead of per day; it now scales with the number of days.',
        "solution",
        "agent",
      ],
      ["The tests run with `go test ./internal/billing/...` (it passed).", "code_context", "tool"],
      ["Drivers under 25 pay a young driver surcharge of 15 euros a day.", "fact", "user"],
      ["The team stopped renting out convertibles in winter after three of them came back with torn roofs.", "decision", "user"],
      ["Errors are wrapped with fmt.Errorf and %w, never returned bare.", "convention", "user"],
    ],
    // Held out, it kept 3 of 6, all right. Decision 0626 reads what every thing of a kind includes, a surcharge by age,
    // and things rented out that came back damaged.
  },
  {
    // Written after decision 0626, its expected facts by hand before it was first run; held out until decision 0627.
    name: "written after the kind-includes, surcharge-by-age and came-back rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx jest src/seating/holds.test.ts";
      return [
        w.user("tk-u1", "Seat map test fails. Wheelchair spaces are held back until 48 hours before the show."),
        w.toolUse("tk-a1", "toolu_tk1", "Bash", { command, description: "Run the seating tests" }),
        w.toolResult(
          "tk-r1",
          "toolu_tk1",
          ' FAIL  src/seating/holds.test.ts\n  ● seat holds › releases wheelchair spaces two days out\n\n    expect(received).toEqual(expected) // deep equality\n\n    Expected: "released"\n    Received: "held"\n\n      14 |     const status = holdStatus(seat, showAt, now);\n    > 15 |     expect(status).toEqual(\'released\');\n         |                    ^\n\n      at Object.<anonymous> (src/seating/holds.test.ts:15:20)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 4 passed, 5 total\n',
          true,
        ),
        w.toolUse("tk-a2", "toolu_tk2", "Edit", {
          file_path: `${project}/src/seating/holds.ts`,
          old_string: "const HOLD_HOURS = 72;",
          new_string: "const HOLD_HOURS = 48;",
        }),
        w.toolResult("tk-r2", "toolu_tk2", `The file ${project}/src/seating/holds.ts has been updated.`),
        w.toolUse("tk-a3", "toolu_tk3", "Bash", { command, description: "Run the seating tests" }),
        w.toolResult("tk-r3", "toolu_tk3", " PASS  src/seating/holds.test.ts\n\nTest Suites: 1 passed, 1 total\nTests:       5 passed, 5 total\n"),
        w.assistant("tk-a4", "Holds were released 72 hours out instead of 48; the constant now matches the box office rule."),
        w.user("tk-u2", "Tickets are non-refundable but can be transferred to another name until the day of the show."),
        w.assistant("tk-a5", "Good to know."),
        w.user("tk-u3", "We moved ticket scanning off the venue Wi-Fi to offline-first phones after the network died during a sold-out gig."),
        w.assistant("tk-a6", "Understood."),
        w.user("tk-u4", "cheers mate"),
        w.assistant("tk-a7", "Anytime."),
        w.user("tk-u5", "I'd like every new endpoint to come with an OpenAPI entry."),
        w.assistant("tk-a8", "Noted."),
      ];
    },
    expected: [
      ["Wheelchair spaces are held back until 48 hours before the show.", "fact", "user"],
      [
        "`npx jest src/seating/holds.test.ts` failed with \"Expected: 'released'; Received: 'held'\" and passed after editing holds.ts: holds were released 72 hours out instead of 48; the constant now matches the box office rule.",
        "solution",
        "agent",
      ],
      ["The tests run with `npx jest src/seating/holds.test.ts` (it passed).", "code_context", "tool"],
      ["Tickets are non-refundable but can be transferred to another name until the day of the show.", "fact", "user"],
      ["The team moved ticket scanning off the venue Wi-Fi to offline-first phones after the network died during a sold-out gig.", "decision", "user"],
      ["User would like every new endpoint to come with an OpenAPI entry.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, with the move of ticket scanning typed as a fact. Decision 0627 reads a kind
    // held back up to a time, "until the day of" an event, what died or went down as a reason, and people moved as no kind.
  },
  {
    // Written after decision 0627, its expected facts by hand before it was first run; held out until decision 0630.
    name: "written after the held-back, day-of, died and people-moved rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bun test src/desks/pricing.test.ts";
      return [
        w.user("bt-u1", "Desk pricing test fails. Teams renting three or more desks get 10% off the monthly rate."),
        w.toolUse("bt-a1", "toolu_bt1", "Bash", { command, description: "Run the pricing tests" }),
        w.toolResult(
          "bt-r1",
          "toolu_bt1",
          "bun test v1.2.4 (6a1d1f9e)\n\nsrc/desks/pricing.test.ts:\n✓ day pass price [0.41ms]\n14 |   expect(monthlyPrice({ desks: 3 })).toBe(540);\n                                         ^\nerror: expect(received).toBe(expected)\n\nExpected: 540\nReceived: 600\n\n      at <anonymous> (/repo/src/desks/pricing.test.ts:14:38)\n✗ team discount for three desks [0.92ms]\n\n 1 pass\n 1 fail\n 2 expect() calls\nRan 2 tests across 1 files. [18.00ms]\n",
          true,
        ),
        w.toolUse("bt-a2", "toolu_bt2", "Edit", {
          file_path: `${project}/src/desks/pricing.ts`,
          old_string: "desks > 3",
          new_string: "desks >= 3",
        }),
        w.toolResult("bt-r2", "toolu_bt2", `The file ${project}/src/desks/pricing.ts has been updated.`),
        w.toolUse("bt-a3", "toolu_bt3", "Bash", { command, description: "Run the pricing tests" }),
        w.toolResult(
          "bt-r3",
          "toolu_bt3",
          "bun test v1.2.4 (6a1d1f9e)\n\nsrc/desks/pricing.test.ts:\n✓ day pass price [0.38ms]\n✓ team discount for three desks [0.30ms]\n\n 2 pass\n 0 fail\n 2 expect() calls\nRan 2 tests across 1 files. [15.00ms]\n",
        ),
        w.assistant("bt-a4", "The team discount started at four desks; it now applies from three."),
        w.user("bt-u2", "Meeting rooms are booked in 30-minute slots."),
        w.assistant("bt-a5", "Good to know."),
        w.user("bt-u3", "We switched door access from key fobs to phone passes because members kept losing the fobs."),
        w.assistant("bt-a6", "Understood."),
        w.user("bt-u4", "sweet, thanks"),
        w.assistant("bt-a7", "Anytime."),
        w.user("bt-u5", "Keep pricing logic out of the route handlers."),
        w.assistant("bt-a8", "Noted."),
      ];
    },
    expected: [
      ["Teams renting three or more desks get 10% off the monthly rate.", "fact", "user"],
      [
        '`bun test src/desks/pricing.test.ts` failed with "Expected: 540; Received: 600" and passed after editing pricing.ts: the team discount started at four desks; it now applies from three.',
        "solution",
        "agent",
      ],
      ["The tests run with `bun test src/desks/pricing.test.ts` (it passed).", "code_context", "tool"],
      ["Meeting rooms are booked in 30-minute slots.", "fact", "user"],
      ["The team switched door access from key fobs to phone passes because members kept losing the fobs.", "decision", "user"],
      ["Keep pricing logic out of the route handlers.", "convention", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right, with the switch to phone passes typed as a fact. Decision 0630 reads a switch
    // between two lower-case things of the project's, which of the product's people get a share off, the unit of time a
    // kind is booked in, and an imperative that keeps a kind out of a place of the code.
  },
  {
    // Written after decision 0630, its expected facts by hand before it was first run; held out until decision 0631.
    name: "written after the lower-case switch, which-people, booked-in and kept-out rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "gleam test";
      return [
        w.user("gx-u1", "Credit expiry test fails. Lesson credits expire 90 days after purchase."),
        w.toolUse("gx-a1", "toolu_gx1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "gx-r1",
          "toolu_gx1",
          "   Compiled in 0.47s\n    Running school_test.main\n.F.\nFailures:\n\n  1) credits_test.expiry_test: module 'credits_test'\n     Values were not equal\n     expected: 90\n          got: 30\n     output:\n\nFinished in 0.015 seconds\n3 tests, 1 failures",
          true,
        ),
        w.toolUse("gx-a2", "toolu_gx2", "Edit", {
          file_path: `${project}/src/credits.gleam`,
          old_string: "const validity_days = 30",
          new_string: "const validity_days = 90",
        }),
        w.toolResult("gx-r2", "toolu_gx2", `The file ${project}/src/credits.gleam has been updated.`),
        w.toolUse("gx-a3", "toolu_gx3", "Bash", { command, description: "Run the tests" }),
        w.toolResult("gx-r3", "toolu_gx3", "   Compiled in 0.40s\n    Running school_test.main\n...\nFinished in 0.011 seconds\n3 tests, 0 failures"),
        w.assistant("gx-a4", "Credits expired 30 days after purchase instead of 90; the validity now matches the plan."),
        w.user("gx-u2", "Group classes need at least four students to run."),
        w.assistant("gx-a5", "Good to know."),
        w.user("gx-u3", "We dropped the waitlist feature after nobody used it for a whole term."),
        w.assistant("gx-a6", "Understood."),
        w.user("gx-u4", "nice one"),
        w.assistant("gx-a7", "Anytime."),
        w.user("gx-u5", "Teachers are paid per lesson taught, not per hour."),
        w.assistant("gx-a8", "Noted."),
      ];
    },
    expected: [
      ["Lesson credits expire 90 days after purchase.", "fact", "user"],
      [
        '`gleam test` failed with "expected: 90; got: 30" and passed after editing credits.gleam: credits expired 30 days after purchase instead of 90; the validity now matches the plan.',
        "solution",
        "agent",
      ],
      ["The tests run with `gleam test` (it passed).", "code_context", "tool"],
      ["Group classes need at least four students to run.", "fact", "user"],
      ["The team dropped the waitlist feature after nobody used it for a whole term.", "decision", "user"],
      ["Teachers are paid per lesson taught, not per hour.", "fact", "user"],
    ],
    // Held out, it kept 3 of 6, all right. Decision 0631 reads the least a thing of a kind needs to run, that nobody
    // used it as a reason, and what a kind is paid per, with what it is not paid per.
  },
  {
    // Written after decision 0631, its expected facts by hand before it was first run; held out until decision 0632.
    name: "written after the needs-at-least, nobody-used-it and paid-per rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dune test";
      return [
        w.user("sc-u1", "Unlock fee test fails. Rides start with a one-euro unlock fee."),
        w.toolUse("sc-a1", "toolu_sc1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "sc-r1",
          "toolu_sc1",
          "Testing `fares'.\nThis run has ID `K4L5M6'.\n\n  [FAIL]        tariff          0   unlock fee.\n  [OK]          tariff          1   per minute.\n\n┌──────────────────────────────────────────────┐\n│ [FAIL]        tariff          0   unlock fee.       │\n└──────────────────────────────────────────────┘\nASSERT same int\nFAIL same int\n\n   Expected: `100'\n   Received: `150'\n\nRaised at Alcotest_engine__Test.check in file \"src/alcotest-engine/test.ml\", line 200, characters 4-19\n\nFull test results in `~/_build/_tests/fares'.\n1 failure! in 0.001s. 2 tests run.",
          true,
        ),
        w.toolUse("sc-a2", "toolu_sc2", "Edit", {
          file_path: `${project}/lib/fares.ml`,
          old_string: "let unlock_fee = 150",
          new_string: "let unlock_fee = 100",
        }),
        w.toolResult("sc-r2", "toolu_sc2", `The file ${project}/lib/fares.ml has been updated.`),
        w.toolUse("sc-a3", "toolu_sc3", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "sc-r3",
          "toolu_sc3",
          "Testing `fares'.\nThis run has ID `N7P8Q9'.\n\n  [OK]          tariff          0   unlock fee.\n  [OK]          tariff          1   per minute.\n\nFull test results in `~/_build/_tests/fares'.\nTest Successful in 0.001s. 2 tests run.",
        ),
        w.assistant("sc-a4", "The unlock fee was charged as 1.50 instead of 1.00; it now matches the tariff."),
        w.user("sc-u2", "Scooters left outside the parking zones cost riders a 10 euro fine."),
        w.assistant("sc-a5", "Good to know."),
        w.user("sc-u3", "We stopped offering night rides once insurance for them tripled."),
        w.assistant("sc-a6", "Understood."),
        w.user("sc-u4", "great stuff"),
        w.assistant("sc-a7", "Anytime."),
        w.user("sc-u5", "Always ask before touching the tariff migrations."),
        w.assistant("sc-a8", "Noted."),
      ];
    },
    expected: [
      ["Rides start with a one-euro unlock fee.", "fact", "user"],
      [
        "`dune test` failed with \"Expected: `100'; Received: `150'\" and passed after editing fares.ml: the unlock fee was charged as 1.50 instead of 1.00; it now matches the tariff.",
        "solution",
        "agent",
      ],
      ["The tests run with `dune test` (it passed).", "code_context", "tool"],
      ["Scooters left outside the parking zones cost riders a 10 euro fine.", "fact", "user"],
      ["The team stopped offering night rides once insurance for them tripled.", "decision", "user"],
      ["Always ask before touching the tariff migrations.", "convention", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, with the unlock fee typed as a convention. Decision 0632 reads the charge a
    // kind starts with or costs the product's people, rides offered, and a cost that grew as a reason.
  },
  {
    // Written after decision 0632, its expected facts by hand before it was first run; held out until decision 0633.
    name: "written after the starts-with-a-fee, costs-them and cost-rose rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "zig build test";
      return [
        w.user("rx-u1", "Refill reminder test fails. Prescriptions can be refilled once 75 percent of the supply is used."),
        w.toolUse("rx-a1", "toolu_rx1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "rx-r1",
          "toolu_rx1",
          "test\n└─ run test 3/4 passed, 1 failed\nexpected 75, found 80\nerror: 'refill.test.threshold' failed: TestExpectedEqual\n/usr/lib/zig/std/testing.zig:93:17: 0x1040ba3 in expectEqualInner__anon_1234 (test)\n                return error.TestExpectedEqual;\n                ^\n/repo/src/refill.zig:52:5: 0x1041f2c in test.threshold (test)\n    try std.testing.expectEqual(@as(u8, 75), refillThreshold());\n    ^\nerror: while executing test 'refill.test.threshold', the following command exited with code 1 (expected exited with code 0):\nBuild Summary: 1/3 steps succeeded; 1 failed; 3/4 tests passed; 1 failed\ntest transitive failure\n└─ run test 3/4 passed, 1 failed",
          true,
        ),
        w.toolUse("rx-a2", "toolu_rx2", "Edit", {
          file_path: `${project}/src/refill.zig`,
          old_string: "const threshold_percent: u8 = 80;",
          new_string: "const threshold_percent: u8 = 75;",
        }),
        w.toolResult("rx-r2", "toolu_rx2", `The file ${project}/src/refill.zig has been updated.`),
        w.toolUse("rx-a3", "toolu_rx3", "Bash", { command, description: "Run the tests" }),
        w.toolResult("rx-r3", "toolu_rx3", "Build Summary: 3/3 steps succeeded; 4/4 tests passed\ntest success\n└─ run test 4 passed 2ms MaxRSS:1M"),
        w.assistant("rx-a4", "The refill threshold was 80 percent instead of 75; it now matches the pharmacy rule."),
        w.user("rx-u2", "Controlled substances are never refilled without a new prescription."),
        w.assistant("rx-a5", "Good to know."),
        w.user("rx-u3", "We moved reminders from email to push notifications after most patients ignored the emails."),
        w.assistant("rx-a6", "Understood."),
        w.user("rx-u4", "perfect, ta"),
        w.assistant("rx-a7", "Anytime."),
        w.user("rx-u5", "Don't log patient names anywhere."),
        w.assistant("rx-a8", "Noted."),
      ];
    },
    expected: [
      ["Prescriptions can be refilled once 75 percent of the supply is used.", "fact", "user"],
      [
        '`zig build test` failed with "expected 75, found 80" and passed after editing refill.zig: the refill threshold was 80 percent instead of 75; it now matches the pharmacy rule.',
        "solution",
        "agent",
      ],
      ["The tests run with `zig build test` (it passed).", "code_context", "tool"],
      ["Controlled substances are never refilled without a new prescription.", "fact", "user"],
      ["The team moved reminders from email to push notifications after most patients ignored the emails.", "decision", "user"],
      ["User does not want the agent to log patient names anywhere.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right. Decision 0633 reads what a kind can be done once a share of its whole is used,
    // what a kind is never done without, and the product's people ignoring what the team sent as a reason.
  },
  {
    // Written after decision 0633, its expected facts by hand before it was first run; the rules not changed for it:
    // what it misses stays missed.
    name: "held out: written after the once-a-share, never-without and ignored rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx vitest run src/membership";
      return [
        w.user("gm-u1", "Freeze test fails. Memberships can be paused for at most 60 days a year."),
        w.toolUse("gm-a1", "toolu_gm1", "Bash", { command, description: "Run the membership tests" }),
        w.toolResult(
          "gm-r1",
          "toolu_gm1",
          " FAIL  src/membership/freeze.test.ts > freezes > caps a year's pauses\nAssertionError: expected 90 to be 60 // Object.is equality\n\n- Expected\n+ Received\n\n- 60\n+ 90\n\n ❯ src/membership/freeze.test.ts:22:34\n\n Test Files  1 failed (1)\n      Tests  1 failed | 5 passed (6)\n",
          true,
        ),
        w.toolUse("gm-a2", "toolu_gm2", "Edit", {
          file_path: `${project}/src/membership/freeze.ts`,
          old_string: "const MAX_PAUSE_DAYS = 90;",
          new_string: "const MAX_PAUSE_DAYS = 60;",
        }),
        w.toolResult("gm-r2", "toolu_gm2", `The file ${project}/src/membership/freeze.ts has been updated.`),
        w.toolUse("gm-a3", "toolu_gm3", "Bash", { command, description: "Run the membership tests" }),
        w.toolResult("gm-r3", "toolu_gm3", " ✓ src/membership/freeze.test.ts (6 tests) 9ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)\n"),
        w.assistant("gm-a4", "A year's pauses were capped at 90 days instead of 60; the cap now matches the membership terms."),
        w.user("gm-u2", "Guests must be signed in by a member at the front desk."),
        w.assistant("gm-a5", "Good to know."),
        w.user("gm-u3", "We replaced the paper waivers with a tablet form after a box of them got soaked in a leak."),
        w.assistant("gm-a6", "Understood."),
        w.user("gm-u4", "legend, thanks"),
        w.assistant("gm-a7", "Anytime."),
        w.user("gm-u5", "Personal trainers get 40% of every session fee."),
        w.assistant("gm-a8", "Noted."),
      ];
    },
    expected: [
      ["Memberships can be paused for at most 60 days a year.", "fact", "user"],
      [
        '`npx vitest run src/membership` failed with "AssertionError: expected 90 to be 60 // Object.is equality" and passed after editing freeze.ts: a year\'s pauses were capped at 90 days instead of 60; the cap now matches the membership terms.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx vitest run src/membership` (it passed).", "code_context", "tool"],
      ["Guests must be signed in by a member at the front desk.", "convention", "user"],
      ["The team replaced the paper waivers with a tablet form after a box of them got soaked in a leak.", "decision", "user"],
      ["Personal trainers get 40% of every session fee.", "fact", "user"],
    ],
    // Measured once, as written: 3 kept, 3 right: the fix, the command and who signs guests in. How long memberships can
    // be paused, the waivers replaced after a leak and the trainers' share of a session fee are missed.
    shortfall: {
      extra: [],
      missed: [
        "Memberships can be paused for at most 60 days a year.",
        "The team replaced the paper waivers with a tablet form after a box of them got soaked in a leak.",
        "Personal trainers get 40% of every session fee.",
      ],
      retyped: [],
    },
  },
];
