/**
 * `@engram/core/transfer`: moving a memory between stores and machines. Export a store (or one scope)
 * as JSON lines and import them into any store, with the line format's schemas for tools that read or
 * write it themselves.
 */
export {
  type ExportEvent,
  type ExportHeader,
  exportEventLineSchema,
  exportFormat,
  exportHeaderSchema,
  exportRecordLineSchema,
  exportSessionLineSchema,
  exportVersion,
} from "../transfer/export-format.js";
export { exportStore } from "../transfer/export-store.js";
export { type ImportOptions, type ImportRejection, importIntoStore } from "../transfer/import-into-store.js";
