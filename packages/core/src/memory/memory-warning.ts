export interface MemoryWarning {
  readonly code: string;
  readonly message: string;
  readonly cause?: unknown;
}
