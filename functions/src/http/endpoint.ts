// One shape for every endpoint (docs/adr/0010-endpoint-shape.md): a path, a zod schema, who may
// call it and a handler that takes the parsed input and the call, never Express's Request.
// Order of every call: who is calling, then the body's check, then the handler (rate limits first).
import type { Writable } from 'node:stream';
import { Router, type Request, type Response } from 'express';
import * as logger from 'firebase-functions/logger';
import type { z } from 'zod';
import type { ApiAnswer, ApiPath } from '@domain/api/contract';
import type { Language } from '@domain/language';
import { readMultipart, type UploadedFile } from './multipart';
import { readRawBody } from './raw-body';
import { ApiError } from './api-error';
import { asyncRoute } from './async-route';
import { callerFor, type Access, type Caller } from './auth';
import { clientAddress } from './client-address';
import { withCaller } from './edit-stamp';
import { requestLanguage, type MessageKey } from './messages';
import { enforceRateLimits, type RateCheck } from './rate-limit';
import { EmptyBodySchema, parseBody } from './validate';

export type { Access } from './auth';

type CallerOf<A extends Access> = A extends 'user' | 'admin' ? Caller : A extends 'guest-or-user' ? Caller | undefined : undefined;

/** What a handler may know of the request besides its input. */
export interface Call<A extends Access = Access> {
  caller: CallerOf<A>;
  language: Language;
  /** The client's address as the rate limits count it. */
  clientAddress: () => string;
  header: (name: string) => string | undefined;
  /** The request's path, for the routes that serve files under a prefix. */
  path: string;
  /** The uploaded file of a multipart endpoint, when one was sent. */
  file: UploadedFile | null;
  /** The body's bytes as sent, for an endpoint that reads them (`rawBody`); empty otherwise. */
  rawBody: Buffer;
}

/** An answer other than 200 JSON: another status, headers, or a body already serialised (`json` typed as the call's answer). */
export class Reply<Json = unknown> {
  constructor(
    readonly init: {
      status?: number;
      headers?: Record<string, string>;
      json?: Json;
      raw?: string | Buffer;
      type?: string;
      /** A body written as it is made (an export): everything that can be refused is checked before. */
      stream?: (out: Writable) => Promise<void>;
    },
  ) {}
}
export const reply = <Json = unknown>(init: Reply<Json>['init']) => new Reply(init);

/** A call the SPA makes must answer what domain/api/contract.ts says it answers, in a Reply too. */
export type AnswerOf<P extends string> = P extends ApiPath ? ApiAnswer<P> | Reply<ApiAnswer<P>> : unknown;

interface EndpointSpec<P extends string, A extends Access, S extends z.ZodType> {
  method?: 'get' | 'post';
  path: P;
  access: A;
  /** The body's schema; a POST without one refuses any payload, a GET reads none. */
  schema?: S;
  /** The answer's status when the handler returns a plain body. */
  status?: number;
  /** A multipart body: the file goes to `call.file`, the text fields through `schema`; no file or an empty one is a 400 `missingCode`. */
  upload?: { maxFileBytes: number; tooLargeCode: MessageKey; missingCode: MessageKey };
  /** The body is not parsed: its bytes (at most this many) go to `call.rawBody`, for a signature over them. */
  rawBody?: { maxBytes: number };
  /** Limits counted before the body's check, for calls whose refusal must not reveal what the body names. */
  limitsBeforeCheck?: (body: unknown, call: Call<A>) => RateCheck[];
  handler: (input: z.output<S>, call: Call<A>) => Promise<AnswerOf<P>>;
}

export interface Endpoint {
  method: 'get' | 'post';
  path: string;
  run: (req: Request, res: Response) => Promise<void>;
}

/** A failure once the first bytes are out cannot become an error answer: the download is cut, never passed off as complete. */
async function sendStream(res: Response, stream: (out: Writable) => Promise<void>): Promise<void> {
  try {
    await stream(res);
    res.end();
  } catch (error) {
    logger.error('A streamed answer failed part-way', { path: res.req.path, error: error instanceof Error ? error.stack : String(error) });
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

async function send(res: Response, result: unknown, status: number): Promise<void> {
  if (!(result instanceof Reply)) {
    res.status(status).json(result ?? { ok: true });
    return;
  }
  const { status: replyStatus = status, headers, json, raw, type, stream } = result.init;
  res.status(replyStatus);
  if (headers) res.set(headers);
  if (type) res.type(type);
  if (stream) await sendStream(res, stream);
  else if (raw !== undefined) res.send(raw);
  else if (json !== undefined) res.json(json);
  else res.end();
}

export function endpoint<P extends string, A extends Access, S extends z.ZodType = typeof EmptyBodySchema>(spec: EndpointSpec<P, A, S>): Endpoint {
  const method = spec.method ?? 'post';
  return {
    method,
    path: spec.path,
    run: async (req, res) => {
      const caller = (await callerFor(spec.access, req.get('authorization'))) as CallerOf<A>;
      const call: Call<A> = {
        caller,
        language: requestLanguage(req),
        clientAddress: () => clientAddress(req),
        header: (name) => req.get(name),
        path: req.path,
        file: null,
        rawBody: Buffer.alloc(0),
      };
      let body: unknown = req.body;
      if (spec.rawBody) {
        call.rawBody = await readRawBody(req, spec.rawBody.maxBytes);
        body = undefined;
      }
      if (spec.upload) {
        const { file, fields } = await readMultipart(req, spec.upload);
        call.file = file;
        body = fields;
      }
      if (spec.limitsBeforeCheck) await enforceRateLimits(spec.limitsBeforeCheck(body, call));
      const schema = spec.rawBody ? null : (spec.schema ?? (method === 'post' ? EmptyBodySchema : null));
      const input = (schema ? parseBody(schema, body) : undefined) as z.output<S>;
      if (spec.upload && !call.file?.bytes.length) throw new ApiError(400, spec.upload.missingCode);
      await send(res, await withCaller(caller, () => spec.handler(input, call)), spec.status ?? 200);
    },
  };
}

/** The Express router of a list of endpoints. */
export function routerOf(endpoints: readonly Endpoint[]): Router {
  const router = Router();
  for (const { method, path, run } of endpoints) router[method](path, asyncRoute(run));
  return router;
}
