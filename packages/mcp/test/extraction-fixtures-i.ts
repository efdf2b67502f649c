import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part i in the order they were written (extraction-transcripts.ts).
 */
export const fixturesI: readonly WrittenFixture[] = [
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
    // Written after decision 0363, its expected facts by hand before it was first run; held out until decision 0364.
    name: "written after the swiftlint, never-depends, before-you-change and helps-me rules",
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
    // Held out, it kept none (see decision 0364); decision 0364 reads clang-format's check and a warning turned error,
    // what a kind binds to and what every thing of a kind has, each with what it excludes, who signs off on a kind of
    // thing, and what the person would take over what.
  },
];
