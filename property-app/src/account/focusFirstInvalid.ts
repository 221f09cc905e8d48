/**
 * After a refused attempt to send: focus moves to the first field in error, once React has marked it. On a slow
 * device the mark may come a few frames after the answer, so it looks again for up to `frames` frames.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, frames = 30): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (frames > 1) focusFirstInvalid(form, frames - 1);
  });
}
