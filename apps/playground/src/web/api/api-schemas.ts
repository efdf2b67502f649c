import { entryTypeSchema } from "@engram/core/store";
import { z } from "zod";
import { frameworkNames } from "../frameworks/framework-runner.js";
import { storeKinds } from "../store-targets.js";

/** Session ids as Engram's store keys allow them, kept short and URL-safe for the page. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/, "letters, digits, '.', '_' or '-', at most 80");
const storeSchema = z.enum(storeKinds);

export const storeQuerySchema = z.object({ store: storeSchema.optional() });

// Bodies are strict: an unknown field (a typo, or a `trust` the API never takes) is refused, not dropped.
export const chatRequestSchema = z.strictObject({
  store: storeSchema.optional(),
  framework: z.enum(frameworkNames).default("ai-sdk"),
  sessionId: sessionIdSchema,
  message: z.string().trim().min(1, "write a message").max(8_000),
});

export const searchQuerySchema = z.object({ store: storeSchema.optional(), q: z.string().trim().max(500).optional() });

export const newEntrySchema = z.strictObject({
  store: storeSchema.optional(),
  content: z.string().trim().min(1, "write what to remember").max(2_000),
  type: entryTypeSchema.default("fact"),
  key: z.string().trim().min(1).max(200).optional(),
  pinned: z.boolean().default(false),
});

export const entryPatchSchema = z
  .strictObject({
    store: storeSchema.optional(),
    content: z.string().trim().min(1).max(2_000).optional(),
    pinned: z.boolean().optional(),
  })
  .refine((patch) => patch.content !== undefined || patch.pinned !== undefined, "send content or pinned");

export const storeBodySchema = z.strictObject({ store: storeSchema.optional() });

export const emptyBodySchema = z.strictObject({});
