import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part p in the order they were written (extraction-transcripts.ts).
 */
export const fixturesP: readonly WrittenFixture[] = [
  {
    // Written after decision 0423, its expected facts by hand before it was first run; held out until decision 0424.
    name: "written after the dprint, nowhere-else and feels-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo deny check licenses";
      return [
        w.user("cd-u1", "cargo deny is failing on the new crate. We vendor nothing; every dependency comes from crates.io."),
        w.toolUse("cd-a1", "toolu_cd1", "Bash", { command, description: "Check dependency licenses" }),
        w.toolResult(
          "cd-r1",
          "toolu_cd1",
          'error[rejected]: failed to satisfy license requirements\n  ┌─ registry+https://github.com/rust-lang/crates.io-index#ring@0.16.20:4:12\n  │\n4 │ license = "LicenseRef-ring"\n  │            ━━━━━━━━━━━━━━━ rejected: not explicitly allowed\n\nlicenses FAILED',
          true,
        ),
        w.toolUse("cd-a2", "toolu_cd2", "Edit", {
          file_path: `${project}/deny.toml`,
          old_string: 'allow = ["MIT", "Apache-2.0"]',
          new_string: 'allow = ["MIT", "Apache-2.0", "ISC", "OpenSSL"]',
        }),
        w.toolResult("cd-r2", "toolu_cd2", `The file ${project}/deny.toml has been updated.`),
        w.toolUse("cd-a3", "toolu_cd3", "Bash", { command, description: "Check dependency licenses" }),
        w.toolResult("cd-r3", "toolu_cd3", "licenses ok"),
        w.assistant("cd-a4", "deny.toml allows ring's licenses now."),
        w.user("cd-u2", "Olu knows the release tooling best."),
        w.assistant("cd-a5", "Good to know."),
        w.user("cd-u3", "Unsafe blocks need a SAFETY comment."),
        w.assistant("cd-a6", "Understood."),
        w.user("cd-u4", "thx"),
        w.assistant("cd-a7", "Any time."),
        w.user("cd-u5", "Step-by-step reasoning is wasted on me."),
        w.assistant("cd-a8", "Got it."),
      ];
    },
    expected: [
      ["The team vendors nothing; every dependency comes from crates.io.", "convention", "user"],
      [
        '`cargo deny check licenses` failed with "error[rejected]: failed to satisfy license requirements" and passed after editing deny.toml: deny.toml allows ring\'s licenses now.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `cargo deny check licenses` (it passed).", "code_context", "tool"],
      ["Olu knows the release tooling best.", "fact", "user"],
      ["Unsafe blocks need a SAFETY comment.", "convention", "user"],
      ["Step-by-step reasoning is wasted on the user.", "preference", "user"],
    ],
    // Held out, it kept 6 of 6, all right (cargo-deny's check and each phrasing were read by earlier rules).
  },
  {
    // A second transcript written after decision 0423 (the first kept all 6), its expected facts by hand before it was
    // first run; held out until decision 0424.
    name: "a second written after the dprint, nowhere-else and feels-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx tsc -p tsconfig.json --noEmit";
      return [
        w.user("ts-u1", "tsc is red after the merge. API responses are parsed with zod at the edge, never cast with as."),
        w.toolUse("ts-a1", "toolu_ts1", "Bash", { command, description: "Type-check the project" }),
        w.toolResult("ts-r1", "toolu_ts1", "src/api/orders.ts(18,7): error TS2322: Type 'string' is not assignable to type 'number'.", true),
        w.toolUse("ts-a2", "toolu_ts2", "Edit", {
          file_path: `${project}/src/api/orders.ts`,
          old_string: "const total: number = body.total;",
          new_string: "const total: number = Number(body.total);",
        }),
        w.toolResult("ts-r2", "toolu_ts2", `The file ${project}/src/api/orders.ts has been updated.`),
        w.toolUse("ts-a3", "toolu_ts3", "Bash", { command, description: "Type-check the project" }),
        w.toolResult("ts-r3", "toolu_ts3", ""),
        w.assistant("ts-a4", "orders.ts converts the total to a number now."),
        w.user("ts-u2", "Hana is the one who set up our Sentry alerts."),
        w.assistant("ts-a5", "Good to know."),
        w.user("ts-u3", "Dates cross the wire as ISO strings, not timestamps."),
        w.assistant("ts-a6", "Understood."),
        w.user("ts-u4", "great stuff"),
        w.assistant("ts-a7", "Thanks!"),
        w.user("ts-u5", "Over-explaining is a turn-off for me."),
        w.assistant("ts-a8", "Noted."),
      ];
    },
    expected: [
      ["API responses are parsed with zod at the edge, never cast with as.", "convention", "user"],
      [
        "`npx tsc -p tsconfig.json --noEmit` failed with \"src/api/orders.ts(18,7): error TS2322: Type 'string' is not assignable to type 'number'.\" and passed after editing orders.ts: orders.ts converts the total to a number now.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `npx tsc -p tsconfig.json --noEmit` (it passed).", "code_context", "tool"],
      ["Hana is the one who set up the team's Sentry alerts.", "fact", "user"],
      ["Dates cross the wire as ISO strings, not timestamps.", "convention", "user"],
      ["Over-explaining is a turn-off for the user.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0424 reads what a kind crosses the wire as, with the one choice it
    // states, and what is a turn-off for the person.
  },
  {
    // Written after decision 0424, its expected facts by hand before it was first run; held out until decision 0425.
    name: "written after the over-the-wire and turn-off rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec rspec spec/models/invoice_spec.rb";
      return [
        w.user("rs-u1", "The invoice spec fails since yesterday's merge. Money is stored as integer cents in every table."),
        w.toolUse("rs-a1", "toolu_rs1", "Bash", { command, description: "Run the invoice spec" }),
        w.toolResult(
          "rs-r1",
          "toolu_rs1",
          "F\n\nFailures:\n\n  1) Invoice#total sums the line items\n     Failure/Error: expect(invoice.total).to eq(1250)\n\n       expected: 1250\n            got: 12.5\n\n1 example, 1 failure",
          true,
        ),
        w.toolUse("rs-a2", "toolu_rs2", "Edit", {
          file_path: `${project}/app/models/invoice.rb`,
          old_string: "line_items.sum(:amount) / 100.0",
          new_string: "line_items.sum(:amount_cents)",
        }),
        w.toolResult("rs-r2", "toolu_rs2", `The file ${project}/app/models/invoice.rb has been updated.`),
        w.toolUse("rs-a3", "toolu_rs3", "Bash", { command, description: "Run the invoice spec" }),
        w.toolResult("rs-r3", "toolu_rs3", ".\n\nFinished in 0.21 seconds\n1 example, 0 failures"),
        w.assistant("rs-a4", "Invoice#total sums the cents now."),
        w.user("rs-u2", "Farid runs our on-call rotation."),
        w.assistant("rs-a5", "Good to know."),
        w.user("rs-u3", "Service objects live in app/services and return a Result."),
        w.assistant("rs-a6", "Understood."),
        w.user("rs-u4", "ty!"),
        w.assistant("rs-a7", "You're welcome."),
        w.user("rs-u5", "Tables beat bullet points when comparing options."),
        w.assistant("rs-a8", "Noted."),
      ];
    },
    expected: [
      ["Money is stored as integer cents in every table.", "convention", "user"],
      // Hand-written without the semicolon; relabelled to the earlier fixtures' "expected: …; got: …" (decision 0287).
      [
        '`bundle exec rspec spec/models/invoice_spec.rb` failed with "expected: 1250; got: 12.5" and passed after editing invoice.rb: Invoice#total sums the cents now.',
        "solution",
        "agent",
      ],
      ["The tests run with `bundle exec rspec spec/models/invoice_spec.rb` (it passed).", "code_context", "tool"],
      ["Farid runs the team's on-call rotation.", "fact", "user"],
      ["Service objects live in app/services and return a Result.", "code_context", "user"],
      ["Tables beat bullet points when comparing options.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, 4 right (with the relabel above); decision 0425 reads one kind beating another at a kind
    // of work. The fix was kept without the agent's sentence after it until decision 0548: "Invoice#total sums the cents
    // now" is four of six words the failed run printed in the failing example's name, which the echo rule read as a
    // repeat; the name of a test that failed and passes after the edit is vouched for now, as the quoted line is.
  },
  {
    // Written after decision 0425, its expected facts by hand before it was first run; held out until decision 0426.
    name: "written after the beats-at-work rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "helm lint charts/api";
      return [
        w.user("hl-u1", "helm lint fails on the api chart. Every chart pins its image by digest, never by tag."),
        w.toolUse("hl-a1", "toolu_hl1", "Bash", { command, description: "Lint the api chart" }),
        w.toolResult(
          "hl-r1",
          "toolu_hl1",
          "==> Linting charts/api\n[ERROR] templates/deployment.yaml: unable to parse YAML: error converting YAML to JSON: yaml: line 24: mapping values are not allowed in this context\n\nError: 1 chart(s) linted, 1 chart(s) failed",
          true,
        ),
        w.toolUse("hl-a2", "toolu_hl2", "Edit", {
          file_path: `${project}/charts/api/templates/deployment.yaml`,
          old_string: "          readinessProbe:\n              httpGet:",
          new_string: "          readinessProbe:\n            httpGet:",
        }),
        w.toolResult("hl-r2", "toolu_hl2", `The file ${project}/charts/api/templates/deployment.yaml has been updated.`),
        w.toolUse("hl-a3", "toolu_hl3", "Bash", { command, description: "Lint the api chart" }),
        w.toolResult("hl-r3", "toolu_hl3", "==> Linting charts/api\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed"),
        w.assistant("hl-a4", "The readiness probe's httpGet block was indented one level too deep."),
        w.user("hl-u2", "Marta is our SRE lead."),
        w.assistant("hl-a5", "Good to know."),
        w.user("hl-u3", "We went with Traefik over nginx-ingress because of its CRDs."),
        w.assistant("hl-a6", "Understood."),
        w.user("hl-u4", "cheers"),
        w.assistant("hl-a7", "Anytime."),
        w.user("hl-u5", "Rollback steps up front give me peace of mind."),
        w.assistant("hl-a8", "Noted."),
      ];
    },
    expected: [
      ["Every chart pins its image by digest, never by tag.", "convention", "user"],
      // Hand-written with helm's whole error line quoted, 331 characters; relabelled to decision 0280's practice: a fact
      // holds at most 300, and the quote goes before the agent's explanation is cut.
      [
        "`helm lint charts/api` failed and passed after editing deployment.yaml: the readiness probe's httpGet block was indented one level too deep.",
        "solution",
        "agent",
      ],
      ["Linting runs with `helm lint charts/api` (it passed).", "code_context", "tool"],
      ["Marta is the team's SRE lead.", "fact", "user"],
      ["The team went with Traefik over nginx-ingress because of its CRDs.", "decision", "user"],
      ["Rollback steps up front give the user peace of mind.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right (with the relabel above); decision 0426 reads who holds a role on the team,
    // what every one thing of a kind pins with the one choice it states, and what gives the person peace of mind.
  },
  {
    // Written after decision 0426, its expected facts by hand before it was first run; held out until decision 0427.
    name: "written after the team-role, every-one-pins and peace-of-mind rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "tflint --chdir=modules/network";
      return [
        w.user("tf-u1", "tflint is unhappy with the network module. All resources carry an owner tag."),
        w.toolUse("tf-a1", "toolu_tf1", "Bash", { command, description: "Lint the network module" }),
        w.toolResult(
          "tf-r1",
          "toolu_tf1",
          '1 issue(s) found:\n\nWarning: variable "legacy_cidr" is declared but not used (terraform_unused_declarations)\n\n  on variables.tf line 12:\n  12: variable "legacy_cidr" {\n\nReference: https://github.com/terraform-linters/tflint-ruleset-terraform/blob/v0.10.0/docs/rules/terraform_unused_declarations.md',
          true,
        ),
        w.toolUse("tf-a2", "toolu_tf2", "Edit", {
          file_path: `${project}/modules/network/variables.tf`,
          old_string: 'variable "legacy_cidr" {\n  type = string\n}\n',
          new_string: "",
        }),
        w.toolResult("tf-r2", "toolu_tf2", `The file ${project}/modules/network/variables.tf has been updated.`),
        w.toolUse("tf-a3", "toolu_tf3", "Bash", { command, description: "Lint the network module" }),
        w.toolResult("tf-r3", "toolu_tf3", ""),
        w.assistant("tf-a4", "I removed the unused legacy_cidr variable; nothing referenced it."),
        w.user("tf-u2", "Ines looks after our AWS accounts."),
        w.assistant("tf-a5", "Good to know."),
        w.user("tf-u3", "We settled on Atlantis for plan and apply because it comments on the PR."),
        w.assistant("tf-a6", "Makes sense."),
        w.user("tf-u4", "nice, thanks"),
        w.assistant("tf-a7", "Anytime."),
        w.user("tf-u5", "Long Terraform plans in chat make my head spin."),
        w.assistant("tf-a8", "Noted."),
      ];
    },
    expected: [
      ["All resources carry an owner tag.", "convention", "user"],
      // Hand-written with tflint's whole line; relabelled to the checkers' practice (decision 0352 and after): the finding
      // without its severity or rule, its double quotes made single inside the quote.
      [
        "`tflint --chdir=modules/network` failed with \"variable 'legacy_cidr' is declared but not used\" and passed after editing variables.tf: the agent removed the unused legacy_cidr variable; nothing referenced it.",
        "solution",
        "agent",
      ],
      ["Linting runs with `tflint --chdir=modules/network` (it passed).", "code_context", "tool"],
      ["Ines looks after the team's AWS accounts.", "fact", "user"],
      ["The team settled on Atlantis for plan and apply because it comments on the PR.", "decision", "user"],
      ["Long Terraform plans in chat make the user's head spin.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right; decision 0427 reads TFLint's finding, the tag every thing of a kind carries,
    // who looks after a part of the project, and what makes the person's head spin.
  },
  {
    // Written after decision 0427, its expected facts by hand before it was first run; held out until decision 0428.
    name: "written after the tflint, tagged-kind, looks-after and head-spin rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "stack test";
      return [
        w.user("hs-u1", "The parser tests broke after the megaparsec bump. Every module exports an explicit list, never everything."),
        w.toolUse("hs-a1", "toolu_hs1", "Bash", { command, description: "Run the test suite" }),
        w.toolResult(
          "hs-r1",
          "toolu_hs1",
          'Parser\n  parseDuration\n    parses minutes FAILED [1]\n\nFailures:\n\n  test/ParserSpec.hs:14:7: \n  1) Parser.parseDuration parses minutes\n       expected: Right 90\n        but got: Left "unexpected \'m\'"\n\n  To rerun use: --match "/Parser/parseDuration/parses minutes/"\n\nRandomized with seed 1234\n\nFinished in 0.0021 seconds\n1 example, 1 failure',
          true,
        ),
        w.toolUse("hs-a2", "toolu_hs2", "Edit", {
          file_path: `${project}/src/Parser.hs`,
          old_string: "many digitChar <* char 's'",
          new_string: "many digitChar <* (char 's' <|> char 'm')",
        }),
        w.toolResult("hs-r2", "toolu_hs2", `The file ${project}/src/Parser.hs has been updated.`),
        w.toolUse("hs-a3", "toolu_hs3", "Bash", { command, description: "Run the test suite" }),
        w.toolResult("hs-r3", "toolu_hs3", "Parser\n  parseDuration\n    parses minutes\n\nFinished in 0.0009 seconds\n1 example, 0 failures"),
        w.assistant("hs-a4", "parseDuration accepts the m suffix again."),
        w.user("hs-u2", "Yuki knows the CI cache inside out."),
        w.assistant("hs-a5", "Good to know."),
        w.user("hs-u3", "We dropped Stackage nightly last month because builds kept breaking."),
        w.assistant("hs-a6", "Understood."),
        w.user("hs-u4", "thx"),
        w.assistant("hs-a7", "Anytime."),
        w.user("hs-u5", "Heavy point-free code is hard for me to follow."),
        w.assistant("hs-a8", "Noted."),
      ];
    },
    expected: [
      ["Every module exports an explicit list, never everything.", "convention", "user"],
      [
        "`stack test` failed with \"expected: Right 90; but got: Left 'unexpected 'm''\" and passed after editing Parser.hs: parseDuration accepts the m suffix again.",
        "solution",
        "agent",
      ],
      ["The tests run with `stack test` (it passed).", "code_context", "tool"],
      ["Yuki knows the CI cache inside out.", "fact", "user"],
      // Hand-written with "last month"; relabelled to the earlier fixtures' practice of a month made absolute ("The team
      // moved off Jest in 2026-05"; relative dates are made absolute from the message's time, core's docs/extraction.md).
      ["The team dropped Stackage nightly in 2026-05 because builds kept breaking.", "decision", "user"],
      ["Heavy point-free code is hard for the user to follow.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right; decision 0428 reads Hspec's failed example as a test's name and its "but got"
    // with the expectation above it, what every module exports, the team's change of course with its reason, and what
    // is hard for the person to follow.
  },
  {
    // Written after decision 0428, its expected facts by hand before it was first run; held out until decision 0429.
    name: "written after the hspec, exports, changed-course and hard-to-follow rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go test -race ./...";
      return [
        w.user("gr-u1", "The cache tests are flaky under -race. Shared maps are always guarded by a mutex, never by channels alone."),
        w.toolUse("gr-a1", "toolu_gr1", "Bash", { command, description: "Run the tests with the race detector" }),
        w.toolResult(
          "gr-r1",
          "toolu_gr1",
          "==================\nWARNING: DATA RACE\nWrite at 0x00c0000a4010 by goroutine 8:\n  example.com/cache.(*Store).Set()\n      /repo/cache/store.go:31 +0x64\n\nPrevious read at 0x00c0000a4010 by goroutine 7:\n  example.com/cache.(*Store).Get()\n      /repo/cache/store.go:24 +0x4c\n==================\n--- FAIL: TestConcurrentSet (0.01s)\n    testing.go:1465: race detected during execution of test\nFAIL\nFAIL\texample.com/cache\t0.034s\nFAIL",
          true,
        ),
        w.toolUse("gr-a2", "toolu_gr2", "Edit", {
          file_path: `${project}/cache/store.go`,
          old_string: "func (s *Store) Set(k string, v []byte) {\n\ts.items[k] = v",
          new_string: "func (s *Store) Set(k string, v []byte) {\n\ts.mu.Lock()\n\tdefer s.mu.Unlock()\n\ts.items[k] = v",
        }),
        w.toolResult("gr-r2", "toolu_gr2", `The file ${project}/cache/store.go has been updated.`),
        w.toolUse("gr-a3", "toolu_gr3", "Bash", { command, description: "Run the tests with the race detector" }),
        w.toolResult("gr-r3", "toolu_gr3", "ok  \texample.com/cache\t1.204s"),
        w.assistant("gr-a4", "Set now takes the mutex before writing to the map."),
        w.user("gr-u2", "Dmitri has the history on the cache package."),
        w.assistant("gr-a5", "Good to know."),
        w.user("gr-u3", "We made the call to vendor dependencies after the left-pad scare."),
        w.assistant("gr-a6", "Understood."),
        w.user("gr-u4", "perfect, ty"),
        w.assistant("gr-a7", "Anytime."),
        w.user("gr-u5", "A short why before the code helps me a lot."),
        w.assistant("gr-a8", "Noted."),
      ];
    },
    expected: [
      ["Shared maps are always guarded by a mutex, never by channels alone.", "convention", "user"],
      [
        '`go test -race ./...` failed with "WARNING: DATA RACE" and passed after editing store.go: Set now takes the mutex before writing to the map.',
        "solution",
        "agent",
      ],
      ["The tests run with `go test -race ./...` (it passed).", "code_context", "tool"],
      ["Dmitri has the history on the cache package.", "fact", "user"],
      ["The team made the call to vendor dependencies after the left-pad scare.", "decision", "user"],
      ["A short why before the code helps the user a lot.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right; decision 0429 reads the race detector's report heading and the method name its
    // stack calls, who has a part's history, a call the team made, and what helps the person a lot.
  },
  {
    // Written after decision 0429, its expected facts by hand before it was first run; held out until decision 0430.
    name: "written after the data-race, history, made-the-call and helps-a-lot rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mvn verify";
      return [
        w.user("mv-u1", "PriceServiceTest fails since the VAT change. Prices are stored net, never gross."),
        w.toolUse("mv-a1", "toolu_mv1", "Bash", { command, description: "Build and run the tests" }),
        w.toolResult(
          "mv-r1",
          "toolu_mv1",
          "[INFO] Running shop.PriceServiceTest\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.045 s <<< FAILURE! -- in shop.PriceServiceTest\n[ERROR] shop.PriceServiceTest.appliesVat -- Time elapsed: 0.012 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <119.0> but was: <100.0>\n\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n\tat shop.PriceServiceTest.appliesVat(PriceServiceTest.java:21)\n\n[INFO] Results:\n[ERROR] Failures: \n[ERROR]   PriceServiceTest.appliesVat:21 expected: <119.0> but was: <100.0>\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0\n[INFO] BUILD FAILURE",
          true,
        ),
        w.toolUse("mv-a2", "toolu_mv2", "Edit", {
          file_path: `${project}/src/main/java/shop/PriceService.java`,
          old_string: "return net;",
          new_string: "return net.multiply(VAT_FACTOR);",
        }),
        w.toolResult("mv-r2", "toolu_mv2", `The file ${project}/src/main/java/shop/PriceService.java has been updated.`),
        w.toolUse("mv-a3", "toolu_mv3", "Bash", { command, description: "Build and run the tests" }),
        w.toolResult("mv-r3", "toolu_mv3", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
        w.assistant("mv-a4", "PriceService.gross now multiplies by 1.19 instead of returning the net price."),
        w.user("mv-u2", "Hanna signs off on anything that touches pricing."),
        w.assistant("mv-a5", "Good to know."),
        w.user("mv-u3", "Our call was to keep Java 17 until the LTS after 21."),
        w.assistant("mv-a6", "Understood."),
        w.user("mv-u4", "cheers!"),
        w.assistant("mv-a7", "Anytime."),
        w.user("mv-u5", "I'm much happier with a diff than a description."),
        w.assistant("mv-a8", "Noted."),
      ];
    },
    expected: [
      ["Prices are stored net, never gross.", "convention", "user"],
      [
        '`mvn verify` failed with "org.opentest4j.AssertionFailedError: expected: <119.0> but was: <100.0>" and passed after editing PriceService.java: PriceService.gross now multiplies by 1.19 instead of returning the net price.',
        "solution",
        "agent",
      ],
      ["The tests run with `mvn verify` (it passed).", "code_context", "tool"],
      ["Hanna signs off on anything that touches pricing.", "convention", "user"],
      ["The team's call was to keep Java 17 until the LTS after 21.", "decision", "user"],
      ["User is much happier with a diff than a description.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0430 reads Maven's `verify` as how the tests run, the one form a
    // kind is stored in with the other it never is, the team's call, and what the person is happier with.
  },
  {
    // Written after decision 0430, its expected facts by hand before it was first run; held out until decision 0431.
    name: "written after the mvn-verify, stored-in-form, our-call and happier-with rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npm run typecheck";
      return [
        w.user("vt-u1", "The cart total component doesn't type-check. Props are typed with defineProps<T>(), never with runtime objects."),
        w.toolUse("vt-a1", "toolu_vt1", "Bash", { command, description: "Type-check the app" }),
        w.toolResult(
          "vt-r1",
          "toolu_vt1",
          "> shop@1.0.0 typecheck\n> vue-tsc --noEmit\n\nsrc/components/CartTotal.vue:14:7 - error TS2322: Type 'string' is not assignable to type 'number'.\n\n14       :total=\"formatted\"\n         ~~~~~~\n\nFound 1 error in src/components/CartTotal.vue:14",
          true,
        ),
        w.toolUse("vt-a2", "toolu_vt2", "Edit", {
          file_path: `${project}/src/components/CartTotal.vue`,
          old_string: ':total="formatted"',
          new_string: ':total="totalCents"',
        }),
        w.toolResult("vt-r2", "toolu_vt2", `The file ${project}/src/components/CartTotal.vue has been updated.`),
        w.toolUse("vt-a3", "toolu_vt3", "Bash", { command, description: "Type-check the app" }),
        w.toolResult("vt-r3", "toolu_vt3", "> shop@1.0.0 typecheck\n> vue-tsc --noEmit\n"),
        w.assistant("vt-a4", "CartTotal now passes the number and formats it in the template."),
        w.user("vt-u2", "Sofia keeps an eye on bundle size."),
        w.assistant("vt-a5", "Good to know."),
        w.user("vt-u3", "We went back to the Options API for the admin pages because the team knows it better."),
        w.assistant("vt-a6", "Understood."),
        w.user("vt-u4", "great, thanks!"),
        w.assistant("vt-a7", "Anytime."),
        w.user("vt-u5", "A before/after screenshot says more to me than a paragraph."),
        w.assistant("vt-a8", "Noted."),
      ];
    },
    expected: [
      ["Props are typed with defineProps<T>(), never with runtime objects.", "convention", "user"],
      [
        "`npm run typecheck` failed with \"src/components/CartTotal.vue:14:7 - error TS2322: Type 'string' is not assignable to type 'number'.\" and passed after editing CartTotal.vue: CartTotal now passes the number and formats it in the template.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `npm run typecheck` (it passed).", "code_context", "tool"],
      ["Sofia keeps an eye on bundle size.", "fact", "user"],
      ["The team went back to the Options API for the admin pages because the team knows it better.", "decision", "user"],
      ["A before/after screenshot says more to the user than a paragraph.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0431 reads what a person keeps an eye on, the team going back to a
    // way with its reason, and what says more to the person than another.
  },
  {
    // Written after decision 0431, its expected facts by hand before it was first run; held out until decision 0432.
    name: "written after the keeps-an-eye-on, went-back-to and says-more-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "swift build";
      return [
        w.user("sw-u1", "swift build broke after the Decimal refactor. Money is Decimal everywhere, never Double."),
        w.toolUse("sw-a1", "toolu_sw1", "Bash", { command, description: "Build the package" }),
        w.toolResult(
          "sw-r1",
          "toolu_sw1",
          "Building for debugging...\nSources/Cart/Cart.swift:18:16: error: cannot convert value of type 'Int' to expected argument type 'Decimal'\n        return total(cents)\n               ^\nerror: compile command failed due to signal 1",
          true,
        ),
        w.toolUse("sw-a2", "toolu_sw2", "Edit", {
          file_path: `${project}/Sources/Cart/Cart.swift`,
          old_string: "return total(cents)",
          new_string: "return total(Decimal(cents))",
        }),
        w.toolResult("sw-r2", "toolu_sw2", `The file ${project}/Sources/Cart/Cart.swift has been updated.`),
        w.toolUse("sw-a3", "toolu_sw3", "Bash", { command, description: "Build the package" }),
        w.toolResult("sw-r3", "toolu_sw3", "Building for debugging...\n[3/3] Compiling Cart Cart.swift\nBuild complete! (1.84s)"),
        w.assistant("sw-a4", "Cart.total now converts the cents to Decimal before dividing."),
        w.user("sw-u2", "Kenji signs every release build."),
        w.assistant("sw-a5", "Good to know."),
        w.user("sw-u3", "We picked SwiftPM over CocoaPods so CI needs no Ruby."),
        w.assistant("sw-a6", "Understood."),
        w.user("sw-u4", "awesome, thanks"),
        w.assistant("sw-a7", "Anytime."),
        w.user("sw-u5", "Code comments that restate the code are pure noise to me."),
        w.assistant("sw-a8", "Noted."),
      ];
    },
    expected: [
      ["Money is Decimal everywhere, never Double.", "convention", "user"],
      [
        "`swift build` failed with \"Sources/Cart/Cart.swift:18:16: error: cannot convert value of type 'Int' to expected argument type 'Decimal'\" and passed after editing Cart.swift: Cart.total now converts the cents to Decimal before dividing.",
        "solution",
        "agent",
      ],
      ["The build runs with `swift build` (it passed).", "code_context", "tool"],
      ["Kenji signs every release build.", "fact", "user"],
      ["The team picked SwiftPM over CocoaPods so CI needs no Ruby.", "decision", "user"],
      ["Code comments that restate the code are pure noise to the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0432 reads the type a mass noun has everywhere, who signs every one
    // thing of a kind, what the team picked over another, and what is noise to the person.
  },
];
