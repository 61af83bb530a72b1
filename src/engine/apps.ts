// App download (the floating bar and the /m/appDownload page): the brand's app resources and the links a phone will open.
// Pure, so the server's route status and the app's page read the same list.
import { canonicalUrl } from './hosts.ts';
import type { Resource } from '../generated/types.ts';

export type AppPlatform = 'IOS' | 'Android' | 'LITE';
export const APP_PLATFORMS: readonly AppPlatform[] = ['IOS', 'Android', 'LITE'];

export interface AppEntry {
  platform: AppPlatform;
  label: string;
  /** Absolute, on the brand's main domain (never the host that served this page). */
  url: string;
}

export function isAppResource(r: Resource): r is Resource & { resourceType: AppPlatform } {
  return (APP_PLATFORMS as readonly string[]).includes(r.resourceType);
}

/** The brand's app resources in platform order, each with its label in the language and its canonical link. */
export function appEntries(resources: readonly Resource[], mainDomain: string, pageOrigin: string, language: string): AppEntry[] {
  return APP_PLATFORMS.flatMap((platform) =>
    resources
      .filter((r) => r.resourceType === platform)
      .map((r) => ({
        platform,
        label: language === 'BN' && r.labelNameBn ? r.labelNameBn : r.labelNameEn,
        url: canonicalUrl(r.url, mainDomain, pageOrigin),
      })),
  );
}

/** The app download link is the site origin plus /m/appDownload with language (and tokens, never kept). */
export function appDownloadLink(mainDomain: string, pageOrigin: string, language: string): string {
  return canonicalUrl(`/m/appDownload?language=${encodeURIComponent(language)}`, mainDomain, pageOrigin);
}
