// The server: HTTP API and WebSocket play over one port, a hub of live matches, a store, and bot threads. HTTP is
// Fastify's, with its plugins for what a well-kept server does anyway: per-client rate limits
// (@fastify/rate-limit), security headers (@fastify/helmet), compression of the larger answers (@fastify/compress),
// the browser app's files (@fastify/static, static.ts), WebSockets routed like any request, so that the same limits
// and the same client address apply (@fastify/websocket over ws), request and body timeouts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyError } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type { AnyBots, AnyGame, AnyPresentation } from '../engine/index.ts';
import { MAX_MESSAGE_BYTES } from '../protocol/index.ts';
import type { Store } from '../store/index.ts';
import { createBotRunner, type BotRunner } from './bots.ts';
import { MAX_BODY_BYTES, answerError, errorBody, notFound, tooMany } from './error-answers.ts';
import { apiRoutes } from './http.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import { Hub, type Coordinator, type HubOptions } from './hub.ts';
import { ServerMetrics } from './metrics.ts';
import { metricsRoute } from './metrics-route.ts';
import { adminRoutes } from './admin-routes.ts';
import { healthRoutes } from './health.ts';
import { openApi, openApiRoute } from './openapi.ts';
import { quietLogger, type Logger } from './logger.ts';
import { staticSite } from './static.ts';
import { webSocketRoute, type WireOptions } from './ws.ts';

export interface ServerOptions {
  readonly store: Store;
  /** The games served (default: the registry). */
  readonly games?: Readonly<Record<string, AnyGame>>;
  /** How bots play each game served, by id (default: the registry's). */
  readonly settings?: (gameId: string) => AnyBots;
  /** What each game served says (its name, summary), by id (default: the registry's). */
  readonly presentations?: (gameId: string) => AnyPresentation;
  /** Worker threads for searching bots (default: cores − 1). */
  readonly botThreads?: number;
  /** Searches waiting for a thread at which new bot matches are refused (BotRunnerOptions.queue; NOCTURNE_BOT_QUEUE). */
  readonly botQueue?: number;
  /** The most any bot search may run, ms (BotRunnerOptions.timeLimitMs; NOCTURNE_BOT_TIME_LIMIT_MS). */
  readonly botTimeLimitMs?: number;
  /** The bot threads' module (tests: one with faults, test-bot-worker.ts). */
  readonly botWorker?: URL;
  /**
   * Whether `listen` starts a searching bots' worker at once (BotRunner.warm) rather than at the first search
   * (default false: a test server that never searches boots none).
   */
  readonly warmBots?: boolean;
  /** A bot's pause before each move, [least, most] ms, for every game (default: each game's pace; [0, 0] is instant). */
  readonly botPauseMs?: readonly [number, number];
  /** Epoch milliseconds. */
  readonly now?: () => number;
  /** How many times faster than the wall clock match clocks run (tests; default 1). */
  readonly timeScale?: number;
  readonly idleMs?: number;
  /** How long a person may be disconnected before the table calls them away (HubOptions.awayAfterMs). */
  readonly awayAfterMs?: number;
  /** What a review may cost (HubOptions.reviewLimits). */
  readonly reviewLimits?: HubOptions['reviewLimits'];
  readonly wire?: WireOptions;
  /** What one client may ask (default DEFAULT_LIMITS; tests and benchmarks that play many matches raise them). */
  readonly limits?: Partial<Limits>;
  /**
   * Whether a client's address is what a proxy in front says it is (X-Forwarded-For): false (default: the
   * connection's own address), true (any proxy), a number of proxies, or the proxies' addresses and CIDRs,
   * comma-separated. TRUST_PROXY in server/config.ts.
   */
  readonly trustProxy?: boolean | number | string;
  /** The browser app's build, served at `/` (default dist/web; null serves no app). */
  readonly webDir?: string | null;
  /** With several nodes: the cluster this one is part of (server/cluster/cluster.ts); it closes with the server. */
  readonly cluster?: Coordinator;
  /**
   * Who may read `GET /metrics`: whoever sends `Authorization: Bearer <this>` (METRICS_TOKEN in server/config.ts).
   * Unset, the figures are still counted, but nobody can read them and the path answers 404.
   */
  readonly metricsToken?: string;
  /**
   * Who may use `/api/admin/…` (`nocturne admin`): whoever sends `Authorization: Bearer <this>` (ADMIN_TOKEN in
   * server/config.ts). Unset, those paths answer 404.
   */
  readonly adminToken?: string;
  /** The server's log, with Fastify's requests in it (default: warnings and worse on stderr; server/logger.ts). */
  readonly logger?: Logger;
}

export interface NocturneServer {
  readonly http: Server;
  readonly hub: Hub;
  /** Every route registered, method and URL (the OpenAPI test checks the document has each). */
  readonly routes: readonly { readonly method: string; readonly url: string }[];
  /** Starts listening; resolves with the base URL (http://host:port). */
  listen(port: number, host?: string): Promise<string>;
  /** Stops accepting, closes connections, stops bots; the store stays open (its owner closes it). */
  close(): Promise<void>;
}

/** How long a request (headers and body) may take to arrive (then 408); Node's default is five minutes. */
const REQUEST_TIMEOUT_MS = 15_000;
/** How long a request already being answered may finish when the server stops; then its connection is cut. */
const CLOSE_GRACE_MS = 1_000;

/**
 * The HTTP server, with one step before Fastify: a request target that is not a URL (http://a:b:c/) gets a typed
 * 400 rather than a dropped line, and every other is routed on its normalised path (no dot segments), the path
 * the browser app and the API are told apart by.
 */
function httpServer(handle: (req: IncomingMessage, res: ServerResponse) => void): Server {
  const timeouts = {
    requestTimeout: REQUEST_TIMEOUT_MS,
    headersTimeout: REQUEST_TIMEOUT_MS,
    // How often Node looks for requests past their time (default 30 s).
    connectionsCheckingInterval: 2_000,
  };
  return createServer(timeouts, (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      const body = JSON.stringify(errorBody('bad-url', 'That address is not a valid URL.'));
      res.writeHead(400, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      res.end(body);
      return;
    }
    req.url = url.pathname + url.search;
    handle(req, res);
  });
}

/** ServerOptions.trustProxy as Fastify takes it: a number of proxies is the nearest that many hops. */
function trustedProxies(trust: ServerOptions['trustProxy'] = false) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export function createNocturneServer(options: ServerOptions): NocturneServer {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  let stopping = false;
  const metrics = new ServerMetrics();
  if (options.metricsToken) metrics.exposeProcess();
  const logger = options.logger ?? quietLogger();
  const bots: BotRunner = createBotRunner({
    threads: options.botThreads,
    queue: options.botQueue,
    timeLimitMs: options.botTimeLimitMs,
    worker: options.botWorker,
    metrics,
    log: (line, context) => hub.log(line, context),
  });
  const hub = new Hub({
    logger,
    store: metrics.timedStore(options.store),
    metrics,
    games: options.games,
    settings: options.settings,
    presentations: options.presentations,
    bots,
    now: options.now,
    timeScale: options.timeScale,
    idleMs: options.idleMs,
    botPauseMs: options.botPauseMs,
    botIterations: limits.botIterations,
    cluster: options.cluster,
    awayAfterMs: options.awayAfterMs,
    reviewLimits: options.reviewLimits,
  });

  const app = Fastify({
    loggerInstance: logger,
    serverFactory: httpServer,
    trustProxy: trustedProxies(options.trustProxy),
    bodyLimit: MAX_BODY_BYTES,
    // Idle kept-alive connections close with the server; busy ones get CLOSE_GRACE_MS (see close()).
    forceCloseConnections: 'idle',
    // A request on a connection still open while the server stops is answered as usual (then the connection goes).
    return503OnClosing: false,
    exposeHeadRoutes: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 100 },
    // A request Node's parser refuses, or one that did not arrive in time, answered in the API's words.
    clientErrorHandler: (error, socket) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ECONNRESET' || socket.destroyed) return;
      const [status, body] =
        code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [
              '408 Request Timeout',
              errorBody(
                'request-timeout',
                `The request did not arrive whole within ${REQUEST_TIMEOUT_MS / 1000} seconds.`,
              ),
            ]
          : code === 'HPE_HEADER_OVERFLOW'
            ? [
                '431 Request Header Fields Too Large',
                errorBody('headers-too-large', 'The request’s headers are too large.'),
              ]
            : [
                '400 Bad Request',
                errorBody('bad-request', 'That is not an HTTP request this server understands.'),
              ];
      const text = JSON.stringify(body);
      if (socket.writable)
        socket.write(
          `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\n` +
            `content-length: ${Buffer.byteLength(text)}\r\nx-content-type-options: nosniff\r\n` +
            `connection: close\r\n\r\n${text}`,
        );
      socket.destroy(error);
    },
    // Fastify's refusals before routing (a path it cannot decode, a parameter too long) read as the API's.
    // The reply is not returned: it is a thenable, and Fastify expects nothing back here.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') notFound(request, reply);
      else answerError(hub, error, reply);
    },
  });

  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) routes.push({ method: one, url });
  });

  // Security headers on every answer. The app's own pages carry their content policy (static.ts); a JSON answer
  // needs none. HSTS is for whoever terminates TLS in front of this server.
  void app.register(helmet, { contentSecurityPolicy: false, strictTransportSecurity: false });
  void app.register(rateLimit, {
    max: limits.requestsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: tooMany('requests', limits.requestsPerMinute),
    // Several nodes count each client once, in Redis; should Redis not answer, a request is served uncounted.
    ...(options.cluster ? { ...options.cluster.limits.rateLimits, skipOnError: true } : {}),
  });
  void app.register(websocket, {
    // Accept frames much larger than allowed (up to 1 MiB), so an oversized message gets a typed answer, not a
    // dropped line.
    options: { maxPayload: 64 * MAX_MESSAGE_BYTES },
    errorHandler: (_error, socket) => socket.terminate(),
  });
  void app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => answerError(hub, error as FastifyError, reply));
    // Answers of a KiB or more go compressed to a client that asks (lobby lists, match records, metrics); the small
    // ones, most of them, and every answer to a client that does not ask (the server bench), go as they are. Only
    // br and gzip, the same on every Node; request bodies are read as sent.
    await scope.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      globalDecompression: false,
    });
    // The OpenAPI document, made from the routes registered after it (server/openapi.ts).
    await openApi(scope);
    apiRoutes(scope, hub, limits);
    openApiRoute(scope);
    metricsRoute(scope, metrics, options.metricsToken);
    adminRoutes(scope, hub, options.adminToken);
    healthRoutes(scope, { store: options.store, cluster: options.cluster, stopping: () => stopping });
    webSocketRoute(scope, hub, { ...options.wire, socketsPerClient: limits.socketsPerClient });
    // The browser app, for every other GET and HEAD (server/static.ts).
    if (options.webDir !== null) await scope.register(staticSite, { dir: options.webDir });
    scope.setNotFoundHandler({ preHandler: scope.rateLimit() }, (request, reply) => notFound(request, reply));
  });

  metrics.watchLive({ matches: () => hub.loaded, sockets: () => app.websocketServer?.clients.size ?? 0 });
  const cluster = options.cluster;
  if (cluster) metrics.watchCluster(() => cluster.figures());

  return {
    http: app.server,
    hub,
    routes,
    async listen(port, host = '0.0.0.0') {
      await hub.resume();
      if (options.warmBots) bots.warm();
      await app.listen({ port, host });
      const address = app.server.address() as AddressInfo;
      const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      return `http://${shown}:${address.port}`;
    },
    async close() {
      stopping = true;
      // Matches this node drives go to the other nodes first, while its clients are still here to see it.
      await hub.cluster?.drain();
      for (const client of app.websocketServer?.clients ?? []) client.terminate();
      // Requests under way may finish for a moment; a request whose body is held open does not hold up the stop.
      const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      await app.close();
      clearTimeout(cut);
      await hub.close();
      await bots.close();
    },
  };
}
