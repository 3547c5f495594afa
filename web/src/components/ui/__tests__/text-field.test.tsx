import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from '../select-field';
import { TextAreaField, TextField } from '../text-field';

describe('TextField', () => {
  it('is named by its label and described by its hint; valid, it is not marked invalid', () => {
    render(<TextField label="Email" hint="We never share it." value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('with an error: marked invalid and described by the hint, then the error', () => {
    render(<TextField label="Email" hint="We never share it." error="No email was provided" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. No email was provided');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads an error out when asked to, and keeps the required mark out of the name', () => {
    render(<TextField label="Phone" required requiredMark error="Enter the phone" errorRole="alert" value="" onChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the phone');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives both the change event and the new value', async () => {
    const onChange = vi.fn();
    const onValue = vi.fn();
    render(<TextField label="Name" defaultValue="" onChange={onChange} onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'O');
    expect(onChange).toHaveBeenCalledOnce();
    expect(onValue).toHaveBeenCalledWith('O');
  });

  it('takes a look of its own for the shell, while className stays with the control', () => {
    render(<TextField label="Metres" hint="Up to 100 000." fieldClassName="calc-field" className="calc-input" value="" onValue={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Metres' });
    expect(input).toHaveClass('calc-input', { exact: true });
    expect(input.parentElement).toHaveClass('calc-field', { exact: true });
    expect(input).toHaveAccessibleDescription('Up to 100 000.');
  });

  it('a text area carries the same label and error', () => {
    render(<TextAreaField label="Comment" error="Too long" value="" onValue={() => {}} />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Too long');
  });
});

describe('SelectField', () => {
  it('is named by its label, described by its hint and error, and answers the chosen value', async () => {
    const onValue = vi.fn();
    render(
      <SelectField label="Sender" hint="From the carrier's list." error="Choose the sender" value="" onValue={onValue}>
        <option value="">Choose</option>
        <option value="ref-1">Shop</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Sender' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription("From the carrier's list. Choose the sender");
    await userEvent.selectOptions(select, 'ref-1');
    expect(onValue).toHaveBeenCalledWith('ref-1');
  });
});
