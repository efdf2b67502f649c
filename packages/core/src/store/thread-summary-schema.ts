import { z } from "zod";

export const threadSummarySchema = z.object({
  version: z.literal(1),
  firstRequest: z.string().optional(),
  requests: z.array(z.string()),
  /** Requests between the first and the kept ones that the cap left out (absent: none). */
  requestsOmitted: z.number().int().nonnegative().optional(),
  currentTask: z.string().optional(),
  files: z.array(z.string()),
  filesOmitted: z.number().int().nonnegative(),
  commits: z.array(z.object({ hash: z.string(), message: z.string() })),
  decisions: z.array(z.object({ question: z.string(), answer: z.string() })),
  toolUsage: z.record(z.string(), z.number().int().nonnegative()),
  droppedMessages: z.number().int().nonnegative(),
  trims: z.number().int().nonnegative(),
  coveredFrom: z.string().optional(),
  coveredTo: z.string().optional(),
  /** A question the agent asked in the dropped part that no dropped user message answered yet. */
  openQuestion: z.string().optional(),
  /** Written by a model when a `complete` function is configured. */
  narrative: z.string().optional(),
});

/** A compact record of everything dropped from the working context, merged across trim cycles. */
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
