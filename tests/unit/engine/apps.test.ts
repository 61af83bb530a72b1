// App download links (the floating bar's QR codes, /m/appDownload).
import { describe, expect, it } from 'vitest';
import { appDownloadLink, appEntries } from '../../../src/engine/apps.ts';
import type { Resource } from '../../../src/generated/types.ts';

describe('app download', () => {
  const resources: Resource[] = [
    { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: '/social/facebook' },
    { resourceType: 'Android', labelNameEn: 'Android app', labelNameBn: 'অ্যান্ড্রয়েড অ্যাপ', url: '/m/appDownload?platform=android' },
    { resourceType: 'LITE', labelNameEn: 'Lite', url: 'https://cdn.example.test/lite' },
    { resourceType: 'IOS', labelNameEn: 'iOS app', url: '/m/appDownload?platform=ios' },
  ];

  it('lists iOS, Android, lite in that order, links on the main domain, never the page host', () => {
    const apps = appEntries(resources, 'play.example.test', 'http://evil.localhost:8080', 'BN');
    expect(apps.map((a) => a.platform)).toEqual(['IOS', 'Android', 'LITE']);
    expect(apps[1]).toEqual({ platform: 'Android', label: 'অ্যান্ড্রয়েড অ্যাপ', url: 'https://play.example.test/m/appDownload?platform=android' });
    expect(apps[2]!.url).toBe('https://cdn.example.test/lite');
    expect(appDownloadLink('play.example.test', 'http://evil.localhost:8080', 'EN')).toBe('https://play.example.test/m/appDownload?language=EN');
  });

  it('a brand without app resources has none (the route is not found)', () => {
    expect(appEntries([resources[0]!], 'play.example.test', 'http://x.localhost', 'EN')).toEqual([]);
  });
});
