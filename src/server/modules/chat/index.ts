// Live support chat and the players' room: tickets, sockets, the operator console and its commands.
import type { FastifyInstance } from 'fastify';
import { chatRoutes } from './routes.ts';
import { chatOperatorRoutes } from './operator.ts';
import type { ChatProvider } from './provider.ts';
import { type OperatorCommands, serverModule } from '../../module.ts';

export interface ChatModuleOptions {
  /** Another chat behind CBS_launchChat / CBS_unreadCount; default: the built-in support chat. */
  provider?: ChatProvider | undefined;
}

/**
 * Set up at the server's level, not in a scope of its own: app.chat is what the operator listener and tests reach,
 * and the logout hook must see the session module's logout route.
 */
export const chatModule = serverModule<ChatModuleOptions>({ name: 'chat', dependencies: ['accounts', 'session'], setup: chatRoutes });

export const chatOperatorCommands: OperatorCommands = (app) => (reader) =>
  chatOperatorRoutes(reader, () => ({ chat: app.chat, brand: (id) => app.registry.get(id), origin: (b) => chatOrigin(app, b.id) }));

/** The loopback origin of a brand on this server (npm run chat -- console links). */
function chatOrigin(app: FastifyInstance, brandId: string): string {
  const a = app.server.address();
  return `http://${brandId}.localhost:${a && typeof a === 'object' ? a.port : 80}`;
}

// The public service: what other modules may use.
export { ChatHub } from './hub.ts';
export { CHAT_OPERATOR_PATH, type ChatCommand, runChatCommand } from './operator.ts';
export type { ChatProvider } from './provider.ts';
