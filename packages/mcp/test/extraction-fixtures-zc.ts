import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part zc in the order they were written (extraction-transcripts.ts), after
 * part zb. Part zb neared six hundred lines when decision 0559's held-out came; this part passed 1,800 when decision
 * 0594's came, and part zd goes on after it.
 */
export const fixturesZc: readonly WrittenFixture[] = [
  {
    // Written after decision 0559, its expected facts by hand before it was first run; held out until decision 0560.
    name: "written after the tox-env, never-contains, no-longer and docs-tool rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx eslint src/api";
      return [
        w.user("es-u1", "eslint fails on the orders API. Handlers return early on bad input instead of nesting ifs."),
        w.toolUse("es-a1", "toolu_es1", "Bash", { command, description: "Lint the API" }),
        w.toolResult(
          "es-r1",
          "toolu_es1",
          "\n/repo/src/api/orders.ts\n  14:7  error  'total' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)\n",
          true,
        ),
        w.toolUse("es-a2", "toolu_es2", "Edit", {
          file_path: `${project}/src/api/orders.ts`,
          old_string: "const total = sumLines(order.lines);\n  return json(order);",
          new_string: "const total = sumLines(order.lines);\n  return json({ ...order, total });",
        }),
        w.toolResult("es-r2", "toolu_es2", `The file ${project}/src/api/orders.ts has been updated.`),
        w.toolUse("es-a3", "toolu_es3", "Bash", { command, description: "Lint the API" }),
        w.toolResult("es-r3", "toolu_es3", ""),
        w.assistant("es-a4", "orders.ts returns the computed total with the order now."),
        w.user("es-u2", "Order webhooks from Shopify land in an SQS queue before the worker picks them up."),
        w.assistant("es-a5", "Good to know."),
        w.user("es-u3", "We turned on strictNullChecks after a null price shipped to production."),
        w.assistant("es-a6", "Understood."),
        w.user("es-u4", "kk thanks"),
        w.assistant("es-a7", "Anytime."),
        w.user("es-u5", "Numbered steps work better for me than paragraphs."),
        w.assistant("es-a8", "Noted."),
      ];
    },
    expected: [
      ["Handlers return early on bad input instead of nesting ifs.", "convention", "user"],
      [
        "`npx eslint src/api` failed with \"'total' is assigned a value but never used\" and passed after editing orders.ts: orders.ts returns the computed total with the order now.",
        "solution",
        "agent",
      ],
      ["Linting runs with `npx eslint src/api` (it passed).", "code_context", "tool"],
      ["Order webhooks from Shopify land in an SQS queue before the worker picks them up.", "fact", "user"],
      ["The team turned on strictNullChecks after a null price shipped to production.", "decision", "user"],
      ["Numbered steps work better for the user than paragraphs.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0560 reads what a kind does instead of another way, where the things
    // of a kind land, and an option turned on after a fault shipped to production.
  },
  {
    // Written after decision 0560, its expected facts by hand before it was first run; held out until decision 0561.
    name: "written after the instead-of, lands-in and shipped-fault rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm test";
      return [
        w.user("pt-u1", "pnpm test fails on the money formatter. Zero amounts always render as an em dash in tables."),
        w.toolUse("pt-a1", "toolu_pt1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "pt-r1",
          "toolu_pt1",
          ' FAIL  src/money/format.test.ts\n  ● formatMoney › formats zero as a dash\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: "—"\n    Received: "0.00"\n\n      12 |   it("formats zero as a dash", () => {\n    > 13 |     expect(formatMoney(0)).toBe("—");\n         |                            ^\n\nTests:       1 failed, 7 passed, 8 total\n',
          true,
        ),
        w.toolUse("pt-a2", "toolu_pt2", "Edit", {
          file_path: `${project}/src/money/format.ts`,
          old_string: "return amount.toFixed(2);",
          new_string: 'return amount === 0 ? "—" : amount.toFixed(2);',
        }),
        w.toolResult("pt-r2", "toolu_pt2", `The file ${project}/src/money/format.ts has been updated.`),
        w.toolUse("pt-a3", "toolu_pt3", "Bash", { command, description: "Run the tests" }),
        w.toolResult("pt-r3", "toolu_pt3", "Tests:       8 passed, 8 total\n"),
        w.assistant("pt-a4", "formatMoney returns an em dash for zero now."),
        w.user("pt-u2", "The reporting dashboard pulls its numbers from a read replica that lags by about a minute."),
        w.assistant("pt-a5", "Good to know."),
        w.user("pt-u3", "We abandoned the GraphQL gateway after six months because nobody could debug the resolvers."),
        w.assistant("pt-a6", "Understood."),
        w.user("pt-u4", "sweet, thx"),
        w.assistant("pt-a7", "Anytime."),
        w.user("pt-u5", "I want the why before the what in commit messages."),
        w.assistant("pt-a8", "Noted."),
      ];
    },
    expected: [
      ["Zero amounts always render as an em dash in tables.", "convention", "user"],
      [
        "`pnpm test` failed with \"Expected: '—'; Received: '0.00'\" and passed after editing format.ts: formatMoney returns an em dash for zero now.",
        "solution",
        "agent",
      ],
      ["The tests run with `pnpm test` (it passed).", "code_context", "tool"],
      ["The reporting dashboard pulls its numbers from a read replica that lags by about a minute.", "fact", "user"],
      ["The team abandoned the GraphQL gateway after six months because nobody could debug the resolvers.", "decision", "user"],
      ["User wants the why before the what in commit messages.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, with a fix quoting Jest's count; decision 0561 reads Jest's summary as counts,
    // how a kind always shows, and what the person wants in every thing of a kind.
  },
  {
    // Written after decision 0561, its expected facts by hand before it was first run; held out until decision 0562.
    name: "written after the jest-summary, always-shows and wanted-in rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bin/rails test test/models/order_test.rb";
      return [
        w.user("rt-u1", "rails test fails on orders. Prices live in integer cents on every model."),
        w.toolUse("rt-a1", "toolu_rt1", "Bash", { command, description: "Run the order tests" }),
        w.toolResult(
          "rt-r1",
          "toolu_rt1",
          "Running 12 tests in a single process (parallelization threshold is 50)\nRun options: --seed 12345\n\n# Running:\n\n....F.......\n\nFailure:\nOrderTest#test_total_includes_shipping [test/models/order_test.rb:14]:\nExpected: 1590\n  Actual: 1500\n\nrails test test/models/order_test.rb:10\n\nFinished in 0.412s, 29.1 runs/s, 41.2 assertions/s.\n12 runs, 17 assertions, 1 failures, 0 errors, 0 skips\n",
          true,
        ),
        w.toolUse("rt-a2", "toolu_rt2", "Edit", {
          file_path: `${project}/app/models/order.rb`,
          old_string: "line_items.sum(:price_cents)",
          new_string: "line_items.sum(:price_cents) + shipping_cents",
        }),
        w.toolResult("rt-r2", "toolu_rt2", `The file ${project}/app/models/order.rb has been updated.`),
        w.toolUse("rt-a3", "toolu_rt3", "Bash", { command, description: "Run the order tests" }),
        w.toolResult(
          "rt-r3",
          "toolu_rt3",
          "Running 12 tests in a single process\n............\nFinished in 0.398s\n12 runs, 17 assertions, 0 failures, 0 errors, 0 skips\n",
        ),
        w.assistant("rt-a4", "Order#total adds the shipping cents now."),
        w.user("rt-u2", "Shipping rates are fetched from the Shippo API at checkout."),
        w.assistant("rt-a5", "Good to know."),
        w.user("rt-u3", "We replaced Devise with Rails' built-in authentication generator because we only needed email logins."),
        w.assistant("rt-a6", "Understood."),
        w.user("rt-u4", "cool cool"),
        w.assistant("rt-a7", "Anytime."),
        w.user("rt-u5", "Short methods with clear names beat comments for me."),
        w.assistant("rt-a8", "Noted."),
      ];
    },
    expected: [
      ["Prices live in integer cents on every model.", "convention", "user"],
      [
        '`bin/rails test test/models/order_test.rb` failed with "Expected: 1590; Actual: 1500" and passed after editing order.rb: Order#total adds the shipping cents now.',
        "solution",
        "agent",
      ],
      ["The tests run with `bin/rails test test/models/order_test.rb` (it passed).", "code_context", "tool"],
      ["Shipping rates are fetched from the Shippo API at checkout.", "fact", "user"],
      ["The team replaced Devise with Rails' built-in authentication generator because the team only needed email logins.", "decision", "user"],
      ["Short methods with clear names beat comments for the user.", "preference", "user"],
    ],
    // Held out, it kept 6 of 6, all right, one typed otherwise than by hand; decision 0562 reads the unit a kind lives in
    // as how it is kept, not where it is.
  },
  {
    // Written after decision 0562, its expected facts by hand before it was first run; held out until decision 0563.
    name: "written after the lives-in-a-unit rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dotnet test";
      return [
        w.user("dn-u1", "dotnet test fails on the cart. Services get their dependencies through constructors, never the service locator."),
        w.toolUse("dn-a1", "toolu_dn1", "Bash", { command, description: "Run the .NET tests" }),
        w.toolResult(
          "dn-r1",
          "toolu_dn1",
          "  Failed Shop.Tests.CartTests.AppliesCouponOnce [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 900\nActual:   800\n  Stack Trace:\n     at Shop.Tests.CartTests.AppliesCouponOnce() in /repo/tests/Shop.Tests/CartTests.cs:line 22\n\nFailed!  - Failed:     1, Passed:    11, Skipped:     0, Total:    12, Duration: 45 ms - Shop.Tests.dll (net8.0)\n",
          true,
        ),
        w.toolUse("dn-a2", "toolu_dn2", "Edit", {
          file_path: `${project}/src/Shop/Cart.cs`,
          old_string: "foreach (var coupon in Coupons) total -= coupon.Amount * 2;",
          new_string: "foreach (var coupon in Coupons) total -= coupon.Amount;",
        }),
        w.toolResult("dn-r2", "toolu_dn2", `The file ${project}/src/Shop/Cart.cs has been updated.`),
        w.toolUse("dn-a3", "toolu_dn3", "Bash", { command, description: "Run the .NET tests" }),
        w.toolResult(
          "dn-r3",
          "toolu_dn3",
          "Passed!  - Failed:     0, Passed:    12, Skipped:     0, Total:    12, Duration: 41 ms - Shop.Tests.dll (net8.0)\n",
        ),
        w.assistant("dn-a4", "Cart.Total applies each coupon once now."),
        w.user("dn-u2", "Orders are persisted with EF Core to a SQL Server database in Azure."),
        w.assistant("dn-a5", "Good to know."),
        w.user("dn-u3", "We moved from Newtonsoft.Json to System.Text.Json because it's faster and built in."),
        w.assistant("dn-a6", "Understood."),
        w.user("dn-u4", "awesome"),
        w.assistant("dn-a7", "Anytime."),
        w.user("dn-u5", "I'd rather read one clear paragraph than a bulleted list."),
        w.assistant("dn-a8", "Noted."),
      ];
    },
    expected: [
      ["Services get their dependencies through constructors, never the service locator.", "convention", "user"],
      [
        '`dotnet test` failed with "Assert.Equal() Failure: Values differ" and passed after editing Cart.cs: Cart.Total applies each coupon once now.',
        "solution",
        "agent",
      ],
      ["The tests run with `dotnet test` (it passed).", "code_context", "tool"],
      ["Orders are persisted with EF Core to a SQL Server database in Azure.", "fact", "user"],
      ["The team moved from Newtonsoft.Json to System.Text.Json because it's faster and built in.", "decision", "user"],
      ["User would rather read one clear paragraph than a bulleted list.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0563 reads how a kind gets its things with what it never gets them
    // from, and where a kind is persisted.
  },
  {
    // Written after decision 0563, its expected facts by hand before it was first run; held out until decision 0564.
    name: "written after the gets-through and persisted-to rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "python manage.py test shop";
      return [
        w.user("dj-u1", "The product tests fail. Slugs are unique per store, not globally."),
        w.toolUse("dj-a1", "toolu_dj1", "Bash", { command, description: "Run the shop tests" }),
        w.toolResult(
          "dj-r1",
          "toolu_dj1",
          "Creating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\nF...\n======================================================================\nFAIL: test_slug_is_unique (shop.tests.test_products.ProductTest.test_slug_is_unique)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/repo/shop/tests/test_products.py\", line 18, in test_slug_is_unique\n    self.assertNotEqual(first.slug, second.slug)\nAssertionError: 'red-shoes' == 'red-shoes'\n\n----------------------------------------------------------------------\nRan 4 tests in 0.031s\n\nFAILED (failures=1)\nDestroying test database for alias 'default'...\n",
          true,
        ),
        w.toolUse("dj-a2", "toolu_dj2", "Edit", {
          file_path: `${project}/shop/models.py`,
          old_string: "self.slug = slugify(self.name)",
          new_string: "self.slug = unique_slug(self.store, slugify(self.name))",
        }),
        w.toolResult("dj-r2", "toolu_dj2", `The file ${project}/shop/models.py has been updated.`),
        w.toolUse("dj-a3", "toolu_dj3", "Bash", { command, description: "Run the shop tests" }),
        w.toolResult(
          "dj-r3",
          "toolu_dj3",
          "Creating test database for alias 'default'...\n....\n----------------------------------------------------------------------\nRan 4 tests in 0.029s\n\nOK\nDestroying test database for alias 'default'...\n",
        ),
        w.assistant("dj-a4", "Product.save appends a counter to a taken slug now."),
        w.user("dj-u2", "Product search runs on Meilisearch, synced by a Celery task every five minutes."),
        w.assistant("dj-a5", "Good to know."),
        w.user("dj-u3", "We dropped Django REST Framework's browsable API in production because it leaked field names."),
        w.assistant("dj-a6", "Understood."),
        w.user("dj-u4", "nice work"),
        w.assistant("dj-a7", "Anytime."),
        w.user("dj-u5", "I care more about readable migrations than short ones."),
        w.assistant("dj-a8", "Noted."),
      ];
    },
    expected: [
      ["Slugs are unique per store, not globally.", "convention", "user"],
      [
        "`python manage.py test shop` failed with \"AssertionError: 'red-shoes' == 'red-shoes'\" and passed after editing models.py: Product.save appends a counter to a taken slug now.",
        "solution",
        "agent",
      ],
      ["The tests run with `python manage.py test shop` (it passed).", "code_context", "tool"],
      ["Product search runs on Meilisearch, synced by a Celery task every five minutes.", "fact", "user"],
      ["The team dropped Django REST Framework's browsable API in production because it leaked field names.", "decision", "user"],
      ["User cares more about readable migrations than short ones.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0564 reads a uniqueness within a unit, the product a feature runs on,
    // and which of two kinds the person cares more about.
  },
  {
    // Written after decision 0564, its expected facts by hand before it was first run; held out until decision 0565.
    name: "written after the unique-per and runs-on rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx playwright test checkout";
      return [
        w.user("pw-u1", "The checkout e2e test is failing. Every page object lives in e2e/pages and never asserts."),
        w.toolUse("pw-a1", "toolu_pw1", "Bash", { command, description: "Run the checkout e2e tests" }),
        w.toolResult(
          "pw-r1",
          "toolu_pw1",
          'Running 3 tests using 1 worker\n\n  ✘  1 [chromium] › e2e/checkout.spec.ts:14:5 › checkout › applies the gift card (2.1s)\n\n  1) [chromium] › e2e/checkout.spec.ts:14:5 › checkout › applies the gift card\n\n    Error: expect(locator).toHaveText(expected)\n\n    Locator: getByTestId(\'order-total\')\n    Expected string: "$40.00"\n    Received string: "$50.00"\n\n  1 failed\n    [chromium] › e2e/checkout.spec.ts:14:5 › checkout › applies the gift card\n  2 passed (6.3s)\n',
          true,
        ),
        w.toolUse("pw-a2", "toolu_pw2", "Edit", {
          file_path: `${project}/src/checkout/total.ts`,
          old_string: "if (giftCard.balance > total) return total;",
          new_string: "if (giftCard.balance > total) return 0;",
        }),
        w.toolResult("pw-r2", "toolu_pw2", `The file ${project}/src/checkout/total.ts has been updated.`),
        w.toolUse("pw-a3", "toolu_pw3", "Bash", { command, description: "Run the checkout e2e tests" }),
        w.toolResult("pw-r3", "toolu_pw3", "Running 3 tests using 1 worker\n\n  3 passed (5.8s)\n"),
        w.assistant("pw-a4", "A gift card larger than the total now brings the total to zero."),
        w.user("pw-u2", "Gift card balances are stored in cents in the ledger service."),
        w.assistant("pw-a5", "Good to know."),
        w.user("pw-u3", "We stopped running the e2e suite on every push because it took twenty minutes; it runs nightly now."),
        w.assistant("pw-a6", "Understood."),
        w.user("pw-u4", "great, thanks"),
        w.assistant("pw-a7", "Anytime."),
        w.user("pw-u5", "When a test fails, I want the trace viewer link before any explanation."),
        w.assistant("pw-a8", "Noted."),
      ];
    },
    expected: [
      ["Every page object lives in e2e/pages and never asserts.", "code_context", "user"],
      [
        "`npx playwright test checkout` failed with \"Expected string: '$40.00'; Received string: '$50.00'\" and passed after editing total.ts: a gift card larger than the total now brings the total to zero.",
        "solution",
        "agent",
      ],
      ["The tests run with `npx playwright test checkout` (it passed).", "code_context", "tool"],
      ["Gift card balances are stored in cents in the ledger service.", "convention", "user"],
      ["The team stopped running the e2e suite on every push because it took twenty minutes; it runs nightly now.", "decision", "user"],
      ["When a test fails, the user wants the trace viewer link before any explanation.", "preference", "user"],
    ],
    // Held out, it kept 6 of 6, 4 with the hand-written words; the hand labels unlike the house's were relabelled: a fix
    // quotes Playwright's expected and received strings as Jest's pair (decision 0561), a preference after "when" says
    // "the user", a rule naming a path is code context (decision 0544's fixture), and a unit a kind is stored in is a
    // convention (decision 0562). Since decision 0600 the agent's opening article is lowered after the colon as any other
    // first word ("a gift card …").
  },
  {
    // Written after decision 0564, its expected facts by hand before it was first run, beside the Playwright one; held
    // out until decision 0565.
    name: "written after the unique-per and runs-on rules, on Foundry",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "forge test";
      return [
        w.user("fg-u1", "forge test is red on the vault. Every external function emits an event, no exceptions."),
        w.toolUse("fg-a1", "toolu_fg1", "Bash", { command, description: "Run the Foundry tests" }),
        w.toolResult(
          "fg-r1",
          "toolu_fg1",
          "[⠊] Compiling...\nNo files changed, compilation skipped\n\nRan 2 tests for test/Vault.t.sol:VaultTest\n[PASS] test_deposit() (gas: 51234)\n[FAIL: assertion failed: 100 != 90] test_withdraw_fee() (gas: 60123)\nSuite result: FAILED. 1 passed; 1 failed; 0 skipped; finished in 1.23ms (800.50µs CPU time)\n\nRan 1 test suite in 5.12ms (1.23ms CPU time): 1 tests passed, 1 failed, 0 skipped (2 total tests)\n\nFailing tests:\nEncountered 1 failing test in test/Vault.t.sol:VaultTest\n[FAIL: assertion failed: 100 != 90] test_withdraw_fee() (gas: 60123)\n\nEncountered a total of 1 failing tests, 1 tests succeeded\n",
          true,
        ),
        w.toolUse("fg-a2", "toolu_fg2", "Edit", {
          file_path: `${project}/src/Vault.sol`,
          old_string: "uint256 fee = amount * feeBps / 1000;",
          new_string: "uint256 fee = amount * feeBps / 10_000;",
        }),
        w.toolResult("fg-r2", "toolu_fg2", `The file ${project}/src/Vault.sol has been updated.`),
        w.toolUse("fg-a3", "toolu_fg3", "Bash", { command, description: "Run the Foundry tests" }),
        w.toolResult(
          "fg-r3",
          "toolu_fg3",
          "[⠊] Compiling...\n[⠒] Compiling 1 files with Solc 0.8.24\n\nRan 2 tests for test/Vault.t.sol:VaultTest\n[PASS] test_deposit() (gas: 51234)\n[PASS] test_withdraw_fee() (gas: 59870)\nSuite result: ok. 2 passed; 0 failed; 0 skipped; finished in 1.10ms (760.20µs CPU time)\n\nRan 1 test suite in 4.98ms (1.10ms CPU time): 2 tests passed, 0 failed, 0 skipped (2 total tests)\n",
        ),
        w.assistant("fg-a4", "The withdrawal fee divides by 10,000 basis points now."),
        w.user("fg-u2", "The vault is deployed behind a UUPS proxy on Base and Arbitrum."),
        w.assistant("fg-a5", "Good to know."),
        w.user("fg-u3", "We went with Foundry over Hardhat since the tests are in Solidity too."),
        w.assistant("fg-a6", "Understood."),
        w.user("fg-u4", "perfect"),
        w.assistant("fg-a7", "Anytime."),
        w.user("fg-u5", "I find gas reports easier to read as a before-and-after table."),
        w.assistant("fg-a8", "Noted."),
      ];
    },
    expected: [
      ["Every external function emits an event, no exceptions.", "convention", "user"],
      [
        '`forge test` failed with "assertion failed: 100 != 90" and passed after editing Vault.sol: the withdrawal fee divides by 10,000 basis points now.',
        "solution",
        "agent",
      ],
      ["The tests run with `forge test` (it passed).", "code_context", "tool"],
      ["The vault is deployed behind a UUPS proxy on Base and Arbitrum.", "fact", "user"],
      ["The team went with Foundry over Hardhat since the tests are in Solidity too.", "decision", "user"],
      ["User finds gas reports easier to read as a before-and-after table.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0565 reads `forge test` and the reason in Foundry's "[FAIL: …]" (the
    // fix's "the" in lower case, as the house writes an agent's sentence after the file).
  },
  {
    // Written after decision 0565, its expected facts by hand before it was first run; held out until decision 0566.
    name: "written after the forge and Foundry-reason rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx cucumber-js";
      return [
        w.user("cu-u1", "The refund scenario fails. Step definitions stay thin: they call the service layer and assert nothing themselves."),
        w.toolUse("cu-a1", "toolu_cu1", "Bash", { command, description: "Run the Cucumber scenarios" }),
        w.toolResult(
          "cu-r1",
          "toolu_cu1",
          "...F-----\n\nFailures:\n\n1) Scenario: Refund a partially shipped order # features/refunds.feature:12\n   ✔ Given an order with 2 items # features/steps/order.steps.ts:8\n   ✔ And 1 item has shipped # features/steps/order.steps.ts:15\n   ✖ When the customer requests a refund # features/steps/refund.steps.ts:10\n       AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n       2500 !== 5000\n\n           at World.<anonymous> (/repo/features/steps/refund.steps.ts:14:10)\n   - Then the refund is for the unshipped item # features/steps/refund.steps.ts:20\n\n3 scenarios (1 failed, 2 passed)\n9 steps (1 failed, 1 skipped, 7 passed)\n0m00.045s (executing steps: 0m00.012s)\n",
          true,
        ),
        w.toolUse("cu-a2", "toolu_cu2", "Edit", {
          file_path: `${project}/src/refunds/amount.ts`,
          old_string: "return order.total;",
          new_string: "return unshippedTotal(order);",
        }),
        w.toolResult("cu-r2", "toolu_cu2", `The file ${project}/src/refunds/amount.ts has been updated.`),
        w.toolUse("cu-a3", "toolu_cu3", "Bash", { command, description: "Run the Cucumber scenarios" }),
        w.toolResult("cu-r3", "toolu_cu3", ".........\n\n3 scenarios (3 passed)\n9 steps (9 passed)\n0m00.041s (executing steps: 0m00.010s)\n"),
        w.assistant("cu-a4", "Refunds now cover only the items that have not shipped."),
        w.user("cu-u2", "Refund requests are queued in SQS and processed by the refunds worker."),
        w.assistant("cu-a5", "Good to know."),
        w.user("cu-u3", "We moved the Gherkin features next to the code they test because nobody kept the central folder in sync."),
        w.assistant("cu-a6", "Understood."),
        w.user("cu-u4", "cheers"),
        w.assistant("cu-a7", "Anytime."),
        w.user("cu-u5", "I'd rather see one scenario per behaviour than long scenario outlines."),
        w.assistant("cu-a8", "Noted."),
      ];
    },
    expected: [
      ["Step definitions stay thin: they call the service layer and assert nothing themselves.", "convention", "user"],
      [
        '`npx cucumber-js` failed with "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 2500 !== 5000" and passed after editing amount.ts: refunds now cover only the items that have not shipped.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx cucumber-js` (it passed).", "code_context", "tool"],
      ["Refund requests are queued in SQS and processed by the refunds worker.", "fact", "user"],
      ["The team moved the Gherkin features next to the code they test because nobody kept the central folder in sync.", "decision", "user"],
      ["User would rather see one scenario per behaviour than long scenario outlines.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0566 reads Cucumber's command, where a kind is queued, and a kind of
    // files moved next to the code. The fix's hand label was relabelled to the house's: node:assert's message with the
    // values on the line after it (decision 0324), the agent's sentence after the file in lower case.
  },
  {
    // Written after decision 0566, its expected facts by hand before it was first run; held out until decision 0567.
    name: "written after the cucumber, queued-in and moved-beside rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx hardhat test";
      return [
        w.user("hh-u1", "The token tests fail. Custom errors replace require strings everywhere in the contracts."),
        w.toolUse("hh-a1", "toolu_hh1", "Bash", { command, description: "Run the Hardhat tests" }),
        w.toolResult(
          "hh-r1",
          "toolu_hh1",
          "\n\n  Token\n    ✔ mints the initial supply (812ms)\n    1) caps transfers at the daily limit\n\n\n  1 passing (1s)\n  1 failing\n\n  1) Token\n       caps transfers at the daily limit:\n     AssertionError: expected transaction to be reverted with reason 'DailyLimitExceeded', but it didn't revert\n      at Context.<anonymous> (test/Token.ts:31:5)\n\n",
          true,
        ),
        w.toolUse("hh-a2", "toolu_hh2", "Edit", {
          file_path: `${project}/contracts/Token.sol`,
          old_string: "if (amount > dailyLimit) revert DailyLimitExceeded();",
          new_string: "if (spentToday[msg.sender] + amount > dailyLimit) revert DailyLimitExceeded();",
        }),
        w.toolResult("hh-r2", "toolu_hh2", `The file ${project}/contracts/Token.sol has been updated.`),
        w.toolUse("hh-a3", "toolu_hh3", "Bash", { command, description: "Run the Hardhat tests" }),
        w.toolResult(
          "hh-r3",
          "toolu_hh3",
          "\n\n  Token\n    ✔ mints the initial supply (790ms)\n    ✔ caps transfers at the daily limit (95ms)\n\n\n  2 passing (1s)\n\n",
        ),
        w.assistant("hh-a4", "Transfers now count what the sender already spent today against the limit."),
        w.user("hh-u2", "The staging contracts live on Sepolia, verified on Etherscan."),
        w.assistant("hh-a5", "Good to know."),
        w.user("hh-u3", "We dropped upgradeable proxies for the token since nobody wanted an admin key that can change balances."),
        w.assistant("hh-a6", "Understood."),
        w.user("hh-u4", "sweet"),
        w.assistant("hh-a7", "Anytime."),
        w.user("hh-u5", "I like each test to check exactly one revert reason."),
        w.assistant("hh-a8", "Noted."),
      ];
    },
    expected: [
      ["Custom errors replace require strings everywhere in the contracts.", "convention", "user"],
      [
        "`npx hardhat test` failed with \"AssertionError: expected transaction to be reverted with reason 'DailyLimitExceeded', but it didn't revert\" and passed after editing Token.sol: transfers now count what the sender already spent today against the limit.",
        "solution",
        "agent",
      ],
      ["The tests run with `npx hardhat test` (it passed).", "code_context", "tool"],
      ["The staging contracts live on Sepolia, verified on Etherscan.", "fact", "user"],
      ["The team dropped upgradeable proxies for the token since nobody wanted an admin key that can change balances.", "decision", "user"],
      ["User likes each test to check exactly one revert reason.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right; decision 0567 keeps a fix's "today" as the agent said it, and reads a kind that
    // replaces another everywhere in the code and what a part lives on.
  },
  {
    // Written after decision 0567, its expected facts by hand before it was first run; held out until decision 0568.
    name: "written after the replaces-everywhere and lives-on rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec rake test";
      return [
        w.user("rk-u1", "rake test fails on the invoice mailer. Mailers never query the database; they get everything they need as arguments."),
        w.toolUse("rk-a1", "toolu_rk1", "Bash", { command, description: "Run the Rails tests" }),
        w.toolResult(
          "rk-r1",
          "toolu_rk1",
          'Run options: --seed 4242\n\n# Running:\n\n..F.\n\nFailure:\nInvoiceMailerTest#test_subject_includes_the_number [test/mailers/invoice_mailer_test.rb:9]:\nExpected: "Invoice #1042"\n  Actual: "Invoice #"\n\n\nrails test test/mailers/invoice_mailer_test.rb:7\n\nFinished in 0.412s, 9.7 runs/s, 12.1 assertions/s.\n4 runs, 5 assertions, 1 failures, 0 errors, 0 skips\n',
          true,
        ),
        w.toolUse("rk-a2", "toolu_rk2", "Edit", {
          file_path: `${project}/app/mailers/invoice_mailer.rb`,
          old_string: 'mail(subject: "Invoice ##{@invoice.id}")',
          new_string: 'mail(subject: "Invoice ##{@invoice.number}")',
        }),
        w.toolResult("rk-r2", "toolu_rk2", `The file ${project}/app/mailers/invoice_mailer.rb has been updated.`),
        w.toolUse("rk-a3", "toolu_rk3", "Bash", { command, description: "Run the Rails tests" }),
        w.toolResult(
          "rk-r3",
          "toolu_rk3",
          "Run options: --seed 5151\n\n# Running:\n\n....\n\nFinished in 0.398s, 10.1 runs/s, 12.6 assertions/s.\n4 runs, 5 assertions, 0 failures, 0 errors, 0 skips\n",
        ),
        w.assistant("rk-a4", "The subject uses the invoice's number instead of its database id."),
        w.user("rk-u2", "Invoice numbers come from a Postgres sequence per company, never from the id."),
        w.assistant("rk-a5", "Good to know."),
        w.user("rk-u3", "We turned off Action Mailer previews in staging after one leaked a real customer's address."),
        w.assistant("rk-a6", "Understood."),
        w.user("rk-u4", "thanks a lot"),
        w.assistant("rk-a7", "Anytime."),
        w.user("rk-u5", "Please keep commit messages under fifty characters in the subject line from now on."),
        w.assistant("rk-a8", "Noted."),
      ];
    },
    expected: [
      ["Mailers never query the database; they get everything they need as arguments.", "convention", "user"],
      [
        "`bundle exec rake test` failed with \"Expected: 'Invoice #1042'; Actual: 'Invoice #'\" and passed after editing invoice_mailer.rb: the subject uses the invoice's number instead of its database id.",
        "solution",
        "agent",
      ],
      ["The tests run with `bundle exec rake test` (it passed).", "code_context", "tool"],
      ["Invoice numbers come from a Postgres sequence per company, never from the id.", "convention", "user"],
      ["The team turned off Action Mailer previews in staging after one leaked a real customer's address.", "decision", "user"],
      ["User wants the agent to keep commit messages under fifty characters in the subject line.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0568 reads a setting turned off after one of its kind did harm, and a
    // request that closes with "from now on". The request's hand label was relabelled to the house's words for a lasting
    // request ("User wants the agent to …"; decision 0300).
  },
  {
    // Written after decision 0568, its expected facts by hand before it was first run; held out until decision 0569.
    name: "written after the one-did-harm and lasting-request-end rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dart test";
      return [
        w.user("dt-u1", "dart test fails on money. Amounts are integers in minor units end to end; doubles never touch money."),
        w.toolUse("dt-a1", "toolu_dt1", "Bash", { command, description: "Run the Dart tests" }),
        w.toolResult(
          "dt-r1",
          "toolu_dt1",
          "00:01 +3 -1: test/money_test.dart: formats negative amounts [E]\n  Expected: '-€12.50'\n    Actual: '€-12.50'\n     Which: is different.\n            Expected: -€12.50\n              Actual: €-12.50\n                      ^\n             Differ at offset 0\n\n  package:matcher                 expect\n  test/money_test.dart 18:5       main.<fn>\n\n00:01 +3 -1: Some tests failed.\n",
          true,
        ),
        w.toolUse("dt-a2", "toolu_dt2", "Edit", {
          file_path: `${project}/lib/money.dart`,
          old_string: "return '$symbol' + amount.toStringAsFixed(2);",
          new_string: "return (amount < 0 ? '-' : '') + '$symbol' + amount.abs().toStringAsFixed(2);",
        }),
        w.toolResult("dt-r2", "toolu_dt2", `The file ${project}/lib/money.dart has been updated.`),
        w.toolUse("dt-a3", "toolu_dt3", "Bash", { command, description: "Run the Dart tests" }),
        w.toolResult("dt-r3", "toolu_dt3", "00:01 +4: All tests passed!\n"),
        w.assistant("dt-a4", "The minus sign now goes before the currency symbol."),
        w.user("dt-u2", "Exchange rates are refreshed hourly from the ECB feed by a Cloud Function."),
        w.assistant("dt-a5", "Good to know."),
        w.user("dt-u3", "We pulled intl out of the core package so the CLI doesn't drag in every locale."),
        w.assistant("dt-a6", "Understood."),
        w.user("dt-u4", "nice one"),
        w.assistant("dt-a7", "Anytime."),
        w.user("dt-u5", "For bugs like this I want the failing value first, then the fix."),
        w.assistant("dt-a8", "Noted."),
      ];
    },
    expected: [
      ["Amounts are integers in minor units end to end; doubles never touch money.", "convention", "user"],
      [
        "`dart test` failed with \"Expected: '-€12.50'; Actual: '€-12.50'\" and passed after editing money.dart: the minus sign now goes before the currency symbol.",
        "solution",
        "agent",
      ],
      ["The tests run with `dart test` (it passed).", "code_context", "tool"],
      ["Exchange rates are refreshed hourly from the ECB feed by a Cloud Function.", "fact", "user"],
      ["The team pulled intl out of the core package so the CLI does not drag in every locale.", "decision", "user"],
      ["For bugs like this the user wants the failing value first, then the fix.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right; decision 0569 reads a kind's type in a unit end to end, a library taken out of a
    // part by its bare name, and what the person wants for a kind of thing "like this". Two hand labels were relabelled
    // to the house's words: a decision's "doesn't" said in full, and no comma the person did not write.
  },
  {
    // Written after decision 0569, its expected facts by hand before it was first run; held out until decision 0570.
    name: "written after the end-to-end type, bare-library and for-a-kind wish rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "php artisan test --filter=CouponTest";
      return [
        w.user("la-u1", "Coupons are broken again. Form requests own all validation; controllers never call validate() themselves."),
        w.toolUse("la-a1", "toolu_la1", "Bash", { command, description: "Run the coupon tests" }),
        w.toolResult(
          "la-r1",
          "toolu_la1",
          "\n   FAIL  Tests\\Feature\\CouponTest\n  ⨯ expired coupons are rejected                                          0.12s\n  ───────────────────────────────────────────────────────────────────────────────\n   FAILED  Tests\\Feature\\CouponTest > expired coupons are rejected\n  Expected response status code [422] but received 200.\nFailed asserting that 200 is identical to 422.\n\n  at tests/Feature/CouponTest.php:21\n\n  Tests:    1 failed, 11 passed (30 assertions)\n  Duration: 0.84s\n",
          true,
        ),
        w.toolUse("la-a2", "toolu_la2", "Edit", {
          file_path: `${project}/app/Http/Requests/ApplyCouponRequest.php`,
          old_string: "'code' => ['required', 'exists:coupons,code'],",
          new_string: "'code' => ['required', new ActiveCoupon],",
        }),
        w.toolResult("la-r2", "toolu_la2", `The file ${project}/app/Http/Requests/ApplyCouponRequest.php has been updated.`),
        w.toolUse("la-a3", "toolu_la3", "Bash", { command, description: "Run the coupon tests" }),
        w.toolResult(
          "la-r3",
          "toolu_la3",
          "\n   PASS  Tests\\Feature\\CouponTest\n  ✓ expired coupons are rejected                                          0.10s\n\n  Tests:    12 passed (31 assertions)\n  Duration: 0.80s\n",
        ),
        w.assistant("la-a4", "Expired coupons now fail validation with a 422."),
        w.user("la-u2", "Coupon codes are case-insensitive and stored uppercase."),
        w.assistant("la-a5", "Good to know."),
        w.user("la-u3", "We stopped sending coupon emails from the app after Mailchimp took over campaigns."),
        w.assistant("la-a6", "Understood."),
        w.user("la-u4", "lovely"),
        w.assistant("la-a7", "Anytime."),
        w.user("la-u5", "I'd rather get one focused PR per fix than a big cleanup PR."),
        w.assistant("la-a8", "Noted."),
      ];
    },
    expected: [
      ["Form requests own all validation; controllers never call validate() themselves.", "convention", "user"],
      [
        '`php artisan test --filter=CouponTest` failed with "Expected response status code [422] but received 200." and passed after editing ApplyCouponRequest.php: expired coupons now fail validation with a 422.',
        "solution",
        "agent",
      ],
      ["The tests run with `php artisan test --filter=CouponTest` (it passed).", "code_context", "tool"],
      ["Coupon codes are case-insensitive and stored uppercase.", "convention", "user"],
      ["The team stopped sending coupon emails from the app after Mailchimp took over campaigns.", "decision", "user"],
      ["User would rather get one focused PR per fix than a big cleanup PR.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right; decision 0570 reads the kind that owns all of a kind of work ("form requests", the
    // code's requests), a property and "and" before how a kind is stored, and a kind of emails stopped after another
    // product took them over.
  },
  {
    // Written after decision 0570, its expected facts by hand before it was first run; held out until decision 0571.
    name: "written after the owns-all, property-and-stored and took-over rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go test ./internal/billing/...";
      return [
        w.user("gb-u1", "Billing tests are red. Handlers take a context as their first argument, always."),
        w.toolUse("gb-a1", "toolu_gb1", "Bash", { command, description: "Run the billing tests" }),
        w.toolResult(
          "gb-r1",
          "toolu_gb1",
          "--- FAIL: TestProrate (0.00s)\n    prorate_test.go:27: Prorate(3000, 15, 30) = 1499, want 1500\nFAIL\nFAIL\texample.com/shop/internal/billing\t0.004s\nFAIL\n",
          true,
        ),
        w.toolUse("gb-a2", "toolu_gb2", "Edit", {
          file_path: `${project}/internal/billing/prorate.go`,
          old_string: "return amount * int64(used) / int64(days)",
          new_string: "return (amount*int64(used) + int64(days)/2) / int64(days)",
        }),
        w.toolResult("gb-r2", "toolu_gb2", `The file ${project}/internal/billing/prorate.go has been updated.`),
        w.toolUse("gb-a3", "toolu_gb3", "Bash", { command, description: "Run the billing tests" }),
        w.toolResult("gb-r3", "toolu_gb3", "ok  \texample.com/shop/internal/billing\t0.003s\n"),
        w.assistant("gb-a4", "Prorate rounds to the nearest cent now instead of truncating."),
        w.user("gb-u2", "Invoices are generated on the first of the month by a Kubernetes CronJob in the billing namespace."),
        w.assistant("gb-a5", "Good to know."),
        w.user("gb-u3", "We gave up on decimal libraries for money after the third rounding bug; plain int64 cents are easier to reason about."),
        w.assistant("gb-a6", "Understood."),
        w.user("gb-u4", "ok cool"),
        w.assistant("gb-a7", "Anytime."),
        w.user("gb-u5", "I'm most productive when you show me a failing test before the fix."),
        w.assistant("gb-a8", "Noted."),
      ];
    },
    expected: [
      ["Handlers take a context as their first argument, always.", "convention", "user"],
      [
        '`go test ./internal/billing/...` failed with "prorate_test.go:27: Prorate(3000, 15, 30) = 1499, want 1500" and passed after editing prorate.go: Prorate rounds to the nearest cent now instead of truncating.',
        "solution",
        "agent",
      ],
      ["The tests run with `go test ./internal/billing/...` (it passed).", "code_context", "tool"],
      ["Invoices are generated on the first of the month by a Kubernetes CronJob in the billing namespace.", "code_context", "user"],
      ["The team gave up on decimal libraries for money after the third rounding bug; plain int64 cents are easier to reason about.", "decision", "user"],
      ["User is most productive when the agent shows the user a failing test before the fix.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, all right, one typed otherwise; decision 0571 reads when the person is most productive.
    // Two hand labels were relabelled to the house's: a fact naming code (a CronJob) is code context, and "me" after the
    // agent's verb is "the user".
  },
  {
    // Written after decision 0571, its expected facts by hand before it was first run; held out until decision 0572.
    name: "written after the most-productive rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "uv run pytest tests/test_orders.py";
      return [
        w.user("uv-u1", "The order tests broke. Pydantic models are the only thing the API returns; no raw dicts leave a route."),
        w.toolUse("uv-a1", "toolu_uv1", "Bash", { command, description: "Run the order tests" }),
        w.toolResult(
          "uv-r1",
          "toolu_uv1",
          "============================= test session starts ==============================\ncollected 14 items\n\ntests/test_orders.py ..F...........                                      [100%]\n\n=================================== FAILURES ===================================\n________________________ test_order_total_includes_tax _________________________\n\n    def test_order_total_includes_tax():\n        order = make_order(subtotal=Decimal(\"100.00\"), region=\"DE\")\n>       assert order.total == Decimal(\"119.00\")\nE       AssertionError: assert Decimal('100.00') == Decimal('119.00')\n\ntests/test_orders.py:22: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_orders.py::test_order_total_includes_tax - AssertionError: assert Decimal('100.00') == Decimal('119.00')\n========================= 1 failed, 13 passed in 0.21s =========================\n",
          true,
        ),
        w.toolUse("uv-a2", "toolu_uv2", "Edit", {
          file_path: `${project}/app/orders.py`,
          old_string: "total = subtotal",
          new_string: "total = subtotal + tax_for(region, subtotal)",
        }),
        w.toolResult("uv-r2", "toolu_uv2", `The file ${project}/app/orders.py has been updated.`),
        w.toolUse("uv-a3", "toolu_uv3", "Bash", { command, description: "Run the order tests" }),
        w.toolResult(
          "uv-r3",
          "toolu_uv3",
          "============================= test session starts ==============================\ncollected 14 items\n\ntests/test_orders.py ..............                                      [100%]\n\n============================== 14 passed in 0.19s ==============================\n",
        ),
        w.assistant("uv-a4", "Order.total adds the region's VAT now."),
        w.user("uv-u2", "VAT rates are loaded from a YAML file that finance updates every quarter."),
        w.assistant("uv-a5", "Good to know."),
        w.user("uv-u3", "We chose uv over Poetry because lockfile resolution went from minutes to seconds."),
        w.assistant("uv-a6", "Understood."),
        w.user("uv-u4", "perfect, ty"),
        w.assistant("uv-a7", "Anytime."),
        w.user("uv-u5", "Explanations with a concrete example stick with me far better than abstract ones."),
        w.assistant("uv-a8", "Noted."),
      ];
    },
    expected: [
      ["Pydantic models are the only thing the API returns; no raw dicts leave a route.", "convention", "user"],
      [
        "`uv run pytest tests/test_orders.py` failed with \"AssertionError: assert Decimal('100.00') == Decimal('119.00')\" and passed after editing orders.py: Order.total adds the region's VAT now.",
        "solution",
        "agent",
      ],
      ["The tests run with `uv run pytest tests/test_orders.py` (it passed).", "code_context", "tool"],
      ["VAT rates are loaded from a YAML file that finance updates every quarter.", "fact", "user"],
      ["The team chose uv over Poetry because lockfile resolution went from minutes to seconds.", "decision", "user"],
      ["Explanations with a concrete example stick with the user far better than abstract ones.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, all right; decision 0572 reads the only thing of a kind a part gives, and a kind that never
    // crosses a boundary of the code.
  },
  {
    // Written after decision 0572, its expected facts by hand before it was first run; held out until decision 0573.
    name: "written after the only-thing and never-crosses rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx tsc --noEmit";
      return [
        w.user("ts-u1", "Typecheck is failing on the cart. We never use enums; string literal unions everywhere."),
        w.toolUse("ts-a1", "toolu_ts1", "Bash", { command, description: "Type-check the project" }),
        w.toolResult(
          "ts-r1",
          "toolu_ts1",
          "src/cart/total.ts(14,22): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.\n\nFound 1 error in src/cart/total.ts:14\n",
          true,
        ),
        w.toolUse("ts-a2", "toolu_ts2", "Edit", {
          file_path: `${project}/src/cart/total.ts`,
          old_string: "return applyDiscount(total, input.amount);",
          new_string: "return applyDiscount(total, parseCents(input.amount));",
        }),
        w.toolResult("ts-r2", "toolu_ts2", `The file ${project}/src/cart/total.ts has been updated.`),
        w.toolUse("ts-a3", "toolu_ts3", "Bash", { command, description: "Type-check the project" }),
        w.toolResult("ts-r3", "toolu_ts3", ""),
        w.assistant("ts-a4", "The amount is parsed into cents before the discount is applied."),
        w.user("ts-u2", "The storefront is a Remix app deployed to Cloudflare Workers."),
        w.assistant("ts-a5", "Good to know."),
        w.user("ts-u3", "We switched off strictPropertyInitialization for the legacy models only, since rewriting them wasn't worth it."),
        w.assistant("ts-a6", "Understood."),
        w.user("ts-u4", "cheers!"),
        w.assistant("ts-a7", "Anytime."),
        w.user("ts-u5", "I'd like type errors explained in plain words before you touch the code."),
        w.assistant("ts-a8", "Noted."),
      ];
    },
    expected: [
      ["The team never uses enums; string literal unions everywhere.", "convention", "user"],
      [
        "`npx tsc --noEmit` failed with \"src/cart/total.ts(14,22): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.\" and passed after editing total.ts: the amount is parsed into cents before the discount is applied.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `npx tsc --noEmit` (it passed).", "code_context", "tool"],
      ["The storefront is a Remix app deployed to Cloudflare Workers.", "fact", "user"],
      ["The team switched off strictPropertyInitialization for the legacy models only, since rewriting them wasn't worth it.", "decision", "user"],
      ["User would like type errors explained in plain words before the agent touches the code.", "preference", "user"],
    ],
    // Held out, it kept 6 of 6, 5 right; decision 0573 reads an option switched off by its own name with its reason after
    // the comma. The decision's hand label was relabelled to the person's words ("wasn't"), as the house keeps them.
  },
  {
    // Written after decision 0573, its expected facts by hand before it was first run; held out until decision 0574.
    name: "written after the option-before-comma and switched-off rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npm run test:e2e";
      return [
        w.user("cy-u1", "The checkout e2e spec fails. Selectors in Cypress tests use data-cy attributes only, never CSS classes."),
        w.toolUse("cy-a1", "toolu_cy1", "Bash", { command, description: "Run the Cypress specs" }),
        w.toolResult(
          "cy-r1",
          "toolu_cy1",
          "  Running:  checkout.cy.ts                                                   (1 of 1)\n\n  checkout\n    1) shows the free shipping banner over 50 euros\n\n  0 passing (4s)\n  1 failing\n\n  1) checkout\n       shows the free shipping banner over 50 euros:\n     AssertionError: Timed out retrying after 4000ms: Expected to find element: `[data-cy=free-shipping]`, but never found it.\n      at Context.eval (webpack:///./cypress/e2e/checkout.cy.ts:12:8)\n",
          true,
        ),
        w.toolUse("cy-a2", "toolu_cy2", "Edit", {
          file_path: `${project}/src/components/CartSummary.tsx`,
          old_string: "{total > 5000 && <FreeShipping />}",
          new_string: '{total >= 5000 && <FreeShipping data-cy="free-shipping" />}',
        }),
        w.toolResult("cy-r2", "toolu_cy2", `The file ${project}/src/components/CartSummary.tsx has been updated.`),
        w.toolUse("cy-a3", "toolu_cy3", "Bash", { command, description: "Run the Cypress specs" }),
        w.toolResult(
          "cy-r3",
          "toolu_cy3",
          "  Running:  checkout.cy.ts                                                   (1 of 1)\n\n  checkout\n    ✓ shows the free shipping banner over 50 euros (812ms)\n\n  1 passing (2s)\n",
        ),
        w.assistant("cy-a4", "The banner shows from exactly 50 euros and carries the data-cy hook the test looks for."),
        w.user("cy-u2", "Free shipping kicks in at 50 euros for Germany and 80 for the rest of the EU."),
        w.assistant("cy-a5", "Good to know."),
        w.user("cy-u3", "We replaced cy.wait calls with intercept aliases because the fixed waits made the suite flaky."),
        w.assistant("cy-a6", "Understood."),
        w.user("cy-u4", "great stuff"),
        w.assistant("cy-a7", "Anytime."),
        w.user("cy-u5", "Screenshots of a failing run help me more than long log excerpts."),
        w.assistant("cy-a8", "Noted."),
      ];
    },
    expected: [
      ["Selectors in Cypress tests use data-cy attributes only, never CSS classes.", "convention", "user"],
      [
        '`npm run test:e2e` failed with "AssertionError: Expected to find element: `[data-cy=free-shipping]`, but never found it." and passed after editing CartSummary.tsx: the banner shows from exactly 50 euros and carries the data-cy hook the test looks for.',
        "solution",
        "agent",
      ],
      ["The e2e tests run with `npm run test:e2e` (it passed).", "code_context", "tool"],
      ["Free shipping kicks in at 50 euros for Germany and 80 for the rest of the EU.", "fact", "user"],
      ["The team replaced cy.wait calls with intercept aliases because the fixed waits made the suite flaky.", "decision", "user"],
      ["Screenshots of a failing run help the user more than long log excerpts.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, 4 right; decision 0574 quotes Cypress's message without how long it retried (the whole
    // line was over the 120 characters a fix quotes; the hand label quoted it whole and was relabelled), and reads the
    // amount at which a feature takes effect.
  },
  {
    // Written after decision 0574, its expected facts by hand before it was first run; held out until decision 0575.
    name: "written after the cypress-retry and threshold rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./gradlew test";
      return [
        w.user("kt-u1", "Order routes are failing. Routes never touch the repository directly; everything goes through a service."),
        w.toolUse("kt-a1", "toolu_kt1", "Bash", { command, description: "Run the Ktor tests" }),
        w.toolResult(
          "kt-r1",
          "toolu_kt1",
          "> Task :test FAILED\n\nOrderRoutesTest > returns 404 for unknown order() FAILED\n    java.lang.AssertionError: expected:<404 Not Found> but was:<500 Internal Server Error>\n        at org.junit.Assert.fail(Assert.java:89)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n",
          true,
        ),
        w.toolUse("kt-a2", "toolu_kt2", "Edit", {
          file_path: `${project}/src/main/kotlin/routes/Orders.kt`,
          old_string: "val order = repo.find(id)!!",
          new_string: "val order = repo.find(id) ?: return call.respond(HttpStatusCode.NotFound)",
        }),
        w.toolResult("kt-r2", "toolu_kt2", `The file ${project}/src/main/kotlin/routes/Orders.kt has been updated.`),
        w.toolUse("kt-a3", "toolu_kt3", "Bash", { command, description: "Run the Ktor tests" }),
        w.toolResult("kt-r3", "toolu_kt3", "> Task :test\n\nBUILD SUCCESSFUL in 7s\n4 actionable tasks: 2 executed, 2 up-to-date\n"),
        w.assistant("kt-a4", "Unknown order ids get a 404 now instead of a null-pointer crash."),
        w.user("kt-u2", "Our Ktor server sits behind an nginx that terminates TLS."),
        w.assistant("kt-a5", "Good to know."),
        w.user("kt-u3", "We moved from Exposed to jOOQ two releases ago because we wanted type-safe SQL we could read."),
        w.assistant("kt-a6", "Understood."),
        w.user("kt-u4", "nice"),
        w.assistant("kt-a7", "Anytime."),
        w.user("kt-u5", "I always want the smallest diff that fixes the bug."),
        w.assistant("kt-a8", "Noted."),
      ];
    },
    expected: [
      ["Routes never touch the repository directly; everything goes through a service.", "convention", "user"],
      [
        '`./gradlew test` failed with "java.lang.AssertionError: expected:<404 Not Found> but was:<500 Internal Server Error>" and passed after editing Orders.kt: unknown order ids get a 404 now instead of a null-pointer crash.',
        "solution",
        "agent",
      ],
      ["The tests run with `./gradlew test` (it passed).", "code_context", "tool"],
      ["The team's Ktor server sits behind an nginx that terminates TLS.", "fact", "user"],
      ["The team moved from Exposed to jOOQ two releases ago because the team wanted type-safe SQL the team could read.", "decision", "user"],
      ["User always wants the smallest diff that fixes the bug.", "preference", "user"],
    ],
    // Held out, it kept 6 of 6, all right, one typed otherwise; decision 0575 reads a name that opens in lower case with a
    // capital inside ("jOOQ") as a name a move goes from or to.
  },
  {
    // Written after decision 0575, its expected facts by hand before it was first run; held out until decision 0576.
    name: "written after the inner-capital name rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx vitest run src/lib";
      return [
        w.user("sv-u1", "The cart store test fails. Component props are typed with an interface named after the component plus Props."),
        w.toolUse("sv-a1", "toolu_sv1", "Bash", { command, description: "Run the library tests" }),
        w.toolResult(
          "sv-r1",
          "toolu_sv1",
          ' FAIL  src/lib/cart.test.ts > cart store > removes an item by id\nAssertionError: expected [ { id: 1 }, { id: 2 } ] to deeply equal [ { id: 2 } ]\n\n- Expected\n+ Received\n\n  [\n+   {\n+     "id": 1,\n+   },\n    {\n      "id": 2,\n    },\n  ]\n\n ❯ src/lib/cart.test.ts:18:31\n\n Test Files  1 failed (1)\n      Tests  1 failed | 7 passed (8)\n',
          true,
        ),
        w.toolUse("sv-a2", "toolu_sv2", "Edit", {
          file_path: `${project}/src/lib/cart.ts`,
          old_string: "items.filter((item) => item.id === id)",
          new_string: "items.filter((item) => item.id !== id)",
        }),
        w.toolResult("sv-r2", "toolu_sv2", `The file ${project}/src/lib/cart.ts has been updated.`),
        w.toolUse("sv-a3", "toolu_sv3", "Bash", { command, description: "Run the library tests" }),
        w.toolResult("sv-r3", "toolu_sv3", " ✓ src/lib/cart.test.ts (8 tests) 12ms\n\n Test Files  1 passed (1)\n      Tests  8 passed (8)\n"),
        w.assistant("sv-a4", "Cart.remove keeps every item except the one with the given id now."),
        w.user("sv-u2", "Product images are served from Cloudinary with on-the-fly resizing."),
        w.assistant("sv-a5", "Good to know."),
        w.user("sv-u3", "We dropped SvelteKit form actions for the checkout since they fought with the payment iframe."),
        w.assistant("sv-a6", "Understood."),
        w.user("sv-u4", "ty!"),
        w.assistant("sv-a7", "Anytime."),
        w.user("sv-u5", "Honestly, I'd rather you ask than guess when a requirement is unclear."),
        w.assistant("sv-a8", "Noted."),
      ];
    },
    expected: [
      ["Component props are typed with an interface named after the component plus Props.", "convention", "user"],
      [
        '`npx vitest run src/lib` failed with "AssertionError: expected [ { id: 1 }, { id: 2 } ] to deeply equal [ { id: 2 } ]" and passed after editing cart.ts: Cart.remove keeps every item except the one with the given id now.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx vitest run src/lib` (it passed).", "code_context", "tool"],
      ["Product images are served from Cloudinary with on-the-fly resizing.", "fact", "user"],
      ["The team dropped SvelteKit form actions for the checkout since they fought with the payment iframe.", "decision", "user"],
      ["User would rather the agent ask than guess when a requirement is unclear.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, all right; decision 0576 reads what declares the type of every thing of a kind.
  },
  {
    // Written after decision 0576, its expected facts by hand before it was first run; held out until decision 0577.
    name: "written after the typed-with rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo test -p ledger";
      return [
        w.user("lg-u1", "cargo test fails in the ledger crate. Public functions in the ledger crate return Result, never panic."),
        w.toolUse("lg-a1", "toolu_lg1", "Bash", { command, description: "Run the ledger tests" }),
        w.toolResult(
          "lg-r1",
          "toolu_lg1",
          "running 4 tests\ntest tests::posts_balanced_entries ... ok\ntest tests::rejects_unbalanced_entry ... FAILED\n\nfailures:\n\n---- tests::rejects_unbalanced_entry stdout ----\nthread 'tests::rejects_unbalanced_entry' panicked at crates/ledger/src/lib.rs:88:9:\nassertion failed: result.is_err()\n\nfailures:\n    tests::rejects_unbalanced_entry\n\ntest result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n",
          true,
        ),
        w.toolUse("lg-a2", "toolu_lg2", "Edit", {
          file_path: `${project}/crates/ledger/src/lib.rs`,
          old_string: "if debits.len() != credits.len() {",
          new_string: "if total(&debits) != total(&credits) {",
        }),
        w.toolResult("lg-r2", "toolu_lg2", `The file ${project}/crates/ledger/src/lib.rs has been updated.`),
        w.toolUse("lg-a3", "toolu_lg3", "Bash", { command, description: "Run the ledger tests" }),
        w.toolResult(
          "lg-r3",
          "toolu_lg3",
          "running 4 tests\ntest tests::posts_balanced_entries ... ok\ntest tests::rejects_unbalanced_entry ... ok\n\ntest result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n",
        ),
        w.assistant("lg-a4", "Entries are rejected when debits and credits don't sum to the same total."),
        w.user("lg-u2", "The ledger crate is shared by the API and the nightly reconciliation job."),
        w.assistant("lg-a5", "Good to know."),
        w.user("lg-u3", "We ripped the ORM out of the ledger crate because its lazy loading hid N+1 queries."),
        w.assistant("lg-a6", "Understood."),
        w.user("lg-u4", "thanks!"),
        w.assistant("lg-a7", "Anytime."),
        w.user("lg-u5", "A one-line summary at the top of every answer works best for me."),
        w.assistant("lg-a8", "Noted."),
      ];
    },
    expected: [
      ["Public functions in the ledger crate return Result, never panic.", "convention", "user"],
      [
        '`cargo test -p ledger` failed with "assertion failed: result.is_err()" and passed after editing lib.rs: entries are rejected when debits and credits do not sum to the same total.',
        "solution",
        "agent",
      ],
      ["The tests run with `cargo test -p ledger` (it passed).", "code_context", "tool"],
      ["The ledger crate is shared by the API and the nightly reconciliation job.", "fact", "user"],
      ["The team ripped the ORM out of the ledger crate because its lazy loading hid N+1 queries.", "decision", "user"],
      ["A one-line summary at the top of every answer works best for the user.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, 4 with the hand-written words; decision 0577 reads a part ripped, torn or stripped out of
    // another. The fix's hand label was relabelled to the house's words ("do not" for the agent's "don't").
  },
  {
    // Written after decision 0577, its expected facts by hand before it was first run; held out until decision 0578.
    name: "written after the ripped-out rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix test test/shop_web/live/cart_live_test.exs";
      return [
        w.user("lv-u1", "The cart LiveView test fails. Contexts are the only modules allowed to call Repo."),
        w.toolUse("lv-a1", "toolu_lv1", "Bash", { command, description: "Run the cart LiveView tests" }),
        w.toolResult(
          "lv-r1",
          "toolu_lv1",
          "  1) test updates the quantity (ShopWeb.CartLiveTest)\n     test/shop_web/live/cart_live_test.exs:21\n     Assertion with == failed\n     code:  assert Cart.quantity(cart, sku) == 2\n     left:  1\n     right: 2\n     stacktrace:\n       test/shop_web/live/cart_live_test.exs:25: (test)\n\n\nFinished in 0.2 seconds (0.1s async, 0.1s sync)\n12 tests, 1 failure\n",
          true,
        ),
        w.toolUse("lv-a2", "toolu_lv2", "Edit", {
          file_path: `${project}/lib/shop/cart.ex`,
          old_string: "Map.put(cart.items, sku, qty)",
          new_string: "Map.update(cart.items, sku, qty, &(&1 + qty))",
        }),
        w.toolResult("lv-r2", "toolu_lv2", `The file ${project}/lib/shop/cart.ex has been updated.`),
        w.toolUse("lv-a3", "toolu_lv3", "Bash", { command, description: "Run the cart LiveView tests" }),
        w.toolResult("lv-r3", "toolu_lv3", "............\n\nFinished in 0.2 seconds (0.1s async, 0.1s sync)\n12 tests, 0 failures\n"),
        w.assistant("lv-a4", "Adding an item that is already in the cart increases its quantity now."),
        w.user("lv-u2", "Carts expire after 30 days of inactivity, enforced by an Oban job."),
        w.assistant("lv-a5", "Good to know."),
        w.user("lv-u3", "We stopped using Phoenix channels for the cart once LiveView could push the updates itself."),
        w.assistant("lv-a6", "Understood."),
        w.user("lv-u4", "brilliant"),
        w.assistant("lv-a7", "Anytime."),
        w.user("lv-u5", "I like changes to LiveViews explained in terms of assigns and events."),
        w.assistant("lv-a8", "Noted."),
      ];
    },
    expected: [
      ["Contexts are the only modules allowed to call Repo.", "convention", "user"],
      [
        '`mix test test/shop_web/live/cart_live_test.exs` failed with "left: 1; right: 2" and passed after editing cart.ex: adding an item that is already in the cart increases its quantity now.',
        "solution",
        "agent",
      ],
      ["The tests run with `mix test test/shop_web/live/cart_live_test.exs` (it passed).", "code_context", "tool"],
      ["Carts expire after 30 days of inactivity, enforced by an Oban job.", "fact", "user"],
      ["The team stopped using Phoenix channels for the cart once LiveView could push the updates itself.", "decision", "user"],
      ["User likes changes to LiveViews explained in terms of assigns and events.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 with the hand-written words; decision 0578 reads the only modules that may do a thing,
    // how long a kind lasts before it expires, and another thing that could do the work itself as a reason. The fix's
    // hand label was relabelled to the house's quote of ExUnit's left and right values (decision 0326).
  },
  {
    // Written after decision 0578, its expected facts by hand before it was first run; held out until decision 0579.
    name: "written after the only-modules, expires-after and could-itself rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npm test";
      return [
        w.user("mo-u1", "The refund endpoint test fails. Every money amount in the API is an integer number of cents."),
        w.toolUse("mo-a1", "toolu_mo1", "Bash", { command, description: "Run the Mocha tests" }),
        w.toolResult(
          "mo-r1",
          "toolu_mo1",
          "\n  Payments API\n    ✔ creates a payment intent\n    1) refunds a captured payment\n\n\n  1 passing (142ms)\n  1 failing\n\n  1) Payments API\n       refunds a captured payment:\n\n      AssertionError: expected 400 to equal 200\n      + expected - actual\n\n      -400\n      +200\n\n      at Context.<anonymous> (test/payments.test.js:44:32)\n",
          true,
        ),
        w.toolUse("mo-a2", "toolu_mo2", "Edit", {
          file_path: `${project}/src/payments/refund.js`,
          old_string: "if (payment.status !== 'succeeded')",
          new_string: "if (!['succeeded', 'captured'].includes(payment.status))",
        }),
        w.toolResult("mo-r2", "toolu_mo2", `The file ${project}/src/payments/refund.js has been updated.`),
        w.toolUse("mo-a3", "toolu_mo3", "Bash", { command, description: "Run the Mocha tests" }),
        w.toolResult("mo-r3", "toolu_mo3", "\n  Payments API\n    ✔ creates a payment intent\n    ✔ refunds a captured payment\n\n\n  2 passing (131ms)\n\n"),
        w.assistant("mo-a4", "Refunds accept captured payments as well as succeeded ones now."),
        w.user("mo-u2", "Stripe webhooks hit a separate Lambda before anything reaches the API."),
        w.assistant("mo-a5", "Good to know."),
        w.user("mo-u3", "We went with idempotency keys on every POST after a retry storm double-charged customers."),
        w.assistant("mo-a6", "Understood."),
        w.user("mo-u4", "appreciate it"),
        w.assistant("mo-a7", "Anytime."),
        w.user("mo-u5", "I want the why in every PR description, not just the what."),
        w.assistant("mo-a8", "Noted."),
      ];
    },
    expected: [
      ["Every money amount in the API is an integer number of cents.", "convention", "user"],
      [
        '`npm test` failed with "AssertionError: expected 400 to equal 200" and passed after editing refund.js: refunds accept captured payments as well as succeeded ones now.',
        "solution",
        "agent",
      ],
      ["The tests run with `npm test` (it passed).", "code_context", "tool"],
      ["Stripe webhooks hit a separate Lambda before anything reaches the API.", "fact", "user"],
      ["The team went with idempotency keys on every POST after a retry storm double-charged customers.", "decision", "user"],
      ["User wants the why in every PR description, not just the what.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0579 reads every one of a kind narrowed by a phrase, a count of a unit
    // ("an integer number of cents"), the part a kind goes through first, and what the person wants in every one thing of
    // a kind.
  },
  {
    // Written after decision 0579, its expected facts by hand before it was first run; held out until decision 0580.
    name: "written after the narrowed-each, unit-count, passes-first and every-one wish rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pytest tests/api -q";
      return [
        w.user("fa-u1", "Pagination on invoices is off by one. List endpoints always return a next_cursor field, even on the last page."),
        w.toolUse("fa-a1", "toolu_fa1", "Bash", { command, description: "Run the API tests" }),
        w.toolResult(
          "fa-r1",
          "toolu_fa1",
          '.....F..                                                                 [100%]\n=================================== FAILURES ===================================\n________________________ test_list_invoices_paginates __________________________\n\n    def test_list_invoices_paginates(client):\n        response = client.get("/invoices?limit=2")\n>       assert len(response.json()["items"]) == 2\nE       assert 3 == 2\nE        +  where 3 = len([{...}, {...}, {...}])\n\ntests/api/test_invoices.py:14: AssertionError\n=========================== short test summary info ============================\nFAILED tests/api/test_invoices.py::test_list_invoices_paginates - assert 3 == 2\n1 failed, 7 passed in 0.42s\n',
          true,
        ),
        w.toolUse("fa-a2", "toolu_fa2", "Edit", {
          file_path: `${project}/app/routes/invoices.py`,
          old_string: ".limit(limit + 1)",
          new_string: ".limit(limit)",
        }),
        w.toolResult("fa-r2", "toolu_fa2", `The file ${project}/app/routes/invoices.py has been updated.`),
        w.toolUse("fa-a3", "toolu_fa3", "Bash", { command, description: "Run the API tests" }),
        w.toolResult("fa-r3", "toolu_fa3", "........                                                                 [100%]\n8 passed in 0.39s\n"),
        w.assistant("fa-a4", "The invoices endpoint returns exactly limit items per page now."),
        w.user("fa-u2", "The API is rate limited to 100 requests per minute per API key at the gateway."),
        w.assistant("fa-a5", "Good to know."),
        w.user("fa-u3", "We dropped offset pagination from every list endpoint after deep pages timed out."),
        w.assistant("fa-a6", "Understood."),
        w.user("fa-u4", "sounds good"),
        w.assistant("fa-a7", "Anytime."),
        w.user("fa-u5", "I review most pull requests on my phone."),
        w.assistant("fa-a8", "Noted."),
      ];
    },
    expected: [
      ["List endpoints always return a next_cursor field, even on the last page.", "convention", "user"],
      [
        '`pytest tests/api -q` failed with "assert 3 == 2" and passed after editing invoices.py: the invoices endpoint returns exactly limit items per page now.',
        "solution",
        "agent",
      ],
      ["The tests run with `pytest tests/api -q` (it passed).", "code_context", "tool"],
      ["The API is rate limited to 100 requests per minute per API key at the gateway.", "fact", "user"],
      ["The team dropped offset pagination from every list endpoint after deep pages timed out.", "decision", "user"],
      ["User reviews most pull requests on the user's phone.", "fact", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0580 reads what a kind always does even so, "rate limited" in two
    // words (and a number it is limited to as no definition), a run that timed out as a reason, and how the person does
    // most of a kind of work.
  },
  {
    // Written after decision 0580, its expected facts by hand before it was first run; held out until decision 0581.
    name: "written after the always-even, rate-limited, timed-out and most-of-a-kind rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec rspec spec/services";
      return [
        w.user("rs-u1", "The scheduler spec fails. Service objects expose a single call method and nothing else public."),
        w.toolUse("rs-a1", "toolu_rs1", "Bash", { command, description: "Run the service specs" }),
        w.toolResult(
          "rs-r1",
          "toolu_rs1",
          "F..\n\nFailures:\n\n  1) InvoiceMailer::Scheduler schedules the reminder three days before the due date\n     Failure/Error: expect(job.scheduled_at).to eq(invoice.due_on - 3.days)\n\n       expected: 2026-06-07 00:00:00.000000000 +0000\n            got: 2026-06-09 00:00:00.000000000 +0000\n\n       (compared using ==)\n     # ./spec/services/invoice_mailer/scheduler_spec.rb:12:in `block (2 levels) in <top (required)>'\n\nFinished in 0.08 seconds (files took 1.2 seconds to load)\n3 examples, 1 failure\n",
          true,
        ),
        w.toolUse("rs-a2", "toolu_rs2", "Edit", {
          file_path: `${project}/app/services/invoice_mailer/scheduler.rb`,
          old_string: "invoice.due_on - 1.day",
          new_string: "invoice.due_on - 3.days",
        }),
        w.toolResult("rs-r2", "toolu_rs2", `The file ${project}/app/services/invoice_mailer/scheduler.rb has been updated.`),
        w.toolUse("rs-a3", "toolu_rs3", "Bash", { command, description: "Run the service specs" }),
        w.toolResult("rs-r3", "toolu_rs3", "...\n\nFinished in 0.07 seconds (files took 1.1 seconds to load)\n3 examples, 0 failures\n"),
        w.assistant("rs-a4", "Reminders are scheduled three days before the due date now."),
        w.user("rs-u2", "Reminder emails are sent through Postmark from the mailers queue."),
        w.assistant("rs-a5", "Good to know."),
        w.user("rs-u3", "We moved reminder scheduling into Sidekiq-Cron after the old crontab silently stopped on a deploy."),
        w.assistant("rs-a6", "Understood."),
        w.user("rs-u4", "ok thanks"),
        w.assistant("rs-a7", "Anytime."),
        w.user("rs-u5", "I'd rather have one failing test per bug than a big regression suite nobody reads."),
        w.assistant("rs-a8", "Noted."),
      ];
    },
    expected: [
      ["Service objects expose a single call method and nothing else public.", "convention", "user"],
      [
        '`bundle exec rspec spec/services` failed with "expected: 2026-06-07 00:00:00.000000000 +0000; got: 2026-06-09 00:00:00.000000000 +0000" and passed after editing scheduler.rb: reminders are scheduled three days before the due date now.',
        "solution",
        "agent",
      ],
      ["The tests run with `bundle exec rspec spec/services` (it passed).", "code_context", "tool"],
      ["Reminder emails are sent through Postmark from the mailers queue.", "fact", "user"],
      ["The team moved reminder scheduling into Sidekiq-Cron after the old crontab silently stopped on a deploy.", "decision", "user"],
      ["User would rather have one failing test per bug than a big regression suite nobody reads.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, all right; decision 0581 reads a part of how the project runs moved into a named tool
    // without "the", and a thing that stopped as a reason.
  },
  {
    // Written after decision 0581, its expected facts by hand before it was first run; held out until decision 0582.
    name: "written after the bare-part move and stopped rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./mvnw -q test -Dtest=WebhookControllerTest";
      return [
        w.user("sp-u1", "Webhook tests are red. Controllers stay thin: validation lives in the request DTOs and logic in services."),
        w.toolUse("sp-a1", "toolu_sp1", "Bash", { command, description: "Run the webhook controller tests" }),
        w.toolResult(
          "sp-r1",
          "toolu_sp1",
          "[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 1.2 s <<< FAILURE! -- in com.acme.shop.WebhookControllerTest\n[ERROR] com.acme.shop.WebhookControllerTest.rejectsBadSignature -- Time elapsed: 0.05 s <<< FAILURE!\njava.lang.AssertionError: Status expected:<401> but was:<200>\n\tat org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)\n[ERROR] Failures:\n[ERROR]   WebhookControllerTest.rejectsBadSignature:42 Status expected:<401> but was:<200>\n[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0\n",
          true,
        ),
        w.toolUse("sp-a2", "toolu_sp2", "Edit", {
          file_path: `${project}/src/main/java/com/acme/shop/WebhookController.java`,
          old_string: "if (signature == null) {",
          new_string: "if (!verifier.isValid(payload, signature)) {",
        }),
        w.toolResult("sp-r2", "toolu_sp2", `The file ${project}/src/main/java/com/acme/shop/WebhookController.java has been updated.`),
        w.toolUse("sp-a3", "toolu_sp3", "Bash", { command, description: "Run the webhook controller tests" }),
        w.toolResult("sp-r3", "toolu_sp3", ""),
        w.assistant("sp-a4", "Webhooks whose signature does not verify get a 401 now."),
        w.user("sp-u2", "Payment webhooks are retried by the provider for up to three days."),
        w.assistant("sp-a5", "Good to know."),
        w.user("sp-u3", "We turned on signature checks for every webhook after someone replayed an old refund event."),
        w.assistant("sp-a6", "Understood."),
        w.user("sp-u4", "great"),
        w.assistant("sp-a7", "Anytime."),
        w.user("sp-u5", "I'm newer to Java, so short explanations of Spring annotations help me a lot."),
        w.assistant("sp-a8", "Noted."),
      ];
    },
    expected: [
      ["Controllers stay thin: validation lives in the request DTOs and logic in services.", "convention", "user"],
      [
        '`./mvnw -q test -Dtest=WebhookControllerTest` failed with "java.lang.AssertionError: Status expected:<401> but was:<200>" and passed after editing WebhookController.java: webhooks whose signature does not verify get a 401 now.',
        "solution",
        "agent",
      ],
      ["The tests run with `./mvnw -q test -Dtest=WebhookControllerTest` (it passed).", "code_context", "tool"],
      ["Payment webhooks are retried by the provider for up to three days.", "fact", "user"],
      ["The team turned on signature checks for every webhook after someone replayed an old refund event.", "decision", "user"],
      ["User is newer to Java, so short explanations of Spring annotations help the user a lot.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0582 reads how long or how often a kind is retried, and a lasting
    // reason of the person's before a liking.
  },
  {
    // Written after decision 0582, its expected facts by hand before it was first run; held out until decision 0583.
    name: "written after the retry-span and lasting-reason rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm nx test api --testFile=src/orders/orders.service.spec.ts";
      return [
        w.user("nx-u1", "The orders spec is failing. Every NestJS module exports only its service, never its repository."),
        w.toolUse("nx-a1", "toolu_nx1", "Bash", { command, description: "Run the orders service spec" }),
        w.toolResult(
          "nx-r1",
          "toolu_nx1",
          "\n> nx run api:test --testFile=src/orders/orders.service.spec.ts\n\n FAIL   api  apps/api/src/orders/orders.service.spec.ts\n  ● OrdersService › applies the loyalty discount before tax\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 9000\n    Received: 9450\n\n      41 |     const total = service.total(order);\n    > 42 |     expect(total).toBe(9000);\n         |                   ^\n      43 |   });\n\n      at Object.<anonymous> (src/orders/orders.service.spec.ts:42:19)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 5 passed, 6 total\nSnapshots:   0 total\nTime:        2.314 s\n\n NX   Running target test for project api failed\n",
          true,
        ),
        w.toolUse("nx-a2", "toolu_nx2", "Edit", {
          file_path: `${project}/apps/api/src/orders/orders.service.ts`,
          old_string: "return applyDiscount(withTax(subtotal), order.loyalty);",
          new_string: "return withTax(applyDiscount(subtotal, order.loyalty));",
        }),
        w.toolResult("nx-r2", "toolu_nx2", `The file ${project}/apps/api/src/orders/orders.service.ts has been updated.`),
        w.toolUse("nx-a3", "toolu_nx3", "Bash", { command, description: "Run the orders service spec" }),
        w.toolResult(
          "nx-r3",
          "toolu_nx3",
          "\n> nx run api:test --testFile=src/orders/orders.service.spec.ts\n\n PASS   api  apps/api/src/orders/orders.service.spec.ts\n\nTest Suites: 1 passed, 1 total\nTests:       6 passed, 6 total\n\n NX   Successfully ran target test for project api\n",
        ),
        w.assistant("nx-a4", "The loyalty discount is applied before tax now."),
        w.user("nx-u2", "Loyalty discounts never stack with coupon codes."),
        w.assistant("nx-a5", "Good to know."),
        w.user("nx-u3", "We dropped the Redis cache in front of the tax service because rates changed mid-day and customers saw stale totals."),
        w.assistant("nx-a6", "Understood."),
        w.user("nx-u4", "nice, thanks"),
        w.assistant("nx-a7", "Anytime."),
        w.user("nx-u5", "Show me the failing assertion first whenever a test breaks, not the whole stack trace."),
        w.assistant("nx-a8", "Noted."),
      ];
    },
    expected: [
      ["Every NestJS module exports only its service, never its repository.", "convention", "user"],
      [
        '`pnpm nx test api --testFile=src/orders/orders.service.spec.ts` failed with "Expected: 9000; Received: 9450" and passed after editing orders.service.ts: the loyalty discount is applied before tax now.',
        "solution",
        "agent",
      ],
      ["The tests run with `pnpm nx test api --testFile=src/orders/orders.service.spec.ts` (it passed).", "code_context", "tool"],
      ["Loyalty discounts never stack with coupon codes.", "fact", "user"],
      ["The team dropped the Redis cache in front of the tax service because rates changed mid-day and customers saw stale totals.", "decision", "user"],
      ["User wants the agent to show the user the failing assertion first whenever a test breaks, not the whole stack trace.", "preference", "user"],
    ],
    // Held out, it kept 4, 3 right; decision 0583 reads Nx's closing line and its failed tasks as naming a run, which
    // kinds may be used together, and a request for the person with when it always applies. The request's hand label
    // said "show the failing assertion"; it reads "show the user …" as the house's lasting requests do.
  },
  {
    // Written after decision 0583, its expected facts by hand before it was first run; held out until decision 0584.
    name: "written after the Nx, stacking and request-whenever rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "poetry run pytest tests/test_invoices.py -q";
      return [
        w.user("po-u1", "Invoice tests broke again. All money math goes through Decimal, floats are banned in the billing package."),
        w.toolUse("po-a1", "toolu_po1", "Bash", { command, description: "Run the invoice tests" }),
        w.toolResult(
          "po-r1",
          "toolu_po1",
          "F.                                                                       [100%]\n=================================== FAILURES ===================================\n___________________________ test_invoice_rounds_tax ____________________________\n\n    def test_invoice_rounds_tax():\n        invoice = make_invoice(net=Decimal(\"19.99\"), rate=Decimal(\"0.19\"))\n>       assert invoice.tax == Decimal(\"3.80\")\nE       AssertionError: assert Decimal('3.7981') == Decimal('3.80')\nE        +  where Decimal('3.7981') = <Invoice 42>.tax\n\ntests/test_invoices.py:14: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_invoices.py::test_invoice_rounds_tax - AssertionError: assert Decimal('3.7981') == Decimal('3.80')\n1 failed, 1 passed in 0.12s\n",
          true,
        ),
        w.toolUse("po-a2", "toolu_po2", "Edit", {
          file_path: `${project}/billing/invoice.py`,
          old_string: "return self.net * self.rate",
          new_string: 'return (self.net * self.rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)',
        }),
        w.toolResult("po-r2", "toolu_po2", `The file ${project}/billing/invoice.py has been updated.`),
        w.toolUse("po-a3", "toolu_po3", "Bash", { command, description: "Run the invoice tests" }),
        w.toolResult("po-r3", "toolu_po3", "..                                                                       [100%]\n2 passed in 0.10s\n"),
        w.assistant("po-a4", "Tax is rounded half up to the cent now."),
        w.user("po-u2", "Our accountants close the books on the fifth business day of each month."),
        w.assistant("po-a5", "Good to know."),
        w.user("po-u3", "We stopped generating PDFs on the web server once invoices started timing out at month end; a Celery worker renders them now."),
        w.assistant("po-a6", "Understood."),
        w.user("po-u4", "cool"),
        w.assistant("po-a7", "Anytime."),
        w.user("po-u5", "Keep your explanations short unless I ask why."),
        w.assistant("po-a8", "Noted."),
      ];
    },
    expected: [
      ["All money math goes through Decimal, floats are banned in the billing package.", "convention", "user"],
      [
        "`poetry run pytest tests/test_invoices.py -q` failed with \"AssertionError: assert Decimal('3.7981') == Decimal('3.80')\" and passed after editing invoice.py: tax is rounded half up to the cent now.",
        "solution",
        "agent",
      ],
      ["The tests run with `poetry run pytest tests/test_invoices.py -q` (it passed).", "code_context", "tool"],
      ["The team's accountants close the books on the fifth business day of each month.", "convention", "user"],
      [
        "The team stopped generating PDFs on the web server once invoices started timing out at month end; a Celery worker renders them now.",
        "decision",
        "user",
      ],
      ["User wants the agent to keep its explanations short unless the user asks why.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0584 reads all of a kind going through one way, a practice on a day
    // of each period, and a practice stopped once a run began to fail. The accountants' hand label said "fact"; it is a
    // convention, as the house's practices of a team's people ("our accountants close the books every month") are.
  },
  {
    // Written after decision 0584, its expected facts by hand before it was first run; held out until decision 0585.
    name: "written after the goes-through, period-day and once-failing rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = 'sbt "testOnly shop.CartSpec"';
      return [
        w.user("sb-u1", "Cart spec is red. Domain classes never import anything from akka or play, keep them plain Scala."),
        w.toolUse("sb-a1", "toolu_sb1", "Bash", { command, description: "Run the cart spec" }),
        w.toolResult(
          "sb-r1",
          "toolu_sb1",
          "[info] CartSpec:\n[info] A cart\n[info] - should apply the bulk discount at ten items *** FAILED ***\n[info]   9000 did not equal 8100 (CartSpec.scala:21)\n[info] - should start empty\n[info] Run completed in 412 milliseconds.\n[info] Total number of tests run: 2\n[info] Suites: completed 1, aborted 0\n[info] Tests: succeeded 1, failed 1, canceled 0, ignored 0, pending 0\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tshop.CartSpec\n[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful\n[error] Total time: 6 s, completed Jun 1, 2026, 10:02:11 AM\n",
          true,
        ),
        w.toolUse("sb-a2", "toolu_sb2", "Edit", {
          file_path: `${project}/src/main/scala/shop/Cart.scala`,
          old_string: "if (items.size > 10)",
          new_string: "if (items.size >= 10)",
        }),
        w.toolResult("sb-r2", "toolu_sb2", `The file ${project}/src/main/scala/shop/Cart.scala has been updated.`),
        w.toolUse("sb-a3", "toolu_sb3", "Bash", { command, description: "Run the cart spec" }),
        w.toolResult(
          "sb-r3",
          "toolu_sb3",
          "[info] CartSpec:\n[info] A cart\n[info] - should apply the bulk discount at ten items\n[info] - should start empty\n[info] Run completed in 398 milliseconds.\n[info] Total number of tests run: 2\n[info] Suites: completed 1, aborted 0\n[info] Tests: succeeded 2, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 5 s, completed Jun 1, 2026, 10:03:40 AM\n",
        ),
        w.assistant("sb-a4", "The bulk discount applies from ten items, not eleven."),
        w.user("sb-u2", "Prices in the catalog are net; VAT is added only at checkout."),
        w.assistant("sb-a5", "Good to know."),
        w.user("sb-u3", "We replaced our hand-rolled JSON codecs with circe because every new field meant three edits."),
        w.assistant("sb-a6", "Understood."),
        w.user("sb-u4", "perfect"),
        w.assistant("sb-a7", "Anytime."),
        w.user("sb-u5", "I learn best from small runnable examples rather than long explanations."),
        w.assistant("sb-a8", "Noted."),
      ];
    },
    expected: [
      ["Domain classes never import anything from akka or play, keep them plain Scala.", "convention", "user"],
      [
        '`sbt "testOnly shop.CartSpec"` failed with "9000 did not equal 8100 (CartSpec.scala:21)" and passed after editing Cart.scala: the bulk discount applies from ten items, not eleven.',
        "solution",
        "agent",
      ],
      ['The tests run with `sbt "testOnly shop.CartSpec"` (it passed).', "code_context", "tool"],
      ["Prices in the catalog are net; VAT is added only at checkout.", "convention", "user"],
      ["The team replaced the team's hand-rolled JSON codecs with circe because every new field meant three edits.", "decision", "user"],
      ["User learns best from small runnable examples rather than long explanations.", "preference", "user"],
    ],
    // Held out, it kept 5, 4 right; decision 0585 reads whether a kind of amount includes a tax. Two hand labels were
    // unlike the house's: the fix now quotes ScalaTest's message with its place, as the earlier sbt transcript's does, and
    // net prices are a convention, as amounts given in a unit are.
  },
  {
    // Written after decision 0585, its expected facts by hand before it was first run; held out until decision 0586.
    name: "written after the tax-basis rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go test -run TestRefund ./internal/refunds/";
      return [
        w.user("gr-u1", "Refund tests fail on the rounding case. Errors are wrapped with %w at every package boundary, never swallowed."),
        w.toolUse("gr-a1", "toolu_gr1", "Bash", { command, description: "Run the refund tests" }),
        w.toolResult(
          "gr-r1",
          "toolu_gr1",
          "--- FAIL: TestRefundRoundsDown (0.00s)\n    refund_test.go:27: got 1050, want 1049\nFAIL\nFAIL\tgithub.com/acme/shop/internal/refunds\t0.012s\nFAIL\n",
          true,
        ),
        w.toolUse("gr-a2", "toolu_gr2", "Edit", {
          file_path: `${project}/internal/refunds/refund.go`,
          old_string: "cents := int64(math.Round(amount * 100))",
          new_string: "cents := int64(math.Floor(amount * 100))",
        }),
        w.toolResult("gr-r2", "toolu_gr2", `The file ${project}/internal/refunds/refund.go has been updated.`),
        w.toolUse("gr-a3", "toolu_gr3", "Bash", { command, description: "Run the refund tests" }),
        w.toolResult("gr-r3", "toolu_gr3", "ok  \tgithub.com/acme/shop/internal/refunds\t0.010s\n"),
        w.assistant("gr-a4", "Partial refunds round down to the cent now."),
        w.user("gr-u2", "Refunds over 500 euros need a second approver in the admin panel."),
        w.assistant("gr-a5", "Good to know."),
        w.user("gr-u3", "We pulled the refund logic out of the HTTP handlers into its own package so the CLI could reuse it."),
        w.assistant("gr-a6", "Understood."),
        w.user("gr-u4", "thx"),
        w.assistant("gr-a7", "Anytime."),
        w.user("gr-u5", "Don't suggest generics unless they remove real duplication."),
        w.assistant("gr-a8", "Noted."),
      ];
    },
    expected: [
      ["Errors are wrapped with %w at every package boundary, never swallowed.", "convention", "user"],
      [
        '`go test -run TestRefund ./internal/refunds/` failed with "refund_test.go:27: got 1050, want 1049" and passed after editing refund.go: partial refunds round down to the cent now.',
        "solution",
        "agent",
      ],
      ["The tests run with `go test -run TestRefund ./internal/refunds/` (it passed).", "code_context", "tool"],
      ["Refunds over 500 euros need a second approver in the admin panel.", "fact", "user"],
      ["The team pulled the refund logic out of the HTTP handlers into its own package so the CLI could reuse it.", "decision", "user"],
      ["User does not want the agent to suggest generics unless they remove real duplication.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0586 reads what the things of a kind past an amount need (the amount
    // no server error), and code pulled out of a part into another.
  },
  {
    // Written after decision 0586, its expected facts by hand before it was first run; held out until decision 0587.
    name: "written after the past-amount and pulled-out rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix test test/shop/shipping_test.exs:14";
      return [
        w.user("ex-u1", "Shipping test is failing. Every Ecto schema gets a changeset function named changeset/2, even when it only casts."),
        w.toolUse("ex-a1", "toolu_ex1", "Bash", { command, description: "Run the shipping test" }),
        w.toolResult(
          "ex-r1",
          "toolu_ex1",
          "  1) test free shipping kicks in at 50 euros (Shop.ShippingTest)\n     test/shop/shipping_test.exs:14\n     Assertion with == failed\n     code:  assert Shipping.cost(cart) == Money.new(0, :EUR)\n     left:  %Money{amount: 495, currency: :EUR}\n     right: %Money{amount: 0, currency: :EUR}\n     stacktrace:\n       test/shop/shipping_test.exs:16: (test)\n\n\nFinished in 0.04 seconds (0.00s async, 0.04s sync)\n3 tests, 1 failure\n",
          true,
        ),
        w.toolUse("ex-a2", "toolu_ex2", "Edit", {
          file_path: `${project}/lib/shop/shipping.ex`,
          old_string: "if subtotal > 5000 do",
          new_string: "if subtotal >= 5000 do",
        }),
        w.toolResult("ex-r2", "toolu_ex2", `The file ${project}/lib/shop/shipping.ex has been updated.`),
        w.toolUse("ex-a3", "toolu_ex3", "Bash", { command, description: "Run the shipping test" }),
        w.toolResult("ex-r3", "toolu_ex3", "...\n\nFinished in 0.03 seconds (0.00s async, 0.03s sync)\n3 tests, 0 failures\n"),
        w.assistant("ex-a4", "Carts of exactly 50 euros ship free now."),
        w.user("ex-u2", "Customers in Switzerland pay shipping in CHF even though the shop prices are in euros."),
        w.assistant("ex-a5", "Good to know."),
        w.user("ex-u3", "We gave up on Oban Pro batches because plain Oban with unique jobs covers everything we need."),
        w.assistant("ex-a6", "Understood."),
        w.user("ex-u4", "ty"),
        w.assistant("ex-a7", "Anytime."),
        w.user("ex-u5", "Pattern matching in function heads reads much better to me than case blocks."),
        w.assistant("ex-a8", "Noted."),
      ];
    },
    expected: [
      ["Every Ecto schema gets a changeset function named changeset/2, even when it only casts.", "convention", "user"],
      [
        '`mix test test/shop/shipping_test.exs:14` failed with "left: %Money{amount: 495, currency: :EUR}; right: %Money{amount: 0, currency: :EUR}" and passed after editing shipping.ex: carts of exactly 50 euros ship free now.',
        "solution",
        "agent",
      ],
      ["The tests run with `mix test test/shop/shipping_test.exs:14` (it passed).", "code_context", "tool"],
      ["Customers in Switzerland pay shipping in CHF even though the shop prices are in euros.", "fact", "user"],
      ["The team gave up on Oban Pro batches because plain Oban with unique jobs covers everything the team needs.", "decision", "user"],
      ["Pattern matching in function heads reads much better to the user than case blocks.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0587 reads a piece of code every thing of a kind gets, and how the
    // product's customers pay.
  },
  {
    // Written after decision 0587, its expected facts by hand before it was first run; held out until decision 0588.
    name: "written after the code-piece and customers-pay rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm turbo run test --filter=@acme/api";
      return [
        w.user("tu-u1", "Due date tests broke. Packages import each other only through their index.ts, never deep paths."),
        w.toolUse("tu-a1", "toolu_tu1", "Bash", { command, description: "Run the API package's tests" }),
        w.toolResult(
          "tu-r1",
          "toolu_tu1",
          "@acme/api:test: \n@acme/api:test:  FAIL  src/invoices/due-date.test.ts > dueDate > skips weekends\n@acme/api:test: AssertionError: expected '2026-06-06' to be '2026-06-08' // Object.is equality\n@acme/api:test: \n@acme/api:test: - Expected\n@acme/api:test: + Received\n@acme/api:test: \n@acme/api:test: - 2026-06-08\n@acme/api:test: + 2026-06-06\n@acme/api:test: \n@acme/api:test:  ❯ src/invoices/due-date.test.ts:14:32\n@acme/api:test: \n@acme/api:test:  Test Files  1 failed | 4 passed (5)\n@acme/api:test:       Tests  1 failed | 22 passed (23)\n@acme/api:test: ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @acme/api@0.0.0 test: `vitest run`\n@acme/api:test: Exit status 1\n ERROR  run failed: command  exited (1)\n\n Tasks:    0 successful, 1 total\nCached:    0 cached, 1 total\n  Time:    3.412s \nFailed:    @acme/api#test\n",
          true,
        ),
        w.toolUse("tu-a2", "toolu_tu2", "Edit", {
          file_path: `${project}/packages/api/src/invoices/due-date.ts`,
          old_string: "return addDays(issued, terms);",
          new_string: "return nextBusinessDay(addDays(issued, terms));",
        }),
        w.toolResult("tu-r2", "toolu_tu2", `The file ${project}/packages/api/src/invoices/due-date.ts has been updated.`),
        w.toolUse("tu-a3", "toolu_tu3", "Bash", { command, description: "Run the API package's tests" }),
        w.toolResult(
          "tu-r3",
          "toolu_tu3",
          "@acme/api:test: \n@acme/api:test:  Test Files  5 passed (5)\n@acme/api:test:       Tests  23 passed (23)\n\n Tasks:    1 successful, 1 total\nCached:    0 cached, 1 total\n  Time:    3.108s \n",
        ),
        w.assistant("tu-a4", "Due dates that land on a weekend move to the next Monday now."),
        w.user("tu-u2", "Invoices are numbered per company and the sequence never resets, not even at year end."),
        w.assistant("tu-a5", "Good to know."),
        w.user("tu-u3", "We went with date-fns over Luxon since we only ever deal with UTC dates."),
        w.assistant("tu-a6", "Understood."),
        w.user("tu-u4", "great, thanks"),
        w.assistant("tu-a7", "Anytime."),
        w.user("tu-u5", "When a fix touches money or dates, mention the edge cases you checked."),
        w.assistant("tu-a8", "Noted."),
      ];
    },
    expected: [
      ["Packages import each other only through their index.ts, never deep paths.", "convention", "user"],
      [
        "`pnpm turbo run test --filter=@acme/api` failed with \"AssertionError: expected '2026-06-06' to be '2026-06-08' // Object.is equality\" and passed after editing due-date.ts: due dates that land on a weekend move to the next Monday now.",
        "solution",
        "agent",
      ],
      ["The tests run with `pnpm turbo run test --filter=@acme/api` (it passed).", "code_context", "tool"],
      ["Invoices are numbered per company and the sequence never resets, not even at year end.", "fact", "user"],
      ["The team went with date-fns over Luxon since the team only ever deals with UTC dates.", "decision", "user"],
      ["When a fix touches money or dates, mention the edge cases the agent checked.", "convention", "user"],
    ],
    // Held out, it kept 4, 3 right; decision 0588 reads turbo's "<package>:<task>: " before a line and its closing lines,
    // how the things of a kind are numbered, and a plain "when" of one of a kind before a habit. The habit's hand label
    // was a preference; it is a convention in the house's words, as "Whenever you touch SQL …, add …" is.
  },
  {
    // Written after decision 0588, its expected facts by hand before it was first run; held out until decision 0589.
    name: "written after the turbo-prefix, numbering and plain-when rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "deno test --filter shipping";
      return [
        w.user("dn-u1", "Shipping tests fail. All Deno code imports from jsr:, never npm:, unless there is no alternative."),
        w.toolUse("dn-a1", "toolu_dn1", "Bash", { command, description: "Run the shipping tests" }),
        w.toolResult(
          "dn-r1",
          "toolu_dn1",
          'running 3 tests from ./shipping_test.ts\nfree shipping over 50 ... ok (2ms)\nweekend orders ship on Monday ... FAILED (3ms)\nexpress costs extra ... ok (1ms)\n\n ERRORS \n\nweekend orders ship on Monday => ./shipping_test.ts:14:6\nerror: AssertionError: Values are not equal.\n\n\n    [Diff] Actual / Expected\n\n\n-   "Saturday"\n+   "Monday"\n\n  throw new AssertionError(message);\n        ^\n    at assertEquals (https://jsr.io/@std/assert/1.0.8/equals.ts:64:9)\n    at file:///repo/shipping_test.ts:16:3\n\n FAILURES \n\nweekend orders ship on Monday => ./shipping_test.ts:14:6\n\nFAILED | 2 passed | 1 failed (12ms)\n\nerror: Test failed\n',
          true,
        ),
        w.toolUse("dn-a2", "toolu_dn2", "Edit", {
          file_path: `${project}/shipping.ts`,
          old_string: "return addBusinessDays(placedAt, 1);",
          new_string: "return nextWeekday(placedAt);",
        }),
        w.toolResult("dn-r2", "toolu_dn2", `The file ${project}/shipping.ts has been updated.`),
        w.toolUse("dn-a3", "toolu_dn3", "Bash", { command, description: "Run the shipping tests" }),
        w.toolResult(
          "dn-r3",
          "toolu_dn3",
          "running 3 tests from ./shipping_test.ts\nfree shipping over 50 ... ok (2ms)\nweekend orders ship on Monday ... ok (2ms)\nexpress costs extra ... ok (1ms)\n\nok | 3 passed | 0 failed (10ms)\n",
        ),
        w.assistant("dn-a4", "Orders placed on a weekend ship on Monday now."),
        w.user("dn-u2", "Our warehouse in Leipzig doesn't pick orders on Sundays."),
        w.assistant("dn-a5", "Good to know."),
        w.user("dn-u3", "We settled on Temporal instead of moment for date math after moment's mutability bit us twice."),
        w.assistant("dn-a6", "Understood."),
        w.user("dn-u4", "nice one"),
        w.assistant("dn-a7", "Anytime."),
        w.user("dn-u5", "I'd like diffs kept under about a hundred lines so I can actually review them."),
        w.assistant("dn-a8", "Noted."),
      ];
    },
    expected: [
      ["All Deno code imports from jsr:, never npm:, unless there is no alternative.", "convention", "user"],
      [
        '`deno test --filter shipping` failed with "AssertionError: Values are not equal." and passed after editing shipping.ts: orders placed on a weekend ship on Monday now.',
        "solution",
        "agent",
      ],
      ["The tests run with `deno test --filter shipping` (it passed).", "code_context", "tool"],
      ["The team's warehouse in Leipzig does not pick orders on Sundays.", "convention", "user"],
      ["The team settled on Temporal instead of moment for date math after moment's mutability bit the team twice.", "decision", "user"],
      ["User would like diffs kept under about a hundred lines so the user can actually review them.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0589 reads a choice's one exception after what it excludes, and what
    // a place of the business does not do on its days off. The warehouse's hand label was a fact with "doesn't"; it is a
    // convention with "does not", as the house's practices of a team's people are said.
  },
  {
    // Written after decision 0589, its expected facts by hand before it was first run; held out until decision 0590.
    name: "written after the exception and days-off rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pytest -k refund";
      return [
        w.user("pk-u1", "Refund test is failing. Every public function in payments/ has type hints, and mypy runs in strict mode there."),
        w.toolUse("pk-a1", "toolu_pk1", "Bash", { command, description: "Run the refund tests" }),
        w.toolResult(
          "pk-r1",
          "toolu_pk1",
          "============================= test session starts ==============================\ncollected 12 items / 10 deselected / 2 selected\n\ntests/test_refunds.py F.                                                 [100%]\n\n=================================== FAILURES ===================================\n_________________________ test_refund_keeps_currency __________________________\n\n    def test_refund_keeps_currency():\n        refund = issue_refund(order_in(\"CHF\"), amount=Decimal(\"10\"))\n>       assert refund.currency == \"CHF\"\nE       AssertionError: assert 'EUR' == 'CHF'\nE         \nE         - CHF\nE         + EUR\n\ntests/test_refunds.py:22: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_refunds.py::test_refund_keeps_currency - AssertionError: assert 'EUR' == 'CHF'\n================= 1 failed, 1 passed, 10 deselected in 0.21s ==================\n",
          true,
        ),
        w.toolUse("pk-a2", "toolu_pk2", "Edit", {
          file_path: `${project}/payments/refunds.py`,
          old_string: "currency=settings.DEFAULT_CURRENCY,",
          new_string: "currency=order.currency,",
        }),
        w.toolResult("pk-r2", "toolu_pk2", `The file ${project}/payments/refunds.py has been updated.`),
        w.toolUse("pk-a3", "toolu_pk3", "Bash", { command, description: "Run the refund tests" }),
        w.toolResult(
          "pk-r3",
          "toolu_pk3",
          "============================= test session starts ==============================\ncollected 12 items / 10 deselected / 2 selected\n\ntests/test_refunds.py ..                                                 [100%]\n\n======================= 2 passed, 10 deselected in 0.18s =======================\n",
        ),
        w.assistant("pk-a4", "Refunds are issued in the order's currency now."),
        w.user("pk-u2", "Stripe is only used for cards; bank transfers go through Wise."),
        w.assistant("pk-a5", "Good to know."),
        w.user("pk-u3", "We dropped Celery beat in favour of cron jobs on the worker box since beat kept double-firing after restarts."),
        w.assistant("pk-a6", "Understood."),
        w.user("pk-u4", "awesome"),
        w.assistant("pk-a7", "Anytime."),
        w.user("pk-u5", "Please don't add comments that just restate the code."),
        w.assistant("pk-a8", "Noted."),
      ];
    },
    expected: [
      ["Every public function in payments/ has type hints, and mypy runs in strict mode there.", "convention", "user"],
      [
        "`pytest -k refund` failed with \"AssertionError: assert 'EUR' == 'CHF'\" and passed after editing refunds.py: refunds are issued in the order's currency now.",
        "solution",
        "agent",
      ],
      ["The tests run with `pytest -k refund` (it passed).", "code_context", "tool"],
      ["Stripe is only used for cards; bank transfers go through Wise.", "fact", "user"],
      ["The team dropped Celery beat in favour of cron jobs on the worker box since beat kept double-firing after restarts.", "decision", "user"],
      ["User does not want the agent to add comments that just restate the code.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0590 reads a note or a piece of code every thing of a kind has, and
    // what a named product is only used for.
  },
  {
    // Written after decision 0590, its expected facts by hand before it was first run; held out until decision 0591.
    name: "written after the has-a-note and only-used-for rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = './gradlew :app:testDebugUnitTest --tests "*PriceFormatterTest"';
      return [
        w.user("ad-u1", "Price formatting tests are red. ViewModels never touch Android framework classes; keep them plain Kotlin so they stay unit-testable."),
        w.toolUse("ad-a1", "toolu_ad1", "Bash", { command, description: "Run the price formatter tests" }),
        w.toolResult(
          "ad-r1",
          "toolu_ad1",
          "> Task :app:testDebugUnitTest FAILED\n\nPriceFormatterTest > formatsSwissFrancs FAILED\n    org.junit.ComparisonFailure: expected:<CHF[ ]12.50> but was:<CHF[]12.50>\n        at org.junit.Assert.assertEquals(Assert.java:117)\n        at com.acme.shop.PriceFormatterTest.formatsSwissFrancs(PriceFormatterTest.kt:18)\n\n4 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:testDebugUnitTest'.\n> There were failing tests. See the report at: file:///repo/app/build/reports/tests/testDebugUnitTest/index.html\n\nBUILD FAILED in 9s\n",
          true,
        ),
        w.toolUse("ad-a2", "toolu_ad2", "Edit", {
          file_path: `${project}/app/src/main/java/com/acme/shop/PriceFormatter.kt`,
          old_string: "return code + amount.format()",
          new_string: 'return code + " " + amount.format()',
        }),
        w.toolResult("ad-r2", "toolu_ad2", `The file ${project}/app/src/main/java/com/acme/shop/PriceFormatter.kt has been updated.`),
        w.toolUse("ad-a3", "toolu_ad3", "Bash", { command, description: "Run the price formatter tests" }),
        w.toolResult("ad-r3", "toolu_ad3", "> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 7s\n24 actionable tasks: 2 executed, 22 up-to-date\n"),
        w.assistant("ad-a4", "Swiss francs are formatted with a space after the currency code now."),
        w.user("ad-u2", "The Android app still supports API level 24 because a big retail customer runs old tablets."),
        w.assistant("ad-a5", "Good to know."),
        w.user("ad-u3", "We moved image loading from Picasso to Coil because Picasso is no longer maintained."),
        w.assistant("ad-a6", "Understood."),
        w.user("ad-u4", "cheers"),
        w.assistant("ad-a7", "Anytime."),
        w.user("ad-u5", "I prefer small focused commits with messages that explain why, not what."),
        w.assistant("ad-a8", "Noted."),
      ];
    },
    expected: [
      ["ViewModels never touch Android framework classes; keep them plain Kotlin so they stay unit-testable.", "convention", "user"],
      [
        '`./gradlew :app:testDebugUnitTest --tests "*PriceFormatterTest"` failed with "org.junit.ComparisonFailure: expected:<CHF[ ]12.50> but was:<CHF[]12.50>" and passed after editing PriceFormatter.kt: Swiss francs are formatted with a space after the currency code now.',
        "solution",
        "agent",
      ],
      ['The tests run with `./gradlew :app:testDebugUnitTest --tests "*PriceFormatterTest"` (it passed).', "code_context", "tool"],
      ["The Android app still supports API level 24 because a big retail customer runs old tablets.", "fact", "user"],
      ["The team moved image loading from Picasso to Coil because Picasso is no longer maintained.", "decision", "user"],
      ["User prefers small focused commits with messages that explain why, not what.", "preference", "user"],
    ],
    // Held out, it kept 5, 4 right; decision 0591 reads past Gradle's "There were failing tests" to the test's own
    // failure, keeps the capital of "Swiss", and reads a version the team still supports.
  },
  {
    // Written after decision 0591, its expected facts by hand before it was first run; held out until decision 0592.
    name: "written after the failing-tests-report, demonym and still-supports rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo nextest run -p ledger";
      return [
        w.user("nx2-u1", "Interest rounding is off. Money amounts are i64 minor units in the ledger crate; f64 never touches them."),
        w.toolUse("nx2-a1", "toolu_nx21", "Bash", { command, description: "Run the ledger tests" }),
        w.toolResult(
          "nx2-r1",
          "toolu_nx21",
          "    Starting 5 tests across 1 binary\n        PASS [   0.004s] ledger tests::balances_empty\n        FAIL [   0.005s] ledger tests::rounds_interest_half_even\n──── STDOUT:             ledger tests::rounds_interest_half_even\n\nrunning 1 test\ntest tests::rounds_interest_half_even ... FAILED\n\nfailures:\n\n---- tests::rounds_interest_half_even stdout ----\nthread 'tests::rounds_interest_half_even' panicked at src/interest.rs:41:9:\nassertion `left == right` failed\n  left: 1003\n right: 1002\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n        PASS [   0.003s] ledger tests::posts_entries\n────────────\n     Summary [   0.021s] 5 tests run: 4 passed, 1 failed, 0 skipped\n        FAIL [   0.005s] ledger tests::rounds_interest_half_even\nerror: test run failed\n",
          true,
        ),
        w.toolUse("nx2-a2", "toolu_nx22", "Edit", {
          file_path: `${project}/crates/ledger/src/interest.rs`,
          old_string: "(raw + 50) / 100",
          new_string: "round_half_even(raw, 100)",
        }),
        w.toolResult("nx2-r2", "toolu_nx22", `The file ${project}/crates/ledger/src/interest.rs has been updated.`),
        w.toolUse("nx2-a3", "toolu_nx23", "Bash", { command, description: "Run the ledger tests" }),
        w.toolResult(
          "nx2-r3",
          "toolu_nx23",
          "    Starting 5 tests across 1 binary\n        PASS [   0.004s] ledger tests::balances_empty\n        PASS [   0.004s] ledger tests::rounds_interest_half_even\n        PASS [   0.003s] ledger tests::posts_entries\n────────────\n     Summary [   0.019s] 5 tests run: 5 passed, 0 skipped\n",
        ),
        w.assistant("nx2-a4", "Interest now rounds half to even, as the bank does."),
        w.user("nx2-u2", "Interest is posted on the last business day of each month, never on weekends."),
        w.assistant("nx2-a5", "Good to know."),
        w.user("nx2-u3", "We ditched rust_decimal for plain integers because the conversions kept hiding rounding bugs."),
        w.assistant("nx2-a6", "Understood."),
        w.user("nx2-u4", "sweet"),
        w.assistant("nx2-a7", "Anytime."),
        w.user("nx2-u5", "Explain borrow checker errors in plain words before showing the fix, please."),
        w.assistant("nx2-a8", "Noted."),
      ];
    },
    expected: [
      ["Money amounts are i64 minor units in the ledger crate; f64 never touches them.", "convention", "user"],
      [
        '`cargo nextest run -p ledger` failed with "assertion `left == right` failed" and passed after editing interest.rs: interest now rounds half to even, as the bank does.',
        "solution",
        "agent",
      ],
      ["The tests run with `cargo nextest run -p ledger` (it passed).", "code_context", "tool"],
      ["Interest is posted on the last business day of each month, never on weekends.", "convention", "user"],
      ["The team ditched rust_decimal for plain integers because the conversions kept hiding rounding bugs.", "decision", "user"],
      ["User wants the agent to explain borrow checker errors in plain words before showing the fix.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0592 reads a kind in a sized integer's unit in a part, when a kind is
    // done in each period, and how to explain a kind. The posting's hand label was a fact; with "never on weekends" it is
    // a convention, as the house's "Releases are cut from main, never from devel" is.
  },
  {
    // Written after decision 0592, its expected facts by hand before it was first run; held out until decision 0593.
    name: "written after the sized-unit, kind-schedule and explain-a-kind rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bun test src/tax";
      return [
        w.user("bt-u1", "VAT tests crash. Country codes are ISO 3166 alpha-2, uppercase, everywhere in the tax module."),
        w.toolUse("bt-a1", "toolu_bt1", "Bash", { command, description: "Run the tax tests" }),
        w.toolResult(
          "bt-r1",
          "toolu_bt1",
          "bun test v1.1.38 (7d3d6d7c)\n\nsrc/tax/vat.test.ts:\n✓ vat > standard rate [0.20ms]\n23 |   const rate = rates[country].standard;\n                            ^\nTypeError: undefined is not an object (evaluating 'rates[country].standard')\n      at vatFor (/repo/src/tax/vat.ts:23:24)\n      at <anonymous> (/repo/src/tax/vat.test.ts:12:10)\n✗ vat > unknown country falls back to zero [0.31ms]\n\n 1 pass\n 1 fail\n 2 expect() calls\nRan 2 tests across 1 files. [61.00ms]\n",
          true,
        ),
        w.toolUse("bt-a2", "toolu_bt2", "Edit", {
          file_path: `${project}/src/tax/vat.ts`,
          old_string: "const rate = rates[country].standard;",
          new_string: "const rate = rates[country]?.standard ?? 0;",
        }),
        w.toolResult("bt-r2", "toolu_bt2", `The file ${project}/src/tax/vat.ts has been updated.`),
        w.toolUse("bt-a3", "toolu_bt3", "Bash", { command, description: "Run the tax tests" }),
        w.toolResult(
          "bt-r3",
          "toolu_bt3",
          "bun test v1.1.38 (7d3d6d7c)\n\nsrc/tax/vat.test.ts:\n✓ vat > standard rate [0.18ms]\n✓ vat > unknown country falls back to zero [0.09ms]\n\n 2 pass\n 0 fail\n 2 expect() calls\nRan 2 tests across 1 files. [55.00ms]\n",
        ),
        w.assistant("bt-a4", "An unknown country gets a rate of zero now instead of crashing."),
        w.user("bt-u2", "Northern Ireland follows EU VAT rules for goods but UK rules for services."),
        w.assistant("bt-a5", "Good to know."),
        w.user("bt-u3", "We stopped hard-coding VAT rates after Estonia changed theirs twice in one year; they load from rates.json now."),
        w.assistant("bt-a6", "Understood."),
        w.user("bt-u4", "ok cool"),
        w.assistant("bt-a7", "Anytime."),
        w.user("bt-u5", "When you're unsure about a tax rule, say so instead of guessing."),
        w.assistant("bt-a8", "Noted."),
      ];
    },
    expected: [
      ["Country codes are ISO 3166 alpha-2, uppercase, everywhere in the tax module.", "convention", "user"],
      [
        "`bun test src/tax` failed with \"TypeError: undefined is not an object (evaluating 'rates[country].standard')\" and passed after editing vat.ts: an unknown country gets a rate of zero now instead of crashing.",
        "solution",
        "agent",
      ],
      ["The tests run with `bun test src/tax` (it passed).", "code_context", "tool"],
      ["Northern Ireland follows EU VAT rules for goods but UK rules for services.", "fact", "user"],
      ["The team stopped hard-coding VAT rates after Estonia changed theirs twice in one year; they load from rates.json now.", "decision", "user"],
      ["When the agent is unsure about a tax rule, the user wants it to say so instead of guessing.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0593 reads what the person wants the agent to do whenever it is
    // unsure. The rest is left for later rounds: the rule for country codes (a format and its case in one list), Northern
    // Ireland's VAT rules, and the rates no longer hard-coded ("hard-coding" and a reason of what changed twice).
    shortfall: {
      extra: [],
      missed: [
        "Country codes are ISO 3166 alpha-2, uppercase, everywhere in the tax module.",
        "Northern Ireland follows EU VAT rules for goods but UK rules for services.",
        "The team stopped hard-coding VAT rates after Estonia changed theirs twice in one year; they load from rates.json now.",
      ],
      retyped: [],
    },
  },
  {
    // Written after decision 0593, its expected facts by hand before it was first run; held out until decision 0594.
    name: "written after the unsure-request rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "python manage.py test orders";
      return [
        w.user("dj-u1", "Cancel tests fail. Business logic lives in services.py, views only parse input and render output."),
        w.toolUse("dj-a1", "toolu_dj1", "Bash", { command, description: "Run the orders tests" }),
        w.toolResult(
          "dj-r1",
          "toolu_dj1",
          "Creating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\nF..\n======================================================================\nFAIL: test_cancel_releases_stock (orders.tests.test_cancel.CancelTests)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"/repo/orders/tests/test_cancel.py\", line 19, in test_cancel_releases_stock\n    self.assertEqual(item.stock, 5)\nAssertionError: 4 != 5\n\n----------------------------------------------------------------------\nRan 3 tests in 0.412s\n\nFAILED (failures=1)\nDestroying test database for alias 'default'...\n",
          true,
        ),
        w.toolUse("dj-a2", "toolu_dj2", "Edit", {
          file_path: `${project}/orders/services.py`,
          old_string: 'order.status = "cancelled"',
          new_string: 'release_stock(order)\n    order.status = "cancelled"',
        }),
        w.toolResult("dj-r2", "toolu_dj2", `The file ${project}/orders/services.py has been updated.`),
        w.toolUse("dj-a3", "toolu_dj3", "Bash", { command, description: "Run the orders tests" }),
        w.toolResult(
          "dj-r3",
          "toolu_dj3",
          "Creating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n...\n----------------------------------------------------------------------\nRan 3 tests in 0.398s\n\nOK\nDestroying test database for alias 'default'...\n",
        ),
        w.assistant("dj-a4", "Cancelling an order puts its items back in stock now."),
        w.user("dj-u2", "Stock counts are synced from the warehouse system every fifteen minutes, so they can lag a little."),
        w.assistant("dj-a5", "Good to know."),
        w.user("dj-u3", "We turned off Django's admin in production after an intern edited live orders by mistake."),
        w.assistant("dj-a6", "Understood."),
        w.user("dj-u4", "thanks!"),
        w.assistant("dj-a7", "Anytime."),
        w.user("dj-u5", "I like seeing the SQL a queryset produces when we debug slow pages."),
        w.assistant("dj-a8", "Noted."),
      ];
    },
    expected: [
      ["Business logic lives in services.py, views only parse input and render output.", "code_context", "user"],
      [
        '`python manage.py test orders` failed with "AssertionError: 4 != 5" and passed after editing services.py: cancelling an order puts its items back in stock now.',
        "solution",
        "agent",
      ],
      ["The tests run with `python manage.py test orders` (it passed).", "code_context", "tool"],
      ["Stock counts are synced from the warehouse system every fifteen minutes, so they can lag a little.", "fact", "user"],
      ["The team turned off Django's admin in production after an intern edited live orders by mistake.", "decision", "user"],
      ["User likes seeing the SQL a queryset produces when the team debugs slow pages.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right; decision 0594 reads a kind synced from a source every few minutes with what
    // follows from it, and a setting turned off after what an intern did. The hand label of the rule for business logic
    // was a convention; it names services.py, so it is code context, as the house's rules naming a code path are.
  },
];
