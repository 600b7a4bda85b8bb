// The command (target/native/passk), the Python package (target/py-test, from `make
// python`) and the data page read the same fixture files and give the same numbers, to
// 1e-12: pass@k, pass^k and avg@k with their 95% t intervals, at 1 and at the largest k
// every task allows.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { watch } from './helpers.mjs';

const fixtures = 'tests/fixtures';
// Every fixture on disk but the malformed corpus (passk-data's tests hold each to a format),
// so a new format's fixture is compared here without an edit. A folder is several files
// read together as one run (SWE-bench's reports, one per run).
const FILES = fs.readdirSync(fixtures).filter((name) => name !== 'malformed.json').sort();

/** The files of a fixture: itself, or a folder's files in order. */
function filesOf(entry) {
  const full = path.join(fixtures, entry);
  return fs.statSync(full).isDirectory() ? fs.readdirSync(full).sort().map((name) => path.join(full, name)) : [full];
}

function command(file) {
  return JSON.parse(execFileSync('target/native/passk', ['summary', ...filesOf(file), '--format', 'json']));
}

function python(file, ks) {
  const script = 'import json, sys, passk; print(json.dumps(passk.summary(passk.read(json.loads(sys.argv[1])), k=json.loads(sys.argv[2])).to_dict()))';
  return JSON.parse(execFileSync('target/py-test/bin/python', ['-c', script, JSON.stringify(filesOf(file)), JSON.stringify(ks)]));
}

const close = (a, b) => (a === null && b === null) || Math.abs(a - b) <= 1e-12;

for (const file of FILES) {
  test(`${file}: the command, the Python package and the data page agree`, async ({ page }) => {
    const problems = watch(page);
    const fromCommand = command(file);
    const ks = fromCommand.at.map((at) => at.k);
    const fromPython = python(file, ks);
    expect(fromPython.at).toEqual(fromCommand.at);
    await page.goto('/data.html?view=data&lang=en');
    await page.getByTestId('data-file').setInputFiles(filesOf(file).map((full) => ({ name: path.basename(full), mimeType: 'application/octet-stream', buffer: fs.readFileSync(full) })));
    await expect(page.getByTestId('data-task-count')).toHaveText(String(fromCommand.tasks));
    for (const at of fromCommand.at) {
      await page.getByTestId('data-k').fill(String(at.k));
      for (const [testid, key] of [['data-pass-at-k', 'pass_at_k'], ['data-pass-hat-k', 'pass_hat_k'], ['data-avg', 'avg']]) {
        const card = page.getByTestId(testid);
        await expect(card).toHaveAttribute('data-value', /./);
        await expect.poll(async () => close(Number(await card.getAttribute('data-value')), at[key].value), `${file} k=${at.k} ${key}`).toBe(true);
        expect(close(Number(await card.getAttribute('data-ci-lo')), at[key].lo), `${file} k=${at.k} ${key} lo`).toBe(true);
        expect(close(Number(await card.getAttribute('data-ci-hi')), at[key].hi), `${file} k=${at.k} ${key} hi`).toBe(true);
      }
    }
    expect(problems).toEqual([]);
  });
}
