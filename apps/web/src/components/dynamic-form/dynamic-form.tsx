import { Grid, Paper, Stack } from '@mantine/core';
import type { FieldValue, TemplateItem } from '@storefront/contract/access';
import type { ReactNode } from 'react';
import { DynamicField } from './dynamic-field.tsx';
import { buildLayout, type Cell } from './layout.ts';
import type { FieldState, FieldStates, FormValues } from './types.ts';

export interface DynamicFormProps {
  items: TemplateItem[];
  values: FormValues;
  /** Per field id; fields without an entry follow their template flags. */
  states?: FieldStates;
  onChange: (id: string, value: FieldValue) => void;
  /** Fields with showRefDataSearch get a Search button calling this. */
  onRefDataSearch?: (fieldId: string) => void;
  /** Prefix of the controls' DOM ids (several forms on a page). */
  idPrefix?: string;
}

const stateOf = (item: TemplateItem, states: FieldStates | undefined): FieldState =>
  (item.id ? states?.[item.id] : undefined) ?? {
    hidden: item.hidden === true,
    required: item.required === true,
    disabled: item.disabled === true,
  };

const wrap = (border: boolean, content: ReactNode) =>
  border ? (
    <Paper withBorder p="sm">
      {content}
    </Paper>
  ) : (
    content
  );

/**
 * Renders a template (spec section 3: subheading, select, multiselect, checkbox, text, email and the
 * row/column layout markers) as a form body: hidden fields are left out, colSpan sizes columns on a
 * 12-column grid (full width on small screens), border frames rows, columns and subheadings.
 */
export function DynamicForm({
  items,
  values,
  states,
  onChange,
  onRefDataSearch,
  idPrefix = 'field-',
}: DynamicFormProps) {
  const field = (item: TemplateItem) => {
    const state = stateOf(item, states);
    if (state.hidden) return null;
    return (
      <DynamicField
        key={item.id}
        item={item}
        state={state}
        value={item.id ? values[item.id] : undefined}
        idPrefix={idPrefix}
        onChange={onChange}
        onRefDataSearch={onRefDataSearch}
      />
    );
  };
  const visible = (item: TemplateItem) => !stateOf(item, states).hidden;
  const cell = (c: Cell, count: number) => {
    const items = c.kind === 'col' ? c.items : [c.item];
    if (!items.some(visible)) return null;
    const span = (c.kind === 'col' ? c.colSpan : c.item.colSpan) ?? Math.max(1, Math.floor(12 / count));
    const content = c.kind === 'col' ? <Stack gap="sm">{items.map(field)}</Stack> : field(c.item);
    return (
      <Grid.Col key={c.kind === 'col' ? c.key : c.item.id} span={{ base: 12, sm: span }}>
        {wrap(c.kind === 'col' && c.border, content)}
      </Grid.Col>
    );
  };
  return (
    <Stack gap="md">
      {buildLayout(items).map((block) => {
        if (block.kind === 'field') {
          if (!visible(block.item)) return null;
          const span = block.item.colSpan;
          if (!span || span >= 12) return field(block.item);
          return (
            <Grid key={block.item.id}>
              <Grid.Col span={{ base: 12, sm: span }}>{field(block.item)}</Grid.Col>
            </Grid>
          );
        }
        const cells = block.cells.map((c) => cell(c, block.cells.length)).filter(Boolean);
        if (cells.length === 0) return null;
        return <div key={block.key}>{wrap(block.border, <Grid>{cells}</Grid>)}</div>;
      })}
    </Stack>
  );
}
