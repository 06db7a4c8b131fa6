// Types of route-assets.js (decision 0029). Keep the two files in step.

/** One list of a build's `route-assets.json`: files relative to that app's dist folder. */
export interface AssetList {
  js: string[];
  css: string[];
  /** Federation-shared packages the list takes from the share scope. */
  shared?: string[];
}

/** A build's `route-assets.json` (tooling/vite/route-assets.js). */
export interface RouteAssetMap {
  app?: 'shell' | 'remote';
  /** What the app loads before any screen. */
  boot: AssetList;
  /** Each screen's chunk and its static imports, minus boot. */
  routes: Record<string, AssetList>;
  /** Shell only: the chunks providing each shared package. */
  provides: Record<string, AssetList>;
}

/** The maps of one build of the whole system. */
export interface BuildMaps {
  shell: RouteAssetMap | null;
  remotes: Partial<Record<string, RouteAssetMap>>;
}

export interface RouteFiles {
  scripts: string[];
  styles: string[];
}

export declare function remoteFolder(entryUrl: string): string;

export declare function routeFiles(
  maps: BuildMaps,
  remotes: Record<string, string>,
  pathname: string,
  owner?: string,
): RouteFiles;
