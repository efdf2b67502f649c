import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part f in the order they were written (extraction-transcripts.ts).
 */
export const fixturesF: readonly WrittenFixture[] = [
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
    // Written after decision 0323, its expected facts by hand before it was first run; held out until decision 0324.
    name: "written after the cabal, hspec-pair, typed-inside, one-who-knows and proper-name rules",
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
    // Held out, it kept 3, 2 right (see decision 0324); decision 0324 reads the fix, the command, the package's rule and
    // what public functions get. "I can't stand …, keep them …" is still kept in the person's words.
    shortfall: {
      extra: [["The user can't stand long PR descriptions, keep them to a few lines.", "preference", "user"]],
      missed: ["User dislikes long PR descriptions and wants them kept to a few lines."],
    },
  },
  {
    // Written after decision 0324, its expected facts by hand before it was first run; held out until decision 0325.
    name: "written after the node-test, colon-message, kept-that-way and kind-gets rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "deno test lib/parse_date_test.ts";
      return [
        w.user("dn-u1", "Dates from the partner API come with a +01:00 offset and we end up an hour late. All timestamps are stored in UTC."),
        w.toolUse("dn-a1", "toolu_dn1", "Bash", { command, description: "Run the date parsing tests" }),
        w.toolResult(
          "dn-r1",
          "toolu_dn1",
          "running 2 tests from ./lib/parse_date_test.ts\nparses ISO dates ... ok (2ms)\nparses dates with a timezone offset ... FAILED (3ms)\n\n ERRORS \n\nparses dates with a timezone offset => ./lib/parse_date_test.ts:14:6\nerror: AssertionError: Values are not equal.\n\n\n    [Diff] Actual / Expected\n\n\n-   2026-03-01T09:00:00.000Z\n+   2026-03-01T08:00:00.000Z\n\n  throw new AssertionError(message);\n        ^\n    at assertEquals (https://jsr.io/@std/assert/1.0.0/equals.ts:51:9)\n\n FAILURES \n\nparses dates with a timezone offset => ./lib/parse_date_test.ts:14:6\n\nFAILED | 1 passed | 1 failed (12ms)\n\nerror: Test failed",
          true,
        ),
        w.toolUse("dn-a2", "toolu_dn2", "Edit", {
          file_path: `${project}/lib/parse_date.ts`,
          old_string: "utc + offsetMinutes * 60_000",
          new_string: "utc - offsetMinutes * 60_000",
        }),
        w.toolResult("dn-r2", "toolu_dn2", `The file ${project}/lib/parse_date.ts has been updated.`),
        w.toolUse("dn-a3", "toolu_dn3", "Bash", { command, description: "Run the date parsing tests" }),
        w.toolResult(
          "dn-r3",
          "toolu_dn3",
          "running 2 tests from ./lib/parse_date_test.ts\nparses ISO dates ... ok (2ms)\nparses dates with a timezone offset ... ok (2ms)\n\nok | 2 passed | 0 failed (10ms)",
        ),
        w.assistant("dn-a4", "The offset was added instead of subtracted; parseDate now subtracts it to get UTC."),
        w.user("dn-u2", "The partner API is rate-limited to 10 requests a second, so batch the calls."),
        w.assistant("dn-a5", "Okay."),
        w.user("dn-u3", "Fatima handles the partner relationship; ask her before changing the request format."),
        w.assistant("dn-a6", "Noted."),
        w.user("dn-u4", "We never import from npm: specifiers in this repo, only jsr. Honestly I prefer tabs, but the formatter decides."),
        w.assistant("dn-a7", "Understood."),
      ];
    },
    expected: [
      ["All timestamps are stored in UTC.", "convention", "user"],
      [
        '`deno test lib/parse_date_test.ts` failed with "AssertionError: Values are not equal." and passed after editing parse_date.ts: the offset was added instead of subtracted; parseDate now subtracts it to get UTC.',
        "solution",
        "agent",
      ],
      ["The tests run with `deno test lib/parse_date_test.ts` (it passed).", "code_context", "tool"],
      ["The partner API is rate-limited to 10 requests a second, so batch the calls.", "fact", "user"],
      ["Fatima handles the partner relationship; ask her before changing the request format.", "convention", "user"],
      ["The team never imports from npm: specifiers in this repo, only jsr.", "convention", "user"],
    ],
    // Held out, it kept 6, 5 right (see decision 0325); decision 0325 quotes Deno's error rather than its test's line.
    // Who handles a part and to ask them before changing it stays a fact: two fixtures written before this one ("Jonas
    // owns the design tokens; ask him before …", "Tomás maintains the search service, so ping him before …") expect
    // that sentence's shape as a fact, and this one's label disagrees with theirs.
    shortfall: {
      extra: [],
      missed: [],
      retyped: [["Fatima handles the partner relationship; ask her before changing the request format.", "fact", "user"]],
    },
  },
  {
    // Written after decision 0325, its expected facts by hand before it was first run; held out until decision 0326.
    name: "written after the deno-test rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix test test/shop/money_test.exs";
      return [
        w.user(
          "ex-u1",
          "Prices show 'EUR 12.34' on the German storefront instead of '12,34 €'. Money is always formatted through ex_cldr, never with string interpolation.",
        ),
        w.toolUse("ex-a1", "toolu_ex1", "Bash", { command, description: "Run the money tests" }),
        w.toolResult(
          "ex-r1",
          "toolu_ex1",
          'Running ExUnit with seed: 40213, max_cases: 4\n\n..\n\n  1) test formats euros for the German locale (Shop.MoneyTest)\n     test/shop/money_test.exs:18\n     Assertion with == failed\n     code:  assert Money.format(1234, :EUR, locale: "de") == "12,34 €"\n     left:  "EUR 12.34"\n     right: "12,34 €"\n     stacktrace:\n       test/shop/money_test.exs:19: (test)\n\n.\nFinished in 0.06 seconds (0.06s async, 0.00s sync)\n4 tests, 1 failure\n\nRandomized with seed 40213',
          true,
        ),
        w.toolUse("ex-a2", "toolu_ex2", "Edit", {
          file_path: `${project}/lib/shop/money.ex`,
          old_string: '"#{currency} #{amount}"',
          new_string: "Cldr.Number.to_string!(amount, currency: currency, locale: locale)",
        }),
        w.toolResult("ex-r2", "toolu_ex2", `The file ${project}/lib/shop/money.ex has been updated.`),
        w.toolUse("ex-a3", "toolu_ex3", "Bash", { command, description: "Run the money tests" }),
        w.toolResult(
          "ex-r3",
          "toolu_ex3",
          "Running ExUnit with seed: 5512, max_cases: 4\n\n....\nFinished in 0.05 seconds (0.05s async, 0.00s sync)\n4 tests, 0 failures",
        ),
        w.assistant("ex-a4", "Money.format put the currency code in front of the amount; it now asks Cldr.Number.to_string! for the locale's format."),
        w.user("ex-u2", "Our staging database is wiped every Sunday night, so don't keep test accounts there."),
        w.assistant("ex-a5", "Good to know."),
        w.user("ex-u3", "Liam is the release manager; nothing ships on a Friday without his okay."),
        w.assistant("ex-a6", "Understood."),
        w.user("ex-u4", "Thanks! I'd rather you ask before adding new hex packages. That's all for today."),
        w.assistant("ex-a7", "Will do."),
      ];
    },
    expected: [
      ["Money is always formatted through ex_cldr, never with string interpolation.", "convention", "user"],
      [
        "`mix test test/shop/money_test.exs` failed with \"left: 'EUR 12.34'; right: '12,34 €'\" and passed after editing money.ex: Money.format put the currency code in front of the amount; it now asks Cldr.Number.to_string! for the locale's format.",
        "solution",
        "agent",
      ],
      ["The tests run with `mix test test/shop/money_test.exs` (it passed).", "code_context", "tool"],
      ["The staging database is wiped every Sunday night, so don't keep test accounts there.", "fact", "user"],
      ["Liam is the release manager; nothing ships on a Friday without his okay.", "convention", "user"],
      ["User would rather the agent ask before adding new hex packages.", "preference", "user"],
    ],
    // Held out, it kept 5, 3 right (see decision 0326); decision 0326 quotes ExUnit's left / right pair, reads a name of
    // code ending in "!" inside a sentence, a mass noun's practice and an approval gate. The staging database stays "the
    // team's", with "do not": the words every fixture before this one expects for "our" and "don't".
    shortfall: {
      extra: [["The team's staging database is wiped every Sunday night, so do not keep test accounts there.", "fact", "user"]],
      missed: ["The staging database is wiped every Sunday night, so don't keep test accounts there."],
    },
  },
  {
    // Written after decision 0326, its expected facts by hand before it was first run; held out until decision 0327.
    name: "written after the exunit-pair, bang-name, mass-noun practice and approval-gate rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "ctest --test-dir build --output-on-failure";
      return [
        w.user(
          "gt-u1",
          'The CSV importer splits quoted fields wrong: "a,b" ends up as two columns. We target C++20 and build with CMake presets only; don\'t call cmake by hand.',
        ),
        w.toolUse("gt-a1", "toolu_gt1", "Bash", { command, description: "Run the unit tests" }),
        w.toolResult(
          "gt-r1",
          "toolu_gt1",
          "Test project /repo/build\n    Start 1: parser_test\n1/2 Test #1: parser_test ......................***Failed    0.02 sec\nRunning main() from gmock_main.cc\n[==========] Running 3 tests from 1 test suite.\n[----------] Global test environment set-up.\n[----------] 3 tests from CsvParser\n[ RUN      ] CsvParser.SplitsQuotedFields\n/repo/tests/parser_test.cpp:27: Failure\nExpected equality of these values:\n  fields.size()\n    Which is: 2\n  3\n[  FAILED  ] CsvParser.SplitsQuotedFields (0 ms)\n[ RUN      ] CsvParser.SkipsEmptyLines\n[       OK ] CsvParser.SkipsEmptyLines (0 ms)\n[ RUN      ] CsvParser.ReadsHeader\n[       OK ] CsvParser.ReadsHeader (0 ms)\n[----------] 3 tests from CsvParser (0 ms total)\n\n[==========] 3 tests from 1 test suite ran. (0 ms total)\n[  PASSED  ] 2 tests.\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] CsvParser.SplitsQuotedFields\n\n 1 FAILED TEST\n\n    Start 2: cli_test\n2/2 Test #2: cli_test .........................   Passed    0.01 sec\n\n50% tests passed, 1 tests failed out of 2\n\nTotal Test time (real) =   0.04 sec\n\nThe following tests FAILED:\n\t  1 - parser_test (Failed)\nErrors while running CTest",
          true,
        ),
        w.toolUse("gt-a2", "toolu_gt2", "Edit", {
          file_path: `${project}/src/csv/parser.cpp`,
          old_string: "if (c == ',') {",
          new_string: "if (c == ',' && !inQuotes) {",
        }),
        w.toolResult("gt-r2", "toolu_gt2", `The file ${project}/src/csv/parser.cpp has been updated.`),
        w.toolUse("gt-a3", "toolu_gt3", "Bash", { command, description: "Run the unit tests" }),
        w.toolResult(
          "gt-r3",
          "toolu_gt3",
          "Test project /repo/build\n    Start 1: parser_test\n1/2 Test #1: parser_test ......................   Passed    0.02 sec\n    Start 2: cli_test\n2/2 Test #2: cli_test .........................   Passed    0.01 sec\n\n100% tests passed, 0 tests failed out of 2\n\nTotal Test time (real) =   0.04 sec",
        ),
        w.assistant("gt-a4", "The tokenizer ended a field at every comma, even inside quotes; it now tracks whether it is inside a quoted field."),
        w.user("gt-u2", "Heads up, the importer must stay streaming: files can be 5 GB, so never read a whole file into memory."),
        w.assistant("gt-a5", "Got it."),
        w.user("gt-u3", "Priya wrote the original parser, she's the person to ask about edge cases."),
        w.assistant("gt-a6", "Noted."),
        w.user("gt-u4", "Honestly I find snake_case easier to read, but we follow the Google style guide, so camelCase for functions."),
        w.assistant("gt-a7", "Understood."),
        w.user("gt-u5", "Thanks, that's it for now."),
      ];
    },
    expected: [
      ["The team targets C++20 and builds with CMake presets only; do not call cmake by hand.", "convention", "user"],
      [
        '`ctest --test-dir build --output-on-failure` failed with "Expected equality of these values: fields.size() Which is: 2 3" and passed after editing parser.cpp: the tokenizer ended a field at every comma, even inside quotes; it now tracks whether it is inside a quoted field.',
        "solution",
        "agent",
      ],
      ["The tests run with `ctest --test-dir build --output-on-failure` (it passed).", "code_context", "tool"],
      ["The importer must stay streaming: files can be 5 GB, so never read a whole file into memory.", "convention", "user"],
      ["Priya wrote the original parser, she's the person to ask about edge cases.", "fact", "user"],
      ["The team follows the Google style guide, so camelCase for functions.", "convention", "user"],
    ],
    // Held out, it kept 2, 1 right (see decision 0327); decision 0327 reads `ctest` and GoogleTest's message, a team's
    // way then what not to do, who to ask by a pronoun, and the team's practice after the person's own view.
  },
  {
    // Written after decision 0327, its expected facts by hand before it was first run; held out until decision 0328.
    name: "written after the ctest, googletest, team-way, pronoun-contact and practice-over-opinion rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "lein test :only shop.price-test";
      return [
        w.user("cl-u1", "Prices ending in 5 round down, it should be half-up. Rounding lives in shop.price and nowhere else."),
        w.toolUse("cl-a1", "toolu_cl1", "Bash", { command, description: "Run the price tests" }),
        w.toolResult(
          "cl-r1",
          "toolu_cl1",
          "lein test shop.price-test\n\nlein test :only shop.price-test/rounds-half-up\n\nFAIL in (rounds-half-up) (price_test.clj:12)\nrounding 2.345 to cents\nexpected: (= 2.35 (price/round-cents 2.345))\n  actual: (not (= 2.35 2.34))\n\nRan 3 tests containing 5 assertions.\n1 failures, 0 errors.\nTests failed.",
          true,
        ),
        w.toolUse("cl-a2", "toolu_cl2", "Edit", {
          file_path: `${project}/src/shop/price.clj`,
          old_string: "(/ (Math/round (* x 100.0)) 100.0)",
          new_string: "(.setScale (bigdec x) 2 java.math.RoundingMode/HALF_UP)",
        }),
        w.toolResult("cl-r2", "toolu_cl2", `The file ${project}/src/shop/price.clj has been updated.`),
        w.toolUse("cl-a3", "toolu_cl3", "Bash", { command, description: "Run the price tests" }),
        w.toolResult("cl-r3", "toolu_cl3", "lein test shop.price-test\n\nRan 3 tests containing 5 assertions.\n0 failures, 0 errors."),
        w.assistant("cl-a4", "round-cents used Math/round on a double, which rounds 2.345 down; it now rounds a BigDecimal with HALF_UP."),
        w.user("cl-u2", "FYI the REPL on port 7888 is shared with the data team, so don't restart it without asking in #data."),
        w.assistant("cl-a5", "Got it."),
        w.user("cl-u3", "When in doubt about money math, Bogdan has the final say."),
        w.assistant("cl-a6", "Noted."),
        w.user("cl-u4", "Can you also tidy up the imports in price.clj?"),
        w.assistant("cl-a7", "Done."),
        w.user("cl-u5", "We squash-merge everything into main, no merge commits."),
        w.assistant("cl-a8", "Understood."),
      ];
    },
    expected: [
      ["Rounding lives in shop.price and nowhere else.", "convention", "user"],
      [
        '`lein test :only shop.price-test` failed with "expected: (= 2.35 (price/round-cents 2.345)); actual: (not (= 2.35 2.34))" and passed after editing price.clj: round-cents used Math/round on a double, which rounds 2.345 down; it now rounds a BigDecimal with HALF_UP.',
        "solution",
        "agent",
      ],
      ["The tests run with `lein test :only shop.price-test` (it passed).", "code_context", "tool"],
      ["The REPL on port 7888 is shared with the data team, so do not restart it without asking in #data.", "fact", "user"],
      ["When in doubt about money math, Bogdan has the final say.", "convention", "user"],
      ["The team squash-merges everything into main, no merge commits.", "convention", "user"],
    ],
    // Held out, it kept 3, 2 right (see decision 0328); decision 0328 reads `lein` and clojure.test's pair, a place said
    // to be the only one, a verb of two joined words, and who has the final say.
  },
  {
    // Written after decision 0328, its expected facts by hand before it was first run; held out until decision 0329.
    name: "written after the lein, only-place, joined-verb and final-say rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "zig build test";
      return [
        w.user("zg-u1", "countWords gives 4 for 'a  b c'. Everything in src/ is Zig 0.13; we don't use any C dependencies, so no @cImport."),
        w.toolUse("zg-a1", "toolu_zg1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "zg-r1",
          "toolu_zg1",
          "test\n└─ run test 2/3 passed, 1 failed\nexpected 3, found 4\nerror: 'slug.test.counts words' failed: TestExpectedEqual\n/usr/lib/zig/std/testing.zig:93:17: 0x1040ba3 in expectEqualInner__anon_1234 (test)\n                return error.TestExpectedEqual;\n                ^\n/repo/src/slug.zig:40:5: 0x1041f2c in test.counts words (test)\n    try std.testing.expectEqual(@as(usize, 3), countWords(\"a  b c\"));\n    ^\nerror: while executing test 'slug.test.counts words', the following command exited with code 1 (expected exited with code 0):\nBuild Summary: 1/3 steps succeeded; 1 failed; 2/3 tests passed; 1 failed\ntest transitive failure\n└─ run test 2/3 passed, 1 failed",
          true,
        ),
        w.toolUse("zg-a2", "toolu_zg2", "Edit", {
          file_path: `${project}/src/slug.zig`,
          old_string: "count += 1;",
          new_string: "if (token.len > 0) count += 1;",
        }),
        w.toolResult("zg-r2", "toolu_zg2", `The file ${project}/src/slug.zig has been updated.`),
        w.toolUse("zg-a3", "toolu_zg3", "Bash", { command, description: "Run the tests" }),
        w.toolResult("zg-r3", "toolu_zg3", "Build Summary: 3/3 steps succeeded; 3/3 tests passed\ntest success\n└─ run test 3 passed 1ms MaxRSS:1M"),
        w.assistant("zg-a4", "countWords counted an empty string between two spaces as a word; it now skips empty tokens."),
        w.user("zg-u2", "Release builds must use ReleaseSafe, never ReleaseFast — we want the bounds checks."),
        w.assistant("zg-a5", "Makes sense."),
        w.user("zg-u3", "Yuki set up the CI matrix; loop her in on anything that touches .github/workflows."),
        w.assistant("zg-a6", "Will do."),
        w.user("zg-u4", "I'm heading out for lunch, back in an hour."),
        w.assistant("zg-a7", "Enjoy."),
        w.user("zg-u5", "Oh, and please stop adding emoji to commit messages."),
        w.assistant("zg-a8", "Understood."),
      ];
    },
    expected: [
      ["Everything in src/ is Zig 0.13; the team does not use any C dependencies, so no @cImport.", "convention", "user"],
      [
        '`zig build test` failed with "expected 3, found 4" and passed after editing slug.zig: countWords counted an empty string between two spaces as a word; it now skips empty tokens.',
        "solution",
        "agent",
      ],
      ["The tests run with `zig build test` (it passed).", "code_context", "tool"],
      ["Release builds must use ReleaseSafe, never ReleaseFast — the team wants the bounds checks.", "convention", "user"],
      ["Yuki set up the CI matrix; loop her in on anything that touches .github/workflows.", "fact", "user"],
      ["User wants the agent to stop adding emoji to commit messages.", "preference", "user"],
    ],
    // Held out, it kept 2, both right (see decision 0329); decision 0329 reads `zig`, "expected 3, found 4", what the
    // team does not do, and to bring a person in by a pronoun. Of the sentence on src/ only its second clause is kept:
    // clauses a semicolon joins are read one by one, and the first that states a fact is kept (decision 0310).
    shortfall: {
      extra: [["The team does not use any C dependencies, so no @cImport.", "convention", "user"]],
      missed: ["Everything in src/ is Zig 0.13; the team does not use any C dependencies, so no @cImport."],
    },
  },
  {
    // Written after decision 0329, its expected facts by hand before it was first run; held out until decision 0331.
    name: "written after the zig, found-instead, team-does-not and bring-them-in rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dune test";
      return [
        w.user(
          "oc-u1",
          "Negative amounts render as 12.50- instead of -12.50. Money values are integers of cents throughout; floats only appear in the UI layer.",
        ),
        w.toolUse("oc-a1", "toolu_oc1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "oc-r1",
          "toolu_oc1",
          'Testing `money\'.\nThis run has ID `X1Y2Z3\'.\n\n  [OK]          format          0   whole euros.\n  [FAIL]        format          1   negative amounts.\n\n┌──────────────────────────────────────────────┐\n│ [FAIL]        format          1   negative amounts. │\n└──────────────────────────────────────────────┘\nASSERT same string\nFAIL same string\n\n   Expected: `"-12.50"\'\n   Received: `"12.50-"\'\n\nRaised at Alcotest_engine__Test.check in file "src/alcotest-engine/test.ml", line 200, characters 4-19\n\nFull test results in `~/_build/_tests/money\'.\n1 failure! in 0.001s. 2 tests run.',
          true,
        ),
        w.toolUse("oc-a2", "toolu_oc2", "Edit", {
          file_path: `${project}/lib/money.ml`,
          old_string: 'Printf.sprintf "%d.%02d%s" units cents sign',
          new_string: 'Printf.sprintf "%s%d.%02d" sign units cents',
        }),
        w.toolResult("oc-r2", "toolu_oc2", `The file ${project}/lib/money.ml has been updated.`),
        w.toolUse("oc-a3", "toolu_oc3", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "oc-r3",
          "toolu_oc3",
          "Testing `money'.\nThis run has ID `A9B8C7'.\n\n  [OK]          format          0   whole euros.\n  [OK]          format          1   negative amounts.\n\nFull test results in `~/_build/_tests/money'.\nTest Successful in 0.001s. 2 tests run.",
        ),
        w.assistant("oc-a4", "Money.to_string put the sign after the digits; it now prints the sign first."),
        w.user("oc-u2", "Please don't reformat files you didn't touch — ocamlformat runs in CI and big diffs hide the real change."),
        w.assistant("oc-a5", "Understood."),
        w.user("oc-u3", "Anything under vendor/ is a copy of upstream; patch it upstream, never here."),
        w.assistant("oc-a6", "Noted."),
        w.user("oc-u4", "Noor is our OCaml person, she reviews anything with functors."),
        w.assistant("oc-a7", "Good to know."),
        w.user("oc-u5", "Thanks, looks good!"),
      ];
    },
    expected: [
      ["Money values are integers of cents throughout; floats only appear in the UI layer.", "convention", "user"],
      [
        "`dune test` failed with \"Expected: `'-12.50''; Received: `'12.50-''\" and passed after editing money.ml: Money.to_string put the sign after the digits; it now prints the sign first.",
        "solution",
        "agent",
      ],
      ["The tests run with `dune test` (it passed).", "code_context", "tool"],
      ["User does not want the agent to reformat files the agent did not touch.", "preference", "user"],
      ["Anything under vendor/ is a copy of upstream; patch it upstream, never here.", "convention", "user"],
      ["Noor is our OCaml person, she reviews anything with functors.", "convention", "user"],
    ],
    // Held out, it kept 1, none right (see decision 0331); decision 0331 reads `dune` and Alcotest's pair, a plain type
    // "throughout", a prohibition without its dash reason, "didn't", vendored code and a reviewer by a pronoun. Noor
    // stays "the team's OCaml person": the words every fixture before this one expects for "our".
    shortfall: {
      extra: [["Noor is the team's OCaml person, she reviews anything with functors.", "convention", "user"]],
      missed: ["Noor is our OCaml person, she reviews anything with functors."],
    },
  },
  {
    // Written after decision 0331, its expected facts by hand before it was first run; held out until decision 0332.
    name: "written after the dune, plain-type, dash-reason, vendored and pronoun-reviewer rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "busted spec/slug_spec.lua";
      return [
        w.user("lu-u1", "Slugs keep a dash at the end. This module runs inside nginx via OpenResty, so no blocking IO anywhere."),
        w.toolUse("lu-a1", "toolu_lu1", "Bash", { command, description: "Run the slug specs" }),
        w.toolResult(
          "lu-r1",
          "toolu_lu1",
          "●●◼●\n3 successes / 1 failure / 0 errors / 0 pending : 0.012 seconds\n\nFailure → spec/slug_spec.lua @ 12\nslug trims trailing dashes\nspec/slug_spec.lua:13: Expected objects to be the same.\nPassed in:\n(string) 'hello-world-'\nExpected:\n(string) 'hello-world'",
          true,
        ),
        w.toolUse("lu-a2", "toolu_lu2", "Edit", {
          file_path: `${project}/lib/slug.lua`,
          old_string: 'return (s:gsub("%-$", ""))',
          new_string: 'return (s:gsub("%-+$", ""))',
        }),
        w.toolResult("lu-r2", "toolu_lu2", `The file ${project}/lib/slug.lua has been updated.`),
        w.toolUse("lu-a3", "toolu_lu3", "Bash", { command, description: "Run the slug specs" }),
        w.toolResult("lu-r3", "toolu_lu3", "●●●●\n4 successes / 0 failures / 0 errors / 0 pending : 0.010 seconds"),
        w.assistant("lu-a4", "The trim pattern only removed one trailing dash; slug.trim now strips every trailing dash."),
        w.user("lu-u2", "Nil is never a valid slug; return an empty string instead."),
        w.assistant("lu-a5", "Done."),
        w.user("lu-u3", "Before you push, run luacheck; CI rejects anything with warnings."),
        w.assistant("lu-a6", "Will do."),
        w.user("lu-u4", "Hamid is out until the 14th, so don't wait on his review."),
        w.assistant("lu-a7", "Okay."),
        w.user("lu-u5", "We deploy with `make release`, which tags and pushes the rock to LuaRocks. Great, thanks."),
        w.assistant("lu-a8", "You're welcome."),
      ];
    },
    expected: [
      ["The module runs inside nginx via OpenResty, so no blocking IO anywhere.", "convention", "user"],
      [
        '`busted spec/slug_spec.lua` failed with "spec/slug_spec.lua:13: Expected objects to be the same." and passed after editing slug.lua: the trim pattern only removed one trailing dash; slug.trim now strips every trailing dash.',
        "solution",
        "agent",
      ],
      ["The tests run with `busted spec/slug_spec.lua` (it passed).", "code_context", "tool"],
      ["Nil is never a valid slug; return an empty string instead.", "convention", "user"],
      ["Before the agent pushes, run luacheck; CI rejects anything with warnings.", "convention", "user"],
      ["The team deploys with `make release`, which tags and pushes the rock to LuaRocks.", "convention", "user"],
    ],
    // Held out, it kept 2, both right (see decision 0332); decision 0332 reads `busted` and its lines, a rule of what is
    // ruled out anywhere after its reason, and what a value may never be.
  },
  {
    // Written after decision 0332, its expected facts by hand before it was first run; held out until decision 0333.
    name: "written after the busted, none-anywhere and never-valid rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "Rscript -e \"testthat::test_dir('tests/testthat')\"";
      return [
        w.user("r-u1", "parse_price chokes on '1,234.50'. All prices in the data/ CSVs use a comma as the thousands separator and a dot for decimals."),
        w.toolUse("r-a1", "toolu_r1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "r-r1",
          "toolu_r1",
          '✔ | F W  S  OK | Context\n✖ | 1        3 | parse_price [0.1s]\n────────────────────────────────────────\nFailure (test-parse_price.R:8:3): parse_price handles thousands separators\nparse_price("1,234.50") (`actual`) not equal to 1234.5 (`expected`).\n\n  `actual`: NA\n`expected`: 1234.5\n────────────────────────────────────────\n\n══ Results ══════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 3 ]',
          true,
        ),
        w.toolUse("r-a2", "toolu_r2", "Edit", {
          file_path: `${project}/R/parse_price.R`,
          old_string: "as.numeric(x)",
          new_string: 'as.numeric(gsub(",", "", x, fixed = TRUE))',
        }),
        w.toolResult("r-r2", "toolu_r2", `The file ${project}/R/parse_price.R has been updated.`),
        w.toolUse("r-a3", "toolu_r3", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "r-r3",
          "toolu_r3",
          "✔ | F W  S  OK | Context\n✔ |          4 | parse_price\n\n══ Results ══════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 4 ]",
        ),
        w.assistant("r-a4", "as.numeric returned NA because of the comma; parse_price now strips thousands separators before converting."),
        w.user("r-u2", "We pin every package with renv; never call install.packages directly."),
        w.assistant("r-a5", "Understood."),
        w.user("r-u3", "Ines maintains the tidyverse style config, ask her if the linter complains."),
        w.assistant("r-a6", "Noted."),
        w.user("r-u4", "Sorry, my cat walked on the keyboard earlier."),
        w.assistant("r-a7", "No problem."),
        w.user("r-u5", "I like short commit messages, one line is enough."),
        w.assistant("r-a8", "Got it."),
      ];
    },
    expected: [
      ["All prices in the data/ CSVs use a comma as the thousands separator and a dot for decimals.", "convention", "user"],
      [
        "`Rscript -e \"testthat::test_dir('tests/testthat')\"` failed with \"parse_price('1,234.50') (`actual`) not equal to 1234.5 (`expected`).\" and passed after editing parse_price.R: as.numeric returned NA because of the comma; parse_price now strips thousands separators before converting.",
        "solution",
        "agent",
      ],
      ["The tests run with `Rscript -e \"testthat::test_dir('tests/testthat')\"` (it passed).", "code_context", "tool"],
      ["The team pins every package with renv; never call install.packages directly.", "convention", "user"],
      ["Ines maintains the tidyverse style config, ask her if the linter complains.", "fact", "user"],
      ["User likes short commit messages, one line is enough.", "preference", "user"],
    ],
    // Held out, it kept 3, all right (see decision 0333); decision 0333 reads testthat under `Rscript -e`, its message,
    // and a path among the words that narrow a kind.
  },
  {
    // Written after decision 0333, its expected facts by hand before it was first run; held out until decision 0334.
    name: "written after the testthat and narrowing-path rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "prove -l t/";
      return [
        w.user("pl-u1", "Slugs keep their accents, they should be plain ASCII. Every module under lib/ has use strict and use warnings at the top."),
        w.toolUse("pl-a1", "toolu_pl1", "Bash", { command, description: "Run the test suite" }),
        w.toolResult(
          "pl-r1",
          "toolu_pl1",
          "t/00-load.t ....... ok\nt/slugify.t ....... 1/3 \n#   Failed test 'strips accents'\n#   at t/slugify.t line 9.\n#          got: 'crème-brûlée'\n#     expected: 'creme-brulee'\n# Looks like you failed 1 test of 3.\nt/slugify.t ....... Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/3 subtests \n\nTest Summary Report\n-------------------\nt/slugify.t     (Wstat: 256 (exited 1) Tests: 3 Failed: 1)\n  Failed test:  2\nFiles=2, Tests=4,  0 wallclock secs\nResult: FAIL",
          true,
        ),
        w.toolUse("pl-a2", "toolu_pl2", "Edit", {
          file_path: `${project}/lib/Slug.pm`,
          old_string: "my $s = lc $text;",
          new_string: "my $s = lc NFD($text) =~ s/\\p{Mn}//gr;",
        }),
        w.toolResult("pl-r2", "toolu_pl2", `The file ${project}/lib/Slug.pm has been updated.`),
        w.toolUse("pl-a3", "toolu_pl3", "Bash", { command, description: "Run the test suite" }),
        w.toolResult(
          "pl-r3",
          "toolu_pl3",
          "t/00-load.t ....... ok\nt/slugify.t ....... ok\nAll tests successful.\nFiles=2, Tests=4,  0 wallclock secs\nResult: PASS",
        ),
        w.assistant("pl-a4", "slugify never decomposed the accented letters; it now normalizes to NFD and drops the combining marks."),
        w.user("pl-u2", "CPAN modules get added to cpanfile, not installed globally with cpanm."),
        w.assistant("pl-a5", "Noted."),
        w.user("pl-u3", "Björn knows the legacy CGI scripts best; run any change to them past him."),
        w.assistant("pl-a6", "Will do."),
        w.user("pl-u4", "Could you also check the README for typos?"),
        w.assistant("pl-a7", "Fixed two."),
        w.user("pl-u5", "From now on, keep commit subjects under 50 characters."),
        w.assistant("pl-a8", "Okay."),
      ];
    },
    expected: [
      ["Every module under lib/ has use strict and use warnings at the top.", "convention", "user"],
      [
        "`prove -l t/` failed with \"got: 'crème-brûlée'; expected: 'creme-brulee'\" and passed after editing Slug.pm: slugify never decomposed the accented letters; it now normalizes to NFD and drops the combining marks.",
        "solution",
        "agent",
      ],
      ["The tests run with `prove -l t/` (it passed).", "code_context", "tool"],
      ["CPAN modules get added to cpanfile, not installed globally with cpanm.", "convention", "user"],
      ["Björn knows the legacy CGI scripts best; run any change to them past him.", "fact", "user"],
      ["Keep commit subjects under 50 characters.", "convention", "user"],
    ],
    // Held out, it kept 1, right (see decision 0334); decision 0334 reads `prove` and Test::More's values, what every
    // thing of a kind holds at a fixed place, where a kind of thing is recorded, and a kind of change run past someone.
  },
];
