import { chooseModel } from "./model/model-choice.js";
import { startPlaygroundServer } from "./playground-server.js";
import { parseServerArgs, serverUsage } from "./server-args.js";
import { parseStoreTargets, storeLocation } from "./store-targets.js";

/** `node dist/web/server.js [--port N] [--store …]`: serves the web playground and prints its URL. */
async function main(): Promise<void> {
  let args;
  let targets;
  try {
    args = parseServerArgs(process.argv.slice(2));
    targets = parseStoreTargets(args.store, process.env, process.cwd());
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${serverUsage}`);
    process.exit(2);
  }
  const model = chooseModel(process.env);
  const running = await startPlaygroundServer({
    port: args.port,
    targets,
    model,
    userId: "you",
    settings: { contextWindow: args.contextWindow, maxOutputTokens: Math.floor(args.contextWindow / 8) },
  });
  console.log(`Engram playground: ${running.url}`);
  console.log(`  model: ${model.info.label}; store: ${targets.active} (${storeLocation(targets.active, targets)})`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

await main();
