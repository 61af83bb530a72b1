// Operators' chat tool (README "Live chat and chat room"): a one-time link to the live chat console, the players'
// room history, mute / unmute a member, delete a room message.
//
//   npm run chat -- console --brand lotus [--origin https://lotus.example]
//   npm run chat -- history --brand aurora
//   npm run chat -- mute --brand aurora --username player01 [--minutes 60]
//   npm run chat -- unmute --brand aurora --username player01
//   npm run chat -- delete --brand aurora --id 42
//
// The running server answers on its loopback operator listener (PGlite: DATA_DIR/holder.json), so a deleted message
// disappears for connected clients at once. With no server, or on PostgreSQL, this process opens the database:
// the change is stored and seen on the clients' next join.
import { parseArgs } from 'node:util';
import { systemClock } from '../src/server/clock.ts';
import { CHAT_OPERATOR_PATH, type ChatCommand, ChatHub, runChatCommand } from '../src/server/modules/chat/index.ts';
import { loadBrandOrFail, operatorTool, runOperatorCommand } from './operator/run.ts';

const USAGE = `usage: npm run chat -- <command> --brand <id> [options]

commands:
  console   [--origin https://site]               a one-time link (10 min) to the live chat console of the brand
  history                                         the room's last 50 messages with their ids
  mute      --username <name> [--minutes 60]      the member may not write in the room until then
  unmute    --username <name>
  delete    --id <message id>                     removes a room message (also from connected clients)

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string' },
    username: { type: 'string' },
    minutes: { type: 'string' },
    id: { type: 'string' },
    origin: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const tool = operatorTool('chat');
const fail: (message: string) => never = tool.fail;

const command = positionals[0] as ChatCommand['command'] | undefined;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (!['console', 'history', 'mute', 'unmute', 'delete'].includes(command)) fail(`unknown command ${command}\n\n${USAGE}`);
const cmd: ChatCommand = {
  command,
  brand: values.brand,
  username: values.username,
  minutes: values.minutes,
  id: values.id,
  origin: values.origin,
};

await runOperatorCommand(tool, CHAT_OPERATOR_PATH, cmd, (db) => {
  if (command === 'console' && !values.origin) fail('--origin is required when no server answers (the site address operators open)');
  return runChatCommand(
    { chat: { db, hub: new ChatHub(), now: () => systemClock.now() }, brand: (id) => (id ? loadBrandOrFail(tool, id) : undefined), origin: () => '' },
    cmd,
  );
});
