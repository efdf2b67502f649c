import { z } from "zod";

/** Where a memory's text came from: the user, the agent (model output), a tool's output, or outside content. */
export const trustSchema = z.enum(["user", "agent", "tool", "external"]);
export type Trust = z.infer<typeof trustSchema>;
