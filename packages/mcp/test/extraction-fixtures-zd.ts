import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part zd in the order they were written (extraction-transcripts.ts), after
 * part zc (which passed 1,800 lines); a new one goes at the end, and the last is the held-out one.
 */
export const fixturesZd: readonly WrittenFixture[] = [
  {
    // Written after decision 0594, its expected facts by hand before it was first run; held out until decision 0595.
    name: "written after the synced-schedule and switched-off-after rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx mocha test/convert.spec.js";
      return [
        w.user("mo-u1", "The rounding spec is failing. We round half to even everywhere, because that's what the bank's statements do."),
        w.toolUse("mo-a1", "toolu_mo1", "Bash", { command, description: "Run the conversion specs" }),
        w.toolResult(
          "mo-r1",
          "toolu_mo1",
          "\n\n  convert\n    ✔ converts EUR to USD\n    1) rounds half to even\n\n\n  1 passing (9ms)\n  1 failing\n\n  1) convert\n       rounds half to even:\n\n      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n1.25 !== 1.24\n\n      + expected - actual\n\n      -1.25\n      +1.24\n      \n      at Context.<anonymous> (test/convert.spec.js:14:12)\n      at process.processImmediate (node:internal/timers:483:21)\n\n\n",
          true,
        ),
        w.toolUse("mo-a2", "toolu_mo2", "Edit", {
          file_path: `${project}/lib/convert.js`,
          old_string: "return Math.round(amount * 100) / 100;",
          new_string: "return roundHalfEven(amount, 2);",
        }),
        w.toolResult("mo-r2", "toolu_mo2", `The file ${project}/lib/convert.js has been updated.`),
        w.toolUse("mo-a3", "toolu_mo3", "Bash", { command, description: "Run the conversion specs" }),
        w.toolResult("mo-r3", "toolu_mo3", "\n\n  convert\n    ✔ converts EUR to USD\n    ✔ rounds half to even\n\n\n  2 passing (8ms)\n\n"),
        w.assistant("mo-a4", "Conversions round half to even now, as the bank's statements do."),
        w.user("mo-u2", "The exchange rates come from the ECB feed, which only publishes on working days."),
        w.assistant("mo-a5", "Good to know."),
        w.user("mo-u3", "We stopped calling the rates API on every request after it rate-limited us during Black Friday."),
        w.assistant("mo-a6", "Understood."),
        w.user("mo-u4", "cheers"),
        w.assistant("mo-a7", "Anytime."),
        w.user("mo-u5", "Ask me before adding any new npm dependency."),
        w.assistant("mo-a8", "Noted."),
      ];
    },
    expected: [
      ["The team rounds half to even everywhere, because that's what the bank's statements do.", "convention", "user"],
      [
        '`npx mocha test/convert.spec.js` failed with "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 1.25 !== 1.24" and passed after editing convert.js: conversions round half to even now, as the bank\'s statements do.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx mocha test/convert.spec.js` (it passed).", "code_context", "tool"],
      ["The exchange rates come from the ECB feed, which only publishes on working days.", "fact", "user"],
      ["The team stopped calling the rates API on every request after it rate-limited the team during Black Friday.", "decision", "user"],
      ["User wants the agent to ask the user before adding any new npm dependency.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0595 reads what a service did to the team as a change's reason and
    // asking the person before doing anything to any of a kind.
  },
  {
    // Written after decision 0595, its expected facts by hand before it was first run; held out until decision 0596.
    name: "written after the limited-us and before-any rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "Rscript -e 'devtools::test()'";
      return [
        w.user("rt-u1", "The smoothing test broke. Forecasts are always made per store, never for the whole chain at once."),
        w.toolUse("rt-a1", "toolu_rt1", "Bash", { command, description: "Run the package tests" }),
        w.toolResult(
          "rt-r1",
          "toolu_rt1",
          "ℹ Testing forecast\n✔ | F W  S  OK | Context\n✖ | 1        2 | smoothing\n────────────────────────────────────────\nFailure (test-smoothing.R:14:3): weekly smoothing keeps the weekly total\nsum(smoothed) (`actual`) not equal to 700 (`expected`).\n\n  `actual`: 693\n`expected`: 700\n────────────────────────────────────────\n\n══ Results ═════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 2 ]\n",
          true,
        ),
        w.toolUse("rt-a2", "toolu_rt2", "Edit", {
          file_path: `${project}/R/smooth.R`,
          old_string: "zoo::rollmean(sales, 7, fill = NA)",
          new_string: 'rescale_to_total(zoo::rollmean(sales, 7, fill = "extend"), sum(sales))',
        }),
        w.toolResult("rt-r2", "toolu_rt2", `The file ${project}/R/smooth.R has been updated.`),
        w.toolUse("rt-a3", "toolu_rt3", "Bash", { command, description: "Run the package tests" }),
        w.toolResult(
          "rt-r3",
          "toolu_rt3",
          "ℹ Testing forecast\n✔ | F W  S  OK | Context\n✔ |          3 | smoothing\n\n══ Results ═════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 3 ]\n",
        ),
        w.assistant("rt-a4", "Smoothing keeps each week's total now by rescaling after the rolling mean."),
        w.user("rt-u2", "Sales data arrives from the tills as CSV exports each morning around six."),
        w.assistant("rt-a5", "Good to know."),
        w.user("rt-u3", "We moved the forecasts off Excel because two people kept overwriting each other's sheets."),
        w.assistant("rt-a6", "Understood."),
        w.user("rt-u4", "nice one"),
        w.assistant("rt-a7", "Anytime."),
        w.user("rt-u5", "I prefer tidyverse pipes over nested function calls."),
        w.assistant("rt-a8", "Noted."),
      ];
    },
    expected: [
      ["Forecasts are always made per store, never for the whole chain at once.", "convention", "user"],
      [
        "`Rscript -e 'devtools::test()'` failed with \"sum(smoothed) (`actual`) not equal to 700 (`expected`).\" and passed after editing smooth.R: smoothing keeps each week's total now by rescaling after the rolling mean.",
        "solution",
        "agent",
      ],
      ["The tests run with `Rscript -e 'devtools::test()'` (it passed).", "code_context", "tool"],
      ["Sales data arrives from the tills as CSV exports each morning around six.", "fact", "user"],
      ["The team moved the forecasts off Excel because two people kept overwriting each other's sheets.", "decision", "user"],
      ["User prefers tidyverse pipes over nested function calls.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right, one typed otherwise; decision 0596 reads the unit a kind is done per and the
    // whole it never is, a mass noun arriving in a form, and a kind of work moved off a named tool.
  },
  {
    // Written after decision 0596, its expected facts by hand before it was first run; held out until decision 0597.
    name: "written after the per-unit, mass-arrives and moved-off-named rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx cypress run --spec cypress/e2e/checkout.cy.ts";
      return [
        w.user("cy-u1", "Gift card spec is red. Cart totals are computed on the server; the client only displays them."),
        w.toolUse("cy-a1", "toolu_cy1", "Bash", { command, description: "Run the checkout spec" }),
        w.toolResult(
          "cy-r1",
          "toolu_cy1",
          "  Running:  checkout.cy.ts                                                    (1 of 1)\n\n\n  Checkout\n    ✓ shows the cart total (412ms)\n    1) applies a gift card\n\n\n  1 passing (2s)\n  1 failing\n\n  1) Checkout\n       applies a gift card:\n     AssertionError: Timed out retrying after 4000ms: expected '<span.total>' to have text '$40.00', but the text was '$50.00'\n      at Context.eval (webpack://shop/./cypress/e2e/checkout.cy.ts:18:32)\n",
          true,
        ),
        w.toolUse("cy-a2", "toolu_cy2", "Edit", {
          file_path: `${project}/src/cart/total.ts`,
          old_string: "return subtotal + tax;",
          new_string: "return subtotal + tax - giftCardAmount;",
        }),
        w.toolResult("cy-r2", "toolu_cy2", `The file ${project}/src/cart/total.ts has been updated.`),
        w.toolUse("cy-a3", "toolu_cy3", "Bash", { command, description: "Run the checkout spec" }),
        w.toolResult(
          "cy-r3",
          "toolu_cy3",
          "  Running:  checkout.cy.ts                                                    (1 of 1)\n\n\n  Checkout\n    ✓ shows the cart total (398ms)\n    ✓ applies a gift card (455ms)\n\n\n  2 passing (2s)\n",
        ),
        w.assistant("cy-a4", "Gift cards are subtracted from the total before it is shown now."),
        w.user("cy-u2", "Gift cards expire three years after purchase under state law."),
        w.assistant("cy-a5", "Good to know."),
        w.user("cy-u3", "We went with Stripe's hosted checkout because it keeps card numbers off our servers."),
        w.assistant("cy-a6", "Understood."),
        w.user("cy-u4", "great"),
        w.assistant("cy-a7", "Anytime."),
        w.user("cy-u5", "I'd rather see one small commit per fix than a big squashed one."),
        w.assistant("cy-a8", "Noted."),
      ];
    },
    expected: [
      ["Cart totals are computed on the server; the client only displays them.", "convention", "user"],
      [
        "`npx cypress run --spec cypress/e2e/checkout.cy.ts` failed with \"AssertionError: expected '<span.total>' to have text '$40.00', but the text was '$50.00'\" and passed after editing total.ts: gift cards are subtracted from the total before it is shown now.",
        "solution",
        "agent",
      ],
      ["The e2e tests run with `npx cypress run --spec cypress/e2e/checkout.cy.ts` (it passed).", "code_context", "tool"],
      ["Gift cards expire three years after purchase under state law.", "fact", "user"],
      ["The team went with Stripe's hosted checkout because it keeps card numbers off the team's servers.", "decision", "user"],
      ["User would rather see one small commit per fix than a big squashed one.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 2 right as written; two hand labels unlike the house's were relabelled: the fix quotes
    // Cypress's message without its "Timed out retrying after 4000ms:" (as error-line.ts has since the Cypress rule), and
    // a Cypress command runs "the e2e tests". Decision 0597 reads what another part only does with a kind after a
    // semicolon and the time a kind expires after the event it counts from.
  },
  {
    // Written after decision 0597, its expected facts by hand before it was first run; held out until decision 0598.
    name: "written after the other-part-only and expires-after-event rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "ctest --test-dir build --output-on-failure";
      return [
        w.user("ct-u1", "The duration parser test fails. We build with -Werror in CI but not locally."),
        w.toolUse("ct-a1", "toolu_ct1", "Bash", { command, description: "Run the C++ tests" }),
        w.toolResult(
          "ct-r1",
          "toolu_ct1",
          'Test project /repo/build\n    Start 1: parser_tests\n1/2 Test #1: parser_tests .....................***Failed    0.02 sec\n[==========] Running 3 tests from 1 test suite.\n[ RUN      ] Duration.ParsesHoursAndMinutes\n/repo/tests/parser_test.cpp:27: Failure\nExpected equality of these values:\n  parse_duration("1h30m")\n    Which is: 1800\n  5400\n[  FAILED  ] Duration.ParsesHoursAndMinutes (0 ms)\n[==========] 3 tests from 1 test suite ran. (0 ms total)\n[  PASSED  ] 2 tests.\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] Duration.ParsesHoursAndMinutes\n\n    Start 2: codec_tests\n2/2 Test #2: codec_tests ......................   Passed    0.01 sec\n\n50% tests passed, 1 tests failed out of 2\n\nTotal Test time (real) =   0.04 sec\n\nThe following tests FAILED:\n\t  1 - parser_tests (Failed)\nErrors while running CTest\n',
          true,
        ),
        w.toolUse("ct-a2", "toolu_ct2", "Edit", {
          file_path: `${project}/src/duration.cpp`,
          old_string: "total = minutes * 60;",
          new_string: "total += minutes * 60;",
        }),
        w.toolResult("ct-r2", "toolu_ct2", `The file ${project}/src/duration.cpp has been updated.`),
        w.toolUse("ct-a3", "toolu_ct3", "Bash", { command, description: "Run the C++ tests" }),
        w.toolResult(
          "ct-r3",
          "toolu_ct3",
          "Test project /repo/build\n    Start 1: parser_tests\n1/2 Test #1: parser_tests .....................   Passed    0.02 sec\n    Start 2: codec_tests\n2/2 Test #2: codec_tests ......................   Passed    0.01 sec\n\n100% tests passed, 0 tests failed out of 2\n\nTotal Test time (real) =   0.04 sec\n",
        ),
        w.assistant("ct-a4", "parse_duration now adds the minutes to the hours instead of overwriting them."),
        w.user("ct-u2", "The agent ships on ARM routers with only 64 MB of RAM."),
        w.assistant("ct-a5", "Good to know."),
        w.user("ct-u3", "We dropped Boost to get the binary under two megabytes."),
        w.assistant("ct-a6", "Understood."),
        w.user("ct-u4", "perfect"),
        w.assistant("ct-a7", "Anytime."),
        w.user("ct-u5", "I like small focused commits with the imperative mood in the subject."),
        w.assistant("ct-a8", "Noted."),
      ];
    },
    expected: [
      ["The team builds with -Werror in CI but not locally.", "convention", "user"],
      [
        "`ctest --test-dir build --output-on-failure` failed with \"Expected equality of these values: parse_duration('1h30m') Which is: 1800 5400\" and passed after editing duration.cpp: parse_duration now adds the minutes to the hours instead of overwriting them.",
        "solution",
        "agent",
      ],
      ["The tests run with `ctest --test-dir build --output-on-failure` (it passed).", "code_context", "tool"],
      ["The agent ships on ARM routers with only 64 MB of RAM.", "fact", "user"],
      ["The team dropped Boost to get the binary under two megabytes.", "decision", "user"],
      ["User likes small focused commits with the imperative mood in the subject.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, 4 right as written; the fix's hand label kept GoogleTest's double quotes inside the
    // quote, where the house turns them single (relabelled). Decision 0598 reads a measure brought under a bound as a
    // change's purpose.
  },
  {
    // Written after decision 0598, its expected facts by hand before it was first run; held out until decision 0599.
    name: "written after the get-under rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "rye test -- -k credit_note";
      return [
        w.user("ry-u1", "Invoice numbering test fails. Credit notes get their own number series, separate from invoices."),
        w.toolUse("ry-a1", "toolu_ry1", "Bash", { command, description: "Run the numbering tests" }),
        w.toolResult(
          "ry-r1",
          "toolu_ry1",
          "============================= test session starts ==============================\ncollected 4 items / 3 deselected / 1 selected\n\ntests/test_numbering.py F                                                [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_credit_note_series ____________________________\n\n    def test_credit_note_series():\n        inv = next_number(\"invoice\")\n        cn = next_number(\"credit_note\")\n>       assert cn == \"CN-0001\"\nE       AssertionError: assert 'INV-0002' == 'CN-0001'\nE         \nE         - CN-0001\nE         + INV-0002\n\ntests/test_numbering.py:9: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_numbering.py::test_credit_note_series - AssertionError: assert 'INV-0002' == 'CN-0001'\n======================= 1 failed, 3 deselected in 0.05s ========================\n",
          true,
        ),
        w.toolUse("ry-a2", "toolu_ry2", "Edit", {
          file_path: `${project}/billing/numbering.py`,
          old_string: 'prefix = "INV"',
          new_string: "prefix = PREFIXES[kind]",
        }),
        w.toolResult("ry-r2", "toolu_ry2", `The file ${project}/billing/numbering.py has been updated.`),
        w.toolUse("ry-a3", "toolu_ry3", "Bash", { command, description: "Run the numbering tests" }),
        w.toolResult(
          "ry-r3",
          "toolu_ry3",
          "============================= test session starts ==============================\ncollected 4 items / 3 deselected / 1 selected\n\ntests/test_numbering.py .                                                [100%]\n\n======================= 1 passed, 3 deselected in 0.04s ========================\n",
        ),
        w.assistant("ry-a4", "Credit notes take their numbers from the CN series now."),
        w.user("ry-u2", "Customers in Germany need invoices numbered without gaps by law."),
        w.assistant("ry-a5", "Good to know."),
        w.user("ry-u3", "We replaced the homegrown PDF code with WeasyPrint because tables kept breaking across pages."),
        w.assistant("ry-a6", "Understood."),
        w.user("ry-u4", "thx"),
        w.assistant("ry-a7", "Anytime."),
        w.user("ry-u5", "Don't bump dependencies in the same PR as a fix."),
        w.assistant("ry-a8", "Noted."),
      ];
    },
    expected: [
      ["Credit notes get their own number series, separate from invoices.", "convention", "user"],
      [
        "`rye test -- -k credit_note` failed with \"AssertionError: assert 'INV-0002' == 'CN-0001'\" and passed after editing numbering.py: credit notes take their numbers from the CN series now.",
        "solution",
        "agent",
      ],
      ["The tests run with `rye test -- -k credit_note` (it passed).", "code_context", "tool"],
      ["Customers in Germany need invoices numbered without gaps by law.", "fact", "user"],
      ["The team replaced the homegrown PDF code with WeasyPrint because tables kept breaking across pages.", "decision", "user"],
      ["User does not want the agent to bump dependencies in the same PR as a fix.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0599 reads Rye's test, lint and format check as runners and what
    // document the product's customers of a place need.
  },
  {
    // Written after decision 0599, its expected facts by hand before it was first run; held out until decision 0600.
    name: "written after the rye-runner and customers-need rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bazel test //ledger:ledger_test";
      return [
        w.user("bz-u1", "Reversal test fails. Ledger entries are immutable; corrections are new entries that reverse the old ones."),
        w.toolUse("bz-a1", "toolu_bz1", "Bash", { command, description: "Run the ledger tests" }),
        w.toolResult(
          "bz-r1",
          "toolu_bz1",
          "INFO: Analyzed target //ledger:ledger_test (0 packages loaded, 0 targets configured).\nINFO: Found 1 test target...\nFAIL: //ledger:ledger_test (see /home/u/.cache/bazel/_bazel_u/abc/execroot/_main/bazel-out/k8-fastbuild/testlogs/ledger/ledger_test/test.log)\nINFO: From Testing //ledger:ledger_test:\n==================== Test output for //ledger:ledger_test:\n--- FAIL: TestBalanceAfterReversal (0.00s)\n    ledger_test.go:31: balance = 150, want 100\nFAIL\n================================================================================\nTarget //ledger:ledger_test up-to-date:\n  bazel-bin/ledger/ledger_test\nINFO: Elapsed time: 1.204s, Critical Path: 0.91s\nINFO: 2 processes: 1 internal, 1 linux-sandbox.\n//ledger:ledger_test                                                     FAILED in 0.1s\n\nExecuted 1 out of 1 test: 1 fails locally.\n",
          true,
        ),
        w.toolUse("bz-a2", "toolu_bz2", "Edit", {
          file_path: `${project}/ledger/reverse.go`,
          old_string: "balance += entry.Amount",
          new_string: "balance -= entry.Amount",
        }),
        w.toolResult("bz-r2", "toolu_bz2", `The file ${project}/ledger/reverse.go has been updated.`),
        w.toolUse("bz-a3", "toolu_bz3", "Bash", { command, description: "Run the ledger tests" }),
        w.toolResult(
          "bz-r3",
          "toolu_bz3",
          "INFO: Analyzed target //ledger:ledger_test (0 packages loaded, 0 targets configured).\nINFO: Found 1 test target...\nTarget //ledger:ledger_test up-to-date:\n  bazel-bin/ledger/ledger_test\nINFO: Elapsed time: 1.101s, Critical Path: 0.84s\n//ledger:ledger_test                                                     PASSED in 0.1s\n\nExecuted 1 out of 1 test: 1 test passes.\n",
        ),
        w.assistant("bz-a4", "A reversal now subtracts the original amount instead of adding it again."),
        w.user("bz-u2", "The ledger service handles about forty thousand postings a minute at month end."),
        w.assistant("bz-a5", "Good to know."),
        w.user("bz-u3", "We chose Bazel over plain go build because the monorepo mixes Go, TypeScript and protobufs."),
        w.assistant("bz-a6", "Understood."),
        w.user("bz-u4", "ty"),
        w.assistant("bz-a7", "Anytime."),
        w.user("bz-u5", "Show me the diff before running anything that touches the database."),
        w.assistant("bz-a8", "Noted."),
      ];
    },
    expected: [
      ["Ledger entries are immutable; corrections are new entries that reverse the old ones.", "convention", "user"],
      [
        '`bazel test //ledger:ledger_test` failed with "ledger_test.go:31: balance = 150, want 100" and passed after editing reverse.go: a reversal now subtracts the original amount instead of adding it again.',
        "solution",
        "agent",
      ],
      ["The tests run with `bazel test //ledger:ledger_test` (it passed).", "code_context", "tool"],
      ["The ledger service handles about forty thousand postings a minute at month end.", "fact", "user"],
      ["The team chose Bazel over plain go build because the monorepo mixes Go, TypeScript and protobufs.", "decision", "user"],
      ["User wants the agent to show the user the diff before running anything that touches the database.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, 3 right; decision 0600 reads Bazel's target and count lines as the runner's, lowers the
    // agent's opening article, keeps a rule with what a kind of correction is made as, and reads a request for the
    // person before anything that touches what it names.
  },
  {
    // Written after decision 0600, its expected facts by hand before it was first run; held out until decision 0601.
    name: "written after the bazel-lines, kind-defined and before-anything rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go test ./internal/controller/...";
      return [
        w.user("op-u1", "Reconcile test fails. The operator never deletes PVCs; scaling down only detaches them."),
        w.toolUse("op-a1", "toolu_op1", "Bash", { command, description: "Run the controller tests" }),
        w.toolResult(
          "op-r1",
          "toolu_op1",
          "--- FAIL: TestReconcileScalesDown (0.02s)\n    controller_test.go:88: replicas = 3, want 1\nFAIL\nFAIL\tgithub.com/acme/op/internal/controller\t0.412s\nFAIL\n",
          true,
        ),
        w.toolUse("op-a2", "toolu_op2", "Edit", {
          file_path: `${project}/internal/controller/scale.go`,
          old_string: "detachVolumes(ctx, set)\n\treturn nil",
          new_string: "set.Spec.Replicas = &want\n\tdetachVolumes(ctx, set)\n\treturn nil",
        }),
        w.toolResult("op-r2", "toolu_op2", `The file ${project}/internal/controller/scale.go has been updated.`),
        w.toolUse("op-a3", "toolu_op3", "Bash", { command, description: "Run the controller tests" }),
        w.toolResult("op-r3", "toolu_op3", "ok  \tgithub.com/acme/op/internal/controller\t0.398s\n"),
        w.assistant("op-a4", "Scaling down now lowers the replica count before detaching volumes."),
        w.user("op-u2", "Most clusters we deploy to run Kubernetes 1.29 on bare metal."),
        w.assistant("op-a5", "Good to know."),
        w.user("op-u3", "We switched the operator from client-go informers to controller-runtime because the boilerplate was getting out of hand."),
        w.assistant("op-a6", "Understood."),
        w.user("op-u4", "sweet"),
        w.assistant("op-a7", "Anytime."),
        w.user("op-u5", "I prefer table-driven tests for anything with more than two cases."),
        w.assistant("op-a8", "Noted."),
      ];
    },
    expected: [
      ["The operator never deletes PVCs; scaling down only detaches them.", "convention", "user"],
      [
        '`go test ./internal/controller/...` failed with "controller_test.go:88: replicas = 3, want 1" and passed after editing scale.go: scaling down now lowers the replica count before detaching volumes.',
        "solution",
        "agent",
      ],
      ["The tests run with `go test ./internal/controller/...` (it passed).", "code_context", "tool"],
      ["Most clusters the team deploys to run Kubernetes 1.29 on bare metal.", "fact", "user"],
      ["The team switched the operator from client-go informers to controller-runtime because the boilerplate was getting out of hand.", "decision", "user"],
      ["User prefers table-driven tests for anything with more than two cases.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, all right, one typed otherwise; decision 0601 reads a part switched between two packages'
    // hyphenated names and what a part never does to a kind beside the lesser thing it only does.
  },
  {
    // Written after decision 0601, its expected facts by hand before it was first run; held out until decision 0602.
    name: "written after the package-names and never-then-only rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec rake test TEST=test/models/subscription_test.rb";
      return [
        w.user("mt-u1", "The renewal test fails. Time zones are converted at the edges; everything inside the app is UTC."),
        w.toolUse("mt-a1", "toolu_mt1", "Bash", { command, description: "Run the subscription tests" }),
        w.toolResult(
          "mt-r1",
          "toolu_mt1",
          "Run options: --seed 41729\n\n# Running:\n\nF\n\nFailure:\nSubscriptionTest#test_renews_on_anniversary [test/models/subscription_test.rb:18]:\nExpected: 2026-03-31 00:00:00 UTC\n  Actual: 2026-03-28 00:00:00 UTC\n\nbin/rails test test/models/subscription_test.rb:15\n\nFinished in 0.214s, 4.6729 runs/s, 4.6729 assertions/s.\n1 runs, 1 assertions, 1 failures, 0 errors, 0 skips\n",
          true,
        ),
        w.toolUse("mt-a2", "toolu_mt2", "Edit", {
          file_path: `${project}/app/models/subscription.rb`,
          old_string: "started_at + (1.month * renewals)",
          new_string: "started_at.advance(months: renewals)",
        }),
        w.toolResult("mt-r2", "toolu_mt2", `The file ${project}/app/models/subscription.rb has been updated.`),
        w.toolUse("mt-a3", "toolu_mt3", "Bash", { command, description: "Run the subscription tests" }),
        w.toolResult(
          "mt-r3",
          "toolu_mt3",
          "Run options: --seed 5511\n\n# Running:\n\n.\n\nFinished in 0.198s, 5.0505 runs/s, 5.0505 assertions/s.\n1 runs, 1 assertions, 0 failures, 0 errors, 0 skips\n",
        ),
        w.assistant("mt-a4", "Renewals land on the same day of the month now, or the month's last day when it is shorter."),
        w.user("mt-u2", "About a third of subscribers pay yearly."),
        w.assistant("mt-a5", "Good to know."),
        w.user("mt-u3", "We stopped offering lifetime plans in 2024 because they made revenue forecasting impossible."),
        w.assistant("mt-a6", "Understood."),
        w.user("mt-u4", "cool, thanks"),
        w.assistant("mt-a7", "Anytime."),
        w.user("mt-u5", "I prefer fixtures over factories in tests."),
        w.assistant("mt-a8", "Noted."),
      ];
    },
    expected: [
      ["Time zones are converted at the edges; everything inside the app is UTC.", "convention", "user"],
      [
        '`bundle exec rake test TEST=test/models/subscription_test.rb` failed with "Expected: 2026-03-31 00:00:00 UTC; Actual: 2026-03-28 00:00:00 UTC" and passed after editing subscription.rb: renewals land on the same day of the month now, or the month\'s last day when it is shorter.',
        "solution",
        "agent",
      ],
      ["The tests run with `bundle exec rake test TEST=test/models/subscription_test.rb` (it passed).", "code_context", "tool"],
      ["About a third of subscribers pay yearly.", "fact", "user"],
      ["The team stopped offering lifetime plans in 2024 because they made revenue forecasting impossible.", "decision", "user"],
      ["User prefers fixtures over factories in tests.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0602 reads what everything inside a part is after a kind's handling,
    // a bare share of subscribers and how they pay, and stopping offering a kind of the product's offers.
  },
  {
    // Written after decision 0602, its expected facts by hand before it was first run; held out until decision 0603.
    name: "written after the everything-inside, bare-share and stopped-offering rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo test -p amounts";
      return [
        w.user("am-u1", "The thousands separator test fails. Parsers return errors instead of panicking, everywhere in the import crate."),
        w.toolUse("am-a1", "toolu_am1", "Bash", { command, description: "Run the amount tests" }),
        w.toolResult(
          "am-r1",
          "toolu_am1",
          "running 3 tests\ntest tests::parses_plain_amount ... ok\ntest tests::parses_thousands_separator ... FAILED\ntest tests::rejects_letters ... ok\n\nfailures:\n\n---- tests::parses_thousands_separator stdout ----\nthread 'tests::parses_thousands_separator' panicked at src/amount.rs:42:9:\nassertion `left == right` failed\n  left: Err(InvalidDigit)\n right: Ok(123456)\n\nfailures:\n    tests::parses_thousands_separator\n\ntest result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n",
          true,
        ),
        w.toolUse("am-a2", "toolu_am2", "Edit", {
          file_path: `${project}/amounts/src/amount.rs`,
          old_string: "s.parse::<i64>()",
          new_string: "s.replace(',', \"\").parse::<i64>()",
        }),
        w.toolResult("am-r2", "toolu_am2", `The file ${project}/amounts/src/amount.rs has been updated.`),
        w.toolUse("am-a3", "toolu_am3", "Bash", { command, description: "Run the amount tests" }),
        w.toolResult(
          "am-r3",
          "toolu_am3",
          "running 3 tests\ntest tests::parses_plain_amount ... ok\ntest tests::parses_thousands_separator ... ok\ntest tests::rejects_letters ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n",
        ),
        w.assistant("am-a4", "Amounts with a comma as thousands separator parse now; the commas are stripped first."),
        w.user("am-u2", "Bank exports arrive as Latin-1 CSV files with semicolons as separators."),
        w.assistant("am-a5", "Good to know."),
        w.user("am-u3", "We moved the import jobs onto a separate worker after a 200 MB file froze the API for everyone."),
        w.assistant("am-a6", "Understood."),
        w.user("am-u4", "k thx"),
        w.assistant("am-a7", "Anytime."),
        w.user("am-u5", "I prefer iterators over index loops."),
        w.assistant("am-a8", "Noted."),
      ];
    },
    expected: [
      ["Parsers return errors instead of panicking, everywhere in the import crate.", "convention", "user"],
      [
        '`cargo test -p amounts` failed with "assertion `left == right` failed" and passed after editing amount.rs: amounts with a comma as thousands separator parse now; the commas are stripped first.',
        "solution",
        "agent",
      ],
      ["The tests run with `cargo test -p amounts` (it passed).", "code_context", "tool"],
      ["Bank exports arrive as Latin-1 CSV files with semicolons as separators.", "fact", "user"],
      ["The team moved the import jobs onto a separate worker after a 200 MB file froze the API for everyone.", "decision", "user"],
      ["User prefers iterators over index loops.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0603 reads where a rule holds after a comma, a form of up to eight
    // words, a kind of work moved onto a part, and what one thing did to a part as a change's reason.
  },
  {
    // Written after decision 0603, its expected facts by hand before it was first run; held out until decision 0604.
    name: "written after the scope-after-comma, long-form, onto-a-part and stalled-part rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx jest src/booking";
      return [
        w.user("bk-u1", "The overlap test fails. Bookings are half-open intervals: the start is included, the end is not."),
        w.toolUse("bk-a1", "toolu_bk1", "Bash", { command, description: "Run the booking tests" }),
        w.toolResult(
          "bk-r1",
          "toolu_bk1",
          ' FAIL  src/booking/overlap.test.ts\n  ● overlaps › treats back-to-back bookings as free\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: false\n    Received: true\n\n      12 |   const b = booking("10:00", "11:00");\n      13 |   const c = booking("11:00", "12:00");\n    > 14 |   expect(overlaps(b, c)).toBe(false);\n         |                          ^\n      15 | });\n\n      at Object.<anonymous> (src/booking/overlap.test.ts:14:26)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 3 passed, 4 total\n',
          true,
        ),
        w.toolUse("bk-a2", "toolu_bk2", "Edit", {
          file_path: `${project}/src/booking/overlap.ts`,
          old_string: "return a.end >= b.start && b.end >= a.start;",
          new_string: "return a.end > b.start && b.end > a.start;",
        }),
        w.toolResult("bk-r2", "toolu_bk2", `The file ${project}/src/booking/overlap.ts has been updated.`),
        w.toolUse("bk-a3", "toolu_bk3", "Bash", { command, description: "Run the booking tests" }),
        w.toolResult("bk-r3", "toolu_bk3", " PASS  src/booking/overlap.test.ts\n\nTest Suites: 1 passed, 1 total\nTests:       4 passed, 4 total\n"),
        w.assistant("bk-a4", "Back-to-back bookings no longer count as overlapping."),
        w.user("bk-u2", "Each clinic sets its own opening hours in the admin panel."),
        w.assistant("bk-a5", "Good to know."),
        w.user("bk-u3", "We gave up on syncing with Google Calendar after their API quotas kept cutting us off."),
        w.assistant("bk-a6", "Understood."),
        w.user("bk-u4", "nice"),
        w.assistant("bk-a7", "Anytime."),
        w.user("bk-u5", "I like when you explain the root cause before the fix."),
        w.assistant("bk-a8", "Noted."),
      ];
    },
    expected: [
      ["Bookings are half-open intervals: the start is included, the end is not.", "convention", "user"],
      [
        '`npx jest src/booking` failed with "Expected: false; Received: true" and passed after editing overlap.ts: back-to-back bookings no longer count as overlapping.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx jest src/booking` (it passed).", "code_context", "tool"],
      ["Each clinic sets its own opening hours in the admin panel.", "convention", "user"],
      ["The team gave up on syncing with Google Calendar after their API quotas kept cutting the team off.", "decision", "user"],
      ["User likes when the agent explains the root cause before the fix.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right; decision 0604 reads the data shape a kind takes (so the rule for bookings is kept
    // with what its colon says), what each one does with its own in a place, a vendor's quotas that kept cutting the
    // team off, and "I like when you …" before a verb of the agent's work. The hand label for the clinics' opening hours
    // was a fact; what each one of a kind does with its own is a convention in the house (decision 0369).
  },
  {
    // Written after decision 0604, its expected facts by hand before it was first run; held out until decision 0605.
    name: "written after the kind-shape, own-in-place, kept-cutting-off and like-when rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pytest tests/test_shipping.py -q";
      return [
        w.user("sh-u1", "Shipping test is failing. Weights are always grams in the database; the UI converts to kilograms for display."),
        w.toolUse("sh-a1", "toolu_sh1", "Bash", { command, description: "Run the shipping tests" }),
        w.toolResult(
          "sh-r1",
          "toolu_sh1",
          "F.                                                                       [100%]\n=================================== FAILURES ===================================\n____________________________ test_heavy_parcel_rate ____________________________\n\n    def test_heavy_parcel_rate():\n>       assert rate_for(weight_g=31_000) == Decimal(\"24.90\")\nE       AssertionError: assert Decimal('12.50') == Decimal('24.90')\n\ntests/test_shipping.py:14: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_shipping.py::test_heavy_parcel_rate - AssertionError: assert Decimal('12.50') == Decimal('24.90')\n1 failed, 1 passed in 0.08s\n",
          true,
        ),
        w.toolUse("sh-a2", "toolu_sh2", "Edit", {
          file_path: `${project}/shop/shipping.py`,
          old_string: "if weight_g > 30:",
          new_string: "if weight_g > 30_000:",
        }),
        w.toolResult("sh-r2", "toolu_sh2", `The file ${project}/shop/shipping.py has been updated.`),
        w.toolUse("sh-a3", "toolu_sh3", "Bash", { command, description: "Run the shipping tests" }),
        w.toolResult("sh-r3", "toolu_sh3", "..                                                                       [100%]\n2 passed in 0.06s\n"),
        w.assistant("sh-a4", "The heavy-parcel threshold compared grams with kilograms; it is 30,000 grams now."),
        w.user("sh-u2", "Parcels over 30 kg go by freight, which only two of our carriers offer."),
        w.assistant("sh-a5", "Good to know."),
        w.user("sh-u3", "We stopped printing labels in the browser after Chrome updates broke the printer drivers twice."),
        w.assistant("sh-a6", "Understood."),
        w.user("sh-u4", "thanks a lot"),
        w.assistant("sh-a7", "Anytime."),
        w.user("sh-u5", "Keep your replies short unless I ask for details."),
        w.assistant("sh-a8", "Noted."),
      ];
    },
    expected: [
      ["Weights are always grams in the database; the UI converts to kilograms for display.", "convention", "user"],
      [
        "`pytest tests/test_shipping.py -q` failed with \"AssertionError: assert Decimal('12.50') == Decimal('24.90')\" and passed after editing shipping.py: the heavy-parcel threshold compared grams with kilograms; it is 30,000 grams now.",
        "solution",
        "agent",
      ],
      ["The tests run with `pytest tests/test_shipping.py -q` (it passed).", "code_context", "tool"],
      ["Parcels over 30 kg go by freight, which only two of the team's carriers offer.", "fact", "user"],
      ["The team stopped printing labels in the browser after Chrome updates broke the printer drivers twice.", "decision", "user"],
      ["User wants the agent to keep its replies short unless the user asks for details.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0605 reads the unit a kind always is in a part with what another part
    // turns it into for display, how things past a weight ship, work in the browser stopped, and what a vendor's updates
    // broke of the team's.
  },
  {
    // Written after decision 0605, its expected facts by hand before it was first run; held out until decision 0606.
    name: "written after the unit-always, ships-by, in-the-browser and updates-broke rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dotnet test --filter InvoiceTests";
      return [
        w.user("dn-u1", "Due date test fails. Holidays come from the Nager.Date API and are cached for a day per country."),
        w.toolUse("dn-a1", "toolu_dn1", "Bash", { command, description: "Run the invoice tests" }),
        w.toolResult(
          "dn-r1",
          "toolu_dn1",
          "  Determining projects to restore...\n  All projects are up-to-date for restore.\nTest run for /repo/tests/Billing.Tests/bin/Debug/net8.0/Billing.Tests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n[xUnit.net 00:00:00.41]     Billing.Tests.InvoiceTests.DueDateSkipsHolidays [FAIL]\n  Failed Billing.Tests.InvoiceTests.DueDateSkipsHolidays [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 2026-12-28T00:00:00.0000000\nActual:   2026-12-25T00:00:00.0000000\n  Stack Trace:\n     at Billing.Tests.InvoiceTests.DueDateSkipsHolidays() in /repo/tests/Billing.Tests/InvoiceTests.cs:line 31\n\nFailed!  - Failed:     1, Passed:     7, Skipped:     0, Total:     8, Duration: 41 ms - Billing.Tests.dll (net8.0)\n",
          true,
        ),
        w.toolUse("dn-a2", "toolu_dn2", "Edit", {
          file_path: `${project}/src/Billing/DueDates.cs`,
          old_string: "while (date.DayOfWeek is DayOfWeek.Saturday or DayOfWeek.Sunday)",
          new_string: "while (date.DayOfWeek is DayOfWeek.Saturday or DayOfWeek.Sunday || holidays.Contains(date))",
        }),
        w.toolResult("dn-r2", "toolu_dn2", `The file ${project}/src/Billing/DueDates.cs has been updated.`),
        w.toolUse("dn-a3", "toolu_dn3", "Bash", { command, description: "Run the invoice tests" }),
        w.toolResult(
          "dn-r3",
          "toolu_dn3",
          "Passed!  - Failed:     0, Passed:     8, Skipped:     0, Total:     8, Duration: 38 ms - Billing.Tests.dll (net8.0)\n",
        ),
        w.assistant("dn-a4", "Due dates now skip public holidays as well as weekends."),
        w.user("dn-u2", "Invoices from the Dutch entity are always in euros, even for UK customers."),
        w.assistant("dn-a5", "Good to know."),
        w.user("dn-u3", "We dropped the PDF attachment from invoice emails after spam filters started bouncing them."),
        w.assistant("dn-a6", "Understood."),
        w.user("dn-u4", "ta"),
        w.assistant("dn-a7", "Anytime."),
        w.user("dn-u5", "Always show me the failing assertion before you change any code."),
        w.assistant("dn-a8", "Noted."),
      ];
    },
    expected: [
      ["Holidays come from the Nager.Date API and are cached for a day per country.", "fact", "user"],
      [
        '`dotnet test --filter InvoiceTests` failed with "Assert.Equal() Failure: Values differ" and passed after editing DueDates.cs: due dates now skip public holidays as well as weekends.',
        "solution",
        "agent",
      ],
      ["The tests run with `dotnet test --filter InvoiceTests` (it passed).", "code_context", "tool"],
      ["Invoices from the Dutch entity are always in euros, even for UK customers.", "fact", "user"],
      ["The team dropped the PDF attachment from invoice emails after spam filters started bouncing them.", "decision", "user"],
      ["Always show the user the failing assertion before the agent changes any code.", "convention", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right as written; the hand label of the request was a preference, where the house keeps
    // "Always …" said to the agent as a rule (decision 0305), relabelled. Decision 0606 reads the currency a kind of
    // money documents is in and what began turning the team's things away as a change's reason.
  },
  {
    // Written after decision 0606, its expected facts by hand before it was first run; held out until decision 0608.
    name: "written after the money-currency and started-bouncing rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./gradlew test";
      return [
        w.user("lp-u1", "Points test fails. Loyalty points are earned on the net amount, after discounts and before tax."),
        w.toolUse("lp-a1", "toolu_lp1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "lp-r1",
          "toolu_lp1",
          "> Task :test FAILED\n\nLoyaltyPointsTest > points are rounded down() FAILED\n    org.opentest4j.AssertionFailedError: expected: <12> but was: <13>\n        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n        at app//LoyaltyPointsTest.points are rounded down(LoyaltyPointsTest.kt:18)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n> There were failing tests. See the report at: file:///repo/build/reports/tests/test/index.html\n\nBUILD FAILED in 4s\n",
          true,
        ),
        w.toolUse("lp-a2", "toolu_lp2", "Edit", {
          file_path: `${project}/src/main/kotlin/LoyaltyPoints.kt`,
          old_string: "(amount / 10).roundToInt()",
          new_string: "(amount / 10).toInt()",
        }),
        w.toolResult("lp-r2", "toolu_lp2", `The file ${project}/src/main/kotlin/LoyaltyPoints.kt has been updated.`),
        w.toolUse("lp-a3", "toolu_lp3", "Bash", { command, description: "Run the tests" }),
        w.toolResult("lp-r3", "toolu_lp3", "> Task :test\n\nBUILD SUCCESSFUL in 3s\n4 actionable tasks: 2 executed, 2 up-to-date\n"),
        w.assistant("lp-a4", "Points are rounded down now, so a partial ten never earns a point."),
        w.user("lp-u2", "Points expire eighteen months after they are earned."),
        w.assistant("lp-a5", "Good to know."),
        w.user("lp-u3", "We moved points from the Postgres monolith into their own service when the mobile app launched."),
        w.assistant("lp-a6", "Understood."),
        w.user("lp-u4", "great stuff"),
        w.assistant("lp-a7", "Anytime."),
        w.user("lp-u5", "I prefer data classes over maps for anything with more than two fields."),
        w.assistant("lp-a8", "Noted."),
      ];
    },
    expected: [
      ["Loyalty points are earned on the net amount, after discounts and before tax.", "convention", "user"],
      [
        '`./gradlew test` failed with "org.opentest4j.AssertionFailedError: expected: <12> but was: <13>" and passed after editing LoyaltyPoints.kt: points are rounded down now, so a partial ten never earns a point.',
        "solution",
        "agent",
      ],
      ["The tests run with `./gradlew test` (it passed).", "code_context", "tool"],
      ["Points expire eighteen months after they are earned.", "fact", "user"],
      ["The team moved points from the Postgres monolith into their own service when the mobile app launched.", "decision", "user"],
      ["User prefers data classes over maps for anything with more than two fields.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right as written: the fix without the agent's sentence (its "never earns" read as a
    // rule's), the points service kept as a fact. Decision 0608 reads the amount a kind of money or points is worked out
    // on, expiry after what is done to one, a launch as a move's reason, and a thing's "never" told of it.
  },
  {
    // Written after decision 0608, its expected facts by hand before it was first run; held out until decision 0609.
    name: "written after the amount-basis and launch-reason rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "vendor/bin/phpunit --filter RateCalculatorTest";
      return [
        w.user("hr-u1", "Weekend surcharge test fails. Each night is priced on its own date, so a Friday-to-Sunday stay gets two different rates."),
        w.toolUse("hr-a1", "toolu_hr1", "Bash", { command, description: "Run the rate tests" }),
        w.toolResult(
          "hr-r1",
          "toolu_hr1",
          "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.12\n\n..F..                                                               5 / 5 (100%)\n\nTime: 00:00.041, Memory: 10.00 MB\n\nThere was 1 failure:\n\n1) Tests\\Unit\\RateCalculatorTest::testWeekendSurchargeAppliesOnSaturday\nFailed asserting that 120 matches expected 138.\n\n/repo/tests/Unit/RateCalculatorTest.php:22\n\nFAILURES!\nTests: 5, Assertions: 7, Failures: 1.\n",
          true,
        ),
        w.toolUse("hr-a2", "toolu_hr2", "Edit", {
          file_path: `${project}/src/Pricing/RateCalculator.php`,
          old_string: "in_array($night->format('N'), ['5'], true)",
          new_string: "in_array($night->format('N'), ['5', '6'], true)",
        }),
        w.toolResult("hr-r2", "toolu_hr2", `The file ${project}/src/Pricing/RateCalculator.php has been updated.`),
        w.toolUse("hr-a3", "toolu_hr3", "Bash", { command, description: "Run the rate tests" }),
        w.toolResult(
          "hr-r3",
          "toolu_hr3",
          "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.12\n\n.....                                                               5 / 5 (100%)\n\nTime: 00:00.038, Memory: 10.00 MB\n\nOK (5 tests, 7 assertions)\n",
        ),
        w.assistant("hr-a4", "Saturday nights now carry the weekend surcharge as well as Fridays."),
        w.user("hr-u2", "Guests can cancel for free until 48 hours before check-in."),
        w.assistant("hr-a5", "Good to know."),
        w.user("hr-u3", "We stopped taking deposits by bank transfer because matching them to bookings took a day every week."),
        w.assistant("hr-a6", "Understood."),
        w.user("hr-u4", "nice one"),
        w.assistant("hr-a7", "Anytime."),
        w.user("hr-u5", "Never change the legacy rate tables directly; the accounting export reads them."),
        w.assistant("hr-a8", "Noted."),
      ];
    },
    expected: [
      ["Each night is priced on its own date, so a Friday-to-Sunday stay gets two different rates.", "convention", "user"],
      [
        '`vendor/bin/phpunit --filter RateCalculatorTest` failed with "Failed asserting that 120 matches expected 138." and passed after editing RateCalculator.php: Saturday nights now carry the weekend surcharge as well as Fridays.',
        "solution",
        "agent",
      ],
      ["The tests run with `vendor/bin/phpunit --filter RateCalculatorTest` (it passed).", "code_context", "tool"],
      ["Guests can cancel for free until 48 hours before check-in.", "fact", "user"],
      ["The team stopped taking deposits by bank transfer because matching them to bookings took a day every week.", "decision", "user"],
      ["Never change the legacy rate tables directly; the accounting export reads them.", "convention", "user"],
    ],
    // Held out, it kept 1 of 6, right. Decision 0609 reads PHPUnit by its vendored path, a day's name opening the agent's
    // sentence, every one priced apart, what customers can do up to a deadline, and payments the team stopped taking.
  },
  {
    // Written after decision 0609, its expected facts by hand before it was first run; held out until decision 0610.
    name: "written after the priced-apart, customer-deadline and stopped-taking rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "ginkgo -r ./internal/scheduler";
      return [
        w.user("gk-u1", "Backup scheduling test fails. Backups never run between 02:00 and 04:00 UTC; that's the database maintenance window."),
        w.toolUse("gk-a1", "toolu_gk1", "Bash", { command, description: "Run the scheduler specs" }),
        w.toolResult(
          "gk-r1",
          "toolu_gk1",
          "Running Suite: Scheduler Suite - /repo/internal/scheduler\n==========================================================\nRandom Seed: 1733590000\n\nWill run 6 of 6 specs\n••\n------------------------------\n• [FAILED] [0.002 seconds]\nScheduler NextRun [It] skips the maintenance window\n/repo/internal/scheduler/scheduler_test.go:41\n\n  [FAILED] Expected\n      <time.Time>: 2026-12-08 02:00:00 +0000 UTC\n  to equal\n      <time.Time>: 2026-12-08 04:00:00 +0000 UTC\n  In [It] at: /repo/internal/scheduler/scheduler_test.go:47 @ 12/07/26 17:30:00.123\n------------------------------\n•••\n\nSummarizing 1 Failure:\n  [FAIL] Scheduler NextRun [It] skips the maintenance window\n  /repo/internal/scheduler/scheduler_test.go:41\n\nRan 6 of 6 Specs in 0.004 seconds\nFAIL! -- 5 Passed | 1 Failed | 0 Pending | 0 Skipped\n--- FAIL: TestScheduler (0.00s)\nFAIL\n\nGinkgo ran 1 suite in 1.2s\n\nTest Suite Failed\n",
          true,
        ),
        w.toolUse("gk-a2", "toolu_gk2", "Edit", {
          file_path: `${project}/internal/scheduler/scheduler.go`,
          old_string: "return next",
          new_string: "if inWindow(next) {\n\t\treturn windowEnd(next)\n\t}\n\treturn next",
        }),
        w.toolResult("gk-r2", "toolu_gk2", `The file ${project}/internal/scheduler/scheduler.go has been updated.`),
        w.toolUse("gk-a3", "toolu_gk3", "Bash", { command, description: "Run the scheduler specs" }),
        w.toolResult(
          "gk-r3",
          "toolu_gk3",
          "Running Suite: Scheduler Suite - /repo/internal/scheduler\n==========================================================\nRandom Seed: 1733590042\n\nWill run 6 of 6 specs\n••••••\n\nRan 6 of 6 Specs in 0.003 seconds\nSUCCESS! -- 6 Passed | 0 Failed | 0 Pending | 0 Skipped\nPASS\n\nGinkgo ran 1 suite in 1.1s\nTest Suite Passed\n",
        ),
        w.assistant("gk-a4", "Runs that land inside the maintenance window now move to its end instead of starting at 02:00."),
        w.user("gk-u2", "Each customer gets at most three concurrent backup jobs."),
        w.assistant("gk-a5", "Good to know."),
        w.user("gk-u3", "We moved backups off cron onto Temporal workflows after a missed run went unnoticed for a week."),
        w.assistant("gk-a6", "Understood."),
        w.user("gk-u4", "perfect"),
        w.assistant("gk-a7", "Anytime."),
        w.user("gk-u5", "I'd rather you write table-driven specs than one It block per case."),
        w.assistant("gk-a8", "Noted."),
      ];
    },
    expected: [
      ["Backups never run between 02:00 and 04:00 UTC; that's the database maintenance window.", "convention", "user"],
      [
        '`ginkgo -r ./internal/scheduler` failed with "expected: 2026-12-08 04:00:00 +0000 UTC; got: 2026-12-08 02:00:00 +0000 UTC" and passed after editing scheduler.go: runs that land inside the maintenance window now move to its end instead of starting at 02:00.',
        "solution",
        "agent",
      ],
      ["The tests run with `ginkgo -r ./internal/scheduler` (it passed).", "code_context", "tool"],
      ["Each customer gets at most three concurrent backup jobs.", "fact", "user"],
      ["The team moved backups off cron onto Temporal workflows after a missed run went unnoticed for a week.", "decision", "user"],
      ["User would rather the agent write table-driven specs than one It block per case.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, 1 right, one typed otherwise. The fix's hand label quoted the spec's name, where the house
    // quotes the values that differ as "expected: …; got: …" (decision 0307), relabelled. Decision 0610 reads Ginkgo's
    // runs and Gomega's values, the time a kind never runs in, a customer's quota, and what went unnoticed as a reason.
  },
  {
    // Written after decision 0610, its expected facts by hand before it was first run; held out until decision 0611.
    name: "written after the ginkgo, never-runs-when, quota and went-unnoticed rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx ng test --watch=false --browsers=ChromeHeadless";
      return [
        w.user("ng-u1", "Seat map spec is red. Seat maps come from the airline's NDC feed and change whenever the aircraft is swapped."),
        w.toolUse("ng-a1", "toolu_ng1", "Bash", { command, description: "Run the Angular specs" }),
        w.toolResult(
          "ng-r1",
          "toolu_ng1",
          "07 12 2026 17:40:12.345:INFO [karma-server]: Karma v6.4.4 server started at http://localhost:9876/\n07 12 2026 17:40:12.350:INFO [launcher]: Launching browsers ChromeHeadless with concurrency unlimited\n07 12 2026 17:40:14.101:INFO [Chrome Headless 131.0.0.0 (Linux x86_64)]: Connected on socket 4kTz with id 12345\nChrome Headless 131.0.0.0 (Linux x86_64) SeatMapComponent marks the aisle seats FAILED\n\tExpected 2 to equal 4.\n\t    at <Jasmine>\n\t    at UserContext.<anonymous> (src/app/seat-map/seat-map.component.spec.ts:31:33)\nChrome Headless 131.0.0.0 (Linux x86_64): Executed 12 of 12 (1 FAILED) (0.211 secs / 0.187 secs)\nTOTAL: 1 FAILED, 11 SUCCESS\n",
          true,
        ),
        w.toolUse("ng-a2", "toolu_ng2", "Edit", {
          file_path: `${project}/src/app/seat-map/seat-map.component.ts`,
          old_string: "const aisle = [2, 3];",
          new_string: "const aisle = aisleColumns(this.layout.columns);",
        }),
        w.toolResult("ng-r2", "toolu_ng2", `The file ${project}/src/app/seat-map/seat-map.component.ts has been updated.`),
        w.toolUse("ng-a3", "toolu_ng3", "Bash", { command, description: "Run the Angular specs" }),
        w.toolResult(
          "ng-r3",
          "toolu_ng3",
          "Chrome Headless 131.0.0.0 (Linux x86_64): Executed 12 of 12 SUCCESS (0.198 secs / 0.171 secs)\nTOTAL: 12 SUCCESS\n",
        ),
        w.assistant("ng-a4", "Aisle seats are now read from the column letters instead of assuming a 3-3 layout."),
        w.user("ng-u2", "Exit-row seats are only sold to passengers over 15."),
        w.assistant("ng-a5", "Good to know."),
        w.user("ng-u3", "We dropped the 3D cabin view because it doubled the bundle size and nobody used it."),
        w.assistant("ng-a6", "Understood."),
        w.user("ng-u4", "cheers"),
        w.assistant("ng-a7", "Anytime."),
        w.user("ng-u5", "I prefer signals over observables for component state."),
        w.assistant("ng-a8", "Noted."),
      ];
    },
    expected: [
      ["Seat maps come from the airline's NDC feed and change whenever the aircraft is swapped.", "fact", "user"],
      [
        '`npx ng test --watch=false --browsers=ChromeHeadless` failed with "Expected 2 to equal 4." and passed after editing seat-map.component.ts: aisle seats are now read from the column letters instead of assuming a 3-3 layout.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx ng test --watch=false --browsers=ChromeHeadless` (it passed).", "code_context", "tool"],
      ["Exit-row seats are only sold to passengers over 15.", "fact", "user"],
      ["The team dropped the 3D cabin view because it doubled the bundle size and nobody used it.", "decision", "user"],
      ["User prefers signals over observables for component state.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, with a fix quoting Karma's line. Decision 0611 reads Jasmine's message under
    // Karma's line, whose product a kind comes from, and who a kind is only offered to.
  },
  {
    // Written after decision 0611, its expected facts by hand before it was first run; held out until decision 0612.
    name: "written after the karma, whose-product and offered-only-to rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx tap test/slots.test.js";
      return [
        w.user("tp-u1", "Slot test fails. Appointment slots are fifteen minutes long, except first visits, which take thirty."),
        w.toolUse("tp-a1", "toolu_tp1", "Bash", { command, description: "Run the slot tests" }),
        w.toolResult(
          "tp-r1",
          "toolu_tp1",
          " FAIL  test/slots.test.js 1 failed of 4 18ms\n ✖ slots are generated in the clinic's timezone\n\n  test/slots.test.js\n  12   const slots = generateSlots(clinic, day)\n  13   t.equal(slots[0].start, '2026-12-08T08:00:00+01:00')\n\n  --- expected\n  +++ actual\n  @@ -1,1 +1,1 @@\n  -2026-12-08T08:00:00+01:00\n  +2026-12-08T07:00:00+00:00\n\n  test: slots are generated in the clinic's timezone\n  stack: |\n    Test.<anonymous> (test/slots.test.js:13:5)\n\n🌈 TEST COMPLETE 🌈\n\nAsserts:  3 pass  1 fail  4 of 4 complete\nSuites:   0 pass  1 fail  1 of 1 complete\n\n# { total: 4, pass: 3, fail: 1 }\n# time=412.87ms\n",
          true,
        ),
        w.toolUse("tp-a2", "toolu_tp2", "Edit", {
          file_path: `${project}/src/slots.js`,
          old_string: "const start = startOfDay(day)",
          new_string: "const start = startOfDayInZone(day, clinic.timezone)",
        }),
        w.toolResult("tp-r2", "toolu_tp2", `The file ${project}/src/slots.js has been updated.`),
        w.toolUse("tp-a3", "toolu_tp3", "Bash", { command, description: "Run the slot tests" }),
        w.toolResult(
          "tp-r3",
          "toolu_tp3",
          " PASS  test/slots.test.js 4 OK 15ms\n\n🌈 TEST COMPLETE 🌈\n\nAsserts:  4 pass  0 fail  4 of 4 complete\nSuites:   1 pass  0 fail  1 of 1 complete\n\n# { total: 4, pass: 4 }\n# time=398.21ms\n",
        ),
        w.assistant("tp-a4", "Slots are now generated in the clinic's own timezone rather than the server's."),
        w.user("tp-u2", "Reminders go out by SMS 24 hours before each appointment."),
        w.assistant("tp-a5", "Good to know."),
        w.user("tp-u3", "We turned off online booking for new patients after no-shows hit 30 percent."),
        w.assistant("tp-a6", "Understood."),
        w.user("tp-u4", "ok cool"),
        w.assistant("tp-a7", "Anytime."),
        w.user("tp-u5", "Use date-fns-tz for anything timezone-related, not moment."),
        w.assistant("tp-a8", "Noted."),
      ];
    },
    expected: [
      ["Appointment slots are fifteen minutes long, except first visits, which take thirty.", "fact", "user"],
      [
        "`npx tap test/slots.test.js` failed with \"expected: 2026-12-08T08:00:00+01:00; got: 2026-12-08T07:00:00+00:00\" and passed after editing slots.js: slots are now generated in the clinic's own timezone rather than the server's.",
        "solution",
        "agent",
      ],
      ["The tests run with `npx tap test/slots.test.js` (it passed).", "code_context", "tool"],
      ["Reminders go out by SMS 24 hours before each appointment.", "fact", "user"],
      ["The team turned off online booking for new patients after no-shows hit 30 percent.", "decision", "user"],
      ["Use date-fns-tz for anything timezone-related, not moment.", "convention", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right, with a fix kept without its values. Decision 0612 reads tap's difference, how
    // long a kind lasts, how long before each event a kind is sent, a way of booking turned off, and a rate that hit a
    // share as a reason.
  },
  {
    // Written after decision 0612, its expected facts by hand before it was first run; held out until decision 0613.
    name: "written after the tap-diff, kind-duration, sent-before and rate-hit rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bin/kaocha --focus invoices.tax-test";
      return [
        w.user("ka-u1", "VAT test fails. Invoice numbers restart at 1 every January, per legal entity."),
        w.toolUse("ka-a1", "toolu_ka1", "Bash", { command, description: "Run the tax tests" }),
        w.toolResult(
          "ka-r1",
          "toolu_ka1",
          "[(..F.)]\nRandomized with --seed 1838452930\n\nFAIL in invoices.tax-test/vat-is-rounded-per-line (tax_test.clj:14)\nExpected:\n  19.99M\nActual:\n  -19.99M +20.00M\n1 tests, 4 assertions, 1 failures.\n",
          true,
        ),
        w.toolUse("ka-a2", "toolu_ka2", "Edit", {
          file_path: `${project}/src/invoices/tax.clj`,
          old_string: "(round-half-up (* (reduce + (map :net lines)) rate))",
          new_string: "(reduce + (map #(round-half-up (* (:net %) rate)) lines))",
        }),
        w.toolResult("ka-r2", "toolu_ka2", `The file ${project}/src/invoices/tax.clj has been updated.`),
        w.toolUse("ka-a3", "toolu_ka3", "Bash", { command, description: "Run the tax tests" }),
        w.toolResult("ka-r3", "toolu_ka3", "[(....)]\n1 tests, 4 assertions, 0 failures.\n"),
        w.assistant("ka-a4", "VAT is now rounded per line before summing, as the tax office expects."),
        w.user("ka-u2", "Credit notes always reference the invoice they correct."),
        w.assistant("ka-a5", "Good to know."),
        w.user("ka-u3", "We stopped emailing PDFs to German customers after a few of them bounced for being too large."),
        w.assistant("ka-a6", "Understood."),
        w.user("ka-u4", "nice"),
        w.assistant("ka-a7", "Anytime."),
        w.user("ka-u5", "When you touch tax code, add a test with a real invoice from the fixtures folder."),
        w.assistant("ka-a8", "Noted."),
      ];
    },
    expected: [
      ["Invoice numbers restart at 1 every January, per legal entity.", "fact", "user"],
      [
        '`bin/kaocha --focus invoices.tax-test` failed with "expected: 19.99M; got: 20.00M" and passed after editing tax.clj: VAT is now rounded per line before summing, as the tax office expects.',
        "solution",
        "agent",
      ],
      ["The tests run with `bin/kaocha --focus invoices.tax-test` (it passed).", "code_context", "tool"],
      ["Credit notes always reference the invoice they correct.", "convention", "user"],
      ["The team stopped emailing PDFs to German customers after a few of them bounced for being too large.", "decision", "user"],
      ["When the agent touches tax code, add a test with a real invoice from the fixtures folder.", "convention", "user"],
    ],
    // Held out, it kept 1 of 6, right. Decision 0613 reads Kaocha's runs and values, what a kind always refers to, a kind
    // of code after "when you touch", PDFs the team stopped emailing, and some of them bouncing as a reason.
  },
  {
    // Written after decision 0613, its expected facts by hand before it was first run; held out until decision 0614.
    name: "written after the kaocha, always-references, touch-code and bounced rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "raco test tests/cart-test.rkt";
      return [
        w.user("rk-u1", "Bulk discount test fails. Wholesale accounts get 15% off orders over 100 units."),
        w.toolUse("rk-a1", "toolu_rk1", "Bash", { command, description: "Run the cart tests" }),
        w.toolResult(
          "rk-r1",
          "toolu_rk1",
          'raco test: "tests/cart-test.rkt"\n--------------------\ncart total applies the bulk discount\nFAILURE\nname:       check-equal?\nlocation:   tests/cart-test.rkt:12:2\nactual:     90\nexpected:   85\n--------------------\n1/4 test failures\n',
          true,
        ),
        w.toolUse("rk-a2", "toolu_rk2", "Edit", {
          file_path: `${project}/src/cart.rkt`,
          old_string: "(> (order-units o) 100)",
          new_string: "(>= (order-units o) 100)",
        }),
        w.toolResult("rk-r2", "toolu_rk2", `The file ${project}/src/cart.rkt has been updated.`),
        w.toolUse("rk-a3", "toolu_rk3", "Bash", { command, description: "Run the cart tests" }),
        w.toolResult("rk-r3", "toolu_rk3", 'raco test: "tests/cart-test.rkt"\n4 tests passed\n'),
        w.assistant("rk-a4", "An order of exactly 100 units now gets the bulk discount too."),
        w.user("rk-u2", "Order quantities are always whole units; we never sell fractions of a case."),
        w.assistant("rk-a5", "Good to know."),
        w.user("rk-u3", "We switched the price list from a Google Sheet to a table in Postgres once sales reps started overwriting each other's edits."),
        w.assistant("rk-a6", "Understood."),
        w.user("rk-u4", "grand"),
        w.assistant("rk-a7", "Anytime."),
        w.user("rk-u5", "Ask me before you delete any test, even a flaky one."),
        w.assistant("rk-a8", "Noted."),
      ];
    },
    expected: [
      ["Wholesale accounts get 15% off orders over 100 units.", "fact", "user"],
      [
        '`raco test tests/cart-test.rkt` failed with "expected: 85; got: 90" and passed after editing cart.rkt: an order of exactly 100 units now gets the bulk discount too.',
        "solution",
        "agent",
      ],
      ["The tests run with `raco test tests/cart-test.rkt` (it passed).", "code_context", "tool"],
      ["Order quantities are always whole units; the team never sells fractions of a case.", "convention", "user"],
      [
        "The team switched the price list from a Google Sheet to a table in Postgres once sales reps started overwriting each other's edits.",
        "decision",
        "user",
      ],
      ["User wants the agent to ask the user before the agent deletes any test, even a flaky one.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none right. The fix's hand label quoted RackUnit's fields as printed, where the house
    // quotes two values as "expected: …; got: …" (decision 0307), relabelled. Decision 0614 reads raco's runs and
    // RackUnit's values, whole units, a share off for a kind of customers, a move between named things said with their
    // articles, overwriting each other's work as a reason, and "before you …" in a request.
  },
  {
    // Written after decision 0614, its expected facts by hand before it was first run; held out until decision 0615.
    name: "written after the raco, whole-units, share-off and overwriting rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "swift test --filter FareTests";
      return [
        w.user("sw-u1", "Fare test fails. Child fares are half the adult fare, rounded up to the next 10 cents."),
        w.toolUse("sw-a1", "toolu_sw1", "Bash", { command, description: "Run the fare tests" }),
        w.toolResult(
          "sw-r1",
          "toolu_sw1",
          "Building for debugging...\n[3/3] Linking TransitPackageTests\nBuild complete! (2.31s)\nTest Suite 'Selected tests' started at 2026-12-07 18:40:02.113.\nTest Suite 'FareTests' started at 2026-12-07 18:40:02.114.\nTest Case '-[TransitTests.FareTests testChildFareRoundsUp]' started.\n/repo/Tests/TransitTests/FareTests.swift:18: error: -[TransitTests.FareTests testChildFareRoundsUp] : XCTAssertEqual failed: (\"1.2\") is not equal to (\"1.3\")\nTest Case '-[TransitTests.FareTests testChildFareRoundsUp]' failed (0.004 seconds).\nTest Suite 'FareTests' failed at 2026-12-07 18:40:02.119.\n\t Executed 5 tests, with 1 failure (0 unexpected) in 0.006 (0.006) seconds\n",
          true,
        ),
        w.toolUse("sw-a2", "toolu_sw2", "Edit", {
          file_path: `${project}/Sources/Transit/Fare.swift`,
          old_string: "(adult / 2).rounded(.toNearestOrAwayFromZero, scale: 1)",
          new_string: "(adult / 2).rounded(.up, scale: 1)",
        }),
        w.toolResult("sw-r2", "toolu_sw2", `The file ${project}/Sources/Transit/Fare.swift has been updated.`),
        w.toolUse("sw-a3", "toolu_sw3", "Bash", { command, description: "Run the fare tests" }),
        w.toolResult(
          "sw-r3",
          "toolu_sw3",
          "Building for debugging...\nBuild complete! (0.88s)\nTest Suite 'Selected tests' passed at 2026-12-07 18:41:10.402.\n\t Executed 5 tests, with 0 failures (0 unexpected) in 0.005 (0.005) seconds\n",
        ),
        w.assistant("sw-a4", "Child fares now round up to the next 10 cents instead of to the nearest."),
        w.user("sw-u2", "Transfers within 90 minutes of the first tap are free."),
        w.assistant("sw-a5", "Good to know."),
        w.user("sw-u3", "We replaced the paper day pass with a fare cap because riders kept losing the passes."),
        w.assistant("sw-a6", "Understood."),
        w.user("sw-u4", "lovely"),
        w.assistant("sw-a7", "Anytime."),
        w.user("sw-u5", "Keep fare rules in Fares.json, never in Swift code."),
        w.assistant("sw-a8", "Noted."),
      ];
    },
    expected: [
      ["Child fares are half the adult fare, rounded up to the next 10 cents.", "convention", "user"],
      [
        "`swift test --filter FareTests` failed with \"XCTAssertEqual failed: ('1.2') is not equal to ('1.3')\" and passed after editing Fare.swift: child fares now round up to the next 10 cents instead of to the nearest.",
        "solution",
        "agent",
      ],
      ["The tests run with `swift test --filter FareTests` (it passed).", "code_context", "tool"],
      ["Transfers within 90 minutes of the first tap are free.", "fact", "user"],
      ["The team replaced the paper day pass with a fare cap because riders kept losing the passes.", "decision", "user"],
      ["Keep fare rules in Fares.json, never in Swift code.", "convention", "user"],
    ],
    // Held out, it kept 4 of 6, all right. Decision 0615 reads how a kind of amounts is worked out from another and which
    // things of a kind are free.
  },
  {
    // Written after decision 0615, its expected facts by hand before it was first run; held out until decision 0616.
    name: "written after the derived-amount and free-when rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm vitest run src/lib/pricing";
      return [
        w.user("vp-u1", "Seat pricing test fails. The team tier includes five seats; every seat after that is 30 dollars a month."),
        w.toolUse("vp-a1", "toolu_vp1", "Bash", { command, description: "Run the pricing tests" }),
        w.toolResult(
          "vp-r1",
          "toolu_vp1",
          "\n RUN  v2.1.8 /repo\n\n ❯ src/lib/pricing/tiers.test.ts (4 tests | 1 failed) 12ms\n   × pricing tiers > charges the team tier per seat 8ms\n     → expected 480 to be 450 // Object.is equality\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/lib/pricing/tiers.test.ts > pricing tiers > charges the team tier per seat\nAssertionError: expected 480 to be 450 // Object.is equality\n\n- Expected\n+ Received\n\n- 450\n+ 480\n\n ❯ src/lib/pricing/tiers.test.ts:22:31\n\n Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)\n",
          true,
        ),
        w.toolUse("vp-a2", "toolu_vp2", "Edit", {
          file_path: `${project}/src/lib/pricing/tiers.ts`,
          old_string: "return seats * tier.seatPrice;",
          new_string: "return Math.max(0, seats - tier.includedSeats) * tier.seatPrice;",
        }),
        w.toolResult("vp-r2", "toolu_vp2", `The file ${project}/src/lib/pricing/tiers.ts has been updated.`),
        w.toolUse("vp-a3", "toolu_vp3", "Bash", { command, description: "Run the pricing tests" }),
        w.toolResult(
          "vp-r3",
          "toolu_vp3",
          "\n RUN  v2.1.8 /repo\n\n ✓ src/lib/pricing/tiers.test.ts (4 tests) 9ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)\n",
        ),
        w.assistant("vp-a4", "The team tier now charges only for seats beyond the five included ones."),
        w.user("vp-u2", "Annual plans are billed upfront and can't be refunded after 14 days."),
        w.assistant("vp-a5", "Good to know."),
        w.user("vp-u3", "We killed the free tier because it brought in mostly spam signups."),
        w.assistant("vp-a6", "Understood."),
        w.user("vp-u4", "ta much"),
        w.assistant("vp-a7", "Anytime."),
        w.user("vp-u5", "Don't mock the billing client in unit tests; use the in-memory fake in test/fakes."),
        w.assistant("vp-a8", "Noted."),
      ];
    },
    expected: [
      ["The team tier includes five seats; every seat after that is 30 dollars a month.", "fact", "user"],
      [
        '`pnpm vitest run src/lib/pricing` failed with "AssertionError: expected 480 to be 450 // Object.is equality" and passed after editing tiers.ts: the team tier now charges only for seats beyond the five included ones.',
        "solution",
        "agent",
      ],
      ["The tests run with `pnpm vitest run src/lib/pricing` (it passed).", "code_context", "tool"],
      ["Annual plans are billed upfront and can't be refunded after 14 days.", "fact", "user"],
      ["The team killed the free tier because it brought in mostly spam signups.", "decision", "user"],
      ["User does not want the agent to mock the billing client in unit tests; use the in-memory fake in test/fakes.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right once the hand label of the request (written as a convention, "Don't mock …") was
    // relabelled as the house keeps "Don't …" said to the agent, a preference. Decision 0616 reads Vitest's own lines,
    // what a tier includes, when a kind is billed, and a tier killed.
  },
  {
    // Written after decision 0616, its expected facts by hand before it was first run; held out until decision 0617.
    name: "written after the vitest-lines, plan-includes, billed-when and killed-tier rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go test ./internal/shipping/...";
      return [
        w.user("tf-u1", "Zone test fails. Shipping zones are keyed by the first three digits of the ZIP code."),
        w.toolUse("tf-a1", "toolu_tf1", "Bash", { command, description: "Run the shipping tests" }),
        w.toolResult(
          "tf-r1",
          "toolu_tf1",
          '--- FAIL: TestZoneFor (0.00s)\n    --- FAIL: TestZoneFor/alaska (0.00s)\n        zones_test.go:31: \n            \tError Trace:\t/repo/internal/shipping/zones_test.go:31\n            \tError:      \tNot equal: \n            \t            \texpected: "remote"\n            \t            \tactual  : "contiguous"\n            \tTest:       \tTestZoneFor/alaska\nFAIL\nFAIL\texample.com/shop/internal/shipping\t0.011s\nFAIL\n',
          true,
        ),
        w.toolUse("tf-a2", "toolu_tf2", "Edit", {
          file_path: `${project}/internal/shipping/zones.go`,
          old_string: 'case "HI":',
          new_string: 'case "HI", "AK":',
        }),
        w.toolResult("tf-r2", "toolu_tf2", `The file ${project}/internal/shipping/zones.go has been updated.`),
        w.toolUse("tf-a3", "toolu_tf3", "Bash", { command, description: "Run the shipping tests" }),
        w.toolResult("tf-r3", "toolu_tf3", "ok  \texample.com/shop/internal/shipping\t0.010s\n"),
        w.assistant("tf-a4", "Alaska and Hawaii now map to the remote zone instead of falling through to contiguous."),
        w.user("tf-u2", "Orders placed after 2 pm ship the next business day."),
        w.assistant("tf-a5", "Good to know."),
        w.user("tf-u3", "We moved label printing from ShipStation to EasyPost's API since ShipStation kept timing out at peak."),
        w.assistant("tf-a6", "Understood."),
        w.user("tf-u4", "sweet"),
        w.assistant("tf-a7", "Anytime."),
        w.user("tf-u5", "Please always run go vet before committing."),
        w.assistant("tf-a8", "Noted."),
      ];
    },
    expected: [
      ["Shipping zones are keyed by the first three digits of the ZIP code.", "fact", "user"],
      [
        "`go test ./internal/shipping/...` failed with \"expected: 'remote'; got: 'contiguous'\" and passed after editing zones.go: Alaska and Hawaii now map to the remote zone instead of falling through to contiguous.",
        "solution",
        "agent",
      ],
      ["The tests run with `go test ./internal/shipping/...` (it passed).", "code_context", "tool"],
      ["Orders placed after 2 pm ship the next business day.", "fact", "user"],
      ["The team moved label printing from ShipStation to EasyPost's API since ShipStation kept timing out at peak.", "decision", "user"],
      ["Always run go vet before committing.", "convention", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, with a fix quoting testify's trace line. Decision 0617 reads testify's values,
    // names joined by "and" opening the agent's sentence, what a kind is keyed by, and when a kind goes out by its cut-off.
  },
  {
    // Written after decision 0617, its expected facts by hand before it was first run; held out until decision 0618.
    name: "written after the testify, joined-names, keyed-by and cut-off rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "uv run pytest tests/test_rates.py -q";
      return [
        w.user("lf-u1", "Late fee test fails. Late fees accrue daily at 0.1% of the outstanding balance."),
        w.toolUse("lf-a1", "toolu_lf1", "Bash", { command, description: "Run the rate tests" }),
        w.toolResult(
          "lf-r1",
          "toolu_lf1",
          "F...                                                                     [100%]\n=================================== FAILURES ===================================\n___________________________ test_late_fee_is_capped ____________________________\n\n    def test_late_fee_is_capped():\n>       assert late_fee(balance=10_000, days=90) == 2500\nE       assert 3000 == 2500\nE        +  where 3000 = late_fee(balance=10000, days=90)\n\ntests/test_rates.py:14: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_rates.py::test_late_fee_is_capped - assert 3000 == 2500\n1 failed, 3 passed in 0.05s\n",
          true,
        ),
        w.toolUse("lf-a2", "toolu_lf2", "Edit", {
          file_path: `${project}/src/billing/rates.py`,
          old_string: "return fee",
          new_string: "return min(fee, balance // 4)",
        }),
        w.toolResult("lf-r2", "toolu_lf2", `The file ${project}/src/billing/rates.py has been updated.`),
        w.toolUse("lf-a3", "toolu_lf3", "Bash", { command, description: "Run the rate tests" }),
        w.toolResult("lf-r3", "toolu_lf3", "....                                                                     [100%]\n4 passed in 0.04s\n"),
        w.assistant("lf-a4", "Late fees are now capped at a quarter of the outstanding balance."),
        w.user("lf-u2", "Statements are generated on the first business day of each month."),
        w.assistant("lf-a5", "Good to know."),
        w.user("lf-u3", "We stopped charging late fees to nonprofits after two of them complained to the state regulator."),
        w.assistant("lf-a6", "Understood."),
        w.user("lf-u4", "nice work"),
        w.assistant("lf-a7", "Anytime."),
        w.user("lf-u5", "I'd like type hints on every new function."),
        w.assistant("lf-a8", "Noted."),
      ];
    },
    expected: [
      ["Late fees accrue daily at 0.1% of the outstanding balance.", "fact", "user"],
      [
        '`uv run pytest tests/test_rates.py -q` failed with "assert 3000 == 2500" and passed after editing rates.py: late fees are now capped at a quarter of the outstanding balance.',
        "solution",
        "agent",
      ],
      ["The tests run with `uv run pytest tests/test_rates.py -q` (it passed).", "code_context", "tool"],
      ["Statements are generated on the first business day of each month.", "fact", "user"],
      ["The team stopped charging late fees to nonprofits after two of them complained to the state regulator.", "decision", "user"],
      ["User would like type hints on every new function.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right. Decision 0618 reads the rate a kind of money accrues at, the fees the team
    // stopped charging, and complaints of the product's people as a reason.
  },
];
