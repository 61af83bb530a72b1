// npm run brands:check [-- dir]: validate every brand folder under dir (default brands/).
// Prints one line per problem as `file: /json/pointer: what was expected (got …)` and exits 1 on any.
import { formatProblem } from '../src/engine/brand/errors.ts';
import { join, relative, resolve } from 'node:path';
import { loadBrandSet } from '../src/engine/brand/load.ts';

const root = resolve(process.argv[2] ?? 'brands');
const { brands, failures, conflicts } = loadBrandSet(root);
for (const f of failures) for (const p of f.problems) console.error(formatProblem(p));
for (const c of conflicts)
  console.error(formatProblem({ file: relative(process.cwd(), join(root, c.brandId, 'brand.json')), pointer: c.pointer, message: c.message }));
const bad = failures.length + (conflicts.length ? 1 : 0);
console.log(`brands:check: ${brands.length} valid, ${failures.length} invalid${conflicts.length ? `, ${conflicts.length} conflicts` : ''}`);
process.exit(bad ? 1 : 0);
