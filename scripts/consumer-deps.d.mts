/** One publishable package: its directory under packages/, its path and its package.json. */
export interface PublishablePackage {
  readonly dir: string;
  readonly path: string;
  readonly manifest: {
    readonly name: string;
    readonly version: string;
    readonly private?: boolean;
    readonly [field: string]: unknown;
  };
}

/** A README's install line, read as npm reads it. */
export interface ReadmeInstall {
  readonly line: string;
  readonly global: boolean;
  readonly packages: readonly string[];
}

export const root: string;
export const npmCache: string;
export const npmCacheStamp: string;
export const typeCheckTools: readonly string[];
export function publishablePackages(): PublishablePackage[];
export function readmeInstall(readme: string): ReadmeInstall;
export function lockfileImporters(text: string): Map<string, Map<string, string>>;
export function consumerDependencies(): Record<string, string>;
export function cacheStampText(dependencies?: Record<string, string>): string;
export function npmCachePrimed(dependencies?: Record<string, string>): boolean;
