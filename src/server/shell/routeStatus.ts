// The HTTP status of a shell page (docs/spec/routes.md; "Flag gates", docs/spec/rules.md): 200 for a route the app
// shows, 404 for an address no route matches and for a route whose feature is off for the brand. The body is the same
// app shell either way (the app renders its not-found page); the status tells crawlers, monitors and tests the truth.
// The route table and the engine's flags decide, as they do in the app's router (src/app/router/AppRoutes.tsx).
import type { LoadedBrand } from '../../engine/brand/loaded.ts';
import { isAppResource } from '../../engine/apps.ts';
import { ROUTES, type Feature, type RouteSpec } from '../../engine/routes/routeTable.ts';

/**
 * Features whose page is the not-found page for a brand without what it shows, beyond a flag: the same test as
 * the page's own (AppDownloadPage: no app resources, not found).
 */
const AVAILABLE: Partial<Record<Feature, (brand: LoadedBrand) => boolean>> = {
  appDownload: (brand) => (brand.config.resources ?? []).some(isAppResource),
};

// Matched like react-router matches the table: ignoring case, trailing slashes allowed, a :param is one segment;
// a static path wins over a pattern.
const STATIC = new Map<string, RouteSpec>();
const PATTERNS: { parts: string[]; spec: RouteSpec }[] = [];
for (const spec of ROUTES) {
  const path = spec.path.toLowerCase();
  if (path.includes('/:')) PATTERNS.push({ parts: path.split('/'), spec });
  else if (!STATIC.has(path)) STATIC.set(path, spec);
}

/** Each segment percent-decoded (as the router sees it); a broken escape leaves the path as it came. */
function decodePath(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return path
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** The route of a path (no query string), or undefined when the app has none for it. */
export function routeOf(path: string): RouteSpec | undefined {
  let p = decodePath(path).toLowerCase();
  while (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  const hit = STATIC.get(p);
  if (hit) return hit;
  const parts = p.split('/');
  return PATTERNS.find((r) => r.parts.length === parts.length && r.parts.every((x, i) => (x.startsWith(':') ? parts[i] !== '' : x === parts[i])))?.spec;
}

/** Whether the app shows this route's feature on this brand (its flag on, and what it needs there). */
export function routeShown(spec: RouteSpec, brand: LoadedBrand): boolean {
  if (spec.flag && !brand.flags[spec.flag]) return false;
  return AVAILABLE[spec.feature]?.(brand) ?? true;
}

/** 200 when the app shows a page for this path on the brand, 404 when it shows its not-found page. */
export function shellStatus(path: string, brand: LoadedBrand): 200 | 404 {
  const spec = routeOf(path);
  return spec && routeShown(spec, brand) ? 200 : 404;
}
