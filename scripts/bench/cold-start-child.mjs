// One cold start of a built function, in a fresh Node process (started by cold-start.ts):
// load the HTTP framework that Cloud Functions' runtime wraps every function in (express), import
// the function's built module (functions/lib, what `firebase deploy` uploads), serve its exported
// handler and ask it one request. Prints one JSON line of times measured from the process's start
// (performance.now() counts from it). Plain JavaScript run by `node`, so no TypeScript loader
// costs time the deployed code never pays.
// Usage: node cold-start-child.mjs <module file> <function name> <path>
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [moduleFile, functionName, path] = process.argv.slice(2);

const harnessStart = performance.now();
const { default: express } = await import('express');
const moduleStart = performance.now();
const loaded = await import(pathToFileURL(moduleFile).href);
const moduleLoaded = performance.now();
// A CommonJS bundle's exports arrive as the default export of import().
const handler = loaded[functionName] ?? loaded.default?.[functionName];
if (typeof handler !== 'function') throw new Error(`${moduleFile} exports no function ${functionName}`);

const app = express();
app.all('*', (req, res) => handler(req, res));
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));

const answer = await new Promise((resolve, reject) => {
  const req = request({ host: '127.0.0.1', port: server.address().port, path, headers: { 'accept-encoding': 'identity' } }, (res) => {
    let bytes = 0;
    res.on('data', (chunk) => (bytes += chunk.length));
    res.on('end', () => resolve({ status: res.statusCode, bytes }));
  });
  req.once('error', reject);
  req.end();
});
const answered = performance.now();
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    startMs: harnessStart,
    harnessMs: moduleStart - harnessStart,
    moduleMs: moduleLoaded - moduleStart,
    firstAnswerMs: answered,
    cpuMs: (cpu.user + cpu.system) / 1000,
    ...answer,
  }),
);
// The SDKs keep sockets and timers open; the measurement is done.
process.exit(0);
