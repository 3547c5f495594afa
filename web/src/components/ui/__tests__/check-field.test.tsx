import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckField } from '../check-field';

describe('CheckField', () => {
  it('is named by its label and answers whether it is ticked', async () => {
    const onChange = vi.fn();
    render(<CheckField label="Only open" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only open' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('a label of several messages names the box as one, and a look of its own replaces the row', () => {
    render(
      <CheckField
        className="extra"
        label={
          <span>
            <strong>One more skein.</strong> <em>The spare is small.</em>
          </span>
        }
        checked
        onChange={() => {}}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'One more skein. The spare is small.' });
    expect(box).toBeChecked();
    expect(box.closest('label')).toHaveClass('extra', { exact: true });
  });
});
