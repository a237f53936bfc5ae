const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea, select, button';

/**
 * After a failed check: moves the focus (and the view) to the first field that shows an error, once
 * React has drawn the messages, so that a screen reader reads that field with its message. Text
 * fields mark themselves with aria-invalid; groups (radios, the terms box) with data-invalid.
 */
export const focusFirstError = (root: ParentNode = document): void => {
  window.requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!field) return;
    const target = field.matches(FOCUSABLE) ? field : field.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
};
