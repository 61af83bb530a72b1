// Operators' points mall tool: the redemptions waiting, and approving or rejecting one (a rejection refunds the
// points), in the database the server uses (DATA_DIR / DATABASE_URL, BRANDS_DIR).
//
//   npm run points -- redemptions --brand lotus [--all]
//   npm run points -- approve 12 --brand lotus [--remark "sent by courier"]
//   npm run points -- reject 12 --brand lotus --remark "out of delivery area"
//
// With the embedded PGlite database a running server answers on its loopback operator listener (one process at a
// time may open the data dir); with no server, or on PostgreSQL, this process opens the database.
import { parseArgs } from 'node:util';
import { systemClock } from '../src/server/clock.ts';
import { loadBrandOrFail, operatorTool, runOperatorCommand } from './operator/run.ts';
import { POINTS_OPERATOR_PATH, type PointsCommand, runPointsCommand } from '../src/server/modules/points/index.ts';

const USAGE = `usage: npm run points -- <command> --brand <id> [options]

commands:
  redemptions [--all]          redemptions In Process (--all: every status), oldest first, at most 200
  approve <id> [--remark ...]  marks the redemption Approved
  reject <id> [--remark ...]   marks it Rejected and gives the member's points back

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { brand: { type: 'string' }, remark: { type: 'string' }, all: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});

const tool = operatorTool('points');
const fail: (message: string) => never = tool.fail;

const [command, id] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (!['redemptions', 'approve', 'reject'].includes(command)) fail(`unknown command ${command}\n\n${USAGE}`);
if (!values.brand) fail(`--brand is required\n\n${USAGE}`);
const cmd: PointsCommand = { command: command as PointsCommand['command'], brand: values.brand, id, remark: values.remark, all: values.all };

await runOperatorCommand(tool, POINTS_OPERATOR_PATH, cmd, (db) => {
  const brand = loadBrandOrFail(tool, values.brand!);
  return runPointsCommand({ db, now: () => systemClock.now(), brand: (b) => (b === brand.id ? brand : undefined) }, cmd);
});
