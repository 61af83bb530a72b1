// npm run brands:check [-- dir]: validate every brand folder under dir (default brands/).
// Prints one line per problem as `file: /json/pointer: what was expected (got …)` and exits 1 on any.
// Also checks the game catalog (GAME_CATALOG, else the shipped seed) and that it has every vendor the brands list,
// and that points are worth less than the lowest house edge (src/engine/content/points-value.ts).
import { formatProblem } from '../src/engine/brand/errors.ts';
import { join, relative, resolve } from 'node:path';
import { loadBrandSet } from '../src/engine/node/brand/load.ts';
import { pointsValueProblems } from '../src/engine/content/points-value.ts';
import { brandVendorProblems, CatalogError, readCatalog, SHIPPED_CATALOG } from '../src/server/modules/games/index.ts';

const root = resolve(process.argv[2] ?? 'brands');
const { brands, failures, conflicts } = loadBrandSet(root);
for (const f of failures) for (const p of f.problems) console.error(formatProblem(p));
for (const c of conflicts)
  console.error(formatProblem({ file: relative(process.cwd(), join(root, c.brandId, 'brand.json')), pointer: c.pointer, message: c.message }));
// A brand whose points pay back the house edge: every bet is free, so it fails the check (the loader still serves it).
let pointsProblems = 0;
for (const b of brands)
  for (const p of pointsValueProblems(relative(process.cwd(), join(b.dir, 'content', 'points.json')), b.content.points)) {
    console.error(formatProblem(p));
    pointsProblems++;
  }
const catalogFile = process.env.GAME_CATALOG || SHIPPED_CATALOG;
let catalogProblems = 0;
try {
  const catalog = readCatalog(catalogFile);
  for (const b of brands) {
    const problems = brandVendorProblems(relative(process.cwd(), join(b.dir, 'brand.json')), b.config, catalog, relative(process.cwd(), catalogFile));
    for (const p of problems) console.error(formatProblem(p));
    catalogProblems += problems.length;
  }
} catch (err) {
  if (!(err instanceof CatalogError)) throw err;
  for (const p of err.problems) console.error(formatProblem(p));
  catalogProblems += err.problems.length;
}
const bad = failures.length + (conflicts.length ? 1 : 0) + catalogProblems + pointsProblems;
console.log(
  `brands:check: ${brands.length} valid, ${failures.length} invalid${conflicts.length ? `, ${conflicts.length} conflicts` : ''}${catalogProblems ? `, ${catalogProblems} game catalog problems` : ''}${pointsProblems ? `, ${pointsProblems} points value problems` : ''}`,
);
process.exit(bad ? 1 : 0);
