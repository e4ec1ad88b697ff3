import { Button, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Design, RefdataApp } from '@storefront/contract/access';
import { useState } from 'react';
import { DESIGN_PAGE_SIZE, useSearchDesigns } from './api/search-designs.ts';
import { SearchPager } from './search-pager.tsx';

/** The modal's design step ("Select an Application"): the chosen application's designs, paged. */
export function DesignStep({
  app,
  onBack,
  onChoose,
}: {
  app: RefdataApp;
  onBack: () => void;
  onChoose: (design: Design | null) => void;
}) {
  const [page, setPage] = useState(1);
  const designs = useSearchDesigns(app.code, (page - 1) * DESIGN_PAGE_SIZE);
  const rows = designs.data?.results ?? [];
  return (
    <>
      <Text size="sm">
        Designs of <strong>{app.name}</strong> ({app.code}). Choose one to use an existing design, or continue
        without one to describe a new design.
      </Text>
      {designs.isPending ? <Loader size="sm" mt="md" aria-label="Searching designs" /> : null}
      {designs.isError ? (
        <Text c="red" mt="md" role="alert">
          The designs could not be loaded at this time, please try again.
        </Text>
      ) : null}
      {designs.data && rows.length === 0 ? (
        <Text c="dimmed" mt="md">
          No designs found for this application
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Table striped mt="md" aria-label="Designs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Design ID</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.id}</Table.Td>
                <Table.Td>{d.name}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Select design ${d.name}`}
                    onClick={() => onChoose(d)}
                  >
                    Select
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {designs.data ? (
        <SearchPager
          label="Design result pages"
          page={page}
          pageSize={DESIGN_PAGE_SIZE}
          total={designs.data.metadata.totalSize}
          onChange={setPage}
        />
      ) : null}
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => onChoose(null)}>Continue without a design</Button>
      </Group>
    </>
  );
}
