// The shape of a server module (src/server/modules/<name>/): one Fastify plugin, named after its folder, that
// declares the modules it needs, plus a typed public service. Both are exported from the module's index.ts, the
// only file another module may import (the lint rule `server-modules` in eslint.config.js enforces that).
//
// The plugin is wrapped with fastify-plugin so that what `setup` decorates (app.ledger, app.paymentProviders…) and
// its onReady/onClose hooks belong to the whole server, and so Fastify refuses to start when a dependency was not
// registered first. Each route plugin is registered in a scope of its own, so a hook a route file adds (a
// cache header, a CORS rule) stays with that file's routes.
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';

export type RoutePlugin<O = Record<never, never>> = (app: FastifyInstance, options: O) => Promise<void>;

export interface ModuleDefinition<O> {
  /** The module's folder name; other modules list it in their dependencies. */
  name: string;
  /** Modules whose public service this one uses: they must be registered before it. */
  dependencies?: readonly string[];
  /** Server-wide work before the routes: decorations, schedulers (started on onReady, stopped on onClose). */
  setup?: (app: FastifyInstance, options: O) => Promise<void> | void;
  /** Route plugins, each registered in its own scope with the module's options. */
  routes?: readonly RoutePlugin<O>[];
}

/** A module's plugin: register it with `app.register(plugin, options)` (app.ts lists them in order). */
export type ServerModule<O extends FastifyPluginOptions = Record<never, never>> = FastifyPluginAsync<O> & { readonly moduleName: string; readonly dependencies: readonly string[] };

export function serverModule<O extends FastifyPluginOptions = Record<never, never>>(definition: ModuleDefinition<O>): ServerModule<O> {
  const dependencies = [...(definition.dependencies ?? [])];
  const register: FastifyPluginAsync<O> = async (app, options) => {
    await definition.setup?.(app, options);
    for (const routes of definition.routes ?? []) await app.register(async (scope) => routes(scope, options));
  };
  const plugin = fp(register, { name: definition.name, dependencies, fastify: '5.x' });
  return Object.assign(plugin, { moduleName: definition.name, dependencies });
}

/** Operator commands a module adds to the outbox reader's loopback listener (`npm run payments`, …). */
export type OperatorCommands = (server: FastifyInstance) => (reader: FastifyInstance) => void;

/** Work on the clock: started once the server is ready (every module registered), stopped before the database closes. */
export function runOnTheClock(app: FastifyInstance, start: () => { stop(): Promise<unknown> }): void {
  let running: { stop(): Promise<unknown> } | undefined;
  app.addHook('onReady', async () => {
    running = start();
  });
  app.addHook('onClose', async () => {
    await running?.stop();
  });
}
