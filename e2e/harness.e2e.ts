import { expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

const app = useApp();

// The other tests pass when nothing is reported; this one proves the watcher reports.
it('the page watcher reports console errors, uncaught errors and failed requests', async () => {
  const tab = await app.open(viewports.desktop);
  await tab.page.goto('/');
  await expectScreen(tab.page, 'Home');
  await tab.page.evaluate(() => {
    console.error('a deliberate console error');
    setTimeout(() => {
      throw new Error('a deliberate uncaught error');
    });
    void fetch('/api/trpc/no.such.procedure');
    const image = new Image();
    image.src = '/no-such-image.png';
    document.body.append(image);
  });
  await expect(expectNoProblems(tab)).rejects.toThrow();
  const reported = tab.problems.list().join('\n');
  expect(reported).toContain('a deliberate console error');
  expect(reported).toContain('a deliberate uncaught error');
  expect(reported).toMatch(/request: GET \S+\/api\/trpc\/no\.such\.procedure: HTTP 404/);
  expect(reported).toMatch(/request: GET \S+\/no-such-image\.png: HTTP 404/);
});
