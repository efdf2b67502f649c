import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part j in the order they were written (extraction-transcripts.ts).
 */
export const fixturesJ: readonly WrittenFixture[] = [
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
      // Labelled "User leans towards …" by hand at first; relabelled "The user leans …" in decision 0375 (decision 0343:
      // "User" opened only before the verbs of liking and wanting), and back to the hand label since decision 0479.
      ["User leans towards small modules with one job each.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0375 reads Credo as `mix credo` and its issue line, a checker's "should" of
    // what the code has or is, what a kind is for, which of two ways the project keeps to, what goes through the person a
    // lead names, and what the person leans towards.
  },
];
