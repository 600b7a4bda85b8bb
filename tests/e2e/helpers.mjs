// Shared by the browser specs: what every test watches for, and where screenshots go.
import fs from 'node:fs';

/** Screenshots saved as test artifacts (look at them). */
export const shots = 'tests/e2e/artifacts';
fs.mkdirSync(shots, { recursive: true });

/**
 * Collects what must never happen on the page: an uncaught error (a WebAssembly panic
 * shows up here), a console error, a dialog (a script run from a task name, say), or a
 * request leaving the app's own origin. Tests end with `expect(problems).toEqual([])`.
 */
export function watch(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    problems.push(`a dialog opened: ${dialog.message()}`);
    dialog.dismiss();
  });
  page.on('request', (request) => {
    const target = new URL(request.url());
    const local = ['127.0.0.1', 'localhost'].includes(target.hostname);
    if (!local && !['data:', 'blob:'].includes(target.protocol)) {
      problems.push(`request outside the app: ${request.url()}`);
    }
  });
  return problems;
}
