import { useLingui } from '@lingui/react';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { FieldValue, TemplateItem } from '@storefront/contract/access';
import type { FieldState } from './types.ts';

export interface DynamicFieldProps {
  item: TemplateItem;
  state: FieldState;
  value: FieldValue | undefined;
  idPrefix: string;
  onChange: (id: string, value: FieldValue) => void;
  onRefDataSearch?: (fieldId: string) => void;
}

/**
 * One template field as a labelled control (label, description and error tied to it). The
 * template's labels are the provider's data, shown as written; only our own words (the empty
 * option, "required", Search) come from the common area's catalogue.
 */
export function DynamicField({ item, state, value, idPrefix, onChange, onRefDataSearch }: DynamicFieldProps) {
  const { _ } = useLingui();
  const id = `${idPrefix}${item.id}`;
  const label = item.label ?? item.id ?? '';
  const common = {
    id,
    label,
    description: item.description,
    error: state.error,
    withAsterisk: state.required,
    disabled: state.disabled,
  };
  const set = (v: FieldValue) => item.id && onChange(item.id, v);

  if (item.type === 'subheading')
    return (
      <Stack
        gap={2}
        pt="xs"
        style={item.border ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
      >
        <Title order={3} size="h4" id={id}>
          {label}
        </Title>
        {item.description ? (
          <Text size="sm" c="dimmed">
            {item.description}
          </Text>
        ) : null}
      </Stack>
    );

  if (item.type === 'checkbox')
    return (
      <Checkbox
        id={id}
        description={item.description}
        error={state.error}
        disabled={state.disabled}
        label={state.required ? `${label} *` : label}
        checked={value === true}
        aria-required={state.required || undefined}
        onChange={(e) => !item.readOnly && set(e.currentTarget.checked)}
        aria-readonly={item.readOnly || undefined}
      />
    );

  if (item.type === 'multiselect') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <Checkbox.Group
        {...common}
        // A group takes no aria-required (axe aria-allowed-attr); its name says so instead, as the
        // asterisk is hidden from assistive technology.
        label={
          <>
            {label}
            {state.required ? <VisuallyHidden>{_('common.form.required')}</VisuallyHidden> : null}
          </>
        }
        id={undefined}
        value={chosen}
        onChange={(next) => !item.readOnly && set(next)}
      >
        <Group mt={6} gap="md">
          {(item.options ?? []).map((o) => (
            <Checkbox
              key={o.value}
              value={o.value}
              label={o.label}
              id={`${id}-${o.value}`}
              disabled={state.disabled || item.readOnly}
            />
          ))}
        </Group>
      </Checkbox.Group>
    );
  }

  const control =
    item.type === 'select' ? (
      <NativeSelect
        {...common}
        disabled={state.disabled || item.readOnly}
        data={[{ value: '', label: _('common.form.chooseOption') }, ...(item.options ?? [])]}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => set(e.currentTarget.value)}
        aria-required={state.required || undefined}
      />
    ) : (
      <TextInput
        {...common}
        type={item.type === 'email' ? 'email' : 'text'}
        readOnly={item.readOnly}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => set(e.currentTarget.value)}
        aria-required={state.required || undefined}
      />
    );
  if (!item.showRefDataSearch || !onRefDataSearch || !item.id) return control;
  const fieldId = item.id;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <div style={{ flex: 1 }}>{control}</div>
      <Button
        variant="light"
        mt={item.description ? 44 : 24}
        disabled={state.disabled}
        aria-label={_('common.form.searchFor', { label })}
        onClick={() => onRefDataSearch(fieldId)}
      >
        {_('common.form.search')}
      </Button>
    </Group>
  );
}
