import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAs, portalFileWaits } from '../users/render';
import { clickSave } from '../support/saveButton';

portalFileWaits();

const root = path.resolve(import.meta.dirname, '../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : file.endsWith('.tsx') ? [file] : [];
  });

describe('a form says each mistake once', () => {
  it('lists the mistakes of a long form in a summary that links to each field, with no toast repeating them', async () => {
    const user = userEvent.setup();
    await openAs('superadmin@portico.test', '/administration/onboarding/company/create');
    await screen.findByRole('heading', { level: 1, name: 'Create company' }, { timeout: 30_000 });
    // react-admin keeps Save disabled on an untouched form: answer one field, leave the required name empty.
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Leeds');
    await clickSave(user, 'Save and continue');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeInTheDocument();
    const link = within(summary).getByRole('button', { name: 'Company name is required' });
    await user.click(link);
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveFocus();
    expect(screen.queryByText(/Some answers need correcting/)).not.toBeInTheDocument();
    // Corrected, the mistake leaves the summary.
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Harbour Trustees');
    expect(within(summary).queryByRole('button', { name: 'Company name is required' })).not.toBeInTheDocument();
  });

  it("every form of the portal turns react-admin's invalid-form toast off", () => {
    const files = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'resources'))].map((file) => ({
      file: path.relative(root, file),
      text: readFileSync(file, 'utf8'),
    }));
    // Each form element opened in a file (not TabbedForm.Tab) is matched by one opt-out in that file.
    const count = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length;
    const forms = files.map(({ file, text }) => ({
      file,
      forms: count(text, /<(SimpleForm|TabbedForm|Form)[\s<>]/g),
      optedOut: count(text, /\bdisableInvalidFormNotification\b/g),
    }));
    // The scan finds forms (the generated screens' two are in GeneratedForms.tsx; blocks and custom screens have more).
    expect(forms.reduce((n, f) => n + f.forms, 0)).toBeGreaterThan(4);
    expect(forms.filter((f) => f.forms !== f.optedOut).map((f) => f.file)).toEqual([]);
  });
});
