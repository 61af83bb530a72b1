import type { BootPayload, ClientBrand, SystemStatusValue } from '../../generated/types.ts';
import type { LoadedBrand } from '../brand/loaded.ts';

/** URL the server serves a brand asset under (assets/x.svg → /brands/<id>/assets/x.svg). */
export function assetUrl(brandId: string, assetPath: string): string {
  return `/brands/${brandId}/${assetPath}`;
}

/** What the browser needs of a brand; server-only facts (domains, analytics secrets) stay out. */
export function toClientBrand(brand: LoadedBrand): ClientBrand {
  const c = brand.config;
  // The providers' registrations are for the server's verifiers only.
  const { social: _social, ...login } = c.login;
  void _social;
  const url = (p: string): string => assetUrl(c.id, p);
  return {
    id: c.id,
    name: c.name,
    merchantCode: c.merchantCode,
    currency: c.currency,
    timezoneOffset: c.timezoneOffset,
    languages: c.languages,
    login,
    games: c.games,
    ...(c.layout ? { layout: c.layout } : {}),
    banners: c.banners ?? {},
    ageRequirement: c.ageRequirement,
    ...(Object.keys(brand.messages).length ? { messages: brand.messages as ClientBrand['messages'] } : {}),
    defaultMode: brand.theme.defaultMode,
    assets: {
      logoLight: url(c.assets.logoLight),
      logoDark: url(c.assets.logoDark),
      favicon: url(c.assets.favicon),
      ...(c.assets.appIcon ? { appIcon: url(c.assets.appIcon) } : {}),
      paymentLogos: (c.assets.paymentLogos ?? []).map((a) => ({ label: a.label, src: url(a.src) })),
      certificationLogos: (c.assets.certificationLogos ?? []).map((a) => ({ label: a.label, src: url(a.src) })),
    },
  };
}

export interface CallerLocation {
  ip: string;
  /** ISO alpha-2 from the geo-IP provider, ZZ when unknown. */
  countryCode: string;
}

/** System status 1 when maintenance is on (until its end time), else 2 when the caller's region is not allowed. */
export function systemStatus(brand: LoadedBrand, location: CallerLocation, now = new Date()): SystemStatusValue {
  const c = brand.config;
  const m = c.status.maintenance;
  const maintenance = m.enabled && (!m.endTime || new Date(m.endTime) > now);
  const r = c.status.regionRestriction;
  const regionRestriction = r.enabled && !r.allowedCountries.includes(location.countryCode);
  return {
    maintenance,
    regionRestriction,
    maintenanceEnd: maintenance ? (m.endTime ?? null) : null,
    location: { ip: location.ip, countryCode: location.countryCode },
    info: {
      customerService: c.customerService ?? [],
      domainRoute: domainRoute(brand),
      resources: c.resources ?? [],
      whitelabel: c.whitelabel,
      register: c.register,
      mainDomain: c.mainDomain ?? c.domains[0] ?? `${c.id}.localhost`,
      analytics: c.analytics ?? {},
      imageCDNs: c.cdn.images,
      launchGameCDNs: c.cdn.launchGame,
    },
  };
}

export function domainRoute(brand: LoadedBrand): SystemStatusValue['info']['domainRoute'] {
  const main = brand.config.mainDomain ?? brand.config.domains[0];
  const all = [...brand.config.domains, `${brand.id}.localhost`];
  return [...new Set(all)].map((domain) => ({ domain, main: domain === main }));
}

export function bootPayload(
  brand: LoadedBrand,
  opts: { location: CallerLocation; language: string; mode: 'light' | 'dark'; now?: Date; demo?: boolean },
): BootPayload {
  return {
    brand: toClientBrand(brand),
    status: systemStatus(brand, opts.location, opts.now),
    language: opts.language as BootPayload['language'],
    mode: opts.mode,
    ...(opts.demo ? { demo: true } : {}),
  };
}
