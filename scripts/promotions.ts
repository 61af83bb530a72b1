// Operators' promotions tool: review activity applications (seed §5) in the database the server uses.
//
//   npm run promotions -- applications [--brand lotus] [--status applying|approved|rejected]
//   npm run promotions -- approve <id>            grants the activity's reward once (status issued)
//   npm run promotions -- reject <id> --remark "The screenshot does not show a cricket bet"
//
// With the embedded PGlite database a running server answers on its loopback operator listener (one process at a
// time may open the data dir); with no server, or on PostgreSQL, this process opens the database itself.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBrandDir, type LoadedBrand } from '../src/engine/brand/load.ts';
import { systemClock } from '../src/server/clock.ts';
import { brandsDir, loadBrandOrFail, operatorTool, runOperatorCommand } from './operator/run.ts';
import { PROMOTIONS_OPERATOR_PATH, runPromotionsCommand, type PromotionsCommand } from '../src/server/modules/promotions/operator-routes.ts';

const USAGE = `usage: npm run promotions -- <command> [options]

commands:
  applications [--brand <id>] [--status applying|approved|rejected]   newest first, at most 200 per brand
  approve <id>                     approve an application: its reward waits in the member's reward center
  reject <id> --remark <text>      reject with a remark the member sees (at most 140 characters)

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { brand: { type: 'string' }, status: { type: 'string' }, remark: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});

const tool = operatorTool('promotions');
const fail: (message: string) => never = tool.fail;

const [command, id] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (command !== 'applications' && command !== 'approve' && command !== 'reject') fail(`unknown command ${command}\n\n${USAGE}`);
if (command !== 'applications' && !id) fail(`${command} needs the application id\n\n${USAGE}`);
const cmd: PromotionsCommand = { command, brand: values.brand, status: values.status, id, remark: values.remark };

/** Through the server holding the PGlite data dir; false when none holds it (or on PostgreSQL). */
/** Every valid brand (applications are listed across brands); an invalid --brand fails with its problems. */
function loadBrands(): Map<string, LoadedBrand> {
  const brands = new Map<string, LoadedBrand>();
  for (const entry of readdirSync(brandsDir(), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const r = loadBrandDir(join(brandsDir(), entry.name));
    if (r.ok) brands.set(r.brand.id, r.brand);
    else if (values.brand === entry.name) loadBrandOrFail(tool, entry.name);
  }
  return brands;
}

await runOperatorCommand(tool, PROMOTIONS_OPERATOR_PATH, cmd, (db) => {
  const brands = loadBrands();
  return runPromotionsCommand({ db, now: () => systemClock.now(), brand: (b) => brands.get(b), brandIds: () => [...brands.keys()] }, cmd);
});
