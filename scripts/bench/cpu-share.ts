// CPU time spent during a load, split by who spent it: the API instance, the bench's own load
// clients, and everything else on the machine (the emulators, and whatever else runs there). It
// tells a limit of the machine from a limit of the code: a load that keeps every core busy
// cannot go faster however little the requests wait for each other.
import { cpus } from 'node:os';

export interface CpuMark {
  machineBusyMs: number;
  machineIdleMs: number;
  clientsMs: number;
  instanceMs: number;
}

export interface CpuSpent {
  perOrderMs: { instance: number; clients: number; rest: number };
  /** Share of all cores busy during the run, 0..1. */
  busy: number;
  /** Orders a second the machine could place at this CPU cost per order, every core busy. */
  ceilingPerSecond: number;
}

export function cpuMark(instanceMs: number): CpuMark {
  const machine = cpus().reduce(
    (sum, cpu) => ({ busy: sum.busy + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq, idle: sum.idle + cpu.times.idle }),
    { busy: 0, idle: 0 },
  );
  const own = process.cpuUsage();
  return { machineBusyMs: machine.busy, machineIdleMs: machine.idle, clientsMs: (own.user + own.system) / 1000, instanceMs };
}

export function cpuSpent(from: CpuMark, to: CpuMark, orders: number): CpuSpent {
  const busyMs = to.machineBusyMs - from.machineBusyMs;
  const idleMs = to.machineIdleMs - from.machineIdleMs;
  const instance = (to.instanceMs - from.instanceMs) / orders;
  const clients = (to.clientsMs - from.clientsMs) / orders;
  const perOrder = busyMs / orders;
  return {
    perOrderMs: { instance, clients, rest: Math.max(0, perOrder - instance - clients) },
    busy: busyMs / (busyMs + idleMs),
    ceilingPerSecond: (cpus().length * 1000) / perOrder,
  };
}

export function describeCpu(spent: CpuSpent): string {
  const { instance, clients, rest } = spent.perOrderMs;
  return (
    `CPU per order: API instance ${instance.toFixed(1)} ms, load clients ${clients.toFixed(1)} ms, emulators and the rest of the machine ${rest.toFixed(1)} ms; ` +
    `cores ${(spent.busy * 100).toFixed(0)} % busy, so at most ${spent.ceilingPerSecond.toFixed(0)} orders/s at this cost on ${cpus().length} cores`
  );
}
