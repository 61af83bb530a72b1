// brands:check for one brand: what `npm run brands:check` would report about it, and nothing about the others.
import { join, relative } from 'node:path';
import { formatProblem, type BrandProblem } from '../../src/engine/brand/errors.ts';
import { brandDirs, crossBrandConflicts, loadBrandDir, loadBrandSet } from '../../src/engine/node/brand/load.ts';
import { brandVendorProblems, CatalogError, readCatalog, SHIPPED_CATALOG } from '../../src/server/modules/games/index.ts';

/** The brand ids under a brands folder (as every loader sees them: hidden and _ folders skipped). */
export function brandIds(brandsDir: string): string[] {
  return brandDirs(brandsDir).map((d) => relative(brandsDir, d));
}

/**
 * Every problem with the brand folder `dir` as `file: /json/pointer: message` lines, clashes checked against the
 * brands in `brandsDir` (dir may be elsewhere, e.g. brand:new's staging folder); empty when the brand is valid.
 */
export function brandProblems(dir: string, brandsDir: string): string[] {
  const file = relative(process.cwd(), join(dir, 'brand.json'));
  const loaded = loadBrandDir(dir);
  if (!loaded.ok) return loaded.problems.map(formatProblem);
  const { id } = loaded.brand;
  const problems: BrandProblem[] = [];
  const catalogFile = process.env.GAME_CATALOG || SHIPPED_CATALOG;
  try {
    problems.push(...brandVendorProblems(file, loaded.brand.config, readCatalog(catalogFile), relative(process.cwd(), catalogFile)));
  } catch (err) {
    if (!(err instanceof CatalogError)) throw err;
    problems.push(...err.problems);
  }
  // Conflicts are blamed on the later brand; put this one last so any clash it takes part in is its own.
  const others = loadBrandSet(brandsDir).brands.filter((b) => b.id !== id);
  for (const c of crossBrandConflicts([...others, loaded.brand]).filter((c) => c.brandId === id))
    problems.push({ file, pointer: c.pointer, message: c.message });
  return problems.map(formatProblem);
}
