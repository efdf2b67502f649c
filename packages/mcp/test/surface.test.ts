import { afterEach, describe, expect, it } from "vitest";
import { type Connected, connect } from "./helpers.js";

let connected: Connected | undefined;
afterEach(async () => {
  await connected?.close();
  connected = undefined;
});

describe("what a client sees", () => {
  // An agent reads these descriptions and schemas to decide what to call: a change must be deliberate (vitest -u, and a review of the diff).
  it("lists the tools with their schemas and descriptions, the prompt, the resource templates and the instructions exactly as committed", async () => {
    connected = await connect();
    const { client } = connected;
    const surface = {
      capabilities: client.getServerCapabilities(),
      instructions: client.getInstructions(),
      tools: (await client.listTools()).tools,
      prompts: (await client.listPrompts()).prompts,
      resourceTemplates: (await client.listResourceTemplates()).resourceTemplates,
    };
    await expect(`${JSON.stringify(surface, null, 2)}\n`).toMatchFileSnapshot("./__snapshots__/mcp-surface.snap");
  });
});
