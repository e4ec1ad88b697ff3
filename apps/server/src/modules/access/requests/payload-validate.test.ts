import type { AccessTemplate } from '@storefront/contract/access';
import { describe, expect, it } from 'vitest';
import { checkAccessPayload, describeFieldErrors, TEXTS } from './payload-validate.ts';

const template: AccessTemplate = {
  items: [
    { type: 'subheading', id: 'head', label: 'App' },
    { type: 'text', id: 'atlasDesignId', label: 'Existing design' },
    { type: 'text', id: 'designName', label: 'Design name', hidden: true },
    { type: 'text', id: 'appComponent', label: 'Application', required: true },
    {
      type: 'select',
      id: 'market',
      label: 'Market',
      required: true,
      options: [{ label: 'EMEA', value: 'EMEA' }],
    },
    {
      type: 'multiselect',
      id: 'cloudloc',
      label: 'Clouds',
      options: [
        { label: 'AWS', value: 'aws' },
        { label: 'Azure', value: 'azure' },
      ],
    },
    { type: 'checkbox', id: 'newClientId', label: 'New client' },
    { type: 'email', id: 'consumerAtlasTechLeadEmail', label: 'Lead email' },
    { type: 'text', id: 'grantType', label: 'Grant', disableIfNoOauth: true },
  ],
  metadata: { refDataMatching: [] },
};
const item = (id: string, value: string | null) => ({ id, label: 'client label', value });

describe('checkAccessPayload', () => {
  it('keeps the visible, enabled fields as text with the template labels', () => {
    const r = checkAccessPayload(
      template,
      'Please',
      [
        item('appComponent', ' Shop '),
        item('market', 'EMEA'),
        item('cloudloc', 'aws,azure'),
        item('newClientId', 'false'),
        item('designName', 'ignored: hidden'),
        item('grantType', 'ignored: disabled'),
      ],
      false,
    );
    expect(r.errors).toEqual([]);
    expect(r.items).toEqual([
      { id: 'atlasDesignId', label: 'Existing design', value: '' },
      { id: 'appComponent', label: 'Application', value: 'Shop' },
      { id: 'market', label: 'Market', value: 'EMEA' },
      { id: 'cloudloc', label: 'Clouds', value: 'aws,azure' },
      { id: 'newClientId', label: 'New client', value: 'false' },
      { id: 'consumerAtlasTechLeadEmail', label: 'Lead email', value: '' },
    ]);
    expect(r.duplicateCheckName).toBe('Shop');
  });

  it('names each bad field with the spec texts (cloudloc is a design field, so required here)', () => {
    const r = checkAccessPayload(
      template,
      '   ',
      [
        item('appComponent', ''),
        item('market', 'Mars'),
        item('cloudloc', 'aws,moon'),
        item('newClientId', 'maybe'),
        item('consumerAtlasTechLeadEmail', 'not-an-email'),
        item('ghost', 'x'),
      ],
      true,
    );
    expect(r.errors).toEqual([
      { field: 'message', text: TEXTS.messageRequired },
      { field: 'ghost', text: 'is not a field of the template' },
      { field: 'appComponent', text: 'This is a required field.' },
      { field: 'market', text: '"Mars" is not one of the options' },
      { field: 'cloudloc', text: '"moon" is not one of the options' },
      { field: 'newClientId', text: 'must be true or false' },
      { field: 'consumerAtlasTechLeadEmail', text: 'Must be a valid email address.' },
    ]);
    expect(describeFieldErrors(r.errors.slice(2, 3))).toBe(
      'Invalid access request: appComponent: This is a required field.',
    );
  });

  it('limits the message to 512 characters and field text likewise', () => {
    const long = checkAccessPayload(template, 'x'.repeat(513), [item('appComponent', 'y'.repeat(513))], true);
    expect(long.errors).toContainEqual({
      field: 'message',
      text: 'Message must be less than 512 characters in length.',
    });
    expect(long.errors).toContainEqual({ field: 'appComponent', text: 'must be at most 512 characters' });
    const max = checkAccessPayload(
      template,
      'x'.repeat(512),
      [item('appComponent', 'a'), item('market', 'EMEA'), item('cloudloc', 'aws')],
      true,
    );
    expect(max.errors).toEqual([]);
  });

  it('refuses a field given twice', () => {
    const r = checkAccessPayload(
      template,
      'm',
      [item('market', 'EMEA'), item('market', 'EMEA'), item('appComponent', 'a'), item('cloudloc', 'aws')],
      true,
    );
    expect(r.errors).toEqual([{ field: 'market', text: 'is given more than once' }]);
  });

  it('asks for no duplicate check when a design is chosen', () => {
    const r = checkAccessPayload(
      template,
      'm',
      [item('atlasDesignId', 'DSN-1'), item('appComponent', 'Shop')],
      true,
    );
    expect(r.duplicateCheckName).toBeNull();
  });
});
