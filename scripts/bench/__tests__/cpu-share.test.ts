import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cpuSpent, describeCpu, type CpuMark } from '../cpu-share.ts';

const mark = (fields: Partial<CpuMark>): CpuMark => ({ machineBusyMs: 0, machineIdleMs: 0, clientsMs: 0, instanceMs: 0, ...fields });

describe('CPU per order', () => {
  it('splits the machine’s busy time between the instance, the clients and the rest', () => {
    const spent = cpuSpent(mark({}), mark({ machineBusyMs: 1500, machineIdleMs: 500, clientsMs: 50, instanceMs: 600 }), 100);
    expect(spent.perOrderMs).toEqual({ instance: 6, clients: 0.5, rest: 8.5 });
    expect(spent.busy).toBe(0.75);
    expect(spent.ceilingPerSecond).toBeCloseTo((cpus().length * 1000) / 15);
    expect(describeCpu(spent)).toContain('API instance 6.0 ms, load clients 0.5 ms, emulators and the rest of the machine 8.5 ms; cores 75 % busy');
  });

  it('never reports a negative rest when the counters disagree a little', () => {
    const spent = cpuSpent(mark({}), mark({ machineBusyMs: 100, instanceMs: 90, clientsMs: 20 }), 10);
    expect(spent.perOrderMs.rest).toBe(0);
  });
});
