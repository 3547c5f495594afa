// The phone field of every form (callback, sign-up, checkout): one mask as the number is typed, the
// rule of domain/phone.ts, so each form shows and sends a number the same way.
import { maskPhoneInput, PHONE_PLACEHOLDER } from '@domain/phone';
import { TextField } from './text-field';
import type { ComponentProps } from 'react';

type PhoneFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'placeholder' | 'onChange' | 'onValue'> & {
  onValue: (masked: string) => void;
};

export function PhoneField({ onValue, ...props }: PhoneFieldProps) {
  return (
    <TextField {...props} type="tel" inputMode="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} onValue={(typed) => onValue(maskPhoneInput(typed))} />
  );
}
