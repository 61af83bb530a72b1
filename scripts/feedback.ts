// Operators' feedback tool (feedback: docs/spec/entities.md): list what members sent from the feedback modal and answer it; the
// answer arrives in the member's messages (inbox) and the feedback is marked answered, once.
//
//   npm run feedback -- list [--brand lotus] [--open]
//   npm run feedback -- answer 12 --text "We have credited your deposit."
//
// With the embedded PGlite database a running server answers the command on its loopback operator listener (one
// process at a time may open the data dir); with no server, or on PostgreSQL, this process opens the database.
import { parseArgs } from 'node:util';
import { systemClock } from '../src/server/clock.ts';
import { brandExists, operatorTool, runOperatorCommand } from './operator/run.ts';
import { FEEDBACK_OPERATOR_PATH, type FeedbackCommand, runFeedbackCommand } from '../src/server/modules/feedback/index.ts';

const USAGE = `usage: npm run feedback -- <command> [options]

commands:
  list   [--brand <id>] [--open]       newest first, at most 200; --open: only the unanswered ones
  answer <id> --text "<answer>"        posts the answer to the member's inbox and marks the feedback answered

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string' },
    open: { type: 'boolean' },
    text: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const tool = operatorTool('feedback');
const fail: (message: string) => never = tool.fail;

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (command !== 'list' && command !== 'answer') fail(`unknown command ${command}\n\n${USAGE}`);
if (command === 'answer' && !positionals[1]) fail(`answer needs the feedback id\n\n${USAGE}`);
const cmd: FeedbackCommand = { command, brand: values.brand, open: values.open, id: positionals[1], text: values.text };

await runOperatorCommand(tool, FEEDBACK_OPERATOR_PATH, cmd, (db) => runFeedbackCommand({ db, now: () => systemClock.now(), hasBrand: brandExists }, cmd));
