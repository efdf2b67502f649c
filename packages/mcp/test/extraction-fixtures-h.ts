import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part h in the order they were written (extraction-transcripts.ts).
 */
export const fixturesH: readonly WrittenFixture[] = [
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
];
