// Operators' promotions tool: review activity applications (a remark and up to 3 images; docs/spec/rules.md) in the
// database the server uses.
//
//   npm run promotions -- applications [--brand lotus] [--status applying|approved|rejected]
//   npm run promotions -- show <id> [--out DIR]    the application; its images written to DIR
//   npm run promotions -- approve <id>            grants the activity's reward once (status issued)
//   npm run promotions -- reject <id> --remark "The screenshot does not show a cricket bet"
//
// With the embedded PGlite database a running server answers on its loopback operator listener (one process at a
// time may open the data dir); with no server, or on PostgreSQL, this process opens the database itself.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBrandDir, type LoadedBrand } from '../src/engine/node/brand/load.ts';
import { systemClock } from '../src/server/clock.ts';
import { brandsDir, loadBrandOrFail, operatorTool, runOperatorCommand } from './operator/run.ts';
import { PROMOTIONS_OPERATOR_PATH, type PromotionsCommand, runPromotionsCommand } from '../src/server/modules/promotions/index.ts';

const USAGE = `usage: npm run promotions -- <command> [options]

commands:
  applications [--brand <id>] [--status applying|approved|rejected]   newest first, at most 200 per brand
  show <id> [--out <dir>]          the application (member masked) and its images, written to <dir>
                                   (default $DATA_DIR/applications/<id>/, DATA_DIR default .data)
  approve <id>                     approve an application: its reward waits in the member's reward center
  reject <id> --remark <text>      reject with a remark the member sees (at most 140 characters)

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { brand: { type: 'string' }, status: { type: 'string' }, remark: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});

const tool = operatorTool('promotions');
const fail: (message: string) => never = tool.fail;

const [command, id] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (command !== 'applications' && command !== 'show' && command !== 'approve' && command !== 'reject') fail(`unknown command ${command}\n\n${USAGE}`);
if (command !== 'applications' && !id) fail(`${command} needs the application id\n\n${USAGE}`);
const cmd: PromotionsCommand = { command, brand: values.brand, status: values.status, id, remark: values.remark };

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

const answer = await runOperatorCommand(tool, PROMOTIONS_OPERATOR_PATH, cmd, (db) => {
  const brands = loadBrands();
  return runPromotionsCommand({ db, now: () => systemClock.now(), brand: (b) => brands.get(b), brandIds: () => [...brands.keys()] }, cmd);
});

if (command === 'show' && answer.images?.length) {
  const dir = resolve(values.out ?? join(process.env.DATA_DIR || '.data', 'applications', String(id)));
  // players' screenshots may show personal data: readable by the operator only
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const img of answer.images) {
    // the server names the files; anything else (a path, the uploader's name) is refused rather than written
    if (!/^application-[0-9]+-[1-3]\.(png|jpg)$/.test(img.name)) fail(`refusing to write an image named ${JSON.stringify(img.name)}`);
    writeFileSync(join(dir, img.name), Buffer.from(img.base64, 'base64'), { mode: 0o600 });
  }
  console.log(`${answer.images.length} image(s) written to ${dir}`);
}
