import { z } from "zod";

export const sessionProgressSchema = z.object({
  kind: z.literal("session_progress"),
  sessionId: z.string(),
  iteration: z.number().int().nonnegative(),
  trims: z.number().int().nonnegative(),
  task: z.string().optional(),
  recentToolCalls: z.array(z.object({ toolName: z.string(), input: z.string(), at: z.string() })),
  createdAt: z.string(),
});

/** The `session_progress` checkpoint written at each trim: where the work stood. */
export type SessionProgress = z.infer<typeof sessionProgressSchema>;
