// autocannon ships no types; only what the bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Result {
    requests: { total: number; sent?: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Record<string, unknown>[];
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): EventEmitter;
  export default autocannon;
}
