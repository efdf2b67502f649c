import { say, type DayScript } from "../script.js";

/** Wednesday, through Mastra: questions whose answers live only in memory, one of them changed on Tuesday. */
export const wednesdayScript: DayScript = {
  day: "Wednesday",
  sessionId: "wednesday",
  startsAt: "2026-03-04T10:00:00.000Z",
  turns: [
    {
      user: "Write the deploy notes: which port does the API run on?",
      steps: [say("Deploy notes: the API runs on port 8080 (moved from 3000 on Tuesday); POST /v2/links is rate-limited to 20 requests per minute per key.")],
    },
    {
      user: "Remind me why we chose a sliding window for the rate limiter.",
      steps: [say("You picked a sliding window over a token bucket on Monday: it is exact per minute, while a token bucket allows short bursts.")],
    },
  ],
};
