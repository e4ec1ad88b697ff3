import { Notification } from '@mantine/core';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';

const CONTAINER_ID = 'floating-notices';
const AUTO_CLOSE_MS = 6000;

/** One fixed stack in the corner shared by every notice, so several notices do not overlap. */
function noticeContainer(): HTMLElement {
  const existing = document.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const el = document.createElement('div');
  el.id = CONTAINER_ID;
  Object.assign(el.style, {
    position: 'fixed',
    right: '16px',
    bottom: '16px',
    zIndex: '400',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    maxWidth: 'min(420px, calc(100vw - 32px))',
  });
  document.body.appendChild(el);
  return el;
}

interface FloatingNoticeProps {
  message: string;
  onClose: () => void;
  title?: string;
}

/**
 * A failure notice in the page corner (no notifications package: this keeps the bundle small).
 * role="alert" so screen readers announce it; it closes itself after a few seconds.
 */
export function FloatingNotice({ message, onClose, title }: FloatingNoticeProps) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return createPortal(
    <Notification
      role="alert"
      color="red"
      title={title}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close notification' }}
      withBorder
    >
      {message}
    </Notification>,
    noticeContainer(),
  );
}
