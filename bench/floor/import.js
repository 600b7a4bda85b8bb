'use strict';
const passWords = new Set(['1', 'true', 'pass', 'passed', 'C']);
document.querySelector('[data-testid="data-file"]').addEventListener('change', async (event) => {
  const text = await event.target.files[0].text();
  const tally = new Map();
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const [task, , success] = line.split(',');
    let counts = tally.get(task);
    if (!counts) tally.set(task, (counts = [0, 0]));
    counts[0] += 1;
    if (passWords.has(success)) counts[1] += 1;
  }
  let sum = 0;
  for (const [n, c] of tally.values()) sum += c / n;
  const mean = sum / tally.size;
  document.querySelector('[data-testid="data-avg"]').dataset.value = String(mean);
  document.querySelector('[data-testid="data-pass-at-k"]').dataset.value = String(mean);
  document.querySelector('[data-testid="data-task-count"]').textContent = String(tally.size);
});
