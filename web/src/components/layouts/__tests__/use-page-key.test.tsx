import { screen } from '@testing-library/react';
import { Link, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { samePageState, usePageKey } from '../use-after-page-move';

const group = samePageState('yarnLine:x');

function Page() {
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="key">{usePageKey()}</output>
      <button type="button" onClick={() => void navigate('/a', { replace: true, state: group })}>
        join
      </button>
      <Link to="/b" state={group}>
        colour b
      </Link>
      <Link to="/c">elsewhere</Link>
    </>
  );
}

describe('usePageKey', () => {
  it('is the path, kept across the paths of one page group, and new on leaving it', async () => {
    const { user } = renderWithProviders(<Page />, { route: '/a' });
    const key = () => screen.getByLabelText('key').textContent;
    expect(key()).toBe('/a');
    await user.click(screen.getByRole('button', { name: 'join' }));
    expect(key()).toBe('/a');
    await user.click(screen.getByRole('link', { name: 'colour b' }));
    expect(key()).toBe('/a');
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(key()).toBe('/c');
  });
});
