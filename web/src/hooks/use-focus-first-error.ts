import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused submit, moves the focus to the form's first field in error (and so scrolls it
 * into view): the errors may be far above the submit button, out of sight on a phone.
 * Call `refused()` from the submit handler; the focus moves once the errors have rendered.
 */
export function useFocusFirstError(): { formRef: RefObject<HTMLFormElement | null>; refused: () => void } {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return { formRef, refused: () => setRefusals((count) => count + 1) };
}
