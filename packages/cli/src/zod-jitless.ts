import { z } from "zod";

/**
 * A hook is a process that validates a few dozen values and exits. zod compiles a parser for each object
 * schema the first time it parses one (`new Function`), which pays back only over many parses: in a hook
 * the compiling cost more than it saved (decision 0240). Imported before anything that builds a schema,
 * since zod reads the setting when a schema is built; `engram mcp`, a long-running process, keeps the
 * compiled parsers.
 */
z.config({ jitless: true });
