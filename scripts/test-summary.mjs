// Sums the vitest JSON reports of every package into the one line CI reads: "Tests: N passed, N failed".
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { workspacePackages } from "./workspace-packages.mjs";

let passed = 0;
let failed = 0;
let skipped = 0;
let reports = 0;
// vitest-alone.json: the tests a package runs alone, before the others (its `test:alone` script).
for (const file of workspacePackages().flatMap(({ dir }) => ["vitest.json", "vitest-alone.json"].map((name) => join(dir, "test-results", name)))) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  reports += 1;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
if (reports === 0) {
  console.error("No test reports found: no package ran its tests.");
  process.exit(1);
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
