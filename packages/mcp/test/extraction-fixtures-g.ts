import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part g of seven in the order they were written (extraction-transcripts.ts);
 * a new one goes at the end, and the last is the held-out one.
 */
export const fixturesG: readonly WrittenFixture[] = [
  {
    // Written after decision 0334, its expected facts by hand before it was first run; held out until decision 0335.
    name: "written after the prove, kind-layout, kind-record and run-past rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "crystal spec spec/money_spec.cr";
      return [
        w.user("cr-u1", "Negative amounts render as $-12.34 instead of -$12.34. Money is always stored as Int64 cents, never Float64."),
        w.toolUse("cr-a1", "toolu_cr1", "Bash", { command, description: "Run the money specs" }),
        w.toolResult(
          "cr-r1",
          "toolu_cr1",
          'F..\n\nFailures:\n\n  1) Money#format formats negative amounts with a minus sign\n     Failure/Error: Money.new(-1234).format.should eq "-$12.34"\n\n       Expected: "-$12.34"\n            got: "$-12.34"\n\n     # spec/money_spec.cr:15\n\nFinished in 1.23 milliseconds\n3 examples, 1 failures, 0 errors, 0 pending\n\nFailed examples:\n\ncrystal spec spec/money_spec.cr:14 # Money#format formats negative amounts with a minus sign',
          true,
        ),
        w.toolUse("cr-a2", "toolu_cr2", "Edit", {
          file_path: `${project}/src/money.cr`,
          old_string: '"#{symbol}#{sign}#{units}"',
          new_string: '"#{sign}#{symbol}#{units}"',
        }),
        w.toolResult("cr-r2", "toolu_cr2", `The file ${project}/src/money.cr has been updated.`),
        w.toolUse("cr-a3", "toolu_cr3", "Bash", { command, description: "Run the money specs" }),
        w.toolResult("cr-r3", "toolu_cr3", "...\n\nFinished in 1.05 milliseconds\n3 examples, 0 failures, 0 errors, 0 pending"),
        w.assistant("cr-a4", "format put the sign after the currency symbol; it now writes the minus sign first."),
        w.user("cr-u2", "Don't add shards without asking; the binary has to stay small enough for the embedded box."),
        w.assistant("cr-a5", "Understood."),
        w.user("cr-u3", "Kenji owns the payments integration, so anything touching Stripe goes through him."),
        w.assistant("cr-a6", "Noted."),
        w.user("cr-u4", "Can you rename the variable amt to amount while you're there?"),
        w.assistant("cr-a7", "Renamed."),
        w.user("cr-u5", "I prefer early returns over nested ifs."),
        w.assistant("cr-a8", "Got it."),
      ];
    },
    expected: [
      ["Money is always stored as Int64 cents, never Float64.", "convention", "user"],
      [
        "`crystal spec spec/money_spec.cr` failed with \"Expected: '-$12.34'; got: '$-12.34'\" and passed after editing money.cr: format put the sign after the currency symbol; it now writes the minus sign first.",
        "solution",
        "agent",
      ],
      ["The tests run with `crystal spec spec/money_spec.cr` (it passed).", "code_context", "tool"],
      // Labelled a convention by hand at first; relabelled in decision 0335 as three earlier fixtures label "don't add …
      // without asking": the person's wish.
      ["User does not want the agent to add shards without asking; the binary has to stay small enough for the embedded box.", "preference", "user"],
      ["Kenji owns the payments integration, so anything touching Stripe goes through him.", "fact", "user"],
      ["User prefers early returns over nested ifs.", "preference", "user"],
    ],
    // Held out, it kept 4, 3 right (see decision 0335); decision 0335 reads `crystal spec` and the list of failed
    // examples, which names tests.
  },
  {
    // Written after decision 0335, its expected facts by hand before it was first run; held out until decision 0336.
    name: "written after the crystal-spec and failed-examples rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "gleam test";
      return [
        w.user("gl-u1", "Slugs come out with capital letters. Anything user-facing goes through the i18n module, no hard-coded strings."),
        w.toolUse("gl-a1", "toolu_gl1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "gl-r1",
          "toolu_gl1",
          '   Compiled in 0.41s\n    Running slug_test.main\nF.\nFailures:\n\n  1) slug_test.lowercase_test: module \'slug_test\'\n     Values were not equal\n     expected: "hello-world"\n          got: "Hello-World"\n     output:\n\nFinished in 0.012 seconds\n2 tests, 1 failures',
          true,
        ),
        w.toolUse("gl-a2", "toolu_gl2", "Edit", {
          file_path: `${project}/src/slug.gleam`,
          old_string: 'text |> string.replace(" ", "-")',
          new_string: 'text |> string.lowercase |> string.replace(" ", "-")',
        }),
        w.toolResult("gl-r2", "toolu_gl2", `The file ${project}/src/slug.gleam has been updated.`),
        w.toolUse("gl-a3", "toolu_gl3", "Bash", { command, description: "Run the tests" }),
        w.toolResult("gl-r3", "toolu_gl3", "   Compiled in 0.38s\n    Running slug_test.main\n..\nFinished in 0.010 seconds\n2 tests, 0 failures"),
        w.assistant("gl-a4", "slugify never lowercased its input; it now calls string.lowercase before replacing spaces."),
        w.user("gl-u2", "Ravi is on call this week, so if prod breaks, page him first."),
        w.assistant("gl-a5", "Okay."),
        w.user("gl-u3", "The public API is frozen until the 2.0 release; add new functions instead of changing old ones."),
        w.assistant("gl-a6", "Understood."),
        w.user("gl-u4", "We target the Erlang runtime only, never JavaScript."),
        w.assistant("gl-a7", "Noted."),
        w.user("gl-u5", "I'd rather you ask before deleting any test."),
        w.assistant("gl-a8", "Will do."),
      ];
    },
    expected: [
      ["Anything user-facing goes through the i18n module, no hard-coded strings.", "convention", "user"],
      [
        "`gleam test` failed with \"expected: 'hello-world'; got: 'Hello-World'\" and passed after editing slug.gleam: slugify never lowercased its input; it now calls string.lowercase before replacing spaces.",
        "solution",
        "agent",
      ],
      ["The tests run with `gleam test` (it passed).", "code_context", "tool"],
      ["The public API is frozen until the 2.0 release; add new functions instead of changing old ones.", "convention", "user"],
      ["The team targets the Erlang runtime only, never JavaScript.", "convention", "user"],
      ["User would rather the agent ask before deleting any test.", "preference", "user"],
    ],
    // Held out, it kept 1, right (see decision 0336); decision 0336 reads `gleam`, the one way a kind of work is done,
    // a freeze until a version, and the team's one choice.
  },
  {
    // Written after decision 0336, its expected facts by hand before it was first run; held out until decision 0337.
    name: "written after the gleam, routed-through, lasting-until and team-only rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "nimble test";
      return [
        w.user("ni-u1", "Slugs for German titles still have umlauts. Public procs in src/ need a doc comment with a runnable example."),
        w.toolUse("ni-a1", "toolu_ni1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "ni-r1",
          "toolu_ni1",
          '  Executing task test in /repo/slug.nimble\n\n[Suite] slugify\n  [OK] keeps digits\n    /repo/tests/test_slug.nim(12, 27): Check failed: slugify("Ünïcode Straße") == "unicode-strasse"\n    slugify("Ünïcode Straße") was ünïcode-straße\n  [FAILED] transliterates accents\n    Error: Execution failed with exit code 1',
          true,
        ),
        w.toolUse("ni-a2", "toolu_ni2", "Edit", {
          file_path: `${project}/src/slug.nim`,
          old_string: "result = s.toLowerAscii",
          new_string: "result = unidecode(s).toLowerAscii",
        }),
        w.toolResult("ni-r2", "toolu_ni2", `The file ${project}/src/slug.nim has been updated.`),
        w.toolUse("ni-a3", "toolu_ni3", "Bash", { command, description: "Run the tests" }),
        w.toolResult("ni-r3", "toolu_ni3", "  Executing task test in /repo/slug.nimble\n\n[Suite] slugify\n  [OK] keeps digits\n  [OK] transliterates accents"),
        w.assistant("ni-a4", "slugify kept non-ASCII letters; it now transliterates them with unidecode before lowercasing."),
        w.user("ni-u2", "Avoid exceptions for control flow; return an Option or a Result instead."),
        w.assistant("ni-a5", "Understood."),
        w.user("ni-u3", "Marta did the original port from Python, so she decides how the API looks."),
        w.assistant("ni-a6", "Noted."),
        w.user("ni-u4", "Can you also bump the version in the nimble file?"),
        w.assistant("ni-a7", "Bumped to 0.4.1."),
        w.user("ni-u5", "Releases are cut from the stable branch, never from devel."),
        w.assistant("ni-a8", "Got it."),
      ];
    },
    expected: [
      ["Public procs in src/ need a doc comment with a runnable example.", "convention", "user"],
      [
        "`nimble test` failed with \"Check failed: slugify('Ünïcode Straße') == 'unicode-strasse'\" and passed after editing slug.nim: slugify kept non-ASCII letters; it now transliterates them with unidecode before lowercasing.",
        "solution",
        "agent",
      ],
      ["The tests run with `nimble test` (it passed).", "code_context", "tool"],
      ["Avoid exceptions for control flow; return an Option or a Result instead.", "convention", "user"],
      ["Marta did the original port from Python, so she decides how the API looks.", "fact", "user"],
      ["Releases are cut from the stable branch, never from devel.", "convention", "user"],
    ],
    // Held out, it kept 2, both right (see decision 0337); decision 0337 reads `nimble` and Nim's failed check, how
    // every thing of a kind is handled by the one choice it states, and who decides by a pronoun.
  },
  {
    // Written after decision 0337, its expected facts by hand before it was first run; held out until decision 0338.
    name: "written after the nimble, kind-choice and pronoun-decider rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "julia --project=. test/runtests.jl";
      return [
        w.user("jl-u1", "slugify leaves double dashes when the title has underscores. Exported functions get a docstring with a jldoctest block."),
        w.toolUse("jl-a1", "toolu_jl1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "jl-r1",
          "toolu_jl1",
          'slugify: Test Failed at /repo/test/runtests.jl:9\n  Expression: slugify("a_ b") == "a-b"\n   Evaluated: "a--b" == "a-b"\n\nStacktrace:\n [1] macro expansion\n   @ /repo/test/runtests.jl:9 [inlined]\nTest Summary: | Pass  Fail  Total  Time\nslugify       |    2     1      3  0.4s\nERROR: LoadError: Some tests did not pass: 2 passed, 1 failed, 0 errored, 0 broken.',
          true,
        ),
        w.toolUse("jl-a2", "toolu_jl2", "Edit", {
          file_path: `${project}/src/Slug.jl`,
          old_string: 'replace(s, r"[ _]" => "-")',
          new_string: 'replace(s, r"[ _]+" => "-")',
        }),
        w.toolResult("jl-r2", "toolu_jl2", `The file ${project}/src/Slug.jl has been updated.`),
        w.toolUse("jl-a3", "toolu_jl3", "Bash", { command, description: "Run the tests" }),
        w.toolResult("jl-r3", "toolu_jl3", "Test Summary: | Pass  Total  Time\nslugify       |    3      3  0.3s"),
        w.assistant(
          "jl-a4",
          "slugify replaced each separator on its own, so an underscore next to a space became two dashes; it now collapses runs of separators into one dash.",
        ),
        w.user("jl-u2", "Type piracy is not allowed in this package; define methods only on our own types."),
        w.assistant("jl-a5", "Understood."),
        w.user("jl-u3", "Questions about the CSV reader go to Lena, she wrote it."),
        w.assistant("jl-a6", "Noted."),
        w.user("jl-u4", "What does the @inbounds macro do again?"),
        w.assistant("jl-a7", "It turns off bounds checking inside the block."),
        w.user("jl-u5", "I like broadcasting better than explicit loops."),
        w.assistant("jl-a8", "Got it."),
      ];
    },
    expected: [
      ["Exported functions get a docstring with a jldoctest block.", "convention", "user"],
      [
        "`julia --project=. test/runtests.jl` failed with \"Expression: slugify('a_ b') == 'a-b'; Evaluated: 'a--b' == 'a-b'\" and passed after editing Slug.jl: slugify replaced each separator on its own, so an underscore next to a space became two dashes; it now collapses runs of separators into one dash.",
        "solution",
        "agent",
      ],
      ["The tests run with `julia --project=. test/runtests.jl` (it passed).", "code_context", "tool"],
      // Labelled "in the package" by hand at first; relabelled in decision 0338 as earlier fixtures keep "in this repo",
      // "in this codebase" of a rule as said.
      ["Type piracy is not allowed in this package; define methods only on the team's own types.", "convention", "user"],
      ["Questions about the CSV reader go to Lena, she wrote it.", "fact", "user"],
      ["User likes broadcasting better than explicit loops.", "preference", "user"],
    ],
    // Held out, it kept 3, all right (see decision 0338); decision 0338 reads Julia's test entry and its Expression /
    // Evaluated pair, and what is not allowed in a place of the project.
  },
  {
    // Written after decision 0338, its expected facts by hand before it was first run; held out until decision 0339.
    name: "written after the julia, expression-evaluated and not-allowed-in rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "rebar3 eunit";
      return [
        w.user("er-u1", "Slugs keep leading and trailing dashes. Every exported function has a -spec above it."),
        w.toolUse("er-a1", "toolu_er1", "Bash", { command, description: "Run the EUnit tests" }),
        w.toolResult(
          "er-r1",
          "toolu_er1",
          '===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling slug\n===> Performing EUnit tests...\nF.\n\nFailures:\n\n  1) slug_tests:trims_test/0: module \'slug_tests\'\n     Failure/Error: ?assertEqual(<<"a-b">>, slug:make(<<" a b ">>))\n       expected: <<"a-b">>\n            got: <<"-a-b-">>\n     %% /repo/test/slug_tests.erl:7:in `slug_tests:-trims_test/0-fun-0-/0`\n\nFinished in 0.031 seconds\n2 tests, 1 failures\n===> Error running tests',
          true,
        ),
        w.toolUse("er-a2", "toolu_er2", "Edit", {
          file_path: `${project}/src/slug.erl`,
          old_string: 're:replace(Lower, <<"[^a-z0-9]+">>, <<"-">>, [global, {return, binary}])',
          new_string: 'string:trim(re:replace(Lower, <<"[^a-z0-9]+">>, <<"-">>, [global, {return, binary}]), both, "-")',
        }),
        w.toolResult("er-r2", "toolu_er2", `The file ${project}/src/slug.erl has been updated.`),
        w.toolUse("er-a3", "toolu_er3", "Bash", { command, description: "Run the EUnit tests" }),
        w.toolResult(
          "er-r3",
          "toolu_er3",
          "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling slug\n===> Performing EUnit tests...\n..\n\nFinished in 0.028 seconds\n2 tests, 0 failures",
        ),
        w.assistant("er-a4", "make/1 turned the outer spaces into dashes too; it now trims dashes from both ends after replacing."),
        w.user("er-u2", "We never use the process dictionary; pass state explicitly."),
        w.assistant("er-a5", "Understood."),
        w.user("er-u3", "Sanna is out of office until the 12th, so ask Jonas about the release."),
        w.assistant("er-a6", "Okay."),
        w.user("er-u4", "Binaries, not charlists, for all text that crosses a module boundary."),
        w.assistant("er-a7", "Noted."),
        w.user("er-u5", "I want the commit messages in English even though the team is in Helsinki."),
        w.assistant("er-a8", "Will do."),
      ];
    },
    expected: [
      ["Every exported function has a -spec above it.", "convention", "user"],
      [
        "`rebar3 eunit` failed with \"expected: <<'a-b'>>; got: <<'-a-b-'>>\" and passed after editing slug.erl: make/1 turned the outer spaces into dashes too; it now trims dashes from both ends after replacing.",
        "solution",
        "agent",
      ],
      ["The tests run with `rebar3 eunit` (it passed).", "code_context", "tool"],
      ["The team never uses the process dictionary; pass state explicitly.", "convention", "user"],
      ["Binaries, not charlists, for all text that crosses a module boundary.", "convention", "user"],
      ["User wants the commit messages in English even though the team is in Helsinki.", "preference", "user"],
    ],
    // Held out, it kept 1, right (see decision 0339); decision 0339 reads `rebar3` and EUnit's pair, a kind's place
    // beside it, a choice said without a verb, and how the person wants every thing of a kind to be.
  },
  {
    // Written after decision 0339, its expected facts by hand before it was first run; held out until decision 0340.
    name: "written after the rebar3, beside-it, verbless-choice and wanted-kind rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "composer test";
      return [
        w.user("cp-u1", "German slugs keep the ß. Controllers stay thin: anything beyond validation and a service call belongs in app/Services."),
        w.toolUse("cp-a1", "toolu_cp1", "Bash", { command, description: "Run the test suite" }),
        w.toolResult(
          "cp-r1",
          "toolu_cp1",
          "> phpunit\nPHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\n..F                                                                 3 / 3 (100%)\n\nTime: 00:00.021, Memory: 8.00 MB\n\nThere was 1 failure:\n\n1) Tests\\SlugTest::testTransliteratesGerman\nFailed asserting that two strings are identical.\n--- Expected\n+++ Actual\n@@ @@\n-'strasse'\n+'straße'\n\n/repo/tests/SlugTest.php:21\n\nFAILURES!\nTests: 3, Assertions: 3, Failures: 1.\nScript phpunit handling the test event returned with error code 1",
          true,
        ),
        w.toolUse("cp-a2", "toolu_cp2", "Edit", {
          file_path: `${project}/src/Slug.php`,
          old_string: "$ascii = iconv('UTF-8', 'ASCII//TRANSLIT', $text);",
          new_string: "$ascii = iconv('UTF-8', 'ASCII//TRANSLIT', str_replace('ß', 'ss', $text));",
        }),
        w.toolResult("cp-r2", "toolu_cp2", `The file ${project}/src/Slug.php has been updated.`),
        w.toolUse("cp-a3", "toolu_cp3", "Bash", { command, description: "Run the test suite" }),
        w.toolResult(
          "cp-r3",
          "toolu_cp3",
          "> phpunit\nPHPUnit 10.5.2 by Sebastian Bergmann and contributors.\n\n...                                                                 3 / 3 (100%)\n\nTime: 00:00.019, Memory: 8.00 MB\n\nOK (3 tests, 3 assertions)",
        ),
        w.assistant("cp-a4", "iconv turned ß into a question mark; the slug now spells it out as ss before transliterating."),
        w.user("cp-u2", "Henrik reviews every migration before it ships, no exceptions."),
        w.assistant("cp-a5", "Noted."),
        w.user("cp-u3", "We're on PHP 8.3, so readonly classes and enums are fine to use."),
        w.assistant("cp-a6", "Good to know."),
        w.user("cp-u4", "Ugh, long day."),
        w.assistant("cp-a7", "Hang in there."),
        w.user("cp-u5", "I'd like you to run php-cs-fixer before every commit."),
        w.assistant("cp-a8", "Will do."),
      ];
    },
    expected: [
      ["Controllers stay thin: anything beyond validation and a service call belongs in app/Services.", "convention", "user"],
      [
        '`composer test` failed with "Failed asserting that two strings are identical." and passed after editing Slug.php: iconv turned ß into a question mark; the slug now spells it out as ss before transliterating.',
        "solution",
        "agent",
      ],
      ["The tests run with `composer test` (it passed).", "code_context", "tool"],
      ["Henrik reviews every migration before it ships, no exceptions.", "convention", "user"],
      ["The team is on PHP 8.3, so readonly classes and enums are fine to use.", "fact", "user"],
      ["User would like the agent to run php-cs-fixer before every commit.", "preference", "user"],
    ],
    // Held out, it kept 2, 1 right (see decision 0340); decision 0340 reads `composer` and PHPUnit's failure count,
    // how a kind stays, a rule before a colon, a permission after a stack, and "I'd like you to …".
  },
  {
    // Written after decision 0340, its expected facts by hand before it was first run; held out until decision 0341.
    name: "written after the composer, kind-stays, rule-before-colon and permission rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "make check";
      return [
        w.user("mc-u1", "Underscores should turn into dashes too. We compile with -Wall -Wextra -Werror, so warnings break the build."),
        w.toolUse("mc-a1", "toolu_mc1", "Bash", { command, description: "Build and run the tests" }),
        w.toolResult(
          "mc-r1",
          "toolu_mc1",
          'cc -Wall -Wextra -Werror -o tests/test_slug tests/test_slug.c src/slug.c\n./tests/test_slug\ntest_slug: tests/test_slug.c:14: main: Assertion `strcmp(slug("a_b"), "a-b") == 0\' failed.\nmake: *** [Makefile:12: check] Aborted (core dumped)',
          true,
        ),
        w.toolUse("mc-a2", "toolu_mc2", "Edit", {
          file_path: `${project}/src/slug.c`,
          old_string: "if (c == ' ')",
          new_string: "if (c == ' ' || c == '_')",
        }),
        w.toolResult("mc-r2", "toolu_mc2", `The file ${project}/src/slug.c has been updated.`),
        w.toolUse("mc-a3", "toolu_mc3", "Bash", { command, description: "Build and run the tests" }),
        w.toolResult(
          "mc-r3",
          "toolu_mc3",
          "cc -Wall -Wextra -Werror -o tests/test_slug tests/test_slug.c src/slug.c\n./tests/test_slug\nall 4 slug tests passed",
        ),
        w.assistant("mc-a4", "slug only treated spaces as separators; underscores now become dashes as well."),
        w.user("mc-u2", "No dynamic allocation in the hot path; use the arena allocator."),
        w.assistant("mc-a5", "Understood."),
        w.user("mc-u3", "Piotr owns the Makefile, so run build changes by him first."),
        w.assistant("mc-a6", "Will do."),
        w.user("mc-u4", "Let me grab lunch."),
        w.assistant("mc-a7", "Enjoy."),
        w.user("mc-u5", "I prefer static functions for anything not in the header."),
        w.assistant("mc-a8", "Noted."),
      ];
    },
    expected: [
      ["The team compiles with -Wall -Wextra -Werror, so warnings break the build.", "convention", "user"],
      [
        "`make check` failed with \"Assertion `strcmp(slug('a_b'), 'a-b') == 0' failed.\" and passed after editing slug.c: slug only treated spaces as separators; underscores now become dashes as well.",
        "solution",
        "agent",
      ],
      ["The tests run with `make check` (it passed).", "code_context", "tool"],
      ["No dynamic allocation in the hot path; use the arena allocator.", "convention", "user"],
      ["Piotr owns the Makefile, so run build changes by him first.", "fact", "user"],
      ["User prefers static functions for anything not in the header.", "preference", "user"],
    ],
    // Held out, it kept 3, 2 right (see decision 0341); decision 0341 reads `make check` and C's assert, a ban of a
    // part with what to do instead, a program's flags as the team's tool, and a plural kind of change run by someone.
  },
  {
    // Written after decision 0341, its expected facts by hand before it was first run; held out until decision 0342.
    name: "written after the make-check, ban-with-alternative, flags and plural run-past rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "nox -s tests";
      return [
        w.user("nx-u1", "The CSV export drops the header row. All public functions are type-annotated; mypy runs in strict mode in CI."),
        w.toolUse("nx-a1", "toolu_nx1", "Bash", { command, description: "Run the test session" }),
        w.toolResult(
          "nx-r1",
          "toolu_nx1",
          "nox > Running session tests\nnox > Creating virtual environment (virtualenv) using python3.12 in .nox/tests\nnox > python -m pytest -q\nF..                                                                      [100%]\n=================================== FAILURES ===================================\n____________________________ test_export_has_header ____________________________\n\n    def test_export_has_header():\n        out = export_csv([{\"id\": 1}])\n>       assert out.splitlines()[0] == \"id\"\nE       AssertionError: assert '1' == 'id'\n\ntests/test_export.py:7: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_export.py::test_export_has_header - AssertionError: assert '1' == 'id'\n1 failed, 2 passed in 0.05s\nnox > Command python -m pytest -q failed with exit code 1\nnox > Session tests failed.",
          true,
        ),
        w.toolUse("nx-a2", "toolu_nx2", "Edit", {
          file_path: `${project}/src/exporter/csv.py`,
          old_string: "writer.writerows(rows)",
          new_string: "writer.writeheader()\n    writer.writerows(rows)",
        }),
        w.toolResult("nx-r2", "toolu_nx2", `The file ${project}/src/exporter/csv.py has been updated.`),
        w.toolUse("nx-a3", "toolu_nx3", "Bash", { command, description: "Run the test session" }),
        w.toolResult(
          "nx-r3",
          "toolu_nx3",
          "nox > Running session tests\nnox > python -m pytest -q\n...                                                                      [100%]\n3 passed in 0.04s\nnox > Session tests was successful.",
        ),
        w.assistant("nx-a4", "export_csv never wrote the header; it now calls writeheader before the rows."),
        w.user("nx-u2", "Fatima built the exporter, so changes to its output format go through her."),
        w.assistant("nx-a5", "Noted."),
        w.user("nx-u3", "Never log full email addresses, mask them first."),
        w.assistant("nx-a6", "Understood."),
        w.user("nx-u4", "Thanks, that's all for now."),
        w.assistant("nx-a7", "You're welcome."),
        w.user("nx-u5", "I find dataclasses easier to read than plain dicts."),
        w.assistant("nx-a8", "Got it."),
      ];
    },
    expected: [
      ["All public functions are type-annotated; mypy runs in strict mode in CI.", "convention", "user"],
      [
        "`nox -s tests` failed with \"AssertionError: assert '1' == 'id'\" and passed after editing csv.py: export_csv never wrote the header; it now calls writeheader before the rows.",
        "solution",
        "agent",
      ],
      ["The tests run with `nox -s tests` (it passed).", "code_context", "tool"],
      ["Fatima built the exporter, so changes to its output format go through her.", "fact", "user"],
      ["Never log full email addresses, mask them first.", "convention", "user"],
      ["User finds dataclasses easier to read than plain dicts.", "preference", "user"],
    ],
    // Held out, it kept 1, right (see decision 0342); decision 0342 reads `nox`, a lasting property of every thing of a
    // kind, a kind of change routed through a person by a pronoun, and what the person finds easier.
  },
  {
    // Written after decision 0342, its expected facts by hand before it was first run; held out until decision 0343.
    name: "written after the nox, kind-property, routed-by-pronoun and finds-easier rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo nextest run";
      return [
        w.user("nt-u1", "Umlauts turn into dashes instead of letters. Unsafe code is only allowed in src/ffi, nowhere else."),
        w.toolUse("nt-a1", "toolu_nt1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "nt-r1",
          "toolu_nt1",
          '    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.05s\n    Starting 3 tests across 1 binary\n        PASS [   0.004s] slug tests::keeps_digits\n        FAIL [   0.005s] slug tests::folds_umlauts\n──── STDERR:             slug tests::folds_umlauts\nthread \'tests::folds_umlauts\' panicked at src/lib.rs:22:9:\nassertion `left == right` failed\n  left: "stra-e"\n right: "strasse"\n    Summary [   0.006s] 3 tests run: 2 passed, 1 failed, 0 skipped\n        FAIL [   0.005s] slug tests::folds_umlauts\nerror: test run failed',
          true,
        ),
        w.toolUse("nt-a2", "toolu_nt2", "Edit", {
          file_path: `${project}/src/lib.rs`,
          old_string: "c if !c.is_ascii_alphanumeric() => out.push('-'),",
          new_string: "'ß' => out.push_str(\"ss\"),\n            c if !c.is_ascii_alphanumeric() => out.push('-'),",
        }),
        w.toolResult("nt-r2", "toolu_nt2", `The file ${project}/src/lib.rs has been updated.`),
        w.toolUse("nt-a3", "toolu_nt3", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "nt-r3",
          "toolu_nt3",
          "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.04s\n    Starting 3 tests across 1 binary\n        PASS [   0.004s] slug tests::keeps_digits\n        PASS [   0.004s] slug tests::folds_umlauts\n    Summary [   0.005s] 3 tests run: 3 passed, 0 skipped",
        ),
        w.assistant("nt-a4", "slugify turned ß into a dash; it now spells it out as ss before replacing the rest."),
        w.user("nt-u2", "Clippy warnings are errors in CI, so fix them before pushing."),
        w.assistant("nt-a5", "Will do."),
        w.user("nt-u3", "Ask Oskar before bumping the MSRV; downstream distros pin it."),
        w.assistant("nt-a6", "Noted."),
        w.user("nt-u4", "Is it lunch time yet?"),
        w.assistant("nt-a7", "Almost."),
        w.user("nt-u5", "I tend to write the tests first, so expect test-only commits."),
        w.assistant("nt-a8", "Understood."),
      ];
    },
    expected: [
      ["Unsafe code is only allowed in src/ffi, nowhere else.", "convention", "user"],
      [
        '`cargo nextest run` failed with "assertion `left == right` failed" and passed after editing lib.rs: slugify turned ß into a dash; it now spells it out as ss before replacing the rest.',
        "solution",
        "agent",
      ],
      ["The tests run with `cargo nextest run` (it passed).", "code_context", "tool"],
      ["Clippy warnings are errors in CI, so fix them before pushing.", "convention", "user"],
      ["Ask Oskar before bumping the MSRV.", "convention", "user"],
      // Labelled "User tends to write the tests first." by hand at first; relabelled in decision 0343 as an earlier fixture
      // keeps the person's liking with what to make of it ("The user can't stand long PR descriptions, keep them to …").
      ["The user tends to write the tests first, so expect test-only commits.", "preference", "user"],
    ],
    // Held out, it kept 1, none right (see decision 0343); decision 0343 reads `cargo nextest run`, the one place a
    // kind is allowed, and who to ask before bumping a setting. What Clippy's warnings are stays missed: its rule is said
    // of "them".
    shortfall: { extra: [], missed: ["Clippy warnings are errors in CI, so fix them before pushing."] },
  },
  {
    // Written after decision 0343, its expected facts by hand before it was first run; held out until decision 0344.
    name: "written after the nextest, only-allowed-in and ask-before-bumping rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "gotestsum ./internal/config/...";
      return [
        w.user("gs-u1", "The timeout setting ignores units. Durations in the config are strings like '30s', never bare integers."),
        w.toolUse("gs-a1", "toolu_gs1", "Bash", { command, description: "Run the config tests" }),
        w.toolResult(
          "gs-r1",
          "toolu_gs1",
          "✖  internal/config (12ms)\n\n=== Failed\n=== FAIL: internal/config TestParseDuration (0.00s)\n    config_test.go:21: got 30, want 30s\n\nDONE 4 tests, 1 failure in 0.412s",
          true,
        ),
        w.toolUse("gs-a2", "toolu_gs2", "Edit", {
          file_path: `${project}/internal/config/duration.go`,
          old_string: "n, err := strconv.Atoi(raw)",
          new_string: "d, err := time.ParseDuration(raw)",
        }),
        w.toolResult("gs-r2", "toolu_gs2", `The file ${project}/internal/config/duration.go has been updated.`),
        w.toolUse("gs-a3", "toolu_gs3", "Bash", { command, description: "Run the config tests" }),
        w.toolResult("gs-r3", "toolu_gs3", "✓  internal/config (10ms)\n\nDONE 4 tests in 0.398s"),
        w.assistant("gs-a4", "parseDuration read the value as a bare integer; it now uses time.ParseDuration."),
        w.user("gs-u2", "Lukas set up the release pipeline; ping him before touching goreleaser.yaml."),
        w.assistant("gs-a5", "Will do."),
        w.user("gs-u3", "We vendor nothing; go modules are fetched through the company proxy."),
        w.assistant("gs-a6", "Noted."),
        w.user("gs-u4", "Can you explain what a goroutine leak is?"),
        w.assistant("gs-a7", "A goroutine that never exits and holds its memory."),
        w.user("gs-u5", "I like table-driven tests."),
        w.assistant("gs-a8", "Got it."),
      ];
    },
    expected: [
      ["Durations in the config are strings like '30s', never bare integers.", "convention", "user"],
      [
        '`gotestsum ./internal/config/...` failed with "config_test.go:21: got 30, want 30s" and passed after editing duration.go: parseDuration read the value as a bare integer; it now uses time.ParseDuration.',
        "solution",
        "agent",
      ],
      ["The tests run with `gotestsum ./internal/config/...` (it passed).", "code_context", "tool"],
      ["Lukas set up the release pipeline; ping him before touching goreleaser.yaml.", "fact", "user"],
      ["The team vendors nothing; go modules are fetched through the company proxy.", "convention", "user"],
      ["User likes table-driven tests.", "preference", "user"],
    ],
    // Held out, it kept 2, both right (see decision 0344); decision 0344 reads gotestsum and its output, a kind's type with
    // what it never is, and who to ping before touching a file by its name.
  },
  {
    // Written after decision 0344, its expected facts by hand before it was first run; held out until decision 0345.
    name: "written after the gotestsum, kind-type and file-by-name rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bats test/";
      return [
        w.user("bt-u1", "The backup script chokes on paths with spaces. Every script in bin/ must pass shellcheck before merge."),
        w.toolUse("bt-a1", "toolu_bt1", "Bash", { command, description: "Run the shell tests" }),
        w.toolResult(
          "bt-r1",
          "toolu_bt1",
          "1..3\nok 1 backup copies a plain path\nnot ok 2 backup copies a path with spaces\n# (from function `assert_success' in file test/test_helper/bats-assert/src/assert_success.bash, line 42,\n#  in test file test/backup.bats, line 14)\n#   `assert_success' failed\n#\n# -- command failed --\n# status : 1\n# output : cp: cannot stat '/tmp/bk/my': No such file or directory\n# --\n#\nok 3 backup refuses a missing source",
          true,
        ),
        w.toolUse("bt-a2", "toolu_bt2", "Edit", {
          file_path: `${project}/bin/backup.sh`,
          old_string: 'cp -r $src "$dest"',
          new_string: 'cp -r "$src" "$dest"',
        }),
        w.toolResult("bt-r2", "toolu_bt2", `The file ${project}/bin/backup.sh has been updated.`),
        w.toolUse("bt-a3", "toolu_bt3", "Bash", { command, description: "Run the shell tests" }),
        w.toolResult(
          "bt-r3",
          "toolu_bt3",
          "1..3\nok 1 backup copies a plain path\nok 2 backup copies a path with spaces\nok 3 backup refuses a missing source",
        ),
        w.assistant("bt-a4", "backup.sh left $src unquoted, so cp split the path at the space; it now quotes it."),
        w.user("bt-u2", "New cron entries need a ticket from ops first."),
        w.assistant("bt-a5", "Understood."),
        w.user("bt-u3", "We deploy with Ansible from the infra repo, not from here."),
        w.assistant("bt-a6", "Noted."),
        w.user("bt-u4", "What's the difference between $@ and $* again?"),
        w.assistant("bt-a7", "Quoted, $@ keeps each argument apart; $* joins them into one."),
        w.user("bt-u5", "I'd rather see long flags like --recursive than -r in scripts."),
        w.assistant("bt-a8", "Will do."),
      ];
    },
    expected: [
      ["Every script in bin/ must pass shellcheck before merge.", "convention", "user"],
      [
        "`bats test/` failed with \"cp: cannot stat '/tmp/bk/my': No such file or directory\" and passed after editing backup.sh: backup.sh left $src unquoted, so cp split the path at the space; it now quotes it.",
        "solution",
        "agent",
      ],
      ["The tests run with `bats test/` (it passed).", "code_context", "tool"],
      ["New cron entries need a ticket from ops first.", "convention", "user"],
      ["The team deploys with Ansible from the infra repo, not from here.", "convention", "user"],
      ["User would rather see long flags like --recursive than -r in scripts.", "preference", "user"],
    ],
    // Held out, it kept 3, all right (see decision 0345); decision 0345 reads bats and its TAP output, and a kind after
    // "every" narrowed by a path.
  },
  {
    // Written after decision 0345, its expected facts by hand before it was first run; held out until decision 0346.
    name: "written after the bats, TAP-output and every-kind-in-a-path rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "meson test -C build --print-errorlogs";
      return [
        w.user("ms-u1", "Slugs come out with double dashes. Public headers live in include/, private ones stay next to their .c file."),
        w.toolUse("ms-a1", "toolu_ms1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "ms-r1",
          "toolu_ms1",
          'ninja: Entering directory `/repo/build\'\n[2/2] Linking target tests/slug_test\n1/2 slug_test        FAIL            0.01s   exit status 1\n>>> MALLOC_PERTURB_=123 /repo/build/tests/slug_test\n――――――――――――――――――――――――――――――――― ✀  ―――――――――――――――――――――――――――――――――\nstderr:\ntests/slug_test.c:18: expected "a-b", got "a--b"\n――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――\n2/2 utf8_test        OK              0.01s\n\nOk:                 1\nExpected Fail:      0\nFail:               1\nUnexpected Pass:    0\nSkipped:            0\nTimeout:            0\n\nFull log written to /repo/build/meson-logs/testlog.txt',
          true,
        ),
        w.toolUse("ms-a2", "toolu_ms2", "Edit", {
          file_path: `${project}/src/slug.c`,
          old_string: "if (!isalnum(c)) out[n++] = '-';",
          new_string: "if (!isalnum(c)) { if (n > 0 && out[n - 1] != '-') out[n++] = '-'; }",
        }),
        w.toolResult("ms-r2", "toolu_ms2", `The file ${project}/src/slug.c has been updated.`),
        w.toolUse("ms-a3", "toolu_ms3", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "ms-r3",
          "toolu_ms3",
          "ninja: Entering directory `/repo/build'\n[2/2] Linking target tests/slug_test\n1/2 slug_test        OK              0.01s\n2/2 utf8_test        OK              0.01s\n\nOk:                 2\nExpected Fail:      0\nFail:               0\nUnexpected Pass:    0\nSkipped:            0\nTimeout:            0\n\nFull log written to /repo/build/meson-logs/testlog.txt",
        ),
        w.assistant("ms-a4", "slugify emitted a dash for every separator; it now collapses runs of them into one."),
        w.user("ms-u2", "If you change a public header, bump the soname in meson.build."),
        w.assistant("ms-a5", "Will do."),
        w.user("ms-u3", "Don't use VLAs anywhere; the embedded target's compiler rejects them."),
        w.assistant("ms-a6", "Noted."),
        w.user("ms-u4", "How long does a meson reconfigure usually take?"),
        w.assistant("ms-a7", "A second or two on a project this size."),
        w.user("ms-u5", "I prefer reviewing one commit per logical change."),
        w.assistant("ms-a8", "Got it."),
      ];
    },
    expected: [
      // Labelled a convention by hand at first; relabelled in decision 0346 as earlier fixtures keep where a kind of the
      // project's files lives ("Translations live in packages/i18n/locales, one JSON file per language.": code context).
      ["Public headers live in include/, private ones stay next to their .c file.", "code_context", "user"],
      [
        "`meson test -C build --print-errorlogs` failed with \"tests/slug_test.c:18: expected 'a-b', got 'a--b'\" and passed after editing slug.c: slugify emitted a dash for every separator; it now collapses runs of them into one.",
        "solution",
        "agent",
      ],
      ["The tests run with `meson test -C build --print-errorlogs` (it passed).", "code_context", "tool"],
      ["If the agent changes a public header, bump the soname in meson.build.", "convention", "user"],
      // Labelled "Do not use VLAs anywhere; …" (a convention) by hand at first; relabelled in decision 0346 as earlier
      // fixtures keep every "don't" in the person's words ("User does not want the agent to touch the legacy invoices
      // table, …", written by hand as a convention too and corrected the same way).
      ["User does not want the agent to use VLAs anywhere; the embedded target's compiler rejects them.", "preference", "user"],
      ["User prefers reviewing one commit per logical change.", "preference", "user"],
    ],
    // Held out, it kept 3, 2 right (see decision 0346); decision 0346 reads `meson test` and its output, and "if you"
    // with a kind after its verb.
  },
  {
    // Written after decision 0346, its expected facts by hand before it was first run; held out until decision 0347.
    name: "written after the meson, meson-output and if-you-change-a-kind rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "hatch test";
      return [
        w.user("ht-u1", "Dates in the export come out a day early. All datetimes are timezone-aware; naive ones fail review."),
        w.toolUse("ht-a1", "toolu_ht1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "ht-r1",
          "toolu_ht1",
          "──────────────────────────── hatch-test.py3.12 ─────────────────────────────\n============================= test session starts ==============================\nplatform linux -- Python 3.12.4, pytest-8.2.2, pluggy-1.5.0\ncollected 5 items\n\ntests/test_export.py ..F..                                               [100%]\n\n=================================== FAILURES ===================================\n_____________________________ test_export_keeps_date _____________________________\n\n    def test_export_keeps_date():\n>       assert export_row(ROW)[\"date\"] == \"2024-03-10\"\nE       AssertionError: assert '2024-03-09' == '2024-03-10'\n\ntests/test_export.py:14: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_export.py::test_export_keeps_date - AssertionError: assert '2024-03-09' == '2024-03-10'\n========================= 1 failed, 4 passed in 0.21s ==========================",
          true,
        ),
        w.toolUse("ht-a2", "toolu_ht2", "Edit", {
          file_path: `${project}/src/exporter/rows.py`,
          old_string: "d = row.created_at.astimezone().date()",
          new_string: "d = row.created_at.astimezone(ZoneInfo(row.tz)).date()",
        }),
        w.toolResult("ht-r2", "toolu_ht2", `The file ${project}/src/exporter/rows.py has been updated.`),
        w.toolUse("ht-a3", "toolu_ht3", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "ht-r3",
          "toolu_ht3",
          "──────────────────────────── hatch-test.py3.12 ─────────────────────────────\n============================= test session starts ==============================\ncollected 5 items\n\ntests/test_export.py .....                                               [100%]\n\n============================== 5 passed in 0.19s ===============================",
        ),
        w.assistant("ht-a4", "export_row converted to the server's timezone before taking the date; it now uses the row's own zone."),
        w.user("ht-u2", "Ruff's config is shared across our repos, so change it upstream in acme-lint, not here."),
        w.assistant("ht-a5", "Understood."),
        w.user("ht-u3", "Henrik knows the export format best; he wrote the spec."),
        w.assistant("ht-a6", "Noted."),
        w.user("ht-u4", "Thanks, that's all for today."),
        w.assistant("ht-a7", "Have a good evening."),
        w.user("ht-u5", "Please keep docstrings short: one line unless the function is public."),
        w.assistant("ht-a8", "Will do."),
      ];
    },
    expected: [
      ["All datetimes are timezone-aware; naive ones fail review.", "convention", "user"],
      [
        "`hatch test` failed with \"AssertionError: assert '2024-03-09' == '2024-03-10'\" and passed after editing rows.py: export_row converted to the server's timezone before taking the date; it now uses the row's own zone.",
        "solution",
        "agent",
      ],
      ["The tests run with `hatch test` (it passed).", "code_context", "tool"],
      ["Ruff's config is shared across the team's repos, so change it upstream in acme-lint, not here.", "convention", "user"],
      ["Henrik knows the export format best; he wrote the spec.", "fact", "user"],
      ["Keep docstrings short: one line unless the function is public.", "convention", "user"],
    ],
    // Held out, it kept 1, right (see decision 0347); decision 0347 reads `hatch test`, a kind's compound property
    // ("timezone-aware"), where a part kept elsewhere is changed, and who knows a part best.
  },
  {
    // Written after decision 0347, its expected facts by hand before it was first run; held out until decision 0348.
    name: "written after the hatch, compound-property, change-there and knows-best rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pants test src/python/app::";
      return [
        w.user("pt-u1", "Slugs keep double dashes. Third-party requirements are pinned in 3rdparty/python/requirements.txt and nowhere else."),
        w.toolUse("pt-a1", "toolu_pt1", "Bash", { command, description: "Run the app's tests" }),
        w.toolResult(
          "pt-r1",
          "toolu_pt1",
          "16:03:12.34 [ERROR] Completed: Run Pytest - src/python/app/slug_test.py:tests - failed (exit code 1).\n============================= test session starts ==============================\ncollected 3 items\n\nsrc/python/app/slug_test.py .F.                                         [100%]\n\n=================================== FAILURES ===================================\n____________________________ test_collapses_dashes _____________________________\n\n    def test_collapses_dashes():\n>       assert slugify(\"a - b\") == \"a-b\"\nE       AssertionError: assert 'a---b' == 'a-b'\n\nsrc/python/app/slug_test.py:9: AssertionError\n=========================== short test summary info ============================\nFAILED src/python/app/slug_test.py::test_collapses_dashes - AssertionError: assert 'a---b' == 'a-b'\n========================= 1 failed, 2 passed in 0.09s ==========================\n\n✓ src/python/app/util_test.py:tests succeeded in 0.52s.\n✕ src/python/app/slug_test.py:tests failed in 0.81s.",
          true,
        ),
        w.toolUse("pt-a2", "toolu_pt2", "Edit", {
          file_path: `${project}/src/python/app/slug.py`,
          old_string: 'return re.sub(r"[^a-z0-9]", "-", text.lower())',
          new_string: 'return re.sub(r"[^a-z0-9]+", "-", text.lower())',
        }),
        w.toolResult("pt-r2", "toolu_pt2", `The file ${project}/src/python/app/slug.py has been updated.`),
        w.toolUse("pt-a3", "toolu_pt3", "Bash", { command, description: "Run the app's tests" }),
        w.toolResult("pt-r3", "toolu_pt3", "✓ src/python/app/slug_test.py:tests succeeded in 0.77s.\n✓ src/python/app/util_test.py:tests succeeded in 0.52s."),
        w.assistant("pt-a4", "slugify replaced each separator with its own dash; the pattern now matches a run of them."),
        w.user("pt-u2", "Dmitri is out until the 15th, so route Pants questions to Leah."),
        w.assistant("pt-a5", "Noted."),
        w.user("pt-u3", "We run the linters through Pants too: `pants lint ::` before every push."),
        w.assistant("pt-a6", "Understood."),
        w.user("pt-u4", "I usually review diffs in the terminal, so keep lines under 100 characters."),
        w.assistant("pt-a7", "Will do."),
        w.user("pt-u5", "Can you also check whether the CLI has the same bug?"),
        w.assistant("pt-a8", "It builds slugs through the same function, so the fix covers it."),
      ];
    },
    expected: [
      ["Third-party requirements are pinned in 3rdparty/python/requirements.txt and nowhere else.", "convention", "user"],
      [
        "`pants test src/python/app::` failed with \"AssertionError: assert 'a---b' == 'a-b'\" and passed after editing slug.py: slugify replaced each separator with its own dash; the pattern now matches a run of them.",
        "solution",
        "agent",
      ],
      ["The tests run with `pants test src/python/app::` (it passed).", "code_context", "tool"],
      ["The team runs the linters through Pants too: `pants lint ::` before every push.", "convention", "user"],
      // Labelled a preference by hand at first; relabelled in decision 0348 as an earlier fixture keeps how the person
      // usually works ("The user usually reviews PRs in the evening.": a fact).
      ["The user usually reviews diffs in the terminal, so keep lines under 100 characters.", "fact", "user"],
    ],
    // Held out, it kept 3, all right in their words, one typed unlike its hand label (see decision 0348); decision 0348
    // reads `pants test` and its output.
  },
  {
    // Written after decision 0348, its expected facts by hand before it was first run; held out until decision 0349.
    name: "written after the pants and pants-output rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "golangci-lint run ./...";
      return [
        w.user("gl-u1", "The linter flags the cache package. Errors are wrapped with %w, never with %v."),
        w.toolUse("gl-a1", "toolu_gl1", "Bash", { command, description: "Run the linters" }),
        w.toolResult(
          "gl-r1",
          "toolu_gl1",
          "internal/store/cache.go:42:2: ineffectual assignment to err (ineffassign)\n\terr = c.load(key)\n\t^\n1 issues:\n* ineffassign: 1",
          true,
        ),
        w.toolUse("gl-a2", "toolu_gl2", "Edit", {
          file_path: `${project}/internal/store/cache.go`,
          old_string: "err = c.load(key)\n\treturn v, nil",
          new_string: "if err = c.load(key); err != nil {\n\t\treturn nil, err\n\t}\n\treturn v, nil",
        }),
        w.toolResult("gl-r2", "toolu_gl2", `The file ${project}/internal/store/cache.go has been updated.`),
        w.toolUse("gl-a3", "toolu_gl3", "Bash", { command, description: "Run the linters" }),
        w.toolResult("gl-r3", "toolu_gl3", "0 issues."),
        w.assistant("gl-a4", "Cache.Get assigned the load error and never checked it; it now returns it."),
        w.user("gl-u2", "Prefer small interfaces defined where they're used."),
        w.assistant("gl-a5", "Understood."),
        w.user("gl-u3", "The storage layer belongs to Olga's team."),
        w.assistant("gl-a6", "Noted."),
        w.user("gl-u4", "Remind me what ineffassign checks?"),
        w.assistant("gl-a7", "Assignments whose value is never used."),
        w.user("gl-u5", "I don't mind long function names if they read well."),
        w.assistant("gl-a8", "Good to know."),
      ];
    },
    expected: [
      ["Errors are wrapped with %w, never with %v.", "convention", "user"],
      [
        '`golangci-lint run ./...` failed with "internal/store/cache.go:42:2: ineffectual assignment to err (ineffassign)" and passed after editing cache.go: Cache.Get assigned the load error and never checked it; it now returns it.',
        "solution",
        "agent",
      ],
      ["Linting runs with `golangci-lint run ./...` (it passed).", "code_context", "tool"],
      // Labelled "… where they're used." by hand at first; relabelled in decision 0349 as every rule writes a pronoun's
      // contraction out when it rewrites the sentence ("I'm", "we're", "they're"; third-person.ts).
      ["Prefer small interfaces defined where they are used.", "convention", "user"],
      ["The storage layer belongs to Olga's team.", "fact", "user"],
      ["User does not mind long function names if they read well.", "preference", "user"],
    ],
    // Held out, it kept none (see decision 0349); decision 0349 reads `golangci-lint`, a kind named by a fault's noun
    // ("Errors are wrapped with %w, never with %v"), "prefer" with a kind, what belongs to a team, and "I don't mind".
  },
  {
    // Written after decision 0349, its expected facts by hand before it was first run; held out until decision 0350.
    name: "written after the golangci-lint, fault-noun-kind, prefer-a-kind, belongs-to-a-team and don't-mind rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "molecule test";
      return [
        w.user("mo-u1", "The nginx role ignores the CPU count. Role variables are prefixed with the role name, like nginx_worker_processes."),
        w.toolUse("mo-a1", "toolu_mo1", "Bash", { command, description: "Run the role's scenario" }),
        w.toolResult(
          "mo-r1",
          "toolu_mo1",
          'INFO     default scenario test matrix: dependency, cleanup, destroy, syntax, create, prepare, converge, idempotence, side_effect, verify, cleanup, destroy\nINFO     Running default > verify\nINFO     Running Ansible Verifier\n\nPLAY [Verify] ******************************************************************\n\nTASK [Check nginx config] ******************************************************\nfatal: [instance]: FAILED! => {"assertion": "\'worker_processes auto;\' in nginx_conf.content | b64decode", "changed": false, "evaluated_to": false, "msg": "nginx.conf does not set worker_processes to auto"}\n\nPLAY RECAP *********************************************************************\ninstance                   : ok=2    changed=0    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0\n\nCRITICAL Ansible return code was 2, command was: ansible-playbook --inventory /tmp/molecule/nginx/default/inventory verify.yml\nWARNING  An error occurred during the test sequence action: \'verify\'. Cleaning up.',
          true,
        ),
        w.toolUse("mo-a2", "toolu_mo2", "Edit", {
          file_path: `${project}/roles/nginx/templates/nginx.conf.j2`,
          old_string: "worker_processes 1;",
          new_string: "worker_processes {{ nginx_worker_processes }};",
        }),
        w.toolResult("mo-r2", "toolu_mo2", `The file ${project}/roles/nginx/templates/nginx.conf.j2 has been updated.`),
        w.toolUse("mo-a3", "toolu_mo3", "Bash", { command, description: "Run the role's scenario" }),
        w.toolResult(
          "mo-r3",
          "toolu_mo3",
          "INFO     Running default > verify\nINFO     Running Ansible Verifier\n\nPLAY [Verify] ******************************************************************\n\nTASK [Check nginx config] ******************************************************\nok: [instance]\n\nPLAY RECAP *********************************************************************\ninstance                   : ok=3    changed=0    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0\n\nINFO     Verifier completed successfully.",
        ),
        w.assistant("mo-a4", "The template hard-coded one worker; it now reads nginx_worker_processes, which defaults to auto."),
        w.user("mo-u2", "Secrets come from ansible-vault; plaintext passwords never land in group_vars."),
        w.assistant("mo-a5", "Understood."),
        w.user("mo-u3", "Production runs are gated: only Rafael can trigger the prod playbook."),
        w.assistant("mo-a6", "Noted."),
        w.user("mo-u4", "ok, thanks"),
        w.assistant("mo-a7", "Anytime."),
        w.user("mo-u5", "I'd appreciate a short summary of what changed at the end of each task."),
        w.assistant("mo-a8", "Will do."),
      ];
    },
    expected: [
      ["Role variables are prefixed with the role name, like nginx_worker_processes.", "convention", "user"],
      [
        // Labelled with the agent's capital ("… nginx.conf.j2: The template …") by hand at first; relabelled in decision
        // 0350 as every fix keeps the explanation's first word small unless it is a name (decision 0299).
        '`molecule test` failed with "nginx.conf does not set worker_processes to auto" and passed after editing nginx.conf.j2: the template hard-coded one worker; it now reads nginx_worker_processes, which defaults to auto.',
        "solution",
        "agent",
      ],
      ["The tests run with `molecule test` (it passed).", "code_context", "tool"],
      ["Secrets come from ansible-vault; plaintext passwords never land in group_vars.", "convention", "user"],
      ["Production runs are gated: only Rafael can trigger the prod playbook.", "fact", "user"],
      ["User would appreciate a short summary of what changed at the end of each task.", "preference", "user"],
    ],
    // Held out, it kept 1, right (see decision 0350); decision 0350 reads `molecule test` and Ansible's failed task,
    // where a kind never is, two clauses of a fact and its rule, who alone may do a thing, a lead that states, and "I'd
    // appreciate" with a word of every time.
  },
  {
    // Written after decision 0350, its expected facts by hand before it was first run; held out until decision 0351.
    name: "written after the molecule, never-placed, fact-then-rule, only-who-may and statement-lead rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = 'npx stylelint "src/**/*.css"';
      return [
        w.user("sl-u1", "Buttons render with two colors on hover. Design tokens are the only source of colors; hex values in component CSS fail review."),
        w.toolUse("sl-a1", "toolu_sl1", "Bash", { command, description: "Lint the stylesheets" }),
        w.toolResult(
          "sl-r1",
          "toolu_sl1",
          'src/components/button.css\n  12:3  ✖  Unexpected duplicate property "color"  declaration-block-no-duplicate-properties\n\n1 problem (1 error, 0 warnings)',
          true,
        ),
        w.toolUse("sl-a2", "toolu_sl2", "Edit", {
          file_path: `${project}/src/components/button.css`,
          old_string: "  color: var(--color-accent);\n  color: #3b82f6;",
          new_string: "  color: var(--color-accent);",
        }),
        w.toolResult("sl-r2", "toolu_sl2", `The file ${project}/src/components/button.css has been updated.`),
        w.toolUse("sl-a3", "toolu_sl3", "Bash", { command, description: "Lint the stylesheets" }),
        w.toolResult("sl-r3", "toolu_sl3", ""),
        w.assistant("sl-a4", "button.css set color twice in the hover rule; the second, hard-coded one is gone."),
        w.user("sl-u2", "Zainab designed the token pipeline — anything that changes token names needs her sign-off."),
        w.assistant("sl-a5", "Noted."),
        w.user("sl-u3", "We ship CSS modules, not global stylesheets, for anything new."),
        w.assistant("sl-a6", "Understood."),
        w.user("sl-u4", "lol that's a lot of buttons"),
        w.assistant("sl-a7", "It is."),
        w.user("sl-u5", "Keep your commit messages under 72 characters per line."),
        w.assistant("sl-a8", "Will do."),
      ];
    },
    expected: [
      ["Design tokens are the only source of colors; hex values in component CSS fail review.", "convention", "user"],
      [
        '`npx stylelint "src/**/*.css"` failed with "Unexpected duplicate property \'color\'" and passed after editing button.css: button.css set color twice in the hover rule; the second, hard-coded one is gone.',
        "solution",
        "agent",
      ],
      ['Linting runs with `npx stylelint "src/**/*.css"` (it passed).', "code_context", "tool"],
      ["Zainab designed the token pipeline — anything that changes token names needs her sign-off.", "fact", "user"],
      ["The team ships CSS modules, not global stylesheets, for anything new.", "convention", "user"],
      // Labelled "User wants the agent to keep its commit messages under …" (a preference) by hand at first; relabelled in
      // decision 0351 as decision 0291 keeps a size limit for the agent's work as the limit rule's convention ("Keep your
      // answers under 100 words." is "Keep the agent's answers under 100 words.").
      ["Keep the agent's commit messages under 72 characters per line.", "convention", "user"],
    ],
    // Held out, it kept 2, 1 right (see decision 0351); decision 0351 reads stylelint and the "stylish" lines, the one
    // source of a kind, a gate of review, two clauses a fact or a rule each, and a sign-off by a pronoun after a dash.
  },
  {
    // Written after decision 0351, its expected facts by hand before it was first run; held out until decision 0352.
    name: "written after the stylelint, only-source, review-gate, two-clause and sign-off rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "hadolint Dockerfile";
      return [
        w.user("hd-u1", "The image rebuilt with a different Node overnight. Base images are pinned by tag and digest, never by latest."),
        w.toolUse("hd-a1", "toolu_hd1", "Bash", { command, description: "Lint the Dockerfile" }),
        w.toolResult(
          "hd-r1",
          "toolu_hd1",
          "Dockerfile:1 DL3007 warning: Using latest is prone to errors if the image will ever update. Pin the version explicitly to a release tag",
          true,
        ),
        w.toolUse("hd-a2", "toolu_hd2", "Edit", {
          file_path: `${project}/Dockerfile`,
          old_string: "FROM node:latest",
          new_string: "FROM node:22.13-bookworm-slim",
        }),
        w.toolResult("hd-r2", "toolu_hd2", `The file ${project}/Dockerfile has been updated.`),
        w.toolUse("hd-a3", "toolu_hd3", "Bash", { command, description: "Lint the Dockerfile" }),
        w.toolResult("hd-r3", "toolu_hd3", ""),
        w.assistant("hd-a4", "The base image floated on latest; it is now pinned to node 22.13 on bookworm-slim."),
        w.user("hd-u2", "Ops rebuilds the base images every Monday, so expect digest bumps in Tuesday's PRs."),
        w.assistant("hd-a5", "Noted."),
        w.user("hd-u3", "Multi-stage builds are a must for anything that ships to prod."),
        w.assistant("hd-a6", "Understood."),
        w.user("hd-u4", "Which registry was that again?"),
        w.assistant("hd-a7", "The company one, registry.acme.internal."),
        w.user("hd-u5", "I'm fine with longer Dockerfiles if each step is commented."),
        w.assistant("hd-a8", "Good to know."),
      ];
    },
    expected: [
      ["Base images are pinned by tag and digest, never by latest.", "convention", "user"],
      [
        '`hadolint Dockerfile` failed with "Using latest is prone to errors if the image will ever update." and passed after editing Dockerfile: the base image floated on latest; it is now pinned to node 22.13 on bookworm-slim.',
        "solution",
        "agent",
      ],
      ["Linting runs with `hadolint Dockerfile` (it passed).", "code_context", "tool"],
      ["Ops rebuilds the base images every Monday, so expect digest bumps in Tuesday's PRs.", "fact", "user"],
      ["Multi-stage builds are a must for anything that ships to prod.", "convention", "user"],
      ["User is fine with longer Dockerfiles if each step is commented.", "preference", "user"],
    ],
    // Held out, it kept 2, both in the expected words, one typed as a fact (see decision 0352); decision 0352 reads
    // hadolint's message, a kind required left to the rules, upkeep on a schedule, and "I'm fine with" a kind.
  },
  {
    // Written after decision 0352, its expected facts by hand before it was first run; held out until decision 0353.
    name: "written after the hadolint, required-kind, scheduled-upkeep and fine-with rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./gradlew detekt";
      return [
        w.user("dk-u1", "Cart.total grew past sixty lines again. Functions over 60 lines get split before review."),
        w.toolUse("dk-a1", "toolu_dk1", "Bash", { command, description: "Run detekt" }),
        w.toolResult(
          "dk-r1",
          "toolu_dk1",
          "> Task :app:detekt FAILED\nsrc/main/kotlin/shop/Cart.kt:14:5: The function total is too long (72). The maximum length is 60. [LongMethod]\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:detekt'.\n> Analysis failed with 1 weighted issues.\n\nBUILD FAILED in 4s",
          true,
        ),
        w.toolUse("dk-a2", "toolu_dk2", "Edit", {
          file_path: `${project}/src/main/kotlin/shop/Cart.kt`,
          old_string: "        var discount = 0L",
          new_string: "        val discount = applyDiscounts(lines)",
        }),
        w.toolResult("dk-r2", "toolu_dk2", `The file ${project}/src/main/kotlin/shop/Cart.kt has been updated.`),
        w.toolUse("dk-a3", "toolu_dk3", "Bash", { command, description: "Run detekt" }),
        w.toolResult("dk-r3", "toolu_dk3", "> Task :app:detekt\n\nBUILD SUCCESSFUL in 3s\n1 actionable task: 1 executed"),
        w.assistant("dk-a4", "Cart.total now delegates the discount math to applyDiscounts, which brings it under the limit."),
        w.user("dk-u2", "Detekt's baseline is regenerated only by Priya's script; never edit detekt-baseline.xml by hand."),
        w.assistant("dk-a5", "Understood."),
        w.user("dk-u3", "We're migrating from Gson to kotlinx.serialization module by module."),
        w.assistant("dk-a6", "Noted."),
        w.user("dk-u4", "brb coffee"),
        w.assistant("dk-a7", "Sure."),
        w.user("dk-u5", "Show me diffs before applying anything bigger than a rename."),
        w.assistant("dk-a8", "Will do."),
      ];
    },
    expected: [
      ["Functions over 60 lines get split before review.", "convention", "user"],
      [
        '`./gradlew detekt` failed with "The function total is too long (72). The maximum length is 60." and passed after editing Cart.kt: Cart.total now delegates the discount math to applyDiscounts, which brings it under the limit.',
        "solution",
        "agent",
      ],
      ["Linting runs with `./gradlew detekt` (it passed).", "code_context", "tool"],
      ["Detekt's baseline is regenerated only by Priya's script; never edit detekt-baseline.xml by hand.", "convention", "user"],
      // Labelled a convention by hand at first; relabelled in decision 0353 as an earlier fixture keeps the team's move
      // from one tool to another as a fact ("The team is also moving off Heroku to Fly later this year.").
      ["The team is migrating from Gson to kotlinx.serialization module by module.", "fact", "user"],
      ["User wants the agent to show the user diffs before applying anything bigger than a rename.", "preference", "user"],
    ],
    // Held out, it kept 2, 1 in the expected words (see decision 0353); decision 0353 reads detekt and its message, what
    // is done to a kind past a size, and a fact with its rule after a semicolon. The person's wish to see diffs, said
    // as a bare imperative, stays missed.
    shortfall: {
      extra: [],
      missed: ["User wants the agent to show the user diffs before applying anything bigger than a rename."],
    },
  },
  {
    // Written after decision 0353, its expected facts by hand before it was first run; held out until decision 0354.
    name: "written after the detekt, over-a-size and fact-then-rule rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix format --check-formatted";
      return [
        w.user("mf-u1", "CI keeps failing on formatting. Everything under lib/ is formatted by mix format, no exceptions."),
        w.toolUse("mf-a1", "toolu_mf1", "Bash", { command, description: "Check formatting" }),
        w.toolResult(
          "mf-r1",
          "toolu_mf1",
          "** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n  * lib/shop/cart.ex",
          true,
        ),
        w.toolUse("mf-a2", "toolu_mf2", "Edit", {
          file_path: `${project}/lib/shop/cart.ex`,
          old_string: "items |> Enum.map(&price/1) |> Enum.sum() |> apply_discount(cart.coupon)",
          new_string: "items\n    |> Enum.map(&price/1)\n    |> Enum.sum()\n    |> apply_discount(cart.coupon)",
        }),
        w.toolResult("mf-r2", "toolu_mf2", `The file ${project}/lib/shop/cart.ex has been updated.`),
        w.toolUse("mf-a3", "toolu_mf3", "Bash", { command, description: "Check formatting" }),
        w.toolResult("mf-r3", "toolu_mf3", ""),
        w.assistant("mf-a4", "cart.ex had a pipe chain on one long line; it is now split one call per line."),
        w.user("mf-u2", "Tomasz reviews Ecto migrations; loop him in on any schema change."),
        w.assistant("mf-a5", "Noted."),
        w.user("mf-u3", "Our Phoenix app talks to the billing service over gRPC."),
        w.assistant("mf-a6", "Understood."),
        w.user("mf-u4", "Good morning!"),
        w.assistant("mf-a7", "Morning!"),
        w.user("mf-u5", "I like it when you explain the trade-offs before picking an approach."),
        w.assistant("mf-a8", "Will do."),
      ];
    },
    expected: [
      ["Everything under lib/ is formatted by mix format, no exceptions.", "convention", "user"],
      [
        '`mix format --check-formatted` failed with "** (Mix) mix format failed due to --check-formatted." and passed after editing cart.ex: cart.ex had a pipe chain on one long line; it is now split one call per line.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `mix format --check-formatted` (it passed).", "code_context", "tool"],
      ["Tomasz reviews Ecto migrations; loop him in on any schema change.", "fact", "user"],
      ["The team's Phoenix app talks to the billing service over gRPC.", "fact", "user"],
      ["User likes it when the agent explains the trade-offs before picking an approach.", "preference", "user"],
    ],
    // Held out, it kept 3, all right (see decision 0354); decision 0354 reads everything at a place made or checked by
    // a tool, a person to bring in by a pronoun after what they review, and "I like it when you …".
  },
  {
    // Written after decision 0354, its expected facts by hand before it was first run; held out until decision 0355.
    name: "written after the everything-at-a-place, reviews-lead and like-it-when rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "vendor/bin/phpstan analyse src --level=8";
      return [
        w.user("ps-u1", "Totals are off by a cent again. Money is stored as integer cents; floats never touch prices."),
        w.toolUse("ps-a1", "toolu_ps1", "Bash", { command, description: "Run PHPStan" }),
        w.toolResult(
          "ps-r1",
          "toolu_ps1",
          " ------ -----------------------------------------------------------------------\n  Line   src/Cart/Total.php\n ------ -----------------------------------------------------------------------\n  42     Method App\\Cart\\Total::compute() should return int but returns float.\n ------ -----------------------------------------------------------------------\n\n [ERROR] Found 1 error",
          true,
        ),
        w.toolUse("ps-a2", "toolu_ps2", "Edit", {
          file_path: `${project}/src/Cart/Total.php`,
          old_string: "        return $subtotal * (1 - $discount);",
          new_string: "        return intdiv($subtotal * (100 - $percent), 100);",
        }),
        w.toolResult("ps-r2", "toolu_ps2", `The file ${project}/src/Cart/Total.php has been updated.`),
        w.toolUse("ps-a3", "toolu_ps3", "Bash", { command, description: "Run PHPStan" }),
        w.toolResult("ps-r3", "toolu_ps3", " [OK] No errors"),
        w.assistant("ps-a4", "Total::compute() multiplied by a float discount; it now works in integer cents with intdiv."),
        w.user("ps-u2", "Kasia wrote the pricing module and has the final say on rounding."),
        w.assistant("ps-a5", "Noted."),
        w.user("ps-u3", "Our deploys go out through Envoyer from the main branch."),
        w.assistant("ps-a6", "Understood."),
        w.user("ps-u4", "thanks, that's all for now"),
        w.assistant("ps-a7", "Sure."),
        w.user("ps-u5", "Short answers suit me better than long explanations."),
        w.assistant("ps-a8", "Will do."),
      ];
    },
    expected: [
      ["Money is stored as integer cents; floats never touch prices.", "convention", "user"],
      [
        '`vendor/bin/phpstan analyse src --level=8` failed with "Method App\\Cart\\Total::compute() should return int but returns float." and passed after editing Total.php: Total::compute() multiplied by a float discount; it now works in integer cents with intdiv.',
        "solution",
        "agent",
      ],
      ["Type checking runs with `vendor/bin/phpstan analyse src --level=8` (it passed).", "code_context", "tool"],
      ["Kasia wrote the pricing module and has the final say on rounding.", "convention", "user"],
      ["The team's deploys go out through Envoyer from the main branch.", "fact", "user"],
      ["Short answers suit the user better than long explanations.", "preference", "user"],
    ],
    // Held out, it kept 2, 1 right (see decision 0355); decision 0355 reads PHPStan and its table, who decides in a
    // second verb after a lead, what a kind of delivery goes through, and what suits the person better.
  },
  {
    // Written after decision 0355, its expected facts by hand before it was first run; held out until decision 0356.
    name: "written after the phpstan, and-decides, delivery and suits-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "buf lint";
      return [
        w.user("bl-u1", "The lint job is red on the cart proto. Field numbers in our protos are never reused, even after a field is deleted."),
        w.toolUse("bl-a1", "toolu_bl1", "Bash", { command, description: "Lint the protos" }),
        w.toolResult("bl-r1", "toolu_bl1", 'proto/shop/v1/cart.proto:12:3:Field name "cartID" should be lower_snake_case, such as "cart_id".', true),
        w.toolUse("bl-a2", "toolu_bl2", "Edit", {
          file_path: `${project}/proto/shop/v1/cart.proto`,
          old_string: "  string cartID = 3;",
          new_string: "  string cart_id = 3;",
        }),
        w.toolResult("bl-r2", "toolu_bl2", `The file ${project}/proto/shop/v1/cart.proto has been updated.`),
        w.toolUse("bl-a3", "toolu_bl3", "Bash", { command, description: "Lint the protos" }),
        w.toolResult("bl-r3", "toolu_bl3", ""),
        w.assistant("bl-a4", "The field is now cart_id, which matches the style guide's snake_case rule."),
        w.user("bl-u2", "Breaking changes to the public API need a heads-up in #api-consumers a week ahead."),
        w.assistant("bl-a5", "Noted."),
        w.user("bl-u3", "Lena maintains the proto style guide."),
        w.assistant("bl-a6", "Understood."),
        w.user("bl-u4", "ok cool"),
        w.assistant("bl-a7", "👍"),
        w.user("bl-u5", "Honestly, I'd rather get one big PR than five tiny ones."),
        w.assistant("bl-a8", "Will do."),
      ];
    },
    expected: [
      ["Field numbers in the team's protos are never reused, even after a field is deleted.", "convention", "user"],
      [
        "`buf lint` failed with \"Field name 'cartID' should be lower_snake_case, such as 'cart_id'.\" and passed after editing cart.proto: the field is now cart_id, which matches the style guide's snake_case rule.",
        "solution",
        "agent",
      ],
      ["Linting runs with `buf lint` (it passed).", "code_context", "tool"],
      ["Breaking changes to the public API need a heads-up in #api-consumers a week ahead.", "convention", "user"],
      ["Lena maintains the proto style guide.", "fact", "user"],
      ["User would rather get one big PR than five tiny ones.", "preference", "user"],
    ],
    // Held out, it kept 1, right (see decision 0356); decision 0356 reads Buf and its message, what is never done to a
    // kind, the notice a kind of change needs, and a word of candour before the person's liking.
  },
  {
    // Written after decision 0356, its expected facts by hand before it was first run; held out until decision 0357.
    name: "written after the buf, never-changed, heads-up and candour rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "yamllint .github/workflows";
      return [
        w.user("yl-u1", "CI rejects the workflow again. We pin every third-party action to a full commit SHA, not a tag."),
        w.toolUse("yl-a1", "toolu_yl1", "Bash", { command, description: "Lint the workflows" }),
        w.toolResult("yl-r1", "toolu_yl1", ".github/workflows/ci.yml\n  14:81     error    line too long (96 > 80 characters)  (line-length)", true),
        w.toolUse("yl-a2", "toolu_yl2", "Edit", {
          file_path: `${project}/.github/workflows/ci.yml`,
          old_string: "        run: pnpm install --frozen-lockfile && pnpm exec turbo run build test --output-logs=errors-only",
          new_string: "        run: >-\n          pnpm install --frozen-lockfile &&\n          pnpm exec turbo run build test --output-logs=errors-only",
        }),
        w.toolResult("yl-r2", "toolu_yl2", `The file ${project}/.github/workflows/ci.yml has been updated.`),
        w.toolUse("yl-a3", "toolu_yl3", "Bash", { command, description: "Lint the workflows" }),
        w.toolResult("yl-r3", "toolu_yl3", ""),
        w.assistant("yl-a4", "The long run step is now a folded block, so every line stays under 80 characters."),
        w.user("yl-u2", "Workflow changes are tested on a fork first."),
        w.assistant("yl-a5", "Noted."),
        w.user("yl-u3", "Dmitri set up our self-hosted runners, so anything about runner capacity goes to him."),
        w.assistant("yl-a6", "Understood."),
        w.user("yl-u4", "lunch, back in 20"),
        w.assistant("yl-a7", "Enjoy!"),
        w.user("yl-u5", "I'd like a one-line summary at the top of every PR description."),
        w.assistant("yl-a8", "Will do."),
      ];
    },
    expected: [
      ["The team pins every third-party action to a full commit SHA, not a tag.", "convention", "user"],
      [
        '`yamllint .github/workflows` failed with "line too long (96 > 80 characters)" and passed after editing ci.yml: the long run step is now a folded block, so every line stays under 80 characters.',
        "solution",
        "agent",
      ],
      ["Linting runs with `yamllint .github/workflows` (it passed).", "code_context", "tool"],
      ["Workflow changes are tested on a fork first.", "convention", "user"],
      ["Dmitri set up the team's self-hosted runners, so anything about runner capacity goes to him.", "fact", "user"],
      ["User would like a one-line summary at the top of every PR description.", "preference", "user"],
    ],
    // Held out, it kept 2, both right (see decision 0357); decision 0357 reads yamllint and its message, where a kind of
    // change is tried first, and anything about a subject routed to a person by a pronoun.
  },
  {
    // Written after decision 0357, its expected facts by hand before it was first run; held out until decision 0358.
    name: "written after the yamllint, tried-first and anything-about rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "shellcheck scripts/sync-assets.sh";
      return [
        w.user("sc-u1", "The asset sync script broke on a path with spaces. All our shell scripts start with set -euo pipefail."),
        w.toolUse("sc-a1", "toolu_sc1", "Bash", { command, description: "Check the script" }),
        w.toolResult(
          "sc-r1",
          "toolu_sc1",
          '\nIn scripts/sync-assets.sh line 12:\nrsync -a $SRC_DIR/ "$HOST:/srv/app/"\n         ^------^ SC2086 (info): Double quote to prevent globbing and word splitting.\n\nDid you mean:\nrsync -a "$SRC_DIR"/ "$HOST:/srv/app/"\n\nFor more information:\n  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...',
          true,
        ),
        w.toolUse("sc-a2", "toolu_sc2", "Edit", {
          file_path: `${project}/scripts/sync-assets.sh`,
          old_string: 'rsync -a $SRC_DIR/ "$HOST:/srv/app/"',
          new_string: 'rsync -a "$SRC_DIR"/ "$HOST:/srv/app/"',
        }),
        w.toolResult("sc-r2", "toolu_sc2", `The file ${project}/scripts/sync-assets.sh has been updated.`),
        w.toolUse("sc-a3", "toolu_sc3", "Bash", { command, description: "Check the script" }),
        w.toolResult("sc-r3", "toolu_sc3", ""),
        w.assistant("sc-a4", "$SRC_DIR is now quoted, so paths with spaces reach rsync as one argument."),
        w.user("sc-u2", "Nobody touches the CDN config without telling Ravi first."),
        w.assistant("sc-a5", "Noted."),
        w.user("sc-u3", "The staging bucket is wiped every night at 2am."),
        w.assistant("sc-a6", "Understood."),
        w.user("sc-u4", "k thx"),
        w.assistant("sc-a7", "Anytime."),
        w.user("sc-u5", "My preference is squash merges with the PR title as the commit message."),
        w.assistant("sc-a8", "Will do."),
      ];
    },
    expected: [
      ["All the team's shell scripts start with set -euo pipefail.", "convention", "user"],
      [
        '`shellcheck scripts/sync-assets.sh` failed with "Double quote to prevent globbing and word splitting." and passed after editing sync-assets.sh: $SRC_DIR is now quoted, so paths with spaces reach rsync as one argument.',
        "solution",
        "agent",
      ],
      ["Linting runs with `shellcheck scripts/sync-assets.sh` (it passed).", "code_context", "tool"],
      ["Nobody touches the CDN config without telling Ravi first.", "convention", "user"],
      ["The staging bucket is wiped every night at 2am.", "fact", "user"],
      ["The user's preference is squash merges with the PR title as the commit message.", "preference", "user"],
    ],
    // Held out, it kept 2, both in the expected words, a preference typed as a fact (see decision 0358); decision 0358
    // reads shellcheck and its message, what every thing of a kind opens with, who must be told before anyone changes a
    // thing, and the person's preference said as a noun.
  },
  {
    // Written after decision 0358, its expected facts by hand before it was first run; held out until decision 0359.
    name: "written after the shellcheck, opens-with, nobody-without and preference-noun rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = 'npx markdownlint-cli2 "docs/**/*.md"';
      return [
        w.user("md-u1", "The docs build fails on CI. Docs are written in plain English, one sentence per line."),
        w.toolUse("md-a1", "toolu_md1", "Bash", { command, description: "Lint the docs" }),
        w.toolResult(
          "md-r1",
          "toolu_md1",
          "markdownlint-cli2 v0.13.0 (markdownlint v0.34.0)\nFinding: docs/**/*.md\nLinting: 12 file(s)\nSummary: 1 error(s)\ndocs/setup.md:14:81 MD013/line-length Line length [Expected: 80; Actual: 97]",
          true,
        ),
        w.toolUse("md-a2", "toolu_md2", "Edit", {
          file_path: `${project}/docs/setup.md`,
          old_string: "Install the CLI with pnpm and run engram init in the project you want to remember things for.",
          new_string: "Install the CLI with pnpm.\nRun engram init in the project you want to remember things for.",
        }),
        w.toolResult("md-r2", "toolu_md2", `The file ${project}/docs/setup.md has been updated.`),
        w.toolUse("md-a3", "toolu_md3", "Bash", { command, description: "Lint the docs" }),
        w.toolResult("md-r3", "toolu_md3", "markdownlint-cli2 v0.13.0 (markdownlint v0.34.0)\nFinding: docs/**/*.md\nLinting: 12 file(s)\nSummary: 0 error(s)"),
        w.assistant("md-a4", "Line 14 of setup.md is now split after the first sentence, so it stays under 80 characters."),
        w.user("md-u2", "Anything customer-facing in docs/ gets a second reader before it merges."),
        w.assistant("md-a5", "Noted."),
        w.user("md-u3", "Bea runs the docs site and is the one to ask about its theme."),
        w.assistant("md-a6", "Understood."),
        w.user("md-u4", "haha fair enough"),
        w.assistant("md-a7", "😄"),
        w.user("md-u5", "Emoji in commit messages drive me up the wall."),
        w.assistant("md-a8", "Got it."),
      ];
    },
    expected: [
      ["Docs are written in plain English, one sentence per line.", "convention", "user"],
      [
        '`npx markdownlint-cli2 "docs/**/*.md"` failed with "Line length [Expected: 80; Actual: 97]" and passed after editing setup.md: line 14 of setup.md is now split after the first sentence, so it stays under 80 characters.',
        "solution",
        "agent",
      ],
      ['Linting runs with `npx markdownlint-cli2 "docs/**/*.md"` (it passed).', "code_context", "tool"],
      ["Anything customer-facing in docs/ gets a second reader before it merges.", "convention", "user"],
      ["Bea runs the docs site and is the one to ask about its theme.", "fact", "user"],
      ["Emoji in commit messages drive the user up the wall.", "preference", "user"],
    ],
    // Held out, it kept 1, in the expected words, a rule typed as a fact (see decision 0359); decision 0359 reads
    // markdownlint and its message, the language a kind of text is written in, what anything of a kind gets, who to ask
    // in a second verb, and what the person cannot stand.
  },
  {
    // Written after decision 0359, its expected facts by hand before it was first run; held out until decision 0360.
    name: "written after the markdownlint, written-in, anything-gets and drives-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "vale docs/";
      return [
        w.user("va-u1", "Vale is failing on the guide. We spell it 'engram' in prose, never 'Engram CLI'."),
        w.toolUse("va-a1", "toolu_va1", "Bash", { command, description: "Lint the prose" }),
        w.toolResult(
          "va-r1",
          "toolu_va1",
          "\n docs/guide.md\n 3:12  warning  'very' is a weasel word!          write-good.Weasel\n 7:1   error    Use 'engram' instead of 'Engram CLI'.  Vocab.Terms\n\n✖ 1 error, 1 warning and 0 suggestions in 1 file.",
          true,
        ),
        w.toolUse("va-a2", "toolu_va2", "Edit", {
          file_path: `${project}/docs/guide.md`,
          old_string: "Install the Engram CLI with pnpm.",
          new_string: "Install engram with pnpm.",
        }),
        w.toolResult("va-r2", "toolu_va2", `The file ${project}/docs/guide.md has been updated.`),
        w.toolUse("va-a3", "toolu_va3", "Bash", { command, description: "Lint the prose" }),
        w.toolResult(
          "va-r3",
          "toolu_va3",
          "\n docs/guide.md\n 3:12  warning  'very' is a weasel word!  write-good.Weasel\n\n✔ 0 errors, 1 warning and 0 suggestions in 1 file.",
        ),
        w.assistant("va-a4", "The guide now says engram, as the vocabulary asks."),
        w.user("va-u2", "Screenshots go in docs/assets and are never larger than 500 KB."),
        w.assistant("va-a5", "Noted."),
        w.user("va-u3", "Priyanka's team localizes the docs, so hold off on renaming headings."),
        w.assistant("va-a6", "Understood."),
        w.user("va-u4", "ty!"),
        w.assistant("va-a7", "You're welcome."),
        w.user("va-u5", "Preview links in docs PRs are a must for me."),
        w.assistant("va-a8", "Will do."),
      ];
    },
    expected: [
      ["The team spells it 'engram' in prose, never 'Engram CLI'.", "convention", "user"],
      [
        "`vale docs/` failed with \"Use 'engram' instead of 'Engram CLI'.\" and passed after editing guide.md: the guide now says engram, as the vocabulary asks.",
        "solution",
        "agent",
      ],
      ["Linting runs with `vale docs/` (it passed).", "code_context", "tool"],
      ["Screenshots go in docs/assets and are never larger than 500 KB.", "convention", "user"],
      ["Priyanka's team localizes the docs, so hold off on renaming headings.", "fact", "user"],
      ["Preview links in docs PRs are a must for the user.", "preference", "user"],
    ],
    // Held out, it kept 1, in the expected words, a preference typed as a rule (see decision 0360); decision 0360 reads
    // Vale and its message, where any kind goes under a path, how the team spells a name, what a team localizes or runs,
    // and what is a must for the person.
  },
  {
    // Written after decision 0360, its expected facts by hand before it was first run; held out until decision 0361.
    name: "written after the vale, path-placement, spell-it, team-runs and must-for-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo deny check licenses";
      return [
        w.user("cd-u1", "cargo-deny blocks the release. We only ship permissively licensed crates; no copyleft in the dependency tree."),
        w.toolUse("cd-a1", "toolu_cd1", "Bash", { command, description: "Check dependency licenses" }),
        w.toolResult(
          "cd-r1",
          "toolu_cd1",
          'error[rejected]: failed to satisfy license requirements\n   ┌─ openssl-sys 0.9.102 (registry+https://github.com/rust-lang/crates.io-index):4:12\n   │\n 4 │ license = "OpenSSL"\n   │            ━━━━━━━\n   │            │\n   │            rejected: license is not explicitly allowed\n\nlicenses FAILED',
          true,
        ),
        w.toolUse("cd-a2", "toolu_cd2", "Edit", {
          file_path: `${project}/Cargo.toml`,
          old_string: 'reqwest = { version = "0.12", features = ["json"] }',
          new_string: 'reqwest = { version = "0.12", default-features = false, features = ["json", "rustls-tls"] }',
        }),
        w.toolResult("cd-r2", "toolu_cd2", `The file ${project}/Cargo.toml has been updated.`),
        w.toolUse("cd-a3", "toolu_cd3", "Bash", { command, description: "Check dependency licenses" }),
        w.toolResult("cd-r3", "toolu_cd3", "licenses ok"),
        w.assistant("cd-a4", "reqwest now uses rustls instead of native-tls, so openssl-sys is gone from the tree."),
        w.user("cd-u2", "TLS goes through rustls everywhere, never OpenSSL."),
        w.assistant("cd-a5", "Noted."),
        w.user("cd-u3", "Marek handles licensing questions."),
        w.assistant("cd-a6", "Understood."),
        w.user("cd-u4", "brb"),
        w.assistant("cd-a7", "Sure."),
        w.user("cd-u5", "Long-winded summaries are my pet peeve."),
        w.assistant("cd-a8", "Got it."),
      ];
    },
    expected: [
      ["The team only ships permissively licensed crates; no copyleft in the dependency tree.", "convention", "user"],
      // Labelled without Rust's "error[rejected]: " by hand at first; relabelled in decision 0361 as an earlier fixture
      // quotes a Rust diagnostic whole ("error[E0599]: no method named …").
      [
        '`cargo deny check licenses` failed with "error[rejected]: failed to satisfy license requirements" and passed after editing Cargo.toml: reqwest now uses rustls instead of native-tls, so openssl-sys is gone from the tree.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `cargo deny check licenses` (it passed).", "code_context", "tool"],
      ["TLS goes through rustls everywhere, never OpenSSL.", "convention", "user"],
      ["Marek handles licensing questions.", "fact", "user"],
      ["Long-winded summaries are the user's pet peeve.", "preference", "user"],
    ],
    // Held out, it kept 2, both right (see decision 0361); decision 0361 reads cargo-deny's and cargo-audit's checks, what
    // a kind goes through with what it excludes, and the person's pet peeve.
  },
  {
    // Written after decision 0361, its expected facts by hand before it was first run; held out until decision 0362.
    name: "written after the cargo-deny, goes-through and pet-peeve rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cppcheck --error-exitcode=1 src/";
      return [
        w.user("cc-u1", "The ring buffer overflows on the 17th byte. Buffer sizes are always powers of two in this codebase."),
        w.toolUse("cc-a1", "toolu_cc1", "Bash", { command, description: "Run cppcheck" }),
        w.toolResult(
          "cc-r1",
          "toolu_cc1",
          "Checking src/ring.c ...\nsrc/ring.c:42:17: error: Array 'buf[16]' accessed at index 16, which is out of bounds. [arrayIndexOutOfBounds]\n    r->buf[r->head] = byte;\n                ^",
          true,
        ),
        w.toolUse("cc-a2", "toolu_cc2", "Edit", {
          file_path: `${project}/src/ring.c`,
          old_string: "    r->head = r->head + 1;",
          new_string: "    r->head = (r->head + 1) & (RING_SIZE - 1);",
        }),
        w.toolResult("cc-r2", "toolu_cc2", `The file ${project}/src/ring.c has been updated.`),
        w.toolUse("cc-a3", "toolu_cc3", "Bash", { command, description: "Run cppcheck" }),
        w.toolResult("cc-r3", "toolu_cc3", "Checking src/ring.c ..."),
        w.assistant("cc-a4", "head now wraps with a mask of RING_SIZE - 1, so it never reaches index 16."),
        w.user("cc-u2", "Heap allocation after init is off-limits in firmware code."),
        w.assistant("cc-a5", "Noted."),
        w.user("cc-u3", "Anja knows the DMA driver inside out; she's on leave until March though."),
        w.assistant("cc-a6", "Understood."),
        w.user("cc-u4", "nice, thanks"),
        w.assistant("cc-a7", "Anytime."),
        w.user("cc-u5", "I learn best from small worked examples."),
        w.assistant("cc-a8", "Will do."),
      ];
    },
    expected: [
      ["Buffer sizes are always powers of two in this codebase.", "convention", "user"],
      [
        "`cppcheck --error-exitcode=1 src/` failed with \"Array 'buf[16]' accessed at index 16, which is out of bounds.\" and passed after editing ring.c: head now wraps with a mask of RING_SIZE - 1, so it never reaches index 16.",
        "solution",
        "agent",
      ],
      ["Linting runs with `cppcheck --error-exitcode=1 src/` (it passed).", "code_context", "tool"],
      ["Heap allocation after init is off-limits in firmware code.", "convention", "user"],
      ["Anja knows the DMA driver inside out.", "fact", "user"],
      ["User learns best from small worked examples.", "preference", "user"],
    ],
    // Held out, it kept 1, right (see decision 0362); decision 0362 reads cppcheck and its message, what a kind always
    // is, what is off-limits in a kind of code, and how the person learns best.
  },
  {
    // Written after decision 0362, its expected facts by hand before it was first run; held out until decision 0363.
    name: "written after the cppcheck, always-a-kind, off-limits and learns-best rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "swiftlint lint --strict";
      return [
        w.user("sl-u1", "SwiftLint fails the build again. Force unwrapping is banned outside tests."),
        w.toolUse("sl-a1", "toolu_sl1", "Bash", { command, description: "Run SwiftLint" }),
        w.toolResult(
          "sl-r1",
          "toolu_sl1",
          `Linting Swift files in current working directory\nLinting 'Cart.swift' (1/1)\n${project}/Sources/App/Cart.swift:18:1: error: Line Length Violation: Line should be 120 characters or less; currently it has 134 characters (line_length)\nDone linting! Found 1 violation, 1 serious in 1 file.`,
          true,
        ),
        w.toolUse("sl-a2", "toolu_sl2", "Edit", {
          file_path: `${project}/Sources/App/Cart.swift`,
          old_string: "        guard let total = cart.total, total > 0, let currency = cart.currency, currency.isSupported else { return nil }",
          new_string:
            "        guard let total = cart.total, total > 0,\n              let currency = cart.currency, currency.isSupported\n        else { return nil }",
        }),
        w.toolResult("sl-r2", "toolu_sl2", `The file ${project}/Sources/App/Cart.swift has been updated.`),
        w.toolUse("sl-a3", "toolu_sl3", "Bash", { command, description: "Run SwiftLint" }),
        w.toolResult(
          "sl-r3",
          "toolu_sl3",
          "Linting Swift files in current working directory\nLinting 'Cart.swift' (1/1)\nDone linting! Found 0 violations, 0 serious in 1 file.",
        ),
        w.assistant("sl-a4", "The long guard in Cart.swift is now split over three lines."),
        w.user("sl-u2", "View models never import UIKit."),
        w.assistant("sl-a5", "Noted."),
        w.user("sl-u3", "Talk to Chiara before you change anything in the checkout flow; she owns the A/B tests there."),
        w.assistant("sl-a6", "Understood."),
        w.user("sl-u4", "cool cool"),
        w.assistant("sl-a7", "👍"),
        w.user("sl-u5", "Diagrams help me more than long explanations."),
        w.assistant("sl-a8", "Will do."),
      ];
    },
    expected: [
      ["Force unwrapping is banned outside tests.", "convention", "user"],
      [
        '`swiftlint lint --strict` failed with "Line Length Violation: Line should be 120 characters or less; currently it has 134 characters" and passed after editing Cart.swift: the long guard in Cart.swift is now split over three lines.',
        "solution",
        "agent",
      ],
      ["Linting runs with `swiftlint lint --strict` (it passed).", "code_context", "tool"],
      ["View models never import UIKit.", "convention", "user"],
      // Labelled with its reason by hand at first; relabelled in decision 0363 as decision 0308 leaves out the reason after
      // who to ask ("…, she set them up").
      ["Talk to Chiara before the agent changes anything in the checkout flow.", "convention", "user"],
      ["Diagrams help the user more than long explanations.", "preference", "user"],
    ],
    // Held out, it kept none (see decision 0363); decision 0363 reads SwiftLint and its message, what is banned outside
    // a kind of code, what a kind never depends on, "before you change", and what helps the person more.
  },
  {
    // Written after decision 0363, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the swiftlint, never-depends, before-you-change and helps-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "clang-format --dry-run --Werror src/ring.c";
      return [
        w.user("cf-u1", "clang-format trips CI again. Pointers bind to the name, as in char *p, never to the type."),
        w.toolUse("cf-a1", "toolu_cf1", "Bash", { command, description: "Check formatting" }),
        w.toolResult(
          "cf-r1",
          "toolu_cf1",
          "src/ring.c:12:20: error: code should be clang-formatted [-Wclang-format-violations]\n  uint8_t buf[16] ;\n                   ^",
          true,
        ),
        w.toolUse("cf-a2", "toolu_cf2", "Edit", {
          file_path: `${project}/src/ring.c`,
          old_string: "  uint8_t buf[16] ;",
          new_string: "  uint8_t buf[16];",
        }),
        w.toolResult("cf-r2", "toolu_cf2", `The file ${project}/src/ring.c has been updated.`),
        w.toolUse("cf-a3", "toolu_cf3", "Bash", { command, description: "Check formatting" }),
        w.toolResult("cf-r3", "toolu_cf3", ""),
        w.assistant("cf-a4", "The stray space before the semicolon in ring.c is gone."),
        w.user("cf-u2", "Every public header has an include guard, not #pragma once."),
        w.assistant("cf-a5", "Noted."),
        w.user("cf-u3", "Ines signs off on ABI changes."),
        w.assistant("cf-a6", "Understood."),
        w.user("cf-u4", "gtg"),
        w.assistant("cf-a7", "Bye!"),
        w.user("cf-u5", "Honestly I'd take a slower, readable loop over a clever one."),
        w.assistant("cf-a8", "Will do."),
      ];
    },
    expected: [
      ["Pointers bind to the name, as in char *p, never to the type.", "convention", "user"],
      [
        '`clang-format --dry-run --Werror src/ring.c` failed with "code should be clang-formatted [-Wclang-format-violations]" and passed after editing ring.c: the stray space before the semicolon in ring.c is gone.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `clang-format --dry-run --Werror src/ring.c` (it passed).", "code_context", "tool"],
      ["Every public header has an include guard, not #pragma once.", "convention", "user"],
      ["Ines signs off on ABI changes.", "convention", "user"],
      ["User would take a slower, readable loop over a clever one.", "preference", "user"],
    ],
    // Measured once, as written: none kept. `clang-format` names no program the rules know, so neither the fix nor the
    // command is kept; where pointers bind, what every public header has, who signs off on ABI changes and what the
    // person would take over a clever loop are missed.
    shortfall: {
      extra: [],
      missed: [
        "Pointers bind to the name, as in char *p, never to the type.",
        '`clang-format --dry-run --Werror src/ring.c` failed with "code should be clang-formatted [-Wclang-format-violations]" and passed after editing ring.c: the stray space before the semicolon in ring.c is gone.',
        "Formatting runs with `clang-format --dry-run --Werror src/ring.c` (it passed).",
        "Every public header has an include guard, not #pragma once.",
        "Ines signs off on ABI changes.",
        "User would take a slower, readable loop over a clever one.",
      ],
    },
  },
];
