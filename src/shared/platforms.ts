/**
 * What each target platform does not offer (spec 2.4: Data Access Permission "hidden when the Azure target flag is
 * on"; spec 2.6: API Integrations "hidden on Azure"), as the data gateway's record collections. One table, read by
 * the portal (src/framework/access.ts: no route, menu entry or palette entry) and by the sandbox (the API refuses
 * them), so the two cannot drift. Pure: the sandbox imports it under Node.
 */
export type TargetPlatform = 'AWS' | 'AZURE';

export const UNAVAILABLE_COLLECTIONS: Readonly<Record<TargetPlatform, readonly string[]>> = {
  AWS: [],
  AZURE: ['access-requests', 'api-connections', 'third-party-integrations'],
};

export const isOfferedOn = (platform: TargetPlatform, collection: string | undefined) =>
  !collection || !UNAVAILABLE_COLLECTIONS[platform].includes(collection);
