import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useAdminMutation } from '../use-admin-mutation';

/** A store read over a slow link: each read sees the store as it was when the read began. */
function slowStore(first: string[]) {
  let stored = first;
  let releaseFirst = () => {};
  let reads = 0;
  const read = () => {
    const seen = stored.join(',');
    reads += 1;
    return reads === 1 ? new Promise<string>((resolve) => (releaseFirst = () => resolve(seen))) : Promise.resolve(seen);
  };
  const add = async (name: string) => {
    stored = [...stored, name];
  };
  return { read, add, releaseFirst: () => releaseFirst() };
}

function LinesAndSave({ store }: { store: ReturnType<typeof slowStore> }) {
  const lines = useQuery({ queryKey: ['yarnLines', 'admin'], queryFn: store.read });
  const save = useAdminMutation(store.add, ['yarnLines']);
  return (
    <>
      <p>{lines.data ?? 'reading'}</p>
      <p>{save.isSuccess ? 'saved' : ''}</p>
      <button type="button" onClick={() => save.mutate('new-line')}>
        save
      </button>
    </>
  );
}

describe('useAdminMutation', () => {
  it('shows a change made while the list’s first read was still under way (the new line in the good form)', async () => {
    const store = slowStore(['old-line']);
    const { user } = renderWithProviders(<LinesAndSave store={store} />);
    expect(screen.getByText('reading')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'save' }));
    // The first read, begun before the save, answers only now: without the new line.
    store.releaseFirst();
    expect(await screen.findByText('saved')).toBeInTheDocument();
    expect(screen.getByText('old-line,new-line')).toBeInTheDocument();
  });
});
