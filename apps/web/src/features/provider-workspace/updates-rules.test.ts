import { describe, expect, it } from 'vitest';
import {
  announcementBody,
  announcementPreview,
  checkAnnouncement,
  checkUpdateText,
  draftOf,
  EMPTY_ANNOUNCEMENT,
} from './updates-rules.ts';

describe('provider update text', () => {
  it('must not be blank nor longer than the server allows', () => {
    expect(checkUpdateText('  ')).toBe('Write the update first.');
    expect(checkUpdateText('x'.repeat(4001))).toBe('An update has at most 4000 characters.');
    expect(checkUpdateText('😀'.repeat(4000))).toBeNull();
  });
});

describe('announcement drafts', () => {
  it('name a missing title, a non-http link and a label without a link', () => {
    expect(checkAnnouncement(EMPTY_ANNOUNCEMENT)).toEqual({ title: 'A title is required.' });
    expect(
      checkAnnouncement({ ...EMPTY_ANNOUNCEMENT, title: 'T', linkUrl: 'javascript:alert(1)' }).linkUrl,
    ).toBe('A link must start with http:// or https://');
    expect(checkAnnouncement({ ...EMPTY_ANNOUNCEMENT, title: 'T', linkLabel: 'Docs' }).linkUrl).toBe(
      'Add the address the label links to.',
    );
    expect(checkAnnouncement({ ...EMPTY_ANNOUNCEMENT, title: 'T', linkUrl: 'https://example.com' })).toEqual(
      {},
    );
  });

  it('become the request body: trimmed, published only when set, links kept', () => {
    const body = announcementBody({
      ...EMPTY_ANNOUNCEMENT,
      title: ' New ',
      details: 'Text',
      linkUrl: 'https://x.example',
      linkLabel: ' Docs ',
      moreLinks: [{ url: 'https://y.example' }],
    });
    expect(body).toEqual({
      title: 'New',
      details: 'Text',
      externalLinks: [{ url: 'https://x.example', label: 'Docs' }, { url: 'https://y.example' }],
    });
    expect(
      announcementBody({ ...EMPTY_ANNOUNCEMENT, title: 'T', published: '2030-01-02T03:04' }).published,
    ).toBe(new Date('2030-01-02T03:04').toISOString());
  });

  it('preview as published now when no date is set, and round-trip an announcement', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(announcementPreview({ ...EMPTY_ANNOUNCEMENT, title: 'T' }, now)).toMatchObject({
      title: 'T',
      published: now.toISOString(),
      externalLinks: [],
    });
    const a = {
      title: 'T',
      details: 'D',
      published: '2026-03-04T05:06:00.000Z',
      externalLinks: [{ url: 'https://a.example', label: 'A' }, { url: 'https://b.example' }],
    };
    const draft = draftOf(a);
    expect(draft).toMatchObject({
      linkUrl: 'https://a.example',
      linkLabel: 'A',
      moreLinks: [{ url: 'https://b.example' }],
    });
    expect(announcementBody(draft)).toEqual({ ...a, published: a.published });
  });
});
