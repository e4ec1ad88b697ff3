import type { Browser, Locator, Page } from '@playwright/test';
import type { ConversationPage } from '@storefront/contract/conversations';
import { getJson } from './details-support.ts';
import { accessTokenOf, expect, signIn, test } from './support/fixtures.ts';

// A demo item no other spec writes to.
const ITEM = 'bundle-messaging-suite';
const LIST = `/store/catalog/details/${ITEM}/contact-provider`;

async function openAs(browser: Browser, baseURL: string, user: 'alice' | 'bob' | 'paula') {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, user, { path: LIST });
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Provider' })).toBeVisible();
  return page;
}

/** The bell's unread count, from its accessible name ("Notifications" or "Notifications, N unread"). */
async function bellCount(page: Page): Promise<number> {
  const name = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
  const m = /, (\d+)\+? unread$/.exec(name ?? '');
  return m ? Number(m[1]) : 0;
}

/** Sends with Enter; should another spec's post by the same user be too recent, waits as told and resends. */
async function post(page: Page, box: Locator, text: string, sent: Locator) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await box.fill(text);
    await box.press('Enter');
    const refused = page.getByRole('alert').filter({ hasText: 'You are posting too often' });
    await expect(sent.or(refused).first()).toBeVisible();
    if (await sent.isVisible()) return;
    const wait = Number(/wait (\d+) second/.exec((await refused.textContent()) ?? '')?.[1] ?? 5);
    await page.waitForTimeout(wait * 1000);
  }
  await expect(sent).toBeVisible();
}

const card = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text });

test('alice asks, paula answers, alice sees NEW, edits and deletes; bob cannot touch it; messages stay text', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const question = `When does the messaging suite support webhooks? ${stamp}`;

  const alice = await openAs(browser, baseURL!, 'alice');
  const convKey = (await getJson<ConversationPage>(alice, `/api/web/asks/catitem/${ITEM}?pageSize=0`))
    .conversation.key;
  const before = await bellCount(alice);

  // Alice asks.
  const box = alice.getByRole('textbox', { name: 'Add a comment' });
  await expect(box).toHaveAttribute('placeholder', 'Add a comment...');
  await alice.getByRole('button', { name: 'Post Comment' }).click();
  await expect(alice.getByText('You must enter a comment.')).toBeVisible();
  await post(alice, box, question, card(alice, question));
  await expect(box).toHaveValue('');
  // Pinned by key: the card's text changes while it is edited.
  const askedKey = await card(alice, question).getAttribute('data-comment-key');
  const asked = alice.locator(`[data-comment-key="${askedKey}"]`);
  await expect(asked.getByRole('button', { name: 'Edit' })).toBeVisible();

  // Paula answers in the same screen, labelled as the provider.
  const paula = await openAs(browser, baseURL!, 'paula');
  const paulaCard = card(paula, question);
  await paulaCard.getByRole('button', { name: 'Reply' }).click();
  const replyBox = paulaCard.getByRole('textbox', { name: 'Add a reply' });
  const answer = `Next quarter, ${stamp}.`;
  await post(paula, replyBox, answer, paulaCard.getByTestId('reply').filter({ hasText: answer }));
  await expect(paulaCard.getByTestId('reply').filter({ hasText: answer })).toContainText('Provider');
  await paula.context().close();

  // Alice's bell rises; the thread shows NEW; the expanded view shows the reply as NEW and clears it.
  await alice.reload();
  await expect.poll(() => bellCount(alice)).toBe(before + 1);
  await expect(asked.getByTestId('new-replies')).toHaveText('NEW');
  await asked.getByRole('link', { name: 'Open thread' }).click();
  await expect(alice).toHaveURL(new RegExp(`/contact-provider/${convKey}/\\d+$`));
  await expect(alice.getByRole('heading', { level: 2, name: 'Contact Provider' })).toBeVisible();
  const reply = alice.getByTestId('reply').filter({ hasText: answer });
  await expect(reply.getByTestId('new-marker')).toHaveText('NEW');
  await expect.poll(() => bellCount(alice)).toBe(before);
  await alice.getByRole('link', { name: 'View all questions/requests' }).click();
  await expect(alice).toHaveURL(new RegExp(`${LIST}$`));
  await expect(asked.getByRole('button', { name: 'Show replies (1)' })).toBeVisible();
  await expect(asked.getByTestId('new-replies')).toHaveCount(0);

  // Alice edits, with the spec's texts.
  await asked.getByRole('button', { name: 'Edit' }).click();
  const editBox = asked.getByRole('textbox', { name: 'Edit comment' });
  await editBox.fill('');
  await asked.getByRole('button', { name: 'Save' }).click();
  await expect(asked.getByText('You must enter a comment.')).toBeVisible();
  await editBox.fill('x'.repeat(513));
  await asked.getByRole('button', { name: 'Save' }).click();
  await expect(asked.getByText('Comments must be less than 512 characters in length.')).toBeVisible();
  const edited = `${question} (and in which region?)`;
  await editBox.fill(edited);
  await asked.getByRole('button', { name: 'Save' }).click();
  const editedCard = asked;
  await expect(editedCard.getByTestId('message')).toHaveText(edited);
  await expect(editedCard.getByText('(edited)')).toBeVisible();

  // Bob sees it, has no edit or delete on it, and the API refuses him.
  const bob = await openAs(browser, baseURL!, 'bob');
  const bobView = card(bob, edited);
  await expect(bobView).toBeVisible();
  await expect(bobView.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(bobView.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const order = (
    await getJson<ConversationPage>(bob, `/api/web/asks/catitem/${ITEM}?pageSize=20`)
  ).comments.find((c) => c.message === edited)!.order;
  for (const data of [
    { key: convKey, order, message: 'Bob was here' },
    { key: convKey, order, deleted: true },
  ]) {
    const res = await bob.request.put(`/api/web/comments/catitem/${ITEM}`, {
      headers: { authorization: `Bearer ${await accessTokenOf(bob)}` },
      data,
    });
    expect(res.status()).toBe(403);
  }

  // Markup from consumers is text: it shows as typed and runs nothing.
  const xss = '<img src=x onerror=alert(1)>';
  const dialogs: string[] = [];
  bob.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await post(bob, bob.getByRole('textbox', { name: 'Add a comment' }), xss, card(bob, xss));
  await expect(card(bob, xss).getByTestId('message')).toHaveText(xss);
  await expect(bob.locator('img[src="x"]')).toHaveCount(0);
  await bob.reload();
  await expect(card(bob, xss).getByTestId('message')).toHaveText(xss);
  expect(dialogs).toEqual([]);
  await bob.context().close();

  // Alice deletes.
  await editedCard.getByRole('button', { name: 'Delete' }).click();
  await editedCard.getByRole('button', { name: 'Yes, delete' }).click();
  const gone = asked;
  await expect(gone.getByText('Message has been deleted.')).toBeVisible();
  await expect(card(alice, edited)).toHaveCount(0);
  await expect(gone.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await expect(gone.getByRole('button', { name: /replies/ })).toHaveCount(0);
  await alice.context().close();
});
