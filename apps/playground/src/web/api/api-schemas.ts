import { entryTypeSchema } from "@engram/core/store";
import { z } from "zod";
import { frameworkNames } from "../frameworks/framework-runner.js";
import { storeKinds } from "../store-targets.js";

// Every message below is what the page shows next to the action that failed: plain words, with the fix.

/** Session ids as Engram's store keys allow them, kept short and URL-safe for the page. */
export const sessionIdSchema = z
  .string({ error: "give a session id" })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/, "letters, digits, '.', '_' or '-', at most 80");
const storeSchema = z.enum(storeKinds, { error: `pick one of the stores: ${storeKinds.join(", ")}` });
/** Ids the page got from the API (entries, plans, undo tokens); checked before any lookup. */
const idSchema = (what: string) =>
  z.string({ error: `give the ${what}` }).regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/, `that is not a ${what}: reload the page and try again`);
const flag = z.enum(["true", "false"], { error: 'use "true" or "false"' }).optional();

export const storeQuerySchema = z.object({ store: storeSchema.optional() });

export const messageSchema = z
  .string({ error: "write a message" })
  .trim()
  .min(1, "write a message")
  .max(8_000, "the message is over 8,000 characters: shorten it or split it in two");

// Bodies are strict: an unknown field (a typo, or a `trust` the API never takes) is refused, not dropped.
export const chatRequestSchema = z.strictObject({
  store: storeSchema.optional(),
  framework: z.enum(frameworkNames, { error: `pick one of the frameworks: ${frameworkNames.join(", ")}` }).default("ai-sdk"),
  sessionId: sessionIdSchema,
  message: messageSchema,
});

export const searchQuerySchema = z.object({
  store: storeSchema.optional(),
  q: z.string().trim().max(500, "the search is over 500 characters: use fewer words").optional(),
});

export const entriesQuerySchema = searchQuerySchema.extend({ superseded: flag });

export const forgetQuerySchema = z.object({ store: storeSchema.optional(), purge: flag });

export const explainQuerySchema = z
  .object({ store: storeSchema.optional(), entry: idSchema("entry id").optional(), message: idSchema("message id").optional() })
  .refine((query) => (query.entry === undefined) !== (query.message === undefined), "name one entry (entry=…) or one message (message=…)");

export const newEntrySchema = z.strictObject({
  store: storeSchema.optional(),
  content: z
    .string({ error: "write what to remember" })
    .trim()
    .min(1, "write what to remember")
    .max(2_000, "a memory holds at most 2,000 characters: keep the gist"),
  type: entryTypeSchema.default("fact"),
  key: z.string().trim().min(1, "a key cannot be empty").max(200, "a key is at most 200 characters").optional(),
  pinned: z.boolean().default(false),
});

export const entryPatchSchema = z
  .strictObject({
    store: storeSchema.optional(),
    content: z
      .string()
      .trim()
      .min(1, "write the new text, or forget the memory instead")
      .max(2_000, "a memory holds at most 2,000 characters: keep the gist")
      .optional(),
    pinned: z.boolean().optional(),
  })
  .refine((patch) => patch.content !== undefined || patch.pinned !== undefined, "send content or pinned");

export const storeBodySchema = z.strictObject({ store: storeSchema.optional() });

export const undoBodySchema = z.strictObject({ store: storeSchema.optional(), undoId: idSchema("undo id") });

export const applyBodySchema = z.strictObject({ store: storeSchema.optional(), planId: idSchema("preview id") });

export const entryIdSchema = idSchema("entry id");
export const traceIdSchema = z.string().regex(/^[1-9][0-9]{0,9}$/, "that is not a trace id: pick a reply in the chat");

export const emptyBodySchema = z.strictObject({});
