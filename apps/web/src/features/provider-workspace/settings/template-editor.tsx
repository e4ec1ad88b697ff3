import { useLingui } from '@lingui/react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AccessTemplate, FieldValue, TemplateItem } from '@storefront/contract/access';
import { applyAccessFormLogic } from '@storefront/contract/access-form-logic';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DynamicForm } from '../../../components/dynamic-form/dynamic-form.tsx';
import type { FormValues } from '../../../components/dynamic-form/types.ts';
import { describeError } from '../../../lib/api-error.ts';
import { accessTemplateOptions, putAccessTemplate } from '../api/settings.ts';
import { errorText } from '../error-text.ts';
import {
  addItem,
  addOption,
  changeType,
  checkItems,
  EDITABLE_TYPES,
  isChoice,
  isLayout,
  moveItem,
  removeItem,
  removeOption,
  templateToSave,
  updateItem,
  updateOption,
} from './template-rules.ts';
import { TranslationsField } from './translations-field.tsx';

function OptionsEditor({ item, onChange }: { item: TemplateItem; onChange: (next: TemplateItem) => void }) {
  const { _ } = useLingui();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {_('ws-settings.template.options')}
      </Text>
      {(item.options ?? []).map((o, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
        <Stack key={i} gap={4}>
          <Group gap="xs" align="end" wrap="nowrap">
            <TextInput
              size="xs"
              label={_('ws-settings.template.optionValue', { n: i + 1 })}
              value={o.value}
              onChange={(e) => onChange(updateOption(item, i, { value: e.currentTarget.value }))}
            />
            <TextInput
              size="xs"
              label={_('ws-settings.template.optionLabel', { n: i + 1 })}
              value={o.label}
              onChange={(e) => onChange(updateOption(item, i, { label: e.currentTarget.value }))}
            />
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange(removeOption(item, i))}>
              {_('ws-settings.template.removeOption', { n: i + 1 })}
            </Button>
          </Group>
          <TranslationsField
            size="xs"
            field={_('ws-settings.template.optionLabel', { n: i + 1 })}
            words={o.labelTranslations}
            maxLength={200}
            onChange={(words) => onChange(updateOption(item, i, { labelTranslations: words }))}
          />
        </Stack>
      ))}
      <Button
        size="xs"
        variant="default"
        onClick={() => onChange(addOption(item))}
        style={{ alignSelf: 'start' }}
      >
        {_('ws-settings.template.addOption')}
      </Button>
    </Stack>
  );
}

function ItemEditor({
  item,
  index,
  count,
  problems,
  onItems,
  items,
}: {
  item: TemplateItem;
  index: number;
  count: number;
  problems: string[] | undefined;
  items: TemplateItem[];
  onItems: (next: TemplateItem[]) => void;
}) {
  const { _ } = useLingui();
  const name = item.label?.trim() || item.type;
  const set = (patch: Partial<TemplateItem>) => onItems(updateItem(items, index, patch));
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      aria-label={_('ws-settings.template.item', { n: index + 1, name })}
      data-testid="template-item"
    >
      <Group justify="space-between" wrap="nowrap" mb={isLayout(item.type) ? 0 : 'xs'}>
        <Select
          size="xs"
          label={_('ws-settings.template.itemType', { n: index + 1 })}
          data={EDITABLE_TYPES.map((t) => ({ ...t }))}
          value={item.type}
          allowDeselect={false}
          onChange={(v) => v && onItems(changeType(items, index, v))}
        />
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={_('ws-settings.template.up', { name })}
            disabled={index === 0}
            onClick={() => onItems(moveItem(items, index, -1))}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={_('ws-settings.template.down', { name })}
            disabled={index === count - 1}
            onClick={() => onItems(moveItem(items, index, 1))}
          >
            ↓
          </ActionIcon>
          <Button size="xs" variant="subtle" color="red" onClick={() => onItems(removeItem(items, index))}>
            {_('ws-settings.template.remove', { name })}
          </Button>
        </Group>
      </Group>
      {isLayout(item.type) ? null : (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput
              size="xs"
              label={_('ws-settings.template.label')}
              value={item.label ?? ''}
              onChange={(e) => set({ label: e.currentTarget.value })}
            />
            <TextInput
              size="xs"
              label={_('ws-settings.template.fieldId')}
              value={item.id ?? ''}
              onChange={(e) => set({ id: e.currentTarget.value })}
            />
          </SimpleGrid>
          <TranslationsField
            size="xs"
            field={_('ws-settings.template.label')}
            words={item.labelTranslations}
            maxLength={200}
            onChange={(words) => set({ labelTranslations: words })}
          />
          {item.type === 'subheading' ? null : (
            <>
              <TextInput
                size="xs"
                label={_('ws-settings.template.help')}
                value={item.description ?? ''}
                onChange={(e) => set({ description: e.currentTarget.value || undefined })}
              />
              <Checkbox
                label={_('ws-settings.template.required')}
                checked={item.required === true}
                onChange={(e) => set({ required: e.currentTarget.checked || undefined })}
              />
            </>
          )}
          {isChoice(item.type) ? (
            <OptionsEditor
              item={item}
              onChange={(next) => onItems(items.map((it, i) => (i === index ? next : it)))}
            />
          ) : null}
        </Stack>
      )}
      {problems ? (
        <Text c="red" size="sm" mt={4} role="alert">
          {problems.join(' ')}
        </Text>
      ) : null}
    </Card>
  );
}

function Preview({ items }: { items: TemplateItem[] }) {
  const { _ } = useLingui();
  const [values, setValues] = useState<FormValues>({});
  const states = useMemo(() => applyAccessFormLogic(items, values, false), [items, values]);
  return (
    <section aria-label={_('ws-settings.template.preview')}>
      <Title order={3} size="h5" mb="xs">
        {_('ws-settings.template.previewHeading')}
      </Title>
      <Card withBorder padding="md">
        <DynamicForm
          items={items}
          values={values}
          states={states}
          idPrefix="preview-"
          onChange={(id: string, value: FieldValue) => setValues((old) => ({ ...old, [id]: value }))}
        />
      </Card>
    </section>
  );
}

function Editor({ template }: { template: AccessTemplate }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<TemplateItem[]>(template.items);
  const [addType, setAddType] = useState<string>('text');
  const problems = checkItems(items);
  const save = useMutation({
    mutationFn: () => putAccessTemplate(templateToSave(template, items)),
    onSuccess: (saved) => queryClient.setQueryData(accessTemplateOptions().queryKey, saved),
  });
  const hasProblems = Object.keys(problems).length > 0;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Stack gap="sm">
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={_('ws-settings.template.items')}
        >
          {items.map((item, index) => (
            <ItemEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: layout markers have no id; position is the identity
              key={`${index}-${item.type}`}
              item={item}
              index={index}
              count={items.length}
              problems={problems[index]}
              items={items}
              onItems={(next) => {
                setItems(next);
                save.reset();
              }}
            />
          ))}
        </Stack>
        <Group gap="xs" align="end">
          <Select
            size="xs"
            label={_('ws-settings.template.newType')}
            data={EDITABLE_TYPES.map((t) => ({ ...t }))}
            value={addType}
            allowDeselect={false}
            onChange={(v) => v && setAddType(v)}
          />
          <Button size="xs" variant="default" onClick={() => setItems(addItem(items, addType))}>
            {_('ws-settings.template.addItem')}
          </Button>
        </Group>
        {save.isError ? (
          <Alert color="red" role="alert" title={_('ws-settings.template.notSaved')}>
            {errorText(save.error)}
          </Alert>
        ) : null}
        {save.isSuccess ? (
          <Alert color="green" role="status">
            {_('ws-settings.template.saved')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={hasProblems}>
            {_('ws-settings.template.save')}
          </Button>
        </Group>
      </Stack>
      <Preview items={items} />
    </SimpleGrid>
  );
}

/** The access-request template as a structured editor with a live preview of the consumer form. */
export function TemplateEditor() {
  const { _ } = useLingui();
  const template = useQuery(accessTemplateOptions());
  if (template.isPending) return <Text size="sm">{_('ws-settings.template.loading')}</Text>;
  if (template.isError) return <Alert color="red">{describeError(template.error).title}</Alert>;
  return <Editor template={template.data} />;
}
