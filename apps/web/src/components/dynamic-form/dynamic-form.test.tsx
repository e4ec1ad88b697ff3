import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { TemplateItem } from '@storefront/contract/access';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DynamicForm } from './dynamic-form.tsx';
import type { FieldStates, FormValues } from './types.ts';

const items: TemplateItem[] = [
  { type: 'subheading', id: 'head', label: 'About you', description: 'Tell us who you are.' },
  { type: 'start-row', border: true },
  {
    type: 'text',
    id: 'name',
    label: 'Name',
    required: true,
    colSpan: 6,
    description: 'Your full name',
    showRefDataSearch: true,
  },
  { type: 'email', id: 'mail', label: 'Email', colSpan: 6 },
  { type: 'end-row' },
  { type: 'start-row' },
  { type: 'start-col', colSpan: 6 },
  {
    type: 'select',
    id: 'size',
    label: 'Size',
    options: [
      { label: 'Small', value: 's' },
      { label: 'Large', value: 'l' },
    ],
  },
  { type: 'end-col' },
  { type: 'start-col', colSpan: 6 },
  {
    type: 'multiselect',
    id: 'clouds',
    label: 'Clouds',
    options: [
      { label: 'AWS', value: 'aws' },
      { label: 'Azure', value: 'azure' },
    ],
  },
  { type: 'end-col' },
  { type: 'end-row' },
  { type: 'checkbox', id: 'agree', label: 'I agree' },
  { type: 'text', id: 'secret', label: 'Secret', hidden: true },
  { type: 'text', id: 'fixed', label: 'Fixed', readOnly: true, value: 'kept' },
  { type: 'text', id: 'off', label: 'Off', disabled: true },
];

function Harness({ states, onSearch }: { states?: FieldStates; onSearch?: (id: string) => void }) {
  const [values, setValues] = useState<FormValues>({ fixed: 'kept', clouds: [] });
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <form aria-label="test form">
          <DynamicForm
            items={items}
            values={values}
            states={states}
            onChange={(id, v) => setValues((old) => ({ ...old, [id]: v }))}
            onRefDataSearch={onSearch}
          />
        </form>
        <output data-testid="values">{JSON.stringify(values)}</output>
      </MantineProvider>
    </I18nProvider>
  );
}
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');

describe('DynamicForm', () => {
  it('renders every field type with its label tied to the control, and leaves hidden fields out', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    expect(screen.getByText('Tell us who you are.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Your full name')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeTruthy();
    const clouds = screen.getByRole('group', { name: 'Clouds' });
    expect(within(clouds).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Secret' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Fixed' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Off' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('reports typed, chosen and checked values by field id, by keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.keyboard('Ada');
    await user.tab();
    await user.keyboard('ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'l');
    await user.click(screen.getByRole('checkbox', { name: 'Azure' }));
    screen.getByRole('checkbox', { name: 'I agree' }).focus();
    await user.keyboard(' ');
    expect(values()).toEqual({
      fixed: 'kept',
      name: 'Ada',
      mail: 'ada@example.com',
      size: 'l',
      clouds: ['azure'],
      agree: true,
    });
  }, 20_000);

  it('applies states over template flags: hidden, required, disabled and error texts', () => {
    render(
      <Harness
        states={{
          secret: { hidden: false, required: true, disabled: false, error: 'This is a required field.' },
          mail: { hidden: false, required: false, disabled: true },
          name: { hidden: true, required: false, disabled: false },
        }}
      />,
    );
    const secret = screen.getByRole('textbox', { name: /Secret/ });
    expect(secret.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is a required field.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
  });

  it('offers a Search button on showRefDataSearch fields that names its field', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search for Name' }));
    expect(onSearch).toHaveBeenCalledWith('name');
  });

  it('names a required multiselect group as required instead of giving the group aria-required', () => {
    render(<Harness states={{ clouds: { hidden: false, required: true, disabled: false } }} />);
    const clouds = screen.getByRole('group', { name: /^Clouds\b.*\(required\)$/ });
    expect(clouds.hasAttribute('aria-required')).toBe(false);
    expect(clouds.querySelector('[aria-required]')).toBeNull();
  });
});
