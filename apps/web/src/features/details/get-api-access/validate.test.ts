import { applyAccessFormLogic } from '@storefront/contract/access-form-logic';
import { describe, expect, it } from 'vitest';
import { initialValues } from './form-values.ts';
import { testTemplate } from './test-template.ts';
import { TEXTS, validateFields, validateMessage } from './validate.ts';

describe('access form validation', () => {
  it('checks the message with the spec texts', () => {
    expect(validateMessage('  ')).toBe('You must add a message.');
    expect(validateMessage('x'.repeat(513))).toBe('Message must be less than 512 characters in length.');
    expect(validateMessage('x'.repeat(512))).toBeNull();
    expect(validateMessage(TEXTS.defaultMessage)).toBeNull();
    expect(TEXTS.defaultMessage).toBe('I would like to request provider approval to get API access.');
  });

  it('requires each visible required field and checks email addresses', () => {
    const values = {
      ...initialValues(testTemplate.items),
      newClientId: true,
      consumerAtlasTechLeadEmail: 'nope',
    };
    const states = applyAccessFormLogic(testTemplate.items, values, false);
    const errors = validateFields(testTemplate.items, values, states);
    expect(errors).toEqual({
      appComponent: TEXTS.required,
      desc: TEXTS.required,
      organization: TEXTS.required,
      market: TEXTS.required,
      consumerhostloc: TEXTS.required,
      cloudloc: TEXTS.required,
      clientIdEnvironment: TEXTS.required,
      consumerAtlasTechLeadEmail: 'Must be a valid email address.',
    });
    expect(TEXTS.required).toBe('This is a required field.');
  });

  it('skips hidden and disabled fields', () => {
    const values = { ...initialValues(testTemplate.items), atlasDesignId: 'DSN-1', newClientId: true };
    const states = applyAccessFormLogic(testTemplate.items, values, false);
    expect(validateFields(testTemplate.items, values, states)).toEqual({
      clientIdEnvironment: TEXTS.required,
      consumerAtlasTechLeadEmail: TEXTS.required,
    });
  });
});
