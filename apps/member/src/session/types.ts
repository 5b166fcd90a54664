/** Shapes of the session's server data. */
export interface UserInfo {
  id: number;
  [field: string]: unknown;
}
export type AssetInfo = Record<string, unknown>;
export type CaptainInfo = Record<string, unknown>;
