import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part g in the order they were written (extraction-transcripts.ts).
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
      // keeps the person's liking with what to make of it ("The user can't stand long PR descriptions, keep them to …"),
      // and opening with "User" since decision 0479.
      ["User tends to write the tests first, so expect test-only commits.", "preference", "user"],
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
];
