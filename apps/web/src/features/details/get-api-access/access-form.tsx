import { useLingui } from '@lingui/react';
import { Alert, Button, Stack, Textarea } from '@mantine/core';
import type { AccessTemplate, FieldValue, RefdataApp } from '@storefront/contract/access';
import { applyAccessFormLogic, hasValue } from '@storefront/contract/access-form-logic';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { DynamicForm } from '../../../components/dynamic-form/dynamic-form.tsx';
import type { FieldStates, FormValues } from '../../../components/dynamic-form/types.ts';
import { failureWithLimit } from '../../../lib/api-error.ts';
import { searchDesignName } from './api/search-design-name.ts';
import { useSubmitAccessRequest } from './api/submit-access-request.ts';
import { fillFromRefData, initialValues, toTemplatedData } from './form-values.ts';
import { useItemsInLanguage } from './template-words.ts';
import { TEXTS, validateFields, validateMessage } from './validate.ts';

const RefdataSearchModal = lazy(() => import('./refdata-search-modal.tsx'));

interface AccessFormProps {
  itemId: string;
  template: AccessTemplate;
  hasOauthPolicies: boolean;
  onSent: () => void;
}

/** Message, the templated form and Submit: validation, duplicate check, then the asks POST. */
export function AccessForm({ itemId, template, hasOauthPolicies, onSent }: AccessFormProps) {
  const { _ } = useLingui();
  const [message, setMessage] = useState(TEXTS.defaultMessage);
  const [values, setValues] = useState<FormValues>(() => initialValues(template.items));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messageError, setMessageError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmitAccessRequest(itemId);
  // The labels in the active language where the provider gave them (issue 31 part 3).
  const shownItems = useItemsInLanguage(template.items);

  const logic = useMemo(
    () => applyAccessFormLogic(template.items, values, hasOauthPolicies),
    [template.items, values, hasOauthPolicies],
  );
  const states: FieldStates = useMemo(
    () => Object.fromEntries(Object.entries(logic).map(([id, s]) => [id, { ...s, error: errors[id] }])),
    [logic, errors],
  );

  // After a failed check, move focus to the first field that says what is wrong.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const change = (id: string, value: FieldValue) => {
    setValues((old) => ({ ...old, [id]: value }));
    setErrors(({ [id]: _, ...rest }) => rest);
  };
  const fill = (record: RefdataApp) => {
    setValues((old) => fillFromRefData(template, old, record));
    const filled = new Set(template.metadata.refDataMatching.map((m) => m.formFieldId));
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([id]) => !filled.has(id))));
    setSearching(false);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailed(null);
    const msg = validateMessage(message);
    const fieldErrors = validateFields(template.items, values, logic);
    setMessageError(msg);
    setErrors(fieldErrors);
    if (msg || Object.keys(fieldErrors).length > 0) return setFocusRequest((n) => n + 1);
    setSending(true);
    try {
      const component = values.appComponent;
      const isNewDesign = logic.appComponent && !logic.appComponent.hidden && !hasValue(values.atlasDesignId);
      if (isNewDesign && typeof component === 'string' && component.trim() !== '') {
        const found = await searchDesignName(component.trim());
        if (found.results.length > 0) {
          setErrors({ appComponent: TEXTS.duplicate });
          setFocusRequest((n) => n + 1);
          return;
        }
      }
      await submit.mutateAsync({
        itemId,
        message,
        templatedData: toTemplatedData(template.items, values, logic),
      });
      onSent();
    } catch (err) {
      setFailed(failureWithLimit(TEXTS.failed, err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={send} noValidate aria-label={_('access.form')}>
      <Stack gap="md">
        <Textarea
          id="access-message"
          label={_('access.message')}
          withAsterisk
          aria-required
          rows={3}
          value={message}
          error={messageError}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setMessageError(null);
          }}
        />
        <DynamicForm
          items={shownItems}
          values={values}
          states={states}
          onChange={change}
          onRefDataSearch={() => setSearching(true)}
          idPrefix="access-"
        />
        {failed ? (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={sending} loading={sending}>
            {_('access.submit')}
          </Button>
        </div>
      </Stack>
      {searching ? (
        <Suspense fallback={null}>
          <RefdataSearchModal onClose={() => setSearching(false)} onChoose={fill} />
        </Suspense>
      ) : null}
    </form>
  );
}
