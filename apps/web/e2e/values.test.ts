import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { refusalText, useApp } from './harness.js';

describe('Values', () => {
  const app = useApp();

  it('says what is wrong with an octal code, and where, instead of blaming the app', async () => {
    const { page, errors } = await app.open('#/values?octal=0.xyz');
    const text = await refusalText(page);
    assert.equal(
      text,
      'Column 3 of the code: expected a digit from 0 to 7, found "x" (codes look like 0.77 or 4.07).',
    );
    assert.doesNotMatch(text, /bug|inside the app/);
    // A good code typed in the form replaces the message with the values.
    await page.getByLabel('Code').fill('0.77');
    await page.getByRole('button', { name: 'Compute' }).click();
    await page.getByTestId('octal-values').waitFor();
    assert.equal(await page.getByTestId('octal-problem').count(), 0);
    assert.deepEqual(errors, []);
  });
});
