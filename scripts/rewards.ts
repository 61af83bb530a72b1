// Operators' reward tool: red envelope and prize-wheel tickets, in the database the server uses (DATA_DIR /
// DATABASE_URL, BRANDS_DIR).
//
//   npm run rewards -- tickets --brand lotus --grant player01 --kind wheel [--count 3] [--ref easter-2026]
//   npm run rewards -- tickets --brand lotus --member player01
//
// With the embedded PGlite database a running server answers on its loopback operator listener (one process at
// a time may open the data dir); with no server, or on PostgreSQL, this process opens the database.
import { parseArgs } from 'node:util';
import { systemClock } from '../src/server/clock.ts';
import { brandExists, operatorTool, runOperatorCommand } from './operator/run.ts';
import { REWARDS_OPERATOR_PATH, type RewardsCommand, runRewardsCommand } from '../src/server/modules/rewards/index.ts';

const USAGE = `usage: npm run rewards -- tickets --brand <id> (--grant <username> --kind raffle|wheel [--count n] [--ref <key>] | --member <username>)

  --grant   gives the member n tickets (default 1) of the kind, then lists their open tickets
  --ref     the grant's key: running the command again with the same key grants nothing twice (default: today's
            UTC date, so a second grant the same day needs a key of its own); letters, digits, . _ : -
  --member  lists the member's open tickets (id, kind, how earned, server seed hash)

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string' },
    grant: { type: 'string' },
    member: { type: 'string' },
    kind: { type: 'string' },
    count: { type: 'string' },
    ref: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const tool = operatorTool('rewards');
const fail: (message: string) => never = tool.fail;

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (command !== 'tickets') fail(`unknown command ${command}\n\n${USAGE}`);
if (values.count !== undefined && !/^[0-9]{1,3}$/.test(values.count)) fail('--count must be a number');
const cmd: RewardsCommand = { command: 'tickets', brand: values.brand, grant: values.grant, member: values.member, kind: values.kind, count: values.count === undefined ? undefined : Number(values.count), ref: values.ref };

await runOperatorCommand(tool, REWARDS_OPERATOR_PATH, cmd, (db) => runRewardsCommand({ db, now: () => systemClock.now(), hasBrand: brandExists }, cmd));
