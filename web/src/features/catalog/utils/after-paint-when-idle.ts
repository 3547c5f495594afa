/**
 * Calls `callback` once the browser has painted the next frame and then has time to spare: a
 * requestAnimationFrame callback runs just before a frame is painted, a task queued from it runs
 * after, and an idle callback once the frame's other work is done. A page hidden in a background
 * tab paints nothing and so calls nothing until it is shown.
 */
export function afterPaintWhenIdle(callback: () => void): void {
  requestAnimationFrame(() =>
    window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 500 });
      else callback();
    }, 0),
  );
}
