import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaintWhenIdle } from '../after-paint-when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterPaintWhenIdle', () => {
  it('waits for an animation frame, then a task after it, then an idle period', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      expect(options?.timeout, 'a busy page still gets there').toBe(500);
      return idle.push(callback);
    });
    const callback = vi.fn();
    afterPaintWhenIdle(callback);
    vi.runAllTimers();
    expect(callback, 'nothing before the frame').not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(callback, 'nor in the frame itself, before its paint').not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback, 'after the paint, it waits for the browser to be idle').not.toHaveBeenCalled();
    idle.shift()!({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledOnce();
  });

  it('calls back after the frame where the browser has no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    afterPaintWhenIdle(callback);
    frames.shift()!(0);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });
});
