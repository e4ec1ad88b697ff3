import { i18n } from '@lingui/core';
import type { Announcement } from '@storefront/contract/my-store';
import type { AnnouncementBody } from '@storefront/contract/provider';

/** The server's limit on a provider update (contract CreateNoticeBody). */
export const UPDATE_MAX = 4000;

/** Why an update's text cannot be sent, or null (in the active language: ws-main area, issue 31). */
export function checkUpdateText(text: string): string | null {
  if (!text.trim()) return i18n._('ws-main.rules.writeUpdate');
  if ([...text].length > UPDATE_MAX) return i18n._('ws-main.rules.updateMax', { max: UPDATE_MAX });
  return null;
}

export interface AnnouncementDraft {
  title: string;
  details: string;
  /** datetime-local value ('' = now). */
  published: string;
  linkUrl: string;
  linkLabel: string;
  /** Links after the first, kept as they are (the form edits one link). */
  moreLinks?: Announcement['externalLinks'];
}

export const EMPTY_ANNOUNCEMENT: AnnouncementDraft = {
  title: '',
  details: '',
  published: '',
  linkUrl: '',
  linkLabel: '',
};

/** Problems of a draft announcement by field; empty when it can be sent. */
export function checkAnnouncement(d: AnnouncementDraft): Partial<Record<keyof AnnouncementDraft, string>> {
  const errors: Partial<Record<keyof AnnouncementDraft, string>> = {};
  if (!d.title.trim()) errors.title = i18n._('ws-main.rules.titleRequired');
  else if (d.title.trim().length > 300) errors.title = i18n._('ws-main.rules.titleMax');
  if (d.details.length > 20_000) errors.details = i18n._('ws-main.rules.detailsMax');
  if (d.published && Number.isNaN(new Date(d.published).getTime()))
    errors.published = i18n._('ws-main.rules.notDate');
  if (d.linkUrl.trim() && !/^https?:\/\/[^\s<>"]+$/.test(d.linkUrl.trim()))
    errors.linkUrl = i18n._('ws-main.rules.linkScheme');
  if (!d.linkUrl.trim() && d.linkLabel.trim()) errors.linkUrl = i18n._('ws-main.rules.linkMissing');
  return errors;
}

/** The request body of POST/PUT /api/provider/announcements. */
export function announcementBody(d: AnnouncementDraft) {
  const url = d.linkUrl.trim();
  const label = d.linkLabel.trim();
  return {
    title: d.title.trim(),
    details: d.details,
    ...(d.published ? { published: new Date(d.published).toISOString() } : {}),
    externalLinks: [...(url ? [label ? { url, label } : { url }] : []), ...(d.moreLinks ?? [])],
  } satisfies AnnouncementBody;
}

/** What the consumer's News entry will show for a draft (published now when no date is set). */
export function announcementPreview(d: AnnouncementDraft, now = new Date()): Announcement {
  const body = announcementBody(d);
  return {
    id: 'preview',
    title: body.title || i18n._('ws-main.ann.title'),
    details: body.details,
    published: body.published ?? now.toISOString(),
    externalLinks: body.externalLinks,
  };
}

/** An announcement as a draft (datetime-local in the browser's time zone). */
export function draftOf(
  a: Pick<Announcement, 'title' | 'details' | 'published' | 'externalLinks'>,
): AnnouncementDraft {
  const d = new Date(a.published);
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  return {
    title: a.title,
    details: a.details,
    published: local,
    linkUrl: a.externalLinks[0]?.url ?? '',
    linkLabel: a.externalLinks[0]?.label ?? '',
    moreLinks: a.externalLinks.slice(1),
  };
}
