import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ConfirmQuestion } from '../confirm-question';

const answers = () => ({ onConfirm: vi.fn(), onCancel: vi.fn() });

describe('ConfirmQuestion', () => {
  it('inline: an alert dialog named by its question, focus on "no", Escape says no', async () => {
    const { onConfirm, onCancel } = answers();
    const { user } = renderWithProviders(<ConfirmQuestion question="Remove it?" yes="Yes" no="No" onConfirm={onConfirm} onCancel={onCancel} />, { language: 'en' });
    expect(screen.getByRole('alertdialog', { name: 'Remove it?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('with a title: a modal dialog named by it and described by the question, focus on "no", Escape says no once', async () => {
    const { onConfirm, onCancel } = answers();
    const { user } = renderWithProviders(
      <ConfirmQuestion title="Remove «Merino»" question="Remove the good «Merino»?" yes="Yes, remove" no="Cancel" danger onConfirm={onConfirm} onCancel={onCancel} />,
      { language: 'en' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove «Merino»' });
    expect(dialog).toHaveAccessibleDescription('Remove the good «Merino»?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows why the last "yes" failed, and "yes" waits while it is carried out', () => {
    renderWithProviders(<ConfirmQuestion title="Remove" question="Sure?" yes="Yes" no="No" error="The server is down." pending {...answers()} />, { language: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('The server is down.');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
  });
});
