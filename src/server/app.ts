import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginOptions, type FastifyServerOptions } from 'fastify';
import type { ServerModule } from './module.ts';
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
import { refuseNulBytes } from './http/nul.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installCachePolicy } from './http/cache-policy.ts';
import { installRouteSchemas } from './http/route-schemas.ts';
import { installRequestLog, loggerOptions } from './http/logging.ts';
import { installCompression, type CompressOptions } from './http/compress.ts';
import { isReservedPath, pathOf } from './http/paths.ts';
import { systemClock, type Clock } from './clock.ts';
import { EncryptionKeyStore } from './security/encryption.ts';
import { startHousekeeping } from './security/housekeeping.ts';
import { accountRateLimits } from './security/rate-limit.ts';
import { installMoneyLimits } from './security/money-limits.ts';
import { DEFAULT_ACCOUNT_SETTINGS, passwordHasher, type AccountServices, type AccountSettings } from './services.ts';
import type { SocialIdentityProvider } from './gateways/social.ts';
import { holdDataDir, releaseDataDir } from './db/data-dir-lock.ts';
import { chatModule, chatOperatorCommands, type ChatProvider } from './modules/chat/index.ts';
import { DbSessionStore, sessionModule } from './modules/session/index.ts';
import { defaultSocialProviders, socialModule } from './modules/social/index.ts';
import { type MailProvider, NoMailGateway, NoSmsGateway, OutboxMailProvider, OutboxSmsProvider, type SmsProvider, verificationModule } from './modules/verification/index.ts';
import { builtInOutboxNotice, outboxModule } from './modules/outbox/index.ts';
import { defaultVendorSecrets, seamlessModule, type VendorSecrets } from './modules/seamless/index.ts';
import type { SocialProviderId } from '../generated/types.ts';
import { installShell } from './shell/routes.ts';
import { createDevFrontend, type DevFrontend } from './shell/vite.ts';
import { decideSiteMode, SiteModeError, type SiteMode } from './site-mode.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { agentModule, agentOperatorCommands } from './modules/agent/index.ts';
import { announcementsModule } from './modules/announcements/index.ts';
import { captchaModule } from './modules/captcha/index.ts';
import { cdnModule } from './modules/cdn/index.ts';
import { countryModule } from './modules/country/index.ts';
import { devtoolsModule } from './modules/devtools/index.ts';
import { engagementModule } from './modules/engagement/index.ts';
import { favoritesModule } from './modules/favorites/index.ts';
import { feedbackModule, feedbackOperatorCommands } from './modules/feedback/index.ts';
import { gamesModule } from './modules/games/index.ts';
import { inboxModule } from './modules/inbox/index.ts';
import { inhouseModule } from './modules/inhouse/index.ts';
import { launchModule } from './modules/launch/index.ts';
import { ledgerModule } from './modules/ledger/index.ts';
import { lotteryModule } from './modules/lottery/index.ts';
import { memberModule } from './modules/member/index.ts';
import { missionsModule } from './modules/missions/index.ts';
import { paymentsModule, paymentsOperatorCommands } from './modules/payments/index.ts';
import { pointsModule, pointsOperatorCommands } from './modules/points/index.ts';
import { promotionsModule, promotionsOperatorCommands } from './modules/promotions/index.ts';
import { pwaModule } from './modules/pwa/index.ts';
import { rebateModule } from './modules/rebate/index.ts';
import { recentModule } from './modules/recent/index.ts';
import { recordsModule } from './modules/records/index.ts';
import { referralModule } from './modules/referral/index.ts';
import { registerModule } from './modules/register/index.ts';
import { rewardsModule, rewardsOperatorCommands } from './modules/rewards/index.ts';
import { sandboxModule } from './modules/sandbox/index.ts';
import { securityCenterModule } from './modules/security-center/index.ts';
import { seoModule } from './modules/seo/index.ts';
import { systemModule } from './modules/system/index.ts';
import { vipModule } from './modules/vip/index.ts';
import { walletModule } from './modules/wallet/index.ts';
import { winnersModule } from './modules/winners/index.ts';

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
  // PGlite is single-process: claim its data dir first (db/data-dir-lock.ts), so `npm run outbox` reads through us.
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
  app.log.info(siteModeLine(app.siteMode));
  const outboxNotice = standIns.outbox ? builtInOutboxNotice({ sms: !options.sms, mail: !options.mail }) : undefined;
  if (outboxNotice) app.log.info(outboxNotice);
  if (!standIns.outbox && (!options.sms || !options.mail))
    app.log.warn(`no ${!options.sms && !options.mail ? 'SMS or mail' : !options.sms ? 'SMS' : 'mail'} gateway: sending answers message.gateway_missing (pass sms and mail to createServer)`);
  const stopHousekeeping = startHousekeeping(db, clock, (err) => app.log.warn({ err }, 'housekeeping of expired account rows failed'));

  // Close in reverse order of opening, on app.close() (SIGINT/SIGTERM in main.ts). The modules' own onClose
  // hooks (schedulers, the outbox reader, chat sockets) are registered later, so Fastify runs them first.
  app.addHook('onClose', async () => {
    stopHousekeeping();
    await registry.close();
    await dev?.close();
    if (ownsDb) await db.close();
    if (pgliteDir) releaseDataDir(pgliteDir);
  });

  try {
    await registry.start();
    if (options.dev) dev = await createDevFrontend(options.dev.root, app.server, options.dev.cacheDir);

    installErrorHandler(app);
    await installSecurityHeaders(app);
    installCachePolicy(app);
    installRouteSchemas(app);
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
    // Every module, in dependency order (moduleList below); Fastify refuses to start when one comes before a module it needs.
    const schedulers = options.agentSettlement ?? true;
    for (const mount of moduleList({
      catalogPath: options.gameCatalog ?? (process.env.GAME_CATALOG || undefined),
      vendorSecrets: options.vendorSecrets ?? defaultVendorSecrets(options.dataDir && resolve(options.dataDir)),
      chatProvider: options.chatProvider,
      standIns,
      schedulers,
      outboxDataDir: pgliteDir,
    }))
      await mount(app);
    if (settings.devTools) app.log.warn('dev tools are on (/__dev/outbox, /__dev/captcha, /__dev/accounts): never in production');
    await installShell(app, { distDir: resolve(options.distDir ?? 'dist'), dev });
    brandAssetRoutes(app, registry);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return app;
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

interface ModuleChoices {
  catalogPath: string | undefined;
  vendorSecrets: VendorSecrets;
  chatProvider: ChatProvider | undefined;
  standIns: SiteMode['standIns'];
  /** Settlement, bonus release, engagement and payout reconcile run on the clock. */
  schedulers: boolean;
  /** The PGlite data dir this server holds: the outbox reader serves `npm run outbox` and the operator CLIs there. */
  outboxDataDir: string | undefined;
}

type Mount = (app: FastifyInstance) => Promise<unknown>;

/** One module registered with its options. */
function mount<O extends FastifyPluginOptions>(plugin: ServerModule<O>, options: O): Mount {
  return async (app) => app.register(plugin, options);
}

/**
 * Every server module, each after the modules it depends on. A stand-in (vendor sandbox, dev tools) is left out
 * unless this site mounts it; the payment sandbox is an option of payments.
 */
function moduleList(c: ModuleChoices): Mount[] {
  const list: (Mount | false)[] = [
    mount(ledgerModule, {}),
    mount(accountsModule, {}),
    mount(gamesModule, { catalogPath: c.catalogPath }),
    mount(seamlessModule, { secrets: c.vendorSecrets }),
    mount(systemModule, {}),
    mount(inboxModule, {}),
    mount(captchaModule, {}),
    mount(feedbackModule, {}),
    mount(verificationModule, {}),
    mount(securityCenterModule, {}),
    mount(sessionModule, {}),
    mount(chatModule, { provider: c.chatProvider }),
    mount(inhouseModule, {}),
    mount(rewardsModule, { bonusRelease: c.schedulers }),
    mount(winnersModule, {}),
    mount(referralModule, {}),
    mount(registerModule, {}),
    mount(recordsModule, {}),
    mount(walletModule, {}),
    mount(agentModule, { settlement: c.schedulers, devTools: c.standIns.devTools }),
    mount(countryModule, {}),
    mount(socialModule, {}),
    mount(paymentsModule, { sandbox: c.standIns.paymentSandbox, reconcile: c.schedulers }),
    mount(pointsModule, {}),
    mount(vipModule, {}),
    mount(rebateModule, {}),
    mount(missionsModule, {}),
    mount(promotionsModule, {}),
    mount(memberModule, {}),
    mount(lotteryModule, {}),
    mount(recentModule, {}),
    mount(launchModule, { vendorSandbox: c.standIns.vendorSandbox }),
    c.standIns.vendorSandbox && mount(sandboxModule, {}),
    mount(favoritesModule, {}),
    mount(announcementsModule, {}),
    mount(cdnModule, {}),
    mount(engagementModule, { tick: c.schedulers }),
    c.standIns.devTools && mount(devtoolsModule, {}),
    mount(pwaModule, {}),
    mount(seoModule, {}),
    // Last: the reader serves the operator commands of the modules above.
    mount(outboxModule, {
      dataDir: c.outboxDataDir,
      operatorCommands: [pointsOperatorCommands, paymentsOperatorCommands, agentOperatorCommands, promotionsOperatorCommands, feedbackOperatorCommands, chatOperatorCommands, rewardsOperatorCommands],
    }),
  ];
  return list.filter((m): m is Mount => m !== false);
}
