/** What Mastra asks a tool's input schema for when it builds the tool for a model call (StandardJSONSchemaV1). */
interface JsonSchemaConverter {
  input(options?: ConversionOptions): unknown;
  output(options?: ConversionOptions): unknown;
}

interface ConversionOptions {
  readonly target?: string;
  readonly libraryOptions?: { readonly override?: unknown };
}

type StandardWithJson = { readonly "~standard": { readonly jsonSchema: JsonSchemaConverter } & Record<string, unknown> };

function hasJsonSchema(schema: unknown): schema is StandardWithJson {
  if (typeof schema !== "object" || schema === null || !("~standard" in schema)) return false;
  const standard = (schema as { "~standard": unknown })["~standard"];
  if (typeof standard !== "object" || standard === null || !("jsonSchema" in standard)) return false;
  const converter = (standard as { jsonSchema: unknown }).jsonSchema;
  return typeof converter === "object" && converter !== null && typeof (converter as JsonSchemaConverter).input === "function";
}

/**
 * The schema with its JSON Schema conversion remembered per target and override: Mastra rebuilds an
 * agent's tools for every model call and renders each tool's zod schema anew each time, while the
 * schema never changes. Validation and every other property are the schema's own. Mastra deep-copies
 * what the conversion returns, so handing out the same object is safe. Anything without a
 * conversion is returned as it is.
 */
export function withCachedJsonSchema<S>(schema: S): S {
  if (!hasJsonSchema(schema)) return schema;
  const standard = schema["~standard"];
  const remember = (io: keyof JsonSchemaConverter) => {
    const byTarget = new Map<string, Array<{ override: unknown; json: unknown }>>();
    return (options?: ConversionOptions): unknown => {
      const target = options?.target ?? "";
      const override = options?.libraryOptions?.override;
      let seen = byTarget.get(target);
      if (!seen) byTarget.set(target, (seen = []));
      const known = seen.find((entry) => entry.override === override);
      if (known) return known.json;
      const json = standard.jsonSchema[io](options);
      seen.push({ override, json });
      return json;
    };
  };
  const cached = Object.create(schema as object) as StandardWithJson;
  Object.defineProperty(cached, "~standard", {
    value: { ...standard, jsonSchema: { input: remember("input"), output: remember("output") } },
    enumerable: true,
  });
  return cached as S;
}
