/** The text of a form field by name ('' when the form has no such text field). */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * A whole number typed in a form's field, from `min` to `max`; throws a RangeError naming the
 * field (`label`) and its range when the field is empty or holds anything else.
 */
export function formInteger(
  form: HTMLFormElement,
  name: string,
  label: string,
  min: number,
  max: number,
): number {
  const text = formText(form, name).trim();
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value < min || value > max) {
    const got = text === '' ? 'the field is empty' : `got “${text}”`;
    throw new RangeError(`${label}: give a whole number from ${min} to ${max} (${got})`);
  }
  return value;
}
