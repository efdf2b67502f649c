import { echoReadChars } from "./echoed-text.js";

/**
 * The lines of a test or build run's output that name a test, count results or draw the runner's frame, never what
 * went wrong: a fix quotes none of them (error-line.ts). Each runner's lines are told by the decision that read them.
 */

/**
 * The lines of a failed run's output, within what is read for repeats (`echoReadChars`), that name a test or count
 * (`namesTestOrCount`), trimmed: what a fix that made the run pass vouches for (decision 0548).
 */
export function testNamesOf(output: string): string[] {
  return output
    .slice(0, echoReadChars)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && namesTestOrCount(line));
}

/** Whether `text`, a trimmed line of a run's output, names a test or counts or draws, rather than saying what failed. */
export function namesTestOrCount(text: string): boolean {
  return (
    /^Exit code \d+$/.test(text) ||
    /^(?:---\s*)?FAIL\b/.test(text) ||
    // unittest's "ERROR: test_x (module.Class)" names a test too (decision 0295), and so do cargo's "test x ... FAILED"
    // and its summary "test result: FAILED. 3 passed; 1 failed" (decision 0303).
    /^(?:ERROR|FAIL):\s+test\w*\s+\(/.test(text) ||
    /^test [\w:]+ \.\.\. FAILED$/.test(text) ||
    /^test result: FAILED\b/.test(text) ||
    // `deno test` names a test with "parses dates with a timezone offset ... FAILED (3ms)" and counts with "FAILED |
    // 1 passed | 1 failed (12ms)" (decision 0325).
    /^\S[^\n]{0,300} \.\.\. FAILED \(\d{1,7}(?:\.\d{1,3})?m?s\)$/.test(text) ||
    /^(?:ok|FAILED) \| \d{1,9} passed\b/.test(text) ||
    // Hspec names a failed example with "parses minutes FAILED [1]", its number in brackets (decision 0428).
    /^\S[^\n]{0,300} FAILED \[\d{1,5}\]$/.test(text) ||
    // Gradle's "CouponServiceTest > appliesLowercaseCode() FAILED" names a test as well (decision 0305), and so
    // does Pest's and Collision's "FAILED  Tests\Feature\ResetTest > reset link is sent once" (decision 0313).
    /^[\w.$]{1,200} > [^>]{1,200} FAILED$/.test(text) ||
    /^FAILED\s+[\w\\.:$]{1,200} > \S/.test(text) ||
    // RSpec's "Failure/Error:" line quotes the code that failed; the expectation is on the lines after it (decision 0287).
    /^Failure\/Error:/.test(text) ||
    // RSpec, Mocha and ExUnit number each failed example, "1) Invoice#total_cents sums the line items", minitest each
    // failure ("1) Failure:"), and Jest marks one with "● Invoice › sums the line items": each names a test (decision 0548).
    /^\d{1,4}\) \S/.test(text) ||
    /^● \S/.test(text) ||
    // elm-test names a test with "✗ pads the cents to two digits" under its suites' "↓ PriceTest" and ends with "TEST RUN
    // FAILED"; `bun test` names one with "✗ cart > applies a coupon code [1.20ms]" (decision 0549). lychee's "✗ [404] …"
    // is its finding.
    /^✗ (?!\[)\S/.test(text) ||
    /^↓ \S/.test(text) ||
    /^TEST RUN (?:FAILED|PASSED|INCOMPLETE)\b/.test(text) ||
    // AVA names a test with "✘ [fail]: slugify › strips accents" and counts with "1 test failed" (decision 0551).
    /^✘ \[(?:fail|failed)\]: \S/.test(text) ||
    /^\d{1,9} (?:tests?|known failures?|uncaught exceptions?) (?:failed|passed)$/.test(text) ||
    // Gradle names the task that failed, "> Task :app:test FAILED", and sums up with "FAILURE: Build failed with an
    // exception." and "BUILD FAILED in 6s"; the assertion under the test's line is what went wrong (decision 0555).
    /^> Task :[\w:.-]{1,200}(?: (?:FAILED|UP-TO-DATE|NO-SOURCE|SKIPPED|FROM-CACHE))?$/.test(text) ||
    /^FAILURE: Build failed with an exception\.$/.test(text) ||
    /^BUILD FAILED in \d/.test(text) ||
    // Jest's summary counts with "Tests:       1 failed, 7 passed, 8 total", "Test Suites: …" and "Snapshots: …"; the
    // expected and received values above it are what went wrong (decision 0561).
    /^(?:Tests|Test Suites|Snapshots):\s{1,12}\d{1,9} (?:failed|passed|skipped|todo|total|obsolete|written|updated)\b/.test(text) ||
    // Vitest names a file with its count, "❯ src/lib/pricing/tiers.test.ts (4 tests | 1 failed) 12ms", a test with "×
    // pricing tiers > charges the team tier per seat 8ms", heads its failures with "⎯⎯⎯ Failed Tests 1 ⎯⎯⎯" and counts with
    // "Test Files  1 failed (1)" and "Tests  1 failed | 3 passed (4)"; the assertion under its "FAIL" line is what went
    // wrong (decision 0616).
    /^[❯✓×↓] \S{1,300} \(\d{1,6} tests?(?: \| \d{1,6} (?:failed|skipped|passed|todo))*\)(?: \d{1,7}(?:\.\d{1,3})?m?s)?$/.test(text) ||
    /^× \S/.test(text) ||
    /^⎯{2,100} Failed Tests? \d{1,6} ⎯{2,100}$/.test(text) ||
    /^(?:Test Files|Tests)\s{1,12}\d{1,9} (?:failed|passed|skipped)\b/.test(text) ||
    // Nx ends a run with "NX   Running target test for project api failed" (or "Successfully ran target …", "Ran target
    // … for 3 projects") and lists "Failed tasks:", naming targets and projects; what the runner under it printed is what
    // went wrong (decision 0583).
    /^NX\s{1,8}(?:Running targets? \S{1,100} for (?:project|\d{1,6} projects?)\b|Successfully ran targets? |Ran targets? )/.test(text) ||
    /^Failed tasks:$/.test(text) ||
    // turbo and pnpm name the task or package that failed and count: "ERROR  run failed: command  exited (1)", "Failed:
    // @acme/api#test", "Tasks:    0 successful, 1 total", pnpm's "ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @acme/api@0.0.0 test: …"
    // and "Exit status 1"; what the runner printed above them is what went wrong (decision 0588).
    /^ERROR\s{1,4}run failed: command\s{1,4}(?:\S{1,100}\s{1,4})?exited \(\d{1,3}\)$/.test(text) ||
    /^Failed:\s{1,8}\S{1,200}#\S{1,100}$/.test(text) ||
    /^Tasks:\s{1,8}\d{1,6} successful, \d{1,6} total$/.test(text) ||
    /^ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL\b/.test(text) ||
    /^Exit status \d{1,3}$/.test(text) ||
    // Bazel names each test target with its status, "//ledger:ledger_test   FAILED in 0.1s", and counts with "Executed 1
    // out of 1 test: 1 fails locally."; the test's own output, under "Test output for …", is what went wrong (decision
    // 0600).
    /^\/\/[\w/.-]{0,200}:[\w.+-]{1,200}\s{1,200}(?:FAILED|PASSED|FLAKY|NO STATUS)\b/.test(text) ||
    /^Executed \d{1,9} out of \d{1,9} tests?:/.test(text) ||
    // Foundry counts with "Suite result: FAILED. 1 passed; 1 failed; …", "Ran 1 test suite in 5.12ms …: 1 tests passed, 1
    // failed …" and "Encountered 1 failing test in test/Vault.t.sol:VaultTest"; the reason in a test's "[FAIL: …]" is
    // what went wrong (decision 0565).
    /^Suite result: (?:FAILED|ok)\. \d/.test(text) ||
    /^Ran \d{1,9} (?:tests? for|test suites? in) \S/.test(text) ||
    /^Encountered (?:a total of )?\d{1,9} failing tests?\b/.test(text) ||
    // RSpec's summary "1 example, 1 failure" counts the failures and names none (decision 0307).
    /^\d+ examples?, \d+ failures?\b/.test(text) ||
    // RSpec's and Crystal's spec runner head their list of the examples that failed with "Failed examples:", each named
    // with the command that reruns it, "crystal spec spec/money_spec.cr:14 # Money#format …" (decision 0335).
    /^Failed examples:$/.test(text) ||
    /^(?:(?:bundle exec |bin\/)?rspec|crystal spec) \S{1,200}:\d{1,6} # /.test(text) ||
    // Maven's "[ERROR] Tests run: 3, Failures: 1, …", "[ERROR] Failures:" and "[ERROR] a.b.Test.method -- Time
    // elapsed: 0.03 s <<< FAILURE!" count and name tests; the assertion follows them (decision 0312).
    /^\[ERROR\]\s+(?:Tests run:|Failures:|Errors:|Failed tests:)/.test(text) ||
    /^\[ERROR\] [\w.$#]{1,300} -- Time elapsed: [\d.]+ s <<< (?:FAILURE|ERROR)!$/.test(text) ||
    // `dotnet test` names a test with "Failed Shop.Tests.OrderTests.AppliesTax [12 ms]", heads its message "Error
    // Message:" and counts with "Failed!  - Failed: 1, Passed: 23, …"; the message is under the heading (decision 0316).
    /^Failed [^\s[][^[]{0,300} \[(?:[\d.]{1,12} ?(?:ms|s|m|min)|< 1 ms)\]$/.test(text) ||
    /^Error Message:$/.test(text) ||
    /^(?:Failed|Passed)!\s+-\s+Failed:\s+\d/.test(text) ||
    // `dart test` and `flutter test` name a test or count with "00:01 +2 -1: formats cents [E]" and "00:01 +2 -1:
    // Some tests failed.", and explain their Expected / Actual pair with "Which: is different. … is missing '0'."; the
    // pair is what went wrong (decision 0320).
    /^\d{1,3}:\d{2} \+\d{1,6}(?: ~\d{1,6})?(?: -\d{1,6})?: /.test(text) ||
    /^Which: /.test(text) ||
    // XCTest names a test or a suite with "Test Case 'TaxTests.testRoundsHalfUp' failed (0.004 seconds)" and counts
    // with "Executed 3 tests, with 1 failure (0 unexpected) in …" (decision 0321).
    /^Test (?:Case|Suite) '[^']{1,300}' (?:started|passed|failed)\b/.test(text) ||
    /^Executed \d{1,9} tests?, with \d{1,9} failures?\b/.test(text) ||
    // GoogleTest marks a test's end with "[  FAILED  ] CsvParser.SplitsQuotedFields (0 ms)", and CTest names a test with
    // "1/2 Test #1: parser_test ....***Failed 0.02 sec" and "1 - parser_test (Failed)" and counts with "50% tests
    // passed, 1 tests failed out of 2" and "Errors while running CTest" (decision 0327).
    /^\[ {0,2}(?:FAILED|PASSED|RUN|OK) {0,6}\]/.test(text) ||
    /^\d{1,6}\/\d{1,6} Test +#\d{1,6}: /.test(text) ||
    /^\d{1,6} - [\w.:/-]{1,200} \((?:Failed|Not Run|Timeout|SEGFAULT|Subprocess aborted)\)$/.test(text) ||
    /^\d{1,3}% tests passed, \d{1,9} tests? failed out of \d{1,9}$/.test(text) ||
    /^(?:The following tests FAILED:|Errors while running CTest)$/.test(text) ||
    // clojure.test names a test with "FAIL in (rounds-half-up) (price_test.clj:12)" or "ERROR in (…)" and counts with
    // "1 failures, 0 errors.", and Leiningen ends with "Tests failed."; the expected / actual pair is what went wrong
    // (decision 0328).
    /^(?:FAIL|ERROR) in \(/.test(text) ||
    /^\d{1,9} failures?, \d{1,9} errors?\.?$/.test(text) ||
    /^Tests failed\.$/.test(text) ||
    // Zig's build prints its steps as a tree ("└─ run test 2/3 passed, 1 failed"), a "Build Summary: …" and "test
    // transitive failure"; they name steps, not what went wrong (decision 0329).
    /^[└├│┌]/.test(text) ||
    // Alcotest counts with "1 failure! in 0.001s. 2 tests run." and names a test with "[FAIL]  format  1  negative
    // amounts."; its Expected / Received pair is what went wrong (decision 0331).
    /^\d{1,9} failures?! in [\d.]{1,12}s\. \d{1,9} tests? run\.$/.test(text) ||
    /^\[(?:FAIL|OK|SKIP)\] /.test(text) ||
    // busted counts with "3 successes / 1 failure / 0 errors / 0 pending : 0.012 seconds" and names a test with
    // "Failure → spec/slug_spec.lua @ 12"; its message at a place is what went wrong (decision 0332).
    /^\d{1,9} successe?s? \/ \d{1,9} failures? \/ \d{1,9} errors? \//.test(text) ||
    /^(?:Failure|Error) → /.test(text) ||
    // testthat counts with "[ FAIL 1 | WARN 0 | SKIP 0 | PASS 3 ]" (decision 0333).
    /^\[ FAIL \d{1,9} \| WARN \d{1,9} \|/.test(text) ||
    // prove names a test with "#   Failed test 'strips accents'" and counts with "# Looks like you failed 1 test of 3.",
    // "t/slugify.t ....... Dubious, test returned 1 (wstat 256, 0x100)", "Failed 1/3 subtests", "t/slugify.t (Wstat:
    // 256 (exited 1) Tests: 3 Failed: 1)" and "Failed test:  2"; Test::More's got / expected pair is what went wrong
    // (decision 0334).
    /^#\s{1,8}Failed (?:\(TODO\) )?test\b/.test(text) ||
    /^# Looks like you (?:failed|planned)\b/.test(text) ||
    /^\S{1,200} \.{2,} ?Dubious, test returned \d/.test(text) ||
    /^Failed \d{1,9}\/\d{1,9} subtests?\b/.test(text) ||
    /^\S{1,200}\s{1,40}\(Wstat: \d{1,9}\b/.test(text) ||
    /^Failed tests?:\s{1,8}\d/.test(text) ||
    // Julia's Test names a test with "slugify: Test Failed at /repo/test/runtests.jl:9" or "Error During Test at …" and
    // counts with "Test Summary: | Pass  Fail  Total  Time" and "ERROR: LoadError: Some tests did not pass: 2 passed, 1
    // failed, …"; its Expression / Evaluated pair is what went wrong (decision 0338).
    /^[^:]{1,200}: (?:Test Failed|Error During Test) at \S/.test(text) ||
    /^Test Summary:\s{0,8}\|/.test(text) ||
    /^ERROR: LoadError: Some tests did not pass\b/.test(text) ||
    // rebar3 ends a failed run with "===> Error running tests"; EUnit's expected / got pair is what went wrong (decision
    // 0339).
    /^===> Error running tests$/.test(text) ||
    // PHPUnit heads its failures with "There was 1 failure:" and counts with "Tests: 3, Assertions: 3, Failures: 1.";
    // Composer adds "Script phpunit handling the test event returned with error code 1" (decision 0340).
    /^There (?:was|were) \d{1,9} (?:failures?|errors?|warnings?|risky tests?|incomplete tests?|skipped tests?):$/.test(text) ||
    /^Script \S{1,200} handling the [\w-]{1,60} event returned with error code \d{1,4}$/.test(text) ||
    // make echoes the compiler's command line, "cc -Wall -Werror -o tests/test_slug …": its "-Werror" is a flag, not
    // what went wrong (decision 0341).
    /^(?:cc|gcc|g\+\+|c\+\+|clang|clang\+\+)\s+-/.test(text) ||
    // gotestsum marks a package with "✖  internal/config (12ms)", heads its sections "=== Failed" and "=== Errors", names
    // a test with "=== FAIL: internal/config TestParseDuration (0.00s)" and counts with "DONE 4 tests, 1 failure in
    // 0.412s"; the message at a place below them is what went wrong (decision 0344).
    /^[✖✓∅]\s/.test(text) ||
    /^=== (?:Failed|Errors|Skipped)$/.test(text) ||
    /^=== (?:FAIL|SKIP|RUN|PAUSE|CONT|NAME):? /.test(text) ||
    /^DONE \d{1,9} (?:tests?|runs?)\b/.test(text) ||
    // TAP names a test with "ok 1 backup refuses a missing source" or "not ok 2 backup copies a path with spaces"; bats adds where it failed, "# (from
    // function `assert_success' in file …, line 42," and "#  in test file test/backup.bats, line 14)", bats-assert's
    // helper that failed, "#   `assert_success' failed", and the heading of what it found, "# -- command failed --"
    // (decision 0345). The output or the expected / actual pair below them is what went wrong.
    /^(?:not )?ok \d{1,9}\b/.test(text) ||
    /^#\s{1,4}\(?(?:from function \x60|in test file )/.test(text) ||
    /^(?:#\s{1,4})?\x60(?:assert|refute)\w{0,40}' failed$/.test(text) ||
    /^#\s{0,4}--(?: [\w ,:'-]{1,80} --)?$/.test(text) ||
    // `meson test` names a test with "1/2 slug_test        FAIL            0.01s   exit status 1", echoes the command it
    // ran after ">>> ", and counts with "Ok:  1", "Unexpected Pass:  0" … and "Full log written to …"; the test's own
    // stderr below "stderr:" is what went wrong (decision 0346).
    /^\d{1,6}\/\d{1,6} \S{1,200}\s{1,60}(?:OK|FAIL|SKIP|TIMEOUT|ERROR|EXPECTEDFAIL|UNEXPECTEDPASS)\b/.test(text) ||
    /^>>> /.test(text) ||
    /^(?:Ok|Expected Fail|Fail|Unexpected Pass|Skipped|Timeout):\s{1,40}\d{1,9}$/.test(text) ||
    /^Full log written to /.test(text) ||
    // Pants names a target with "✓ src/python/app/util_test.py:tests succeeded in 0.52s." or "✕ … failed in 0.81s." and a
    // step with "16:03:12.34 [ERROR] Completed: Run Pytest - … - failed (exit code 1)."; the runner's own output is
    // what went wrong (decision 0348).
    /^[✓✕] \S{1,300} (?:succeeded|failed)\b/.test(text) ||
    /^(?:\d{2}:\d{2}:\d{2}(?:\.\d{1,3})? )?\[(?:ERROR|WARN|INFO)\] Completed: /.test(text) ||
    // Ansible counts with "instance : ok=2 changed=0 unreachable=0 failed=1 …", prints a failed task's result as data
    // after "fatal: [instance]: FAILED! =>" (its "msg" is read apart), and Molecule ends with "CRITICAL Ansible
    // return code was 2, …" and "WARNING An error occurred during the test sequence action: 'verify'. …"; the failed
    // task's message is what went wrong (decision 0350).
    /^\S{1,200}\s{1,40}: ok=\d{1,9}\s{1,8}changed=\d/.test(text) ||
    /^fatal: \[[^\]]{1,200}\]: FAILED! => /.test(text) ||
    /^(?:CRITICAL|WARNING|ERROR)\s{1,8}(?:Ansible return code was|An error occurred during the test sequence)\b/.test(text) ||
    /^Build Summary: /.test(text) ||
    /^[\w-]{1,60} transitive failure$/.test(text)
  );
}
