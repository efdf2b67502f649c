import { readFile, runCommand, say, writeFile, type DayScript } from "../script.js";

const packageJson = `{
  "name": "shortly",
  "version": "1.3.2",
  "type": "module",
  "packageManager": "pnpm@10.4.1",
  "scripts": {
    "build": "tsc -p tsconfig.build.json",
    "dev": "tsx watch src/server.ts",
    "test": "vitest run",
    "lint": "eslint src test"
  }
}`;

const smokeTest = `import { expect, it } from "vitest";

const base = process.env.SMOKE_URL ?? "http://localhost:3000";

it("answers /health after a deploy", async () => {
  const response = await fetch(\`\${base}/health\`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});`;

const smokeRun = `> shortly@1.3.2 smoke
> vitest run test/smoke.test.ts

 ✓ test/smoke.test.ts (1 test) 31ms

 Test Files  1 passed (1)
      Tests  1 passed (1)`;

/** Tuesday, through LangChain: a new task where Monday's preference must come back from memory, and a changed fact. */
export const tuesdayScript: DayScript = {
  day: "Tuesday",
  sessionId: "tuesday",
  startsAt: "2026-03-03T09:30:00.000Z",
  turns: [
    {
      user: "Add a smoke-test script to package.json. Should it run with npm or pnpm?",
      steps: [
        readFile("package.json", packageJson),
        writeFile("test/smoke.test.ts", smokeTest),
        runCommand("pnpm smoke", smokeRun),
        say("pnpm, as you prefer for every project: I added a `smoke` script (`pnpm smoke`) and test/smoke.test.ts; it passes against port 3000."),
      ],
    },
    { user: "The API runs on port 8080 now.", steps: [say("Updated: the smoke test now defaults to http://localhost:8080.")] },
    { user: "Thanks, that's all for today.", steps: [say("See you tomorrow.")] },
  ],
};
