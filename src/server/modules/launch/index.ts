// Game launch: checks the game, the member and the vendor, records the launch and answers the game's URL.
import { launchRoutes, type LaunchOptions } from './routes.ts';
import { serverModule } from '../../module.ts';

export const launchModule = serverModule<LaunchOptions>({ name: 'launch', dependencies: ['games', 'inhouse', 'lottery', 'recent'], routes: [launchRoutes] });

// The public service: what other modules may use.
export { redeemSandboxTicket } from './tickets.ts';
