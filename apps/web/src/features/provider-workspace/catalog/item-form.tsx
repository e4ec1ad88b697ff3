import { useLingui } from '@lingui/react';
import { Alert, Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ProviderDimension, ProviderItem, ProviderTaxonomy } from '@storefront/contract/provider';
import type { InteractiveDocsOverrideState } from '@storefront/contract/provider-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { patchProviderItem, providerItemQueryOptions } from './api/items.ts';
import { putTryOverride, tryOverrideQueryOptions } from './api/references.ts';
import {
  errorText,
  type ItemForm as Form,
  type FormErrors,
  formToOverride,
  formToPatch,
  itemToForm,
  NAME_MAX,
  STATE_COLOURS,
  STATE_MAX,
  STOREFRONT_MAX,
  type TryMode,
  validateItemForm,
} from './catalog-rules.ts';
import { DescriptionField } from './description-field.tsx';

const TRY_MODES: { value: TryMode; label: string }[] = [
  { value: 'configured', label: 'ws-catalog.form.tryConfigured' },
  { value: 'allowed', label: 'ws-catalog.form.tryAllowed' },
  { value: 'refused', label: 'ws-catalog.form.tryRefused' },
];

interface Props {
  item: ProviderItem;
  override: InteractiveDocsOverrideState;
  taxonomies: ProviderTaxonomy[];
  plans: ProviderDimension;
}

/** The item's own fields; Save sends only what changed (PATCH) and the Try modes (PUT) if changed. */
export function ItemForm(props: Props) {
  const { _ } = useLingui();
  const tryModes = TRY_MODES.map((m) => ({ value: m.value, label: _(m.label) }));
  const queryClient = useQueryClient();
  const [base, setBase] = useState(() => itemToForm(props.item, props.override));
  const [item, setItem] = useState(props.item);
  const [form, setForm] = useState(base);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const classificationData = useMemo(
    () =>
      props.taxonomies.map((t) => ({
        group: t.name,
        items: t.classifications.map((c) => ({ value: c.id, label: c.label })),
      })),
    [props.taxonomies],
  );
  const planData = props.plans.values.map((v) => ({ value: v.code, label: v.name }));

  const save = useMutation({
    mutationFn: async () => {
      const patch = formToPatch(form, item);
      const override = formToOverride(form, base);
      const saved = Object.keys(patch).length > 0 ? await patchProviderItem(item.id, patch) : item;
      if (override) await putTryOverride(item.id, override);
      return saved;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(providerItemQueryOptions(item.id).queryKey, saved);
      setItem(saved);
      setBase(form);
      await queryClient.invalidateQueries({ queryKey: tryOverrideQueryOptions(item.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: ['provider', 'catalog', 'list'] });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateItemForm(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <form onSubmit={submit} aria-label={_('ws-catalog.form.label')} noValidate>
      <Stack gap="sm">
        <TextInput
          label={_('ws-catalog.form.name')}
          required
          maxLength={NAME_MAX}
          value={form.name}
          error={errors.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <DescriptionField
          value={form.description}
          error={errors.description}
          onChange={(v) => set('description', v)}
        />
        <Group grow align="flex-start">
          <TextInput
            label={_('ws-catalog.form.state')}
            description={_('ws-catalog.form.stateHelp')}
            maxLength={STATE_MAX}
            value={form.stateName}
            error={errors.stateName}
            onChange={(e) => set('stateName', e.currentTarget.value)}
          />
          <Select
            label={_('ws-catalog.form.stateColour')}
            data={[...new Set([...STATE_COLOURS, form.stateColour])]}
            value={form.stateColour}
            error={errors.stateColour}
            allowDeselect={false}
            onChange={(v) => v && set('stateColour', v)}
          />
        </Group>
        <MultiSelect
          label={_('ws-catalog.form.classifications')}
          data={classificationData}
          value={form.classifications}
          searchable
          clearable
          onChange={(v) => set('classifications', v)}
        />
        <MultiSelect
          label={_('ws-catalog.form.pricingPlans')}
          data={planData}
          value={form.pricingPlans}
          clearable
          onChange={(v) => set('pricingPlans', v)}
        />
        <TextInput
          label={_('ws-catalog.form.storefront')}
          description={_('ws-catalog.form.storefrontHelp')}
          maxLength={STOREFRONT_MAX}
          value={form.storefront}
          error={errors.storefront}
          onChange={(e) => set('storefront', e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <Select
            label={_('ws-catalog.form.tryApiKey')}
            data={tryModes}
            value={form.tryApiKey}
            allowDeselect={false}
            onChange={(v) => v && set('tryApiKey', v as TryMode)}
          />
          <Select
            label={_('ws-catalog.form.tryMock')}
            data={tryModes}
            value={form.tryMock}
            allowDeselect={false}
            onChange={(v) => v && set('tryMock', v as TryMode)}
          />
        </Group>
        {save.isError ? (
          <Alert color="red" role="alert" title={_('ws-catalog.form.notSaved')}>
            {errorText(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {save.isSuccess && !save.isPending ? (
            <Text size="sm" role="status">
              {_('ws-catalog.form.saved')}
            </Text>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {_('ws-catalog.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
