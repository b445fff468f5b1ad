import { expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

const feedbackUrl = 'https://feedback.example.org/fretboard';
const app = useApp({ FEEDBACK_URL: feedbackUrl });

it('with FEEDBACK_URL configured, /feedback redirects there and the footer links to it', async () => {
  const response = await fetch(app.url('/feedback'), { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(feedbackUrl);

  const tab = await app.open(viewports.desktop);
  await tab.page.goto('/');
  await expectScreen(tab.page, 'Home');
  const link = tab.page.locator('footer.site-footer').getByRole('link', { name: 'Feedback' });
  expect(await link.getAttribute('href')).toBe(feedbackUrl);
  await expectNoProblems(tab);
});
