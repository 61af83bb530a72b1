// The coarse outer layer over the account endpoints (@fastify/rate-limit): requests per IP per minute and per
// group of routes, before any handler runs. It stops floods; guessing is held back by the sliding windows in the
// database (login lockout, SMS caps, reset lockout), which every instance shares. This layer counts in memory,
// per instance: behind a load balancer of n instances an IP gets up to n times these numbers.
import { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from '../http/errors.ts';

export type RateGroup = 'login' | 'register' | 'captcha' | 'sms' | 'reset';

/** Requests per IP per minute, per group. */
export const RATE_LIMITS: Record<RateGroup, number> = {
  login: 60,
  register: 30,
  captcha: 60,
  sms: 20,
  reset: 30,
};

const GROUP_OF: Record<string, RateGroup> = {
  '/wps/session/login': 'login',
  '/wps/session/login/remembered': 'login',
  '/wps/session/login/verification': 'login',
  '/wps/session/login/verification/resend': 'login',
  '/wps/session/social/start': 'login',
  '/wps/session/social/login': 'login',
  '/wps/session/handover/exchange': 'login',
  '/wps/member/register': 'register',
  '/wps/member/register/mobile': 'register',
  '/wps/captcha': 'captcha',
  '/wps/verification/sms/noLogin': 'sms',
  '/wps/verification/sms/register': 'sms',
  '/wps/member/password/email': 'reset',
  '/wps/member/password/reset': 'reset',
  '/wps/member/password/verification': 'reset',
};

export function rateGroup(request: FastifyRequest): RateGroup | null {
  const url = request.routeOptions.url;
  return (url !== undefined && GROUP_OF[url]) || null;
}

/** Options of the plugin: only the routes of a group are counted; a refusal is the usual 429 request.throttled envelope. */
export function accountRateLimits(): RateLimitPluginOptions {
  return {
    global: true,
    timeWindow: 60_000,
    allowList: (request) => rateGroup(request) === null,
    keyGenerator: (request) => `${rateGroup(request) ?? 'none'}|${normalizeIP(request.ip)}`,
    max: async (request) => RATE_LIMITS[rateGroup(request) ?? 'login'],
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, ErrorCode.throttled, 'Too many requests, please try again in a moment', {
        value: { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
      }),
  };
}
