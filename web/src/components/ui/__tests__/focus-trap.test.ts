import { afterEach, describe, expect, it, vi } from 'vitest';
import { trapTab } from '../focus-trap';

function panelWith(html: string): HTMLElement {
  const panel = document.createElement('div');
  panel.tabIndex = -1;
  panel.innerHTML = html;
  document.body.append(panel);
  return panel;
}

const tab = (shiftKey = false) => ({ shiftKey, preventDefault: vi.fn() });

afterEach(() => document.body.replaceChildren());

describe('trapTab', () => {
  it('wraps from the last control to the first and back, skipping disabled ones', () => {
    const panel = panelWith('<input id="a"><button id="b">b</button><textarea disabled></textarea>');
    const [first, last] = [panel.querySelector<HTMLElement>('#a')!, panel.querySelector<HTMLElement>('#b')!];
    last.focus();
    const forward = tab();
    trapTab(forward, panel);
    expect(first).toHaveFocus();
    expect(forward.preventDefault).toHaveBeenCalled();
    const back = tab(true);
    trapTab(back, panel);
    expect(last).toHaveFocus();
  });

  it('leaves Tab to the browser between inner controls', () => {
    const panel = panelWith('<input id="a"><input id="b"><button id="c">c</button>');
    panel.querySelector<HTMLElement>('#b')!.focus();
    const event = tab();
    trapTab(event, panel);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('sends Shift+Tab from the panel itself to the last control, not behind the backdrop', () => {
    const panel = panelWith('<input id="a"><button id="b">b</button>');
    panel.focus();
    trapTab(tab(true), panel);
    expect(panel.querySelector('#b')).toHaveFocus();
  });
});
