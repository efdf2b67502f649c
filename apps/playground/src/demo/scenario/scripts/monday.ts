import { healthTs, linksTs, failingTestRun, passingTestRun, rateLimitTest, rateLimitTs, serverTs } from "../../fake-repository.js";
import { readFile, runCommand, say, writeFile, type DayScript } from "../script.js";

const fixedRateLimitTs = rateLimitTs.replace(
  "const retryAfter = Math.ceil(windowMs / 1000);",
  "const retryAfter = Math.ceil((recent[0]! + windowMs - now()) / 1000);",
);

const commitOutput = `[main 3f2a9c1] Rate-limit POST /v2/links: sliding window, 20 per minute per key
 3 files changed, 74 insertions(+), 2 deletions(-)
 create mode 100644 src/middleware/rate-limit.ts
 create mode 100644 test/rate-limit.test.ts`;

/**
 * Monday: Ann states her preferences and the project's conventions, then the agent adds a rate
 * limiter in a tool loop (reads, a design question, a failing test, a fix, a commit). The tool
 * output is what fills the 4,096-token window and makes the trims happen.
 */
export const mondayScript: DayScript = {
  day: "Monday",
  sessionId: "monday",
  startsAt: "2026-03-02T09:00:00.000Z",
  turns: [
    { user: "I prefer pnpm over npm for every project.", steps: [say("Noted: pnpm for every command in this repository.")] },
    { user: "We use vitest for tests, never jest.", steps: [say("Understood: tests stay on vitest.")] },
    { user: "The API runs on port 3000.", steps: [say("Got it, port 3000.")] },
    {
      user: "Add rate limiting to POST /v2/links: at most 20 requests per minute per API key.",
      steps: [
        readFile("src/server.ts", serverTs),
        readFile("src/routes/links.ts", linksTs),
        say(
          "Before I write it: should the limiter use a sliding window or a token bucket? A sliding window is exact per minute; a token bucket allows short bursts.",
        ),
      ],
    },
    {
      user: "Let's go with a sliding window.",
      steps: [
        writeFile("src/middleware/rate-limit.ts", rateLimitTs),
        writeFile("test/rate-limit.test.ts", rateLimitTest),
        runCommand("pnpm test", failingTestRun),
        writeFile("src/middleware/rate-limit.ts", fixedRateLimitTs),
        runCommand("pnpm test", passingTestRun),
        say(
          "Added a sliding-window limiter to POST /v2/links, 20 requests per minute per key. Retry-After was wrong: it now counts the seconds until the oldest hit leaves the window, and pnpm test passes now (18 tests).",
        ),
      ],
    },
    { user: "Please don't add new dependencies without asking.", steps: [say("Understood; the limiter needs none.")] },
    {
      user: "Does /health report the version?",
      steps: [readFile("src/routes/health.ts", healthTs), say("Yes: /health returns the status, the package version and the uptime.")],
    },
    {
      user: "Commit it.",
      steps: [
        runCommand('git add -A && git commit -m "Rate-limit POST /v2/links: sliding window, 20 per minute per key"', commitOutput),
        say("Committed 3f2a9c1."),
      ],
    },
  ],
};
