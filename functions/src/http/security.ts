// Browser-facing protections of the API. CORS admits only the shop's own origins: the SPA is
// served from the same origin as the API, so a cross-origin caller is never a shopper. Tokens
// travel as bearer headers, never cookies, so a foreign page cannot act with a user's session.
import type { RequestHandler } from 'express';
import { config } from '../config';
import { ApiError } from './api-error';

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY' });
  next();
};

export const sameOriginCors: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  res.vary('Origin');
  if (!origin) return next(); // same-origin GETs and server-to-server calls send none
  if (origin !== config.shopOrigin && !config.extraShopOrigins.includes(origin)) return next(new ApiError(403, 'ORIGIN_NOT_ALLOWED'));
  res.set({
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST',
    'Access-Control-Max-Age': '600',
  });
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
};
