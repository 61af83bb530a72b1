// Which launch CDN is this server's own vendor sandbox. The shipped brands name it by the relative base
// "/cdn/launch" in cdn.launchGame; any absolute URL is a vendor's gateway, even one on this host, so only that
// relative base sends a player to the sandbox page.
export const SANDBOX_CDN = '/cdn/launch';

export const isSandboxCdn = (base: string): boolean => base.replace(/\/+$/, '') === SANDBOX_CDN;
