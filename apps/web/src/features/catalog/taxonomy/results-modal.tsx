import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/** Narrow screens: the selection's results in a dialog (its own chunk: wide screens never load it). */
export default function ResultsModal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {children}
    </Modal>
  );
}
