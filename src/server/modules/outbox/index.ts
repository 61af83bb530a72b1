// The outbox: where the built-in SMS and mail stand-ins keep messages, and the running server's reader listener
// (loopback only, behind a secret) that `npm run outbox` and the operator CLIs talk to while the server holds the
// PGlite data dir.
import { type OperatorCommands, serverModule } from '../../module.ts';
import { startOutboxReader } from './reader.ts';

export interface OutboxModuleOptions {
  /** The PGlite data dir this server holds; without one (PostgreSQL, a shared test database) no reader starts. */
  dataDir?: string | undefined;
  /** The operator commands of the other modules, served on the reader's listener. */
  operatorCommands: readonly OperatorCommands[];
}

export const outboxModule = serverModule<OutboxModuleOptions>({
  name: 'outbox',
  setup: async (app, { dataDir, operatorCommands }) => {
    if (!dataDir) return;
    const reader = await startOutboxReader(app.db, dataDir, (listener) => {
      for (const commands of operatorCommands) commands(app)(listener);
    });
    app.addHook('onClose', async () => reader.close());
  },
});

// The public service: what other modules may use.
export { followOutbox, type OutboxLocation, readOutbox } from './client.ts';
export { formatOutboxMessage } from './format.ts';
export { builtInOutboxNotice } from './notice.ts';
export { type OutboxReader, startOutboxReader } from './reader.ts';
export { MAX_OUTBOX_LIMIT } from './store.ts';
