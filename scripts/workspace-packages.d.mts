export interface WorkspacePackage {
  /** The folder's name, such as `store-sqlite`. */
  readonly name: string;
  /** Relative to the repository, such as `packages/store-sqlite`. */
  readonly path: string;
  /** Absolute. */
  readonly dir: string;
  /** Its package.json's scripts. */
  readonly scripts: Readonly<Record<string, string>>;
}

export function workspacePackages(): WorkspacePackage[];
