// Entry points only. Everything else lives beside this file, one module per resource.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { config } from './config';
import { createApp } from './http/app';

setGlobalOptions({ region: config.region, maxInstances: 10 });

export const api = onRequest({ memory: '512MiB' }, createApp());
