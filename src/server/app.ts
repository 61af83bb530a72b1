import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { brandAssetRoutes } from './brands/assets.ts';
import { BrandRegistry } from './brands/registry.ts';
import { openDatabase } from './db/index.ts';
import type { Database } from './db/types.ts';
import { StaticGeoIp } from './geo/static.ts';
import type { GeoIpProvider } from './geo/types.ts';
import { installRequestContext } from './http/context.ts';
import { installErrorHandler } from './http/errors.ts';
import type { SessionStore } from './http/headers.ts';
import { SiteLinks, type SiteLinkOptions } from './http/links.ts';
import { proxyTrust } from './http/proxy.ts';
import { acceptFormBodies } from './http/forms.ts';
import { refuseNulBytes } from './http/nul.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installRequestLog, loggerOptions } from './http/logging.ts';
import { installCompression, type CompressOptions } from './http/compress.ts';
import { isReservedPath, pathOf } from './http/paths.ts';
import { systemClock, type Clock } from './clock.ts';
import { EncryptionKeyStore } from './security/encryption.ts';
import { startHousekeeping } from './security/housekeeping.ts';
import { accountRateLimits } from './security/rate-limit.ts';
import { installMoneyLimits } from './security/money-limits.ts';
import { agentRoutes } from './modules/agent/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { countryRoutes } from './modules/country/routes.ts';
import { devToolsRoutes } from './modules/devtools/routes.ts';
import { devSettleRoutes } from './modules/agent/settlement/dev-routes.ts';
import { appSettlementDeps, startSettlementScheduler, type SettlementScheduler } from './modules/agent/settlement/scheduler.ts';
import { agentReportRoutes } from './modules/agent/reports/routes.ts';
import { gamesModule } from './modules/games/index.ts';
import { createLedger } from './modules/ledger/index.ts';
import { defaultVendorSecrets, installSeamlessWallet, type VendorSecrets } from './modules/seamless/index.ts';
import { memberRoutes } from './modules/member/routes.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { rewardRoutes } from './modules/rewards/routes.ts';
import { rewardsOperatorRoutes } from './modules/rewards/operator-routes.ts';
import { startBonusReleaseScheduler, type BonusScheduler } from './modules/rewards/scheduler.ts';
import { startPayoutReconcileScheduler, type PayoutReconcileScheduler } from './modules/payments/payout-reconcile.ts';
import { startEngagementTick, type EngagementTick } from './modules/engagement/tick.ts';
import { securityCenterRoutes } from './modules/security-center/routes.ts';
import { registerRoutes } from './modules/register/routes.ts';
import { DEFAULT_ACCOUNT_SETTINGS, passwordHasher, type AccountServices, type AccountSettings } from './services.ts';
import { DbSessionStore } from './modules/session/store.ts';
import { handoverRoutes } from './modules/session/handover.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { defaultSocialProviders } from './modules/social/defaults.ts';
import type { SocialIdentityProvider } from './gateways/social.ts';
import { socialRoutes } from './modules/social/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { OutboxMailProvider, OutboxSmsProvider, type MailProvider, type SmsProvider } from './modules/verification/providers.ts';
import { holdDataDir, releaseDataDir } from './db/data-dir-lock.ts';
import { builtInOutboxNotice } from './modules/outbox/notice.ts';
import { startOutboxReader, type OutboxReader } from './modules/outbox/reader.ts';
import { paymentsOperatorRoutes } from './modules/payments/operator.ts';
import { agentsOperatorRoutes } from './modules/agent/operator-routes.ts';
import { promotionsOperatorRoutes } from './modules/promotions/operator-routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { feedbackOperatorRoutes } from './modules/feedback/operator.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { chatOperatorRoutes } from './modules/chat/operator.ts';
import type { ChatProvider } from './modules/chat/provider.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { pointsRoutes } from './modules/points/routes.ts';
import { pointsOperatorRoutes } from './modules/points/operator-routes.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { rebateRoutes } from './modules/rebate/routes.ts';
import { referralRoutes } from './modules/referral/routes.ts';
import { missionRoutes } from './modules/missions/routes.ts';
import type { SocialProviderId } from '../generated/types.ts';
import { installShell } from './shell/routes.ts';
import { pwaRoutes } from './modules/pwa/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { createDevFrontend, type DevFrontend } from './shell/vite.ts';
import { decideSiteMode, SiteModeError, type SiteMode } from './site-mode.ts';
import { NoMailGateway, NoSmsGateway } from './modules/verification/no-gateway.ts';

export interface ServerOptions {
  /** Folder of brand folders (brands/). */
  brandsDir: string;
  /** Live chat behind CBS_launchChat / CBS_unreadCount (default: the built-in support chat, modules/chat). */
  chatProvider?: ChatProvider | undefined;
  /** PGlite lives in dataDir/pglite (default .data). Ignored when databaseUrl or db is given. */
  dataDir?: string | undefined;
  /** postgres://… to run on PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** An already open database (tests share one between servers). The server does not close it. */
  db?: Database | undefined;
  /** The built app (dist/). */
  distDir?: string | undefined;
  geoIp?: GeoIpProvider | undefined;
  logger?: FastifyServerOptions['logger'];
  /** One line per answered request at info level (default true; LOG_REQUESTS=0 turns it off). */
  logRequests?: boolean | undefined;
  /** On-the-fly compression of text answers (threshold, brotli quality); false turns it off. */
  compression?: CompressOptions | false | undefined;
  /** Honour X-Forwarded-For/-Proto/-Host from these proxies only: a hop count or addresses/CIDRs (Fastify trustProxy; never "all"). Off by default so callers cannot fake their IP or https. */
  trustProxy?: false | number | string | string[] | undefined;
  /** Hot reload of brands (default true). */
  watchBrands?: boolean | undefined;
  /** Dev mode: Vite middleware (HMR) from this project root instead of distDir; cacheDir overrides Vite's (tests). */
  dev?: { root: string; cacheDir?: string } | undefined;
  /** Resolves Authorization tokens to sessions; default: the database's sessions table. */
  sessions?: SessionStore | undefined;
  /** Time source of every expiry (sessions, codes, locks, throttles, keys); tests pass a ManualClock. */
  clock?: Clock | undefined;
  /** Mount /__dev (outbox, captcha answer, account creation). Off unless asked (DEV_TOOLS=1); refused on a production site. */
  devTools?: boolean | undefined;
  /** Demo or production and the stand-ins mounted (site-mode.ts); default: decided from NODE_ENV as for a loopback listener. */
  siteMode?: SiteMode | undefined;
  /** Default weak password, idle timeout, password hashing cost (see AccountSettings). */
  accounts?: Partial<Omit<AccountSettings, 'devTools'>> | undefined;
  /** Real gateways; default: the built-in providers that store messages in the outbox table. */
  sms?: SmsProvider | undefined;
  mail?: MailProvider | undefined;
  /** Identity verifiers per provider; default: the real ones (login.social), or with devTools the local stand-in. */
  social?: Partial<Record<SocialProviderId, SocialIdentityProvider>> | undefined;
  /** Where outgoing links (reset mails…) point for brands without mainDomain (see SiteLinks). */
  links?: SiteLinkOptions | undefined;
  /** Game catalog file (default: GAME_CATALOG, else the shipped seed src/server/modules/games/seed/catalog.json). */
  gameCatalog?: string | undefined;
  /** HMAC secrets of game vendors' wallet calls; default: VENDOR_SECRETS, else dataDir/vendor-secrets.json (0600), else per process. */
  vendorSecrets?: VendorSecrets | undefined;
  /** Agent contract settlement every 30 s by the clock (default true; false leaves it to `npm run agents -- settle`). */
  agentSettlement?: boolean | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registry: BrandRegistry;
    db: Database;
    siteMode: SiteMode;
  }
}

/** The reference platform API + app shell for every brand under brandsDir. Call .listen() or .inject() on it. */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const siteMode = options.siteMode ?? decideSiteMode('127.0.0.1', process.env);
  // Checked before anything opens: a production site never mounts a stand-in, whoever asks for one.
  if (siteMode.kind === 'production' && options.devTools)
    throw new SiteModeError(`refusing to start a production site (${siteMode.reason}) with dev tools on: they hand out codes, captcha answers and accounts`);
  // What is mounted: the outbox only stands in for a gateway the caller did not pass.
  const standIns = {
    ...siteMode.standIns,
    outbox: siteMode.standIns.outbox && (!options.sms || !options.mail),
    devTools: options.devTools ?? siteMode.standIns.devTools,
  };
  // In dev, Vite gets the first look at non-API requests; it is created after Fastify (it needs the HTTP
  // server for HMR), so the server factory reads it from this variable.
  let dev: DevFrontend | undefined;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    // Fastify's two lines per request are replaced by installRequestLog's one.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: proxyTrust(options.trustProxy),
    ...(options.dev
      ? {
          serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
            createHttpServer((req, res) => {
              if (!dev || isReservedPath(pathOf(req.url ?? '/'))) return handler(req, res);
              dev.middlewares(req, res, () => handler(req, res));
            }),
        }
      : {}),
  });

  const ownsDb = !options.db;
  // PGlite is single-process: claim its data dir first (modules/outbox/holder.ts), so `npm run outbox` reads through us.
  const pgliteDir = ownsDb && !options.databaseUrl ? resolve(options.dataDir ?? '.data') : undefined;
  if (pgliteDir) await holdDataDir(pgliteDir, 'server');
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      onMigrated: ({ applied, changed }) => {
        if (applied.length) app.log.info(`database migrations applied: ${applied.join(', ')}`);
        for (const m of changed) app.log.warn(`migration ${m} changed after it was applied: add a new migration instead of editing it`);
      },
    }).catch((err: unknown) => {
      if (pgliteDir) releaseDataDir(pgliteDir);
      throw err;
    }));
  // The operator listener also takes `npm run payments` while this server holds PGlite (read per call: the
  // ledger and providers are decorated below).
  const operatorRoutes = (reader: FastifyInstance): void => {
    pointsOperatorRoutes(reader, () => ({ db, now: () => clock.now(), brand: (id) => registry.get(id) }));
    paymentsOperatorRoutes(reader, () => ({
      db,
      ledger: app.ledger,
      providers: app.paymentProviders,
      now: () => clock.now(),
      languageOf: (id) => registry.get(id)?.config.languages.default ?? 'EN',
    }));
    agentsOperatorRoutes(reader, () => ({ db, now: () => clock.now(), brand: (id) => registry.get(id), settlement: () => appSettlementDeps(app) }));
    promotionsOperatorRoutes(reader, () => ({ db, now: () => clock.now(), brand: (id) => registry.get(id), brandIds: () => registry.brands().map((x) => x.id) }));
    feedbackOperatorRoutes(reader, () => ({ db, now: () => clock.now(), hasBrand: (id) => registry.get(id) !== undefined }));
    chatOperatorRoutes(reader, () => ({ chat: app.chat, brand: (id) => registry.get(id), origin: (b) => chatOrigin(app, b.id) }));
    rewardsOperatorRoutes(reader, () => ({ db, now: () => clock.now(), hasBrand: (id) => registry.get(id) !== undefined }));
  };
  const outboxReader: OutboxReader | undefined = pgliteDir ? await startOutboxReader(db, pgliteDir, operatorRoutes) : undefined;
  const registry = new BrandRegistry({
    root: resolve(options.brandsDir),
    db,
    log: {
      info: (m) => app.log.info(m),
      warn: (m) => app.log.warn(m),
      error: (m) => app.log.error(m),
    },
    watch: options.watchBrands ?? true,
  });
  app.decorate('db', db);
  app.decorate('registry', registry);
  app.decorate('siteMode', { ...siteMode, standIns });
  app.decorate('siteLinks', new SiteLinks(options.links));
  const clock = options.clock ?? systemClock;
  const settings: AccountSettings = { ...DEFAULT_ACCOUNT_SETTINGS, ...options.accounts, devTools: standIns.devTools };
  const accounts: AccountServices = {
    db,
    clock,
    log: app.log,
    settings,
    passwords: passwordHasher(settings.scrypt),
    keys: new EncryptionKeyStore(db, clock),
    sms: options.sms ?? (standIns.outbox ? new OutboxSmsProvider(db, clock, app.log, Boolean(options.dev)) : new NoSmsGateway()),
    mail: options.mail ?? (standIns.outbox ? new OutboxMailProvider(db, clock, app.log, Boolean(options.dev)) : new NoMailGateway()),
    social: {
      ...defaultSocialProviders({ devTools: settings.devTools, db, clock, log: app.log }),
      ...options.social,
    },
  };
  app.decorate('accounts', accounts);
  // Accounts created on first use take the brand's currency (a brand that is gone keeps its accounts' own).
  app.decorate('ledger', createLedger(db, { currencyOf: (id) => registry.get(id)?.config.currency.code ?? 'XXX', now: () => new Date(clock.now()) }));
  app.log.info(siteModeLine(app.siteMode));
  const outboxNotice = standIns.outbox ? builtInOutboxNotice({ sms: !options.sms, mail: !options.mail }) : undefined;
  if (outboxNotice) app.log.info(outboxNotice);
  if (!standIns.outbox && (!options.sms || !options.mail))
    app.log.warn(`no ${!options.sms && !options.mail ? 'SMS or mail' : !options.sms ? 'SMS' : 'mail'} gateway: sending answers message.gateway_missing (pass sms and mail to createServer)`);
  const stopHousekeeping = startHousekeeping(db, clock, (err) => app.log.warn({ err }, 'housekeeping of expired account rows failed'));

  // Close in reverse order of opening, on app.close() (SIGINT/SIGTERM in main.ts).
  let settlement: SettlementScheduler | undefined;
  let bonusRelease: BonusScheduler | undefined;
  let engagement: EngagementTick | undefined;
  let payoutReconcile: PayoutReconcileScheduler | undefined;
  app.addHook('onClose', async () => {
    await settlement?.stop();
    await bonusRelease?.stop();
    await payoutReconcile?.stop();
    await engagement?.stop();
    stopHousekeeping();
    await registry.close();
    await dev?.close();
    await outboxReader?.close();
    if (ownsDb) await db.close();
    if (pgliteDir) releaseDataDir(pgliteDir);
  });

  try {
    await registry.start();
    if (options.dev) dev = await createDevFrontend(options.dev.root, app.server, options.dev.cacheDir);

    installErrorHandler(app);
    await installSecurityHeaders(app);
    if (options.logRequests ?? true) installRequestLog(app);
    if (options.compression !== false) installCompression(app, options.compression);
    refuseNulBytes(app);
    installRequestContext(app, {
      registry,
      geoIp: options.geoIp ?? StaticGeoIp.fromFile(process.env.GEOIP_TABLE || undefined),
      sessions: options.sessions ?? new DbSessionStore(db, clock, settings.sessionIdleMinutes),
    });
    // Per-IP requests per minute on login, register, captcha, SMS and reset routes (security/rate-limit.ts).
    await app.register(rateLimit, accountRateLimits());
    // Per member and per IP on the endpoints that move money, counted in the database (security/money-limits.ts).
    installMoneyLimits(app);
    // app.seamlessWallet first: in-house games and the vendor sandbox call it.
    await installSeamlessWallet(app, options.vendorSecrets ?? defaultVendorSecrets(options.dataDir && resolve(options.dataDir)));
    await app.register(systemRoutes);
    await app.register(feedbackRoutes);
    await app.register(chatRoutes, { provider: options.chatProvider });
    for (const routes of [sessionRoutes, handoverRoutes, captchaRoutes, verificationRoutes, registerRoutes, agentRoutes, walletRoutes, countryRoutes, socialRoutes, inboxRoutes, securityCenterRoutes, rewardRoutes])
      await app.register(routes);
    // Deposits, withdrawals, payout accounts, payment password (decorates app.paymentProviders).
    await paymentsModule(app, { sandbox: standIns.paymentSandbox });
    // Points mall and VIP: each answers 404 on a brand whose flag is off.
    await app.register(pointsRoutes);
    await app.register(vipRoutes);
    // Manual rebate, referral and missions: each answers 404 on a brand whose flag is off.
    await app.register(rebateRoutes);
    await app.register(referralRoutes);
    await app.register(missionRoutes);
    // Forgot password by e-mail (api-notes §1.2) is the one member endpoint that takes an HTML form.
    await app.register(async (scope) => {
      acceptFormBodies(scope, { routes: ['/wps/member/password/email'] });
      await scope.register(memberRoutes);
    });
    await app.register(gamesModule, { catalogPath: options.gameCatalog ?? (process.env.GAME_CATALOG || undefined), vendorSandbox: standIns.vendorSandbox });
    if (settings.devTools) {
      await app.register(devToolsRoutes);
      await app.register(devSettleRoutes(clock));
      app.log.warn('dev tools are on (/__dev/outbox, /__dev/captcha, /__dev/accounts): never in production');
    }
    await app.register(agentReportRoutes);
    await app.register(promotionRoutes);
    await app.register(pwaRoutes);
    await app.register(seoRoutes);
    await installShell(app, { distDir: resolve(options.distDir ?? 'dist'), dev });
    brandAssetRoutes(app, registry);
    await app.ready();
    if (options.agentSettlement ?? true) settlement = startSettlementScheduler(app, clock);
    if (options.agentSettlement ?? true) bonusRelease = startBonusReleaseScheduler(app, clock);
    if (options.agentSettlement ?? true) engagement = startEngagementTick(app, clock);
    // Payouts left `paying` by a process that died between asking the provider and booking its answer.
    const payoutContext = { db, ledger: app.ledger, providers: app.paymentProviders, now: () => clock.now(), languageOf: (id: string) => registry.get(id)?.config.languages.default ?? 'EN' };
    if (options.agentSettlement ?? true) payoutReconcile = startPayoutReconcileScheduler(payoutContext, app.log);
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}

/** The loopback origin of a brand on this server (npm run chat -- console links). */
function chatOrigin(app: FastifyInstance, brandId: string): string {
  const a = app.server.address();
  return `http://${brandId}.localhost:${a && typeof a === 'object' ? a.port : 80}`;
}

/** One start line: what kind of site this is and which stand-ins answer. */
function siteModeLine(mode: SiteMode): string {
  const names: Record<keyof SiteMode['standIns'], string> = {
    vendorSandbox: 'vendor sandbox',
    paymentSandbox: 'payment sandbox',
    outbox: 'SMS/mail outbox',
    devTools: 'dev tools',
  };
  const on = (Object.keys(names) as (keyof SiteMode['standIns'])[]).filter((k) => mode.standIns[k]).map((k) => names[k]);
  if (mode.kind === 'production') return `production site (${mode.reason}): no stand-in is mounted`;
  return `demo site (${mode.reason}), play money only; stand-ins: ${on.length ? on.join(', ') : 'none'}`;
}
