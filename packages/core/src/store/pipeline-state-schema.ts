import { z } from "zod";
import { sessionProgressSchema } from "./session-progress-schema.js";
import { threadSummarySchema } from "./thread-summary-schema.js";

export const pipelineSessionStateSchema = z.object({
  droppedThroughId: z.string().optional(),
  pinnedIds: z.array(z.string()),
  summary: threadSummarySchema.optional(),
  summarySource: z.enum(["none", "heuristic", "model", "heuristic-after-model-error"]),
  iteration: z.number().int().nonnegative(),
  trims: z.number().int().nonnegative(),
  droppedInSession: z.number().int().nonnegative(),
  lastCheckpoint: sessionProgressSchema.optional(),
});

/** Everything a session needs to resume exactly where it was; plain JSON. */
export type PipelineSessionState = z.infer<typeof pipelineSessionStateSchema>;
