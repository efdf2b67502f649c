import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part i of nine in the order they were written (extraction-transcripts.ts);
 * a new one goes at the end, and the last is the held-out one.
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
  {
    // Written after decision 0364, its expected facts by hand before it was first run; held out until decision 0365.
    name: "written after the clang-format, binds-to, has-not, signs-off-on and take-over rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "actionlint .github/workflows/ci.yml";
      return [
        w.user("al-u1", "actionlint is failing on the CI workflow. Workflow files pin every action to a full commit SHA, not a tag."),
        w.toolUse("al-a1", "toolu_al1", "Bash", { command, description: "Lint the CI workflow" }),
        w.toolResult(
          "al-r1",
          "toolu_al1",
          `.github/workflows/ci.yml:21:24: property "node_version" is not defined in object type {node-version: string} [expression]\n   |\n21 |           node-version: \${{ matrix.node_version }}\n   |                        ^~~~~~~~~~~~~~~~~~~~~~~~`,
          true,
        ),
        w.toolUse("al-a2", "toolu_al2", "Edit", {
          file_path: `${project}/.github/workflows/ci.yml`,
          old_string: `node-version: \${{ matrix.node_version }}`,
          new_string: `node-version: \${{ matrix.node-version }}`,
        }),
        w.toolResult("al-r2", "toolu_al2", `The file ${project}/.github/workflows/ci.yml has been updated.`),
        w.toolUse("al-a3", "toolu_al3", "Bash", { command, description: "Lint the CI workflow" }),
        w.toolResult("al-r3", "toolu_al3", ""),
        w.assistant("al-a4", "The matrix key is node-version, with a dash; ci.yml now reads matrix.node-version."),
        w.user("al-u2", "Secrets are only ever read in the deploy job."),
        w.assistant("al-a5", "Noted."),
        w.user("al-u3", "If a workflow needs a new secret, Rafael adds it."),
        w.assistant("al-a6", "Understood."),
        w.user("al-u4", "lol ok"),
        w.assistant("al-a7", "😄"),
        w.user("al-u5", "I'm more of a rebase person than a merge person."),
        w.assistant("al-a8", "Will do."),
      ];
    },
    expected: [
      ["Workflow files pin every action to a full commit SHA, not a tag.", "convention", "user"],
      [
        "`actionlint .github/workflows/ci.yml` failed with \"property 'node_version' is not defined in object type {node-version: string}\" and passed after editing ci.yml: the matrix key is node-version, with a dash; ci.yml now reads matrix.node-version.",
        "solution",
        "agent",
      ],
      ["Linting runs with `actionlint .github/workflows/ci.yml` (it passed).", "code_context", "tool"],
      ["Secrets are only ever read in the deploy job.", "convention", "user"],
      ["If a workflow needs a new secret, Rafael adds it.", "convention", "user"],
      ["User is more of a rebase person than a merge person.", "preference", "user"],
    ],
    // Held out, it kept none (see decision 0365); decision 0365 reads actionlint and its message, what a kind pins with
    // what it excludes, where a kind is only ever read, who does a kind of work when a thing needs it, and which of two
    // ways the person leans to.
  },
  {
    // Written after decision 0365, its expected facts by hand before it was first run; held out until decision 0366.
    name: "written after the actionlint, pins-not, only-ever, when-needed and more-of-a rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "black --check src/";
      return [
        w.user("bk-u1", "black --check fails in CI. Fixtures live under tests/fixtures, one file per case."),
        w.toolUse("bk-a1", "toolu_bk1", "Bash", { command, description: "Check formatting" }),
        w.toolResult(
          "bk-r1",
          "toolu_bk1",
          "would reformat src/app/settings.py\n\nOh no! 💥 💔 💥\n1 file would be reformatted, 11 files would be left unchanged.",
          true,
        ),
        w.toolUse("bk-a2", "toolu_bk2", "Edit", {
          file_path: `${project}/src/app/settings.py`,
          old_string: "CACHE = {'backend': 'redis', 'ttl': 300}",
          new_string: 'CACHE = {"backend": "redis", "ttl": 300}',
        }),
        w.toolResult("bk-r2", "toolu_bk2", `The file ${project}/src/app/settings.py has been updated.`),
        w.toolUse("bk-a3", "toolu_bk3", "Bash", { command, description: "Check formatting" }),
        w.toolResult("bk-r3", "toolu_bk3", "All done! ✨ 🍰 ✨\n12 files would be left unchanged."),
        w.assistant("bk-a4", "settings.py used single quotes in the cache dict; it now uses double quotes as black wants."),
        w.user("bk-u2", "Type hints are mandatory on anything public."),
        w.assistant("bk-a5", "Noted."),
        w.user("bk-u3", "Yusuf is out this week. For anything odd with fixtures, ask Dana."),
        w.assistant("bk-a6", "Understood."),
        w.user("bk-u4", "brb coffee"),
        w.assistant("bk-a7", "Sure."),
        w.user("bk-u5", "Bullet points beat paragraphs for me."),
        w.assistant("bk-a8", "Will do."),
      ];
    },
    expected: [
      // Labelled a convention by hand at first; relabelled in decision 0366 as an earlier fixture's "Translations live in
      // packages/i18n/locales, one JSON file per language." is where the code is (code_context).
      ["Fixtures live under tests/fixtures, one file per case.", "code_context", "user"],
      [
        '`black --check src/` failed with "would reformat src/app/settings.py" and passed after editing settings.py: settings.py used single quotes in the cache dict; it now uses double quotes as black wants.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `black --check src/` (it passed).", "code_context", "tool"],
      ["Type hints are mandatory on anything public.", "convention", "user"],
      ["For anything odd with fixtures, ask Dana.", "convention", "user"],
      ["Bullet points beat paragraphs for the user.", "preference", "user"],
    ],
    // Held out, it kept 2, one typed as code (see decision 0366); decision 0366 reads black's check and its line, who to
    // ask about anything of a kind, and what beats what for the person.
  },
  {
    // Written after decision 0366, its expected facts by hand before it was first run; held out until decision 0367.
    name: "written after the black, ask-about-anything and beats-for-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "staticcheck ./...";
      return [
        w.user("sc-u1", "staticcheck is red on main. Context is always the first parameter, never stored in a struct."),
        w.toolUse("sc-a1", "toolu_sc1", "Bash", { command, description: "Run staticcheck" }),
        w.toolResult("sc-r1", "toolu_sc1", "internal/cache/lru.go:27:2: should use time.Since instead of time.Now().Sub (S1012)", true),
        w.toolUse("sc-a2", "toolu_sc2", "Edit", {
          file_path: `${project}/internal/cache/lru.go`,
          old_string: "age := time.Now().Sub(e.added)",
          new_string: "age := time.Since(e.added)",
        }),
        w.toolResult("sc-r2", "toolu_sc2", `The file ${project}/internal/cache/lru.go has been updated.`),
        w.toolUse("sc-a3", "toolu_sc3", "Bash", { command, description: "Run staticcheck" }),
        w.toolResult("sc-r3", "toolu_sc3", ""),
        w.assistant("sc-a4", "lru.go now uses time.Since(e.added) for the entry's age."),
        w.user("sc-u2", "Exported identifiers get a doc comment, no exceptions."),
        w.assistant("sc-a5", "Noted."),
        w.user("sc-u3", "Cache changes go through Greta."),
        w.assistant("sc-a6", "Understood."),
        w.user("sc-u4", "k"),
        w.assistant("sc-a7", "👍"),
        w.user("sc-u5", "Long-winded answers wear me out."),
        w.assistant("sc-a8", "Will do."),
      ];
    },
    expected: [
      ["Context is always the first parameter, never stored in a struct.", "convention", "user"],
      [
        '`staticcheck ./...` failed with "internal/cache/lru.go:27:2: should use time.Since instead of time.Now().Sub (S1012)" and passed after editing lru.go: lru.go now uses time.Since(e.added) for the entry\'s age.',
        "solution",
        "agent",
      ],
      ["Linting runs with `staticcheck ./...` (it passed).", "code_context", "tool"],
      ["Exported identifiers get a doc comment, no exceptions.", "convention", "user"],
      ["Cache changes go through Greta.", "convention", "user"],
      ["Long-winded answers wear the user out.", "preference", "user"],
    ],
    // Held out, it kept 1, right (see decision 0367); decision 0367 reads staticcheck and its line, the place among its
    // kind's a thing of the code always takes, who a kind of change goes through, and what wears the person out.
  },
  {
    // Written after decision 0367, its expected facts by hand before it was first run; held out until decision 0368.
    name: "written after the staticcheck, always-first, changes-through and wears-me-out rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pylint src/shop";
      return [
        w.user("pl-u1", "pylint blocks the merge. Settings are read once at startup and passed down, never imported from globals."),
        w.toolUse("pl-a1", "toolu_pl1", "Bash", { command, description: "Run pylint" }),
        w.toolResult(
          "pl-r1",
          "toolu_pl1",
          "************* Module shop.cart\nsrc/shop/cart.py:42:0: C0301: Line too long (112/100) (line-too-long)\n\n------------------------------------------------------------------\nYour code has been rated at 9.80/10",
          true,
        ),
        w.toolUse("pl-a2", "toolu_pl2", "Edit", {
          file_path: `${project}/src/shop/cart.py`,
          old_string: "    total = sum(item.price * item.qty for item in items) - discount_for(customer, items, today=date.today())",
          new_string: "    subtotal = sum(item.price * item.qty for item in items)\n    total = subtotal - discount_for(customer, items, today=date.today())",
        }),
        w.toolResult("pl-r2", "toolu_pl2", `The file ${project}/src/shop/cart.py has been updated.`),
        w.toolUse("pl-a3", "toolu_pl3", "Bash", { command, description: "Run pylint" }),
        w.toolResult(
          "pl-r3",
          "toolu_pl3",
          "\n-------------------------------------------------------------------\nYour code has been rated at 10.00/10 (previous run: 9.80/10, +0.20)",
        ),
        w.assistant("pl-a4", "The total in cart.py is now computed from a subtotal on its own line."),
        w.user("pl-u2", "Money math happens in cents, never in floats."),
        w.assistant("pl-a5", "Noted."),
        w.user("pl-u3", "Olu owns the tax engine, so nothing there merges without her."),
        w.assistant("pl-a6", "Understood."),
        w.user("pl-u4", "ty"),
        w.assistant("pl-a7", "You're welcome."),
        w.user("pl-u5", "Terse commit messages are fine by me."),
        w.assistant("pl-a8", "Will do."),
      ];
    },
    expected: [
      ["Settings are read once at startup and passed down, never imported from globals.", "convention", "user"],
      [
        '`pylint src/shop` failed with "Line too long (112/100)" and passed after editing cart.py: the total in cart.py is now computed from a subtotal on its own line.',
        "solution",
        "agent",
      ],
      ["Linting runs with `pylint src/shop` (it passed).", "code_context", "tool"],
      ["Money math happens in cents, never in floats.", "convention", "user"],
      ["Olu owns the tax engine, so nothing there merges without her.", "convention", "user"],
      ["Terse commit messages are fine by the user.", "preference", "user"],
    ],
    // Held out, it kept none (see decision 0368); decision 0368 reads pylint and its message, a kind read once, where a
    // kind of work happens, a gate that waits for the person, and what is fine by the person.
  },
  {
    // Written after decision 0368, its expected facts by hand before it was first run; held out until decision 0369.
    name: "written after the pylint, read-once, happens-in, without-her and fine-by-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "hlint src";
      return [
        w.user("hl-u1", "hlint fails on the cart module. Partial functions like head are off the table in library code."),
        w.toolUse("hl-a1", "toolu_hl1", "Bash", { command, description: "Run hlint" }),
        w.toolResult(
          "hl-r1",
          "toolu_hl1",
          "src/Shop/Cart.hs:14:9-34: Warning: Use concatMap\nFound:\n  concat (map render items)\nPerhaps:\n  concatMap render items\n\n1 hint",
          true,
        ),
        w.toolUse("hl-a2", "toolu_hl2", "Edit", {
          file_path: `${project}/src/Shop/Cart.hs`,
          old_string: "renderAll items = concat (map render items)",
          new_string: "renderAll items = concatMap render items",
        }),
        w.toolResult("hl-r2", "toolu_hl2", `The file ${project}/src/Shop/Cart.hs has been updated.`),
        w.toolUse("hl-a3", "toolu_hl3", "Bash", { command, description: "Run hlint" }),
        w.toolResult("hl-r3", "toolu_hl3", "No hints"),
        w.assistant("hl-a4", "renderAll in Cart.hs now uses concatMap render items."),
        w.user("hl-u2", "Every exposed module lists its exports explicitly."),
        w.assistant("hl-a5", "Noted."),
        w.user("hl-u3", "Type-level trickery needs Kofi's blessing."),
        w.assistant("hl-a6", "Understood."),
        w.user("hl-u4", "cheers"),
        w.assistant("hl-a7", "Anytime."),
        w.user("hl-u5", "I'd sooner read a long type signature than a clever point-free one."),
        w.assistant("hl-a8", "Will do."),
      ];
    },
    expected: [
      ["Partial functions like head are off the table in library code.", "convention", "user"],
      [
        '`hlint src` failed with "Warning: Use concatMap" and passed after editing Cart.hs: renderAll in Cart.hs now uses concatMap render items.',
        "solution",
        "agent",
      ],
      ["Linting runs with `hlint src` (it passed).", "code_context", "tool"],
      ["Every exposed module lists its exports explicitly.", "convention", "user"],
      ["Type-level trickery needs Kofi's blessing.", "convention", "user"],
      ["User would sooner read a long type signature than a clever point-free one.", "preference", "user"],
    ],
    // Held out, it kept none (see decision 0369); decision 0369 reads hlint and its hint, what is off the table in a
    // kind of code, what every thing of a kind does with its own, whose blessing a kind of work needs, and "I'd sooner".
  },
  {
    // Written after decision 0369, its expected facts by hand before it was first run; held out until decision 0370.
    name: "written after the hlint, off-the-table, its-own, blessing and sooner rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "clang-tidy src/ring.c";
      return [
        w.user("ct-u1", "clang-tidy flags a dead store in ring.c. Every allocation is paired with a free in the same function."),
        w.toolUse("ct-a1", "toolu_ct1", "Bash", { command, description: "Run clang-tidy" }),
        w.toolResult(
          "ct-r1",
          "toolu_ct1",
          "1 warning generated.\nsrc/ring.c:30:5: warning: Value stored to 'n' is never read [clang-analyzer-deadcode.DeadStores]\n    n = ring_len(r);\n    ^   ~~~~~~~~~~~",
          true,
        ),
        w.toolUse("ct-a2", "toolu_ct2", "Edit", {
          file_path: `${project}/src/ring.c`,
          old_string: "    n = ring_len(r);\n",
          new_string: "",
        }),
        w.toolResult("ct-r2", "toolu_ct2", `The file ${project}/src/ring.c has been updated.`),
        w.toolUse("ct-a3", "toolu_ct3", "Bash", { command, description: "Run clang-tidy" }),
        w.toolResult("ct-r3", "toolu_ct3", ""),
        w.assistant("ct-a4", "The unused n = ring_len(r) store in ring.c is gone."),
        w.user("ct-u2", "Macros are a last resort here; prefer static inline functions."),
        w.assistant("ct-a5", "Noted."),
        w.user("ct-u3", "Ask Ines about anything touching the ABI."),
        w.assistant("ct-a6", "Understood."),
        w.user("ct-u4", "thx"),
        w.assistant("ct-a7", "Sure."),
        w.user("ct-u5", "I'm a sucker for small, well-named helpers."),
        w.assistant("ct-a8", "Will do."),
      ];
    },
    expected: [
      ["Every allocation is paired with a free in the same function.", "convention", "user"],
      [
        "`clang-tidy src/ring.c` failed with \"Value stored to 'n' is never read\" and passed after editing ring.c: the unused n = ring_len(r) store in ring.c is gone.",
        "solution",
        "agent",
      ],
      ["Linting runs with `clang-tidy src/ring.c` (it passed).", "code_context", "tool"],
      ["Macros are a last resort here; prefer static inline functions.", "convention", "user"],
      ["Ask Ines about anything touching the ABI.", "convention", "user"],
      ["User is a sucker for small, well-named helpers.", "preference", "user"],
    ],
    // Held out, it kept 1, wrong (see decision 0370); decision 0370 reads clang-tidy and its message, a kind that is a
    // last resort with what to do instead, what every thing of a kind is paired with, who to ask about anything of a
    // kind, and what the person is a sucker for.
  },
  {
    // Written after decision 0370, its expected facts by hand before it was first run; held out until decision 0372.
    name: "written after the clang-tidy, last-resort, paired-with, ask-about-anything and sucker-for rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "rubocop app/models/order.rb";
      return [
        w.user("rb-u1", "RuboCop is unhappy with the order model. Service objects expose exactly one public method, call."),
        w.toolUse("rb-a1", "toolu_rb1", "Bash", { command, description: "Run RuboCop" }),
        w.toolResult(
          "rb-r1",
          "toolu_rb1",
          "Inspecting 1 file\nC\n\nOffenses:\n\napp/models/order.rb:12:5: C: Style/GuardClause: Use a guard clause (return unless paid?) instead of wrapping the code inside a conditional expression.\n    if paid?\n    ^^\n\n1 file inspected, 1 offense detected, 1 offense autocorrectable",
          true,
        ),
        w.toolUse("rb-a2", "toolu_rb2", "Edit", {
          file_path: `${project}/app/models/order.rb`,
          old_string: "    if paid?\n      ship!\n    end",
          new_string: "    return unless paid?\n\n    ship!",
        }),
        w.toolResult("rb-r2", "toolu_rb2", `The file ${project}/app/models/order.rb has been updated.`),
        w.toolUse("rb-a3", "toolu_rb3", "Bash", { command, description: "Run RuboCop" }),
        w.toolResult("rb-r3", "toolu_rb3", "Inspecting 1 file\n.\n\n1 file inspected, no offenses detected"),
        w.assistant("rb-a4", "Order#fulfil now returns early unless the order is paid."),
        w.user("rb-u2", "Callbacks stay out of models; they belong in service objects."),
        w.assistant("rb-a5", "Noted."),
        w.user("rb-u3", "Whatever touches payments, Lena reviews."),
        w.assistant("rb-a6", "Understood."),
        w.user("rb-u4", "ok cool"),
        w.assistant("rb-a7", "👍"),
        w.user("rb-u5", "Numbered steps work wonders for me."),
        w.assistant("rb-a8", "Will do."),
      ];
    },
    expected: [
      ["Service objects expose exactly one public method, call.", "convention", "user"],
      [
        // Relabelled in decision 0372: the hand label quoted the cop's name with the message, 121 characters, past the 120
        // a quote may hold; the message alone is quoted, as the first line of a longer GoogleTest message is (decision 0327).
        '`rubocop app/models/order.rb` failed with "Use a guard clause (return unless paid?) instead of wrapping the code inside a conditional expression." and passed after editing order.rb: Order#fulfil now returns early unless the order is paid.',
        "solution",
        "agent",
      ],
      ["Linting runs with `rubocop app/models/order.rb` (it passed).", "code_context", "tool"],
      ["Callbacks stay out of models; they belong in service objects.", "convention", "user"],
      ["Whatever touches payments, Lena reviews.", "convention", "user"],
      ["Numbered steps work wonders for the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, retyped as a fact (see decision 0372); decision 0372 reads bare `rubocop` and its
    // offense line, a rule then a fact after a semicolon as the rule whole, how many of something every thing of a kind
    // has, who reviews anything of a kind put first, and what works wonders for the person.
  },
  {
    // Written after decision 0372, its expected facts by hand before it was first run; held out until decision 0373.
    name: "written after the rubocop, rule-then-fact, kind-count, fronted-reviewer and works-wonders rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "flake8 src/shop/cart.py";
      return [
        w.user("fl-u1", "flake8 is complaining about cart.py. We keep lines at 79 characters, plain PEP 8."),
        w.toolUse("fl-a1", "toolu_fl1", "Bash", { command, description: "Run flake8" }),
        w.toolResult("fl-r1", "toolu_fl1", "src/shop/cart.py:42:80: E501 line too long (112 > 79 characters)", true),
        w.toolUse("fl-a2", "toolu_fl2", "Edit", {
          file_path: `${project}/src/shop/cart.py`,
          old_string: "        total = subtotal - discount_for(customer, subtotal, coupon, now=clock.now()) + shipping_for(address)\n",
          new_string:
            "        discount = discount_for(customer, subtotal, coupon, now=clock.now())\n        total = subtotal - discount + shipping_for(address)\n",
        }),
        w.toolResult("fl-r2", "toolu_fl2", `The file ${project}/src/shop/cart.py has been updated.`),
        w.toolUse("fl-a3", "toolu_fl3", "Bash", { command, description: "Run flake8" }),
        w.toolResult("fl-r3", "toolu_fl3", ""),
        w.assistant("fl-a4", "The discount in cart.py is now computed on its own line."),
        w.user("fl-u2", "Database access only happens inside repositories, not in views."),
        w.assistant("fl-a5", "Noted."),
        w.user("fl-u3", "Tomás knows the pricing code best, so questions about it go to him."),
        w.assistant("fl-a6", "Got it."),
        w.user("fl-u4", "nice"),
        w.assistant("fl-a7", "Thanks!"),
        w.user("fl-u5", "I learn best from code examples."),
        w.assistant("fl-a8", "Will do."),
      ];
    },
    expected: [
      ["The team keeps lines at 79 characters, plain PEP 8.", "convention", "user"],
      [
        '`flake8 src/shop/cart.py` failed with "E501 line too long (112 > 79 characters)" and passed after editing cart.py: the discount in cart.py is now computed on its own line.',
        "solution",
        "agent",
      ],
      ["Linting runs with `flake8 src/shop/cart.py` (it passed).", "code_context", "tool"],
      ["Database access only happens inside repositories, not in views.", "convention", "user"],
      // Relabelled in decision 0373: where a kind of question goes is a fact of the project in the earlier fixtures ("Billing
      // questions go to Aisha, she runs the payments squad", "Questions about the CSV reader go to Lena, she wrote it").
      ["Tomás knows the pricing code best, so questions about it go to him.", "fact", "user"],
      ["User learns best from code examples.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, one typed as a fact by a hand label unlike the earlier fixtures' (relabelled); decision
    // 0373 reads `flake8` and its line, and "database access" as a kind.
  },
  {
    // Written after decision 0373, its expected facts by hand before it was first run; held out until decision 0374.
    name: "written after the flake8 and mass-noun access rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "vendor/bin/phpcs src/Cart.php";
      return [
        w.user("pc-u1", "phpcs is failing on Cart.php. We follow PSR-12 to the letter."),
        w.toolUse("pc-a1", "toolu_pc1", "Bash", { command, description: "Run PHP_CodeSniffer" }),
        w.toolResult(
          "pc-r1",
          "toolu_pc1",
          `\nFILE: ${project}/src/Cart.php\n----------------------------------------------------------------------\nFOUND 1 ERROR AFFECTING 1 LINE\n----------------------------------------------------------------------\n 12 | ERROR | [x] Expected 1 space after FUNCTION keyword; 0 found\n----------------------------------------------------------------------\nPHPCBF CAN FIX THE 1 MARKED SNIFF VIOLATIONS AUTOMATICALLY\n----------------------------------------------------------------------\n\nTime: 41ms; Memory: 6MB`,
          true,
        ),
        w.toolUse("pc-a2", "toolu_pc2", "Edit", {
          file_path: `${project}/src/Cart.php`,
          old_string: "    public function total(): int\n    {\n        $fn = function() {",
          new_string: "    public function total(): int\n    {\n        $fn = function () {",
        }),
        w.toolResult("pc-r2", "toolu_pc2", `The file ${project}/src/Cart.php has been updated.`),
        w.toolUse("pc-a3", "toolu_pc3", "Bash", { command, description: "Run PHP_CodeSniffer" }),
        w.toolResult("pc-r3", "toolu_pc3", ""),
        w.assistant("pc-a4", "Cart::total now has the space after the function keyword."),
        w.user("pc-u2", "Eloquent models never talk to the HTTP layer directly."),
        w.assistant("pc-a5", "Noted."),
        w.user("pc-u3", "Anything touching invoices needs a second pair of eyes from Marco."),
        w.assistant("pc-a6", "Understood."),
        w.user("pc-u4", "perfect"),
        w.assistant("pc-a7", "Glad it helped."),
        w.user("pc-u5", "Short code comments are my thing."),
        w.assistant("pc-a8", "Will do."),
      ];
    },
    expected: [
      ["The team follows PSR-12 to the letter.", "convention", "user"],
      [
        '`vendor/bin/phpcs src/Cart.php` failed with "Expected 1 space after FUNCTION keyword; 0 found" and passed after editing Cart.php: Cart::total now has the space after the function keyword.',
        "solution",
        "agent",
      ],
      ["Linting runs with `vendor/bin/phpcs src/Cart.php` (it passed).", "code_context", "tool"],
      ["Eloquent models never talk to the HTTP layer directly.", "convention", "user"],
      ["Anything touching invoices needs a second pair of eyes from Marco.", "convention", "user"],
      ["Short code comments are the user's thing.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, none wrong; decision 0374 reads `phpcs` and its table's row, and what is the person's
    // thing.
  },
  {
    // Written after decision 0374, its expected facts by hand before it was first run; held out until decision 0375.
    name: "written after the phpcs and my-thing rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix credo --strict";
      return [
        w.user("cr-u1", "mix credo --strict flags the cart module. Pattern matching beats nested conditionals in this codebase."),
        w.toolUse("cr-a1", "toolu_cr1", "Bash", { command, description: "Run Credo" }),
        w.toolResult(
          "cr-r1",
          "toolu_cr1",
          "Checking 12 source files ...\n\n  Code Readability\n┃\n┃ [R] → Modules should have a @moduledoc tag.\n┃       lib/shop/cart.ex:1:11 #(Shop.Cart)\n\nPlease report incorrect results: https://github.com/rrrene/credo/issues\n\nAnalysis took 0.1 seconds (0.02s to load, 0.08s running 55 checks on 12 files)\n31 mods/funs, found 1 code readability issue.",
          true,
        ),
        w.toolUse("cr-a2", "toolu_cr2", "Edit", {
          file_path: `${project}/lib/shop/cart.ex`,
          old_string: "defmodule Shop.Cart do\n",
          new_string: 'defmodule Shop.Cart do\n  @moduledoc """\n  A customer\'s cart: items, totals and checkout.\n  """\n',
        }),
        w.toolResult("cr-r2", "toolu_cr2", `The file ${project}/lib/shop/cart.ex has been updated.`),
        w.toolUse("cr-a3", "toolu_cr3", "Bash", { command, description: "Run Credo" }),
        w.toolResult(
          "cr-r3",
          "toolu_cr3",
          "Checking 12 source files ...\n\nPlease report incorrect results: https://github.com/rrrene/credo/issues\n\nAnalysis took 0.1 seconds (0.02s to load, 0.08s running 55 checks on 12 files)\n31 mods/funs, found no issues.",
        ),
        w.assistant("cr-a4", "Shop.Cart now has a @moduledoc describing its public API."),
        w.user("cr-u2", "GenServers are for state, not for code organisation."),
        w.assistant("cr-a5", "Noted."),
        w.user("cr-u3", "Rosa has the keys to our Hex organisation; publishing goes through her."),
        w.assistant("cr-a6", "Understood."),
        w.user("cr-u4", "sweet"),
        w.assistant("cr-a7", "🙂"),
        w.user("cr-u5", "I lean towards small modules with one job each."),
        w.assistant("cr-a8", "Will do."),
      ];
    },
    expected: [
      ["Pattern matching beats nested conditionals in this codebase.", "convention", "user"],
      [
        '`mix credo --strict` failed with "Modules should have a @moduledoc tag." and passed after editing cart.ex: Shop.Cart now has a @moduledoc describing its public API.',
        "solution",
        "agent",
      ],
      ["Linting runs with `mix credo --strict` (it passed).", "code_context", "tool"],
      ["GenServers are for state, not for code organisation.", "convention", "user"],
      ["Rosa has the keys to the team's Hex organisation; publishing goes through her.", "convention", "user"],
      // Labelled "User leans towards …" by hand at first; relabelled in decision 0375 as an earlier fixture's "The user tends
      // to …" reads (decision 0343): "User" opens only before the verbs of liking and wanting.
      ["The user leans towards small modules with one job each.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0375 reads Credo as `mix credo` and its issue line, a checker's "should" of
    // what the code has or is, what a kind is for, which of two ways the project keeps to, what goes through the person a
    // lead names, and what the person leans towards.
  },
  {
    // Written after decision 0375, its expected facts by hand before it was first run; held out until decision 0376.
    name: "written after the credo, checker-should, kind-for, better-way, through-them and lean-towards rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bandit -r src/shop";
      return [
        w.user("bd-u1", "bandit flags orders.py. Raw SQL strings are a no-go; everything goes through the query builder."),
        w.toolUse("bd-a1", "toolu_bd1", "Bash", { command, description: "Run bandit" }),
        w.toolResult(
          "bd-r1",
          "toolu_bd1",
          'Run started:2026-12-04 10:12:03.118842\n\nTest results:\n>> Issue: [B608:hardcoded_sql_expressions] Possible SQL injection vector through string-based query construction.\n   Severity: Medium   Confidence: Low\n   CWE: CWE-89 (https://cwe.mitre.org/data/definitions/89.html)\n   Location: src/shop/orders.py:41:15\n40\t    def for_customer(self, customer_id):\n41\t        rows = self.db.execute(f"SELECT * FROM orders WHERE customer_id = {customer_id}")\n\n--------------------------------------------------\n\nCode scanned:\n\tTotal lines of code: 812\n\nRun metrics:\n\tTotal issues (by severity):\n\t\tMedium: 1\nFiles skipped (0):',
          true,
        ),
        w.toolUse("bd-a2", "toolu_bd2", "Edit", {
          file_path: `${project}/src/shop/orders.py`,
          old_string: 'rows = self.db.execute(f"SELECT * FROM orders WHERE customer_id = {customer_id}")',
          new_string: 'rows = self.db.execute("SELECT * FROM orders WHERE customer_id = %s", (customer_id,))',
        }),
        w.toolResult("bd-r2", "toolu_bd2", `The file ${project}/src/shop/orders.py has been updated.`),
        w.toolUse("bd-a3", "toolu_bd3", "Bash", { command, description: "Run bandit" }),
        w.toolResult(
          "bd-r3",
          "toolu_bd3",
          "Run started:2026-12-04 10:14:40.502113\n\nTest results:\n\tNo issues identified.\n\nCode scanned:\n\tTotal lines of code: 812",
        ),
        w.assistant("bd-a4", "orders.py now passes the customer id as a query parameter instead of formatting it into the SQL."),
        w.user("bd-u2", "Every endpoint validates its input with a marshmallow schema."),
        w.assistant("bd-a5", "Noted."),
        w.user("bd-u3", "Noor is the one who signs off on anything security-related."),
        w.assistant("bd-a6", "Understood."),
        w.user("bd-u4", "great"),
        w.assistant("bd-a7", "🙌"),
        w.user("bd-u5", "I'm partial to plain English over jargon."),
        w.assistant("bd-a8", "Will do."),
      ];
    },
    expected: [
      ["Raw SQL strings are a no-go; everything goes through the query builder.", "convention", "user"],
      [
        '`bandit -r src/shop` failed with "Possible SQL injection vector through string-based query construction." and passed after editing orders.py: orders.py now passes the customer id as a query parameter instead of formatting it into the SQL.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bandit -r src/shop` (it passed).", "code_context", "tool"],
      ["Every endpoint validates its input with a marshmallow schema.", "convention", "user"],
      ["Noor is the one who signs off on anything security-related.", "convention", "user"],
      ["User is partial to plain English over jargon.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0376 reads bandit and its issue, a kind that is a no-go with where everything
    // goes instead, what every thing of a kind does with its own and with what, who is the one who signs off on anything
    // of a kind, and what the person is partial to.
  },
  {
    // Written after decision 0376, its expected facts by hand before it was first run; held out until decision 0377.
    name: "written after the bandit, no-go, its-own-with, one-who-signs-off and partial-to rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "revive -set_exit_status ./...";
      return [
        w.user("rv-u1", "revive complains about the cache package. Exported identifiers carry doc comments, no exceptions."),
        w.toolUse("rv-a1", "toolu_rv1", "Bash", { command, description: "Run revive" }),
        w.toolResult("rv-r1", "toolu_rv1", "internal/cache/lru.go:27:1: exported function New should have comment or be unexported", true),
        w.toolUse("rv-a2", "toolu_rv2", "Edit", {
          file_path: `${project}/internal/cache/lru.go`,
          old_string: "func New(size int) *LRU {",
          new_string: "// New returns an LRU cache holding at most size entries.\nfunc New(size int) *LRU {",
        }),
        w.toolResult("rv-r2", "toolu_rv2", `The file ${project}/internal/cache/lru.go has been updated.`),
        w.toolUse("rv-a3", "toolu_rv3", "Bash", { command, description: "Run revive" }),
        w.toolResult("rv-r3", "toolu_rv3", ""),
        w.assistant("rv-a4", "New in lru.go now has a doc comment."),
        w.user("rv-u2", "Interfaces belong to the consumer, not the package that implements them."),
        w.assistant("rv-a5", "Noted."),
        w.user("rv-u3", "Before touching the eviction policy, loop in Kenji."),
        w.assistant("rv-a6", "Understood."),
        w.user("rv-u4", "cool"),
        w.assistant("rv-a7", "👍"),
        w.user("rv-u5", "I find tables easier to scan than bullet lists."),
        w.assistant("rv-a8", "Will do."),
      ];
    },
    expected: [
      ["Exported identifiers carry doc comments, no exceptions.", "convention", "user"],
      [
        // Relabelled in decision 0377: the hand label quoted the message without its place; a Go linter's line is quoted
        // whole, as golangci-lint's (decision 0349) and staticcheck's (decision 0367) are in the earlier fixtures.
        '`revive -set_exit_status ./...` failed with "internal/cache/lru.go:27:1: exported function New should have comment or be unexported" and passed after editing lru.go: New in lru.go now has a doc comment.',
        "solution",
        "agent",
      ],
      ["Linting runs with `revive -set_exit_status ./...` (it passed).", "code_context", "tool"],
      ["Interfaces belong to the consumer, not the package that implements them.", "convention", "user"],
      ["Before touching the eviction policy, loop in Kenji.", "convention", "user"],
      ["User finds tables easier to scan than bullet lists.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong, and a hand label unlike the earlier fixtures' (relabelled); decision 0377
    // reads revive and a Go linter's line, a name the failed run printed as code, what every thing of a kind does with no
    // exceptions, and who to loop in before a change put first.
  },
  {
    // Written after decision 0377, its expected facts by hand before it was first run; held out until decision 0378.
    name: "written after the revive, named-as-code, no-exceptions and before-a-change rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "semgrep --config .semgrep.yml --error src";
      return [
        w.user("sg-u1", "semgrep flags the users route. Responses go out through res.json, never res.send."),
        w.toolUse("sg-a1", "toolu_sg1", "Bash", { command, description: "Run semgrep" }),
        w.toolResult(
          "sg-r1",
          "toolu_sg1",
          "┌─────────────────┐\n│ 1 Code Finding  │\n└─────────────────┘\n\n    src/api/users.js\n    ❯❯❱ javascript.express.security.audit.xss.direct-response-write\n          Detected directly writing to a Response object from user-defined input. This bypasses any HTML escaping and\n          may expose your application to a cross-site-scripting (XSS) vulnerability.\n\n           14┆ res.send(req.query.name);\n\nRan 12 rules on 48 files: 1 finding.",
          true,
        ),
        w.toolUse("sg-a2", "toolu_sg2", "Edit", {
          file_path: `${project}/src/api/users.js`,
          old_string: "res.send(req.query.name);",
          new_string: "res.json({ name: req.query.name });",
        }),
        w.toolResult("sg-r2", "toolu_sg2", `The file ${project}/src/api/users.js has been updated.`),
        w.toolUse("sg-a3", "toolu_sg3", "Bash", { command, description: "Run semgrep" }),
        w.toolResult("sg-r3", "toolu_sg3", "┌──────────────┐\n│ Scan Summary │\n└──────────────┘\n\nRan 12 rules on 48 files: 0 findings."),
        w.assistant("sg-a4", "The users route now answers with res.json, which escapes the value."),
        w.user("sg-u2", "Route handlers stay under forty lines."),
        w.assistant("sg-a5", "Noted."),
        w.user("sg-u3", "Anything auth-related, run it by Priya first."),
        w.assistant("sg-a6", "Understood."),
        w.user("sg-u4", "ty"),
        w.assistant("sg-a7", "Anytime."),
        w.user("sg-u5", "Numbered lists make my day."),
        w.assistant("sg-a8", "Will do."),
      ];
    },
    expected: [
      ["Responses go out through res.json, never res.send.", "convention", "user"],
      [
        '`semgrep --config .semgrep.yml --error src` failed with "Detected directly writing to a Response object from user-defined input." and passed after editing users.js: the users route now answers with res.json, which escapes the value.',
        "solution",
        "agent",
      ],
      ["Linting runs with `semgrep --config .semgrep.yml --error src` (it passed).", "code_context", "tool"],
      ["Route handlers stay under forty lines.", "convention", "user"],
      ["Anything auth-related, run it by Priya first.", "convention", "user"],
      ["Numbered lists make the user's day.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none wrong; decision 0378 reads semgrep with the project's rules and its finding, what a
    // kind goes out through, who to run anything of a kind by, and what makes the person's day.
  },
  {
    // Written after decision 0378, its expected facts by hand before it was first run; held out until decision 0379.
    name: "written after the semgrep, goes-out-through, run-it-by and makes-my-day rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "checkov -d infra --compact";
      return [
        w.user("ck-u1", "checkov fails on the assets bucket. Buckets are private unless Legal says otherwise."),
        w.toolUse("ck-a1", "toolu_ck1", "Bash", { command, description: "Run checkov" }),
        w.toolResult(
          "ck-r1",
          "toolu_ck1",
          'terraform scan results:\n\nPassed checks: 14, Failed checks: 1, Skipped checks: 0\n\nCheck: CKV_AWS_20: "S3 Bucket has an ACL defined which allows public READ access."\n\tFAILED for resource: aws_s3_bucket.assets\n\tFile: /main.tf:12-20',
          true,
        ),
        w.toolUse("ck-a2", "toolu_ck2", "Edit", {
          file_path: `${project}/infra/main.tf`,
          old_string: 'acl    = "public-read"',
          new_string: 'acl    = "private"',
        }),
        w.toolResult("ck-r2", "toolu_ck2", `The file ${project}/infra/main.tf has been updated.`),
        w.toolUse("ck-a3", "toolu_ck3", "Bash", { command, description: "Run checkov" }),
        w.toolResult("ck-r3", "toolu_ck3", "terraform scan results:\n\nPassed checks: 15, Failed checks: 0, Skipped checks: 0"),
        w.assistant("ck-a4", "The assets bucket's ACL is private now."),
        w.user("ck-u2", "State lives in the shared S3 backend, never on a laptop."),
        w.assistant("ck-a5", "Noted."),
        w.user("ck-u3", "Terraform applies wait for Dmitri's go-ahead."),
        w.assistant("ck-a6", "Understood."),
        w.user("ck-u4", "nice one"),
        w.assistant("ck-a7", "Thanks!"),
        w.user("ck-u5", "Diagrams beat walls of text for me."),
        w.assistant("ck-a8", "Will do."),
      ];
    },
    expected: [
      ["Buckets are private unless Legal says otherwise.", "convention", "user"],
      [
        '`checkov -d infra --compact` failed with "S3 Bucket has an ACL defined which allows public READ access." and passed after editing main.tf: the assets bucket\'s ACL is private now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `checkov -d infra --compact` (it passed).", "code_context", "tool"],
      ["State lives in the shared S3 backend, never on a laptop.", "convention", "user"],
      ["Terraform applies wait for Dmitri's go-ahead.", "convention", "user"],
      ["Diagrams beat walls of text for the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, one typed as a fact; decision 0379 reads checkov and its failed check, how every thing of a
    // kind is unless someone decides otherwise, a place said with the place a thing never is, and what waits for
    // someone's go-ahead.
  },
  {
    // Written after decision 0379, its expected facts by hand before it was first run; held out until decision 0380.
    name: "written after the checkov, unless-someone, never-there and waits-for rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "ktlint --reporter=plain src/main/kotlin";
      return [
        w.user("kt-u1", "ktlint trips over the checkout screen. Composables take a Modifier as their first optional parameter."),
        w.toolUse("kt-a1", "toolu_kt1", "Bash", { command, description: "Run ktlint" }),
        w.toolResult(
          "kt-r1",
          "toolu_kt1",
          "src/main/kotlin/shop/CheckoutScreen.kt:41:1: Exceeded max line length (120) (standard:max-line-length)\n\nSummary error count (descending) by rule:\n  standard:max-line-length: 1",
          true,
        ),
        w.toolUse("kt-a2", "toolu_kt2", "Edit", {
          file_path: `${project}/src/main/kotlin/shop/CheckoutScreen.kt`,
          old_string: "    Text(text = stringResource(R.string.checkout_total, total.format(locale)), style = MaterialTheme.typography.titleLarge)",
          new_string:
            "    Text(\n        text = stringResource(R.string.checkout_total, total.format(locale)),\n        style = MaterialTheme.typography.titleLarge,\n    )",
        }),
        w.toolResult("kt-r2", "toolu_kt2", `The file ${project}/src/main/kotlin/shop/CheckoutScreen.kt has been updated.`),
        w.toolUse("kt-a3", "toolu_kt3", "Bash", { command, description: "Run ktlint" }),
        w.toolResult("kt-r3", "toolu_kt3", ""),
        w.assistant("kt-a4", "The total's Text call in CheckoutScreen.kt now puts each argument on its own line."),
        w.user("kt-u2", "Strings shown to users come from resources, never hardcoded."),
        w.assistant("kt-a5", "Noted."),
        w.user("kt-u3", "Gradle plugin bumps go through Sven."),
        w.assistant("kt-a6", "Understood."),
        w.user("kt-u4", "thanks!"),
        w.assistant("kt-a7", "You're welcome."),
        w.user("kt-u5", "Before-and-after screenshots help me review UI changes."),
        w.assistant("kt-a8", "Will do."),
      ];
    },
    expected: [
      ["Composables take a Modifier as their first optional parameter.", "convention", "user"],
      [
        '`ktlint --reporter=plain src/main/kotlin` failed with "Exceeded max line length (120)" and passed after editing CheckoutScreen.kt: the total\'s Text call in CheckoutScreen.kt now puts each argument on its own line.',
        "solution",
        "agent",
      ],
      ["Linting runs with `ktlint --reporter=plain src/main/kotlin` (it passed).", "code_context", "tool"],
      ["Strings shown to users come from resources, never hardcoded.", "convention", "user"],
      ["Gradle plugin bumps go through Sven.", "convention", "user"],
      ["Before-and-after screenshots help the user review UI changes.", "preference", "user"],
    ],
    // Held out, it kept none of 6: bare `ktlint` was no runner, though its name was a word of linting. Decision 0380 reads
    // it and its line, what every thing of a kind takes as its first parameter, who bumps go through and what helps the
    // person review. Where strings shown to users come from stays missed: "users" in the phrase that narrows the kind
    // makes it no kind of the project's things.
    shortfall: {
      extra: [],
      missed: ["Strings shown to users come from resources, never hardcoded."],
      retyped: [],
    },
  },
  {
    // Written after decision 0380, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the ktlint, takes-as-first, bumps-through and helps-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx tsc --noEmit -p tsconfig.json";
      return [
        w.user("ts-u1", "tsc fails after the refactor. Shared types live in packages/types and nowhere else."),
        w.toolUse("ts-a1", "toolu_ts1", "Bash", { command, description: "Type-check" }),
        w.toolResult(
          "ts-r1",
          "toolu_ts1",
          "src/cart/total.ts(14,7): error TS2322: Type 'string' is not assignable to type 'number'.\n\nFound 1 error in src/cart/total.ts:14",
          true,
        ),
        w.toolUse("ts-a2", "toolu_ts2", "Edit", {
          file_path: `${project}/src/cart/total.ts`,
          old_string: "const cents: number = row.amount;",
          new_string: "const cents: number = Number.parseInt(row.amount, 10);",
        }),
        w.toolResult("ts-r2", "toolu_ts2", `The file ${project}/src/cart/total.ts has been updated.`),
        w.toolUse("ts-a3", "toolu_ts3", "Bash", { command, description: "Type-check" }),
        w.toolResult("ts-r3", "toolu_ts3", ""),
        w.assistant("ts-a4", "total.ts now parses the amount into cents before adding it."),
        w.user("ts-u2", "Zod schemas are the source of truth for request shapes."),
        w.assistant("ts-a5", "Noted."),
        w.user("ts-u3", "Any change to the public API needs a nod from Ayla."),
        w.assistant("ts-a6", "Understood."),
        w.user("ts-u4", "👍"),
        w.assistant("ts-a7", "Anytime."),
        w.user("ts-u5", "Short summaries at the top save me a lot of time."),
        w.assistant("ts-a8", "Will do."),
      ];
    },
    expected: [
      ["Shared types live in packages/types and nowhere else.", "convention", "user"],
      [
        "`npx tsc --noEmit -p tsconfig.json` failed with \"src/cart/total.ts(14,7): error TS2322: Type 'string' is not assignable to type 'number'.\" and passed after editing total.ts: total.ts now parses the amount into cents before adding it.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `npx tsc --noEmit -p tsconfig.json` (it passed).", "code_context", "tool"],
      ["Zod schemas are the source of truth for request shapes.", "convention", "user"],
      ["Any change to the public API needs a nod from Ayla.", "convention", "user"],
      ["Short summaries at the top save the user a lot of time.", "preference", "user"],
    ],
    // Measured once, as written: 3 kept, none wrong. What Zod schemas are the source of truth for, whose nod a change to
    // the public API needs and what saves the person time are missed.
    shortfall: {
      extra: [],
      missed: [
        "Zod schemas are the source of truth for request shapes.",
        "Any change to the public API needs a nod from Ayla.",
        "Short summaries at the top save the user a lot of time.",
      ],
      retyped: [],
    },
  },
];
