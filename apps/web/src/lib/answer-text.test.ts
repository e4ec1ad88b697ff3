import type { AccessTemplate } from '@storefront/contract/access';
import { describe, expect, it } from 'vitest';
import { answerLabels, answerText } from './answer-text.ts';

const template = {
  items: [
    {
      type: 'select',
      id: 'subscription',
      label: 'Sub',
      options: [{ label: 'Yes, a subscription', value: 'true' }],
    },
    {
      type: 'multiselect',
      id: 'cloudloc',
      label: 'Clouds',
      options: [
        { label: 'Amazon Web Services', value: 'aws' },
        { label: 'Microsoft Azure', value: 'azure' },
      ],
    },
    { type: 'text', id: 'desc', label: 'Description' },
  ],
  metadata: { refDataMatching: [] },
} as unknown as AccessTemplate;

describe('answerText', () => {
  const labels = answerLabels(template);
  it('shows option labels, for one value and for a multiselect list', () => {
    expect(answerText('subscription', 'true', labels)).toBe('Yes, a subscription');
    expect(answerText('cloudloc', 'aws,azure', labels)).toBe('Amazon Web Services, Microsoft Azure');
  });
  it('shows Yes/No for booleans without options, a dash for nothing, text as is', () => {
    expect(answerText('newClientId', 'false', labels)).toBe('No');
    expect(answerText('other', 'true', labels)).toBe('Yes');
    expect(answerText('desc', '', labels)).toBe('—');
    expect(answerText('desc', null, labels)).toBe('—');
    expect(answerText('desc', 'Order lookups', labels)).toBe('Order lookups');
    expect(answerText('cloudloc', 'aws,gcp', labels)).toBe('aws,gcp');
  });
});
