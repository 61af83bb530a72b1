// Contract settlement once, as of a time: `node --import tsx scripts/agents-settle.ts [--brand id] [--kind k] [--at ISO]`
// (the same as `npm run agents -- settle …`). Environment: DATABASE_URL, DATA_DIR (default .data), BRANDS_DIR.
import { parseArgs } from 'node:util';
import { runSettleCommand, SETTLE_USAGE, summaryLine } from '../src/server/modules/agent/settlement/cli.ts';

const { values } = parseArgs({ options: { brand: { type: 'string' }, kind: { type: 'string' }, at: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log(`usage: ${SETTLE_USAGE}`);
  process.exit(0);
}
try {
  const summary = await runSettleCommand(values);
  console.log(values.json ? JSON.stringify(summary) : summaryLine(summary));
} catch (err) {
  console.error(`agents settle: ${(err as Error).message}`);
  process.exit(1);
}
