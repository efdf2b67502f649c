import { z } from "zod";

/** Where a memory's text came from: the user, the agent (model output), a tool's output, or outside content. */
export const trustSchema = z.enum(["user", "agent", "tool", "external"]);
export type Trust = z.infer<typeof trustSchema>;

/** How far a source is trusted, lowest first: a less trusted value never supersedes a more trusted one. */
export const trustRank: Readonly<Record<Trust, number>> = { external: 0, tool: 1, agent: 2, user: 3 };
