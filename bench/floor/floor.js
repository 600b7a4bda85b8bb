// The floor for the interaction benchmark: what one slider tick costs when written by hand.
// Same inputs, same readouts (text and data-value), same two charts: legend strip, mesh
// with 11 x and 6 y labels, axis titles, guide line, curves and labelled markers.
'use strict';
const colors = { text: '#1c2028', grid: '#dee2e8', at: '#0072b2', hat: '#d55e00', chain: '#009e73' };
const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const inputs = { p: $('p'), k: $('k'), steps: $('steps') };

function axisMax(n) { return Math.max(20, Math.ceil(Math.ceil((n * 3) / 2) / 10) * 10); }
function percent(x) {
  const digits = x >= 0.9999 || x <= 0.0001 ? 6 : 2;
  return `${(x * 100).toFixed(digits).replace(/\.?0+$/, '')}%`;
}

function drawChart(canvas, { series, xMax, current, markers, xTitle }) {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.round(canvas.clientWidth * ratio);
  const height = Math.round(canvas.clientHeight * ratio);
  if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; }
  const g = canvas.getContext('2d');
  const px = (v) => v * ratio;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, width, height);
  // Legend strip.
  const legendHeight = px(28);
  g.font = `${px(13)}px sans-serif`;
  g.textBaseline = 'middle';
  let lx = px(62);
  for (const s of series) {
    g.strokeStyle = s.color; g.lineWidth = px(3);
    g.beginPath(); g.moveTo(lx, legendHeight / 2); g.lineTo(lx + px(24), legendHeight / 2); g.stroke();
    g.fillStyle = colors.text; g.textAlign = 'left';
    g.fillText(s.label, lx + px(30), legendHeight / 2);
    lx += px(30) + g.measureText(s.label).width + px(24);
  }
  // Plot area.
  const left = px(6 + 62), right = width - px(18), top = legendHeight + px(8), bottom = height - px(6 + 44);
  const x = (v) => left + ((v - 1) / (xMax - 1)) * (right - left);
  const y = (v) => bottom - v * (bottom - top);
  g.lineWidth = px(1);
  g.font = `${px(12)}px sans-serif`;
  for (let i = 0; i <= 10; i++) {
    const v = 1 + ((xMax - 1) * i) / 10;
    g.strokeStyle = colors.grid; g.beginPath(); g.moveTo(x(v), top); g.lineTo(x(v), bottom); g.stroke();
    g.fillStyle = colors.text; g.textAlign = 'center'; g.textBaseline = 'top';
    g.fillText(String(Math.round(v)), x(v), bottom + px(6));
  }
  for (let i = 0; i <= 5; i++) {
    const v = i / 5;
    g.strokeStyle = colors.grid; g.beginPath(); g.moveTo(left, y(v)); g.lineTo(right, y(v)); g.stroke();
    g.fillStyle = colors.text; g.textAlign = 'right'; g.textBaseline = 'middle';
    g.fillText(`${Math.round(v * 100)}%`, left - px(6), y(v));
  }
  g.strokeStyle = 'rgba(28,32,40,0.6)';
  g.beginPath(); g.moveTo(left, top); g.lineTo(left, bottom); g.lineTo(right, bottom); g.stroke();
  g.font = `${px(13)}px sans-serif`; g.textAlign = 'center'; g.textBaseline = 'bottom';
  g.fillText(xTitle, (left + right) / 2, height - px(2));
  g.save(); g.translate(px(14), (top + bottom) / 2); g.rotate(-Math.PI / 2);
  g.fillText('probability', 0, 0); g.restore();
  // Guide line at the current x.
  g.strokeStyle = 'rgba(28,32,40,0.35)';
  g.beginPath(); g.moveTo(x(current), top); g.lineTo(x(current), bottom); g.stroke();
  // Curves.
  for (const s of series) {
    g.strokeStyle = s.color; g.lineWidth = px(2.5);
    g.beginPath();
    s.points.forEach(([a, b], i) => (i ? g.lineTo(x(a), y(b)) : g.moveTo(x(a), y(b))));
    g.stroke();
  }
  // Markers.
  const rightHalf = current > (1 + xMax) / 2;
  g.font = `bold ${px(13)}px sans-serif`; g.textBaseline = 'middle';
  g.textAlign = rightHalf ? 'right' : 'left';
  for (const m of markers) {
    g.beginPath(); g.arc(x(m.x), y(m.y), px(5), 0, 2 * Math.PI);
    g.fillStyle = '#fff'; g.fill(); g.strokeStyle = m.color; g.lineWidth = px(2.5); g.stroke();
    g.fillStyle = m.color;
    g.fillText(m.label, x(m.x) + (rightHalf ? -px(9) : px(9)), y(m.y) + (m.y < 0.85 ? -px(11) : px(11)));
  }
}

function update() {
  const p = Number(inputs.p.value) / 100;
  const k = Number(inputs.k.value);
  const steps = Number(inputs.steps.value);
  const at = 1 - (1 - p) ** k, hat = p ** k, chain = p ** steps;
  for (const [id, value] of [['pass-at-k', at], ['pass-hat-k', hat], ['chain', chain]]) {
    const el = $(id);
    el.textContent = percent(value);
    el.dataset.value = String(value);
  }
  const kMax = axisMax(k);
  const ks = Array.from({ length: kMax }, (_, i) => i + 1);
  drawChart($('chart-k'), {
    xTitle: 'k (attempts)', xMax: kMax, current: k,
    series: [
      { label: 'pass@k', color: colors.at, points: ks.map((n) => [n, 1 - (1 - p) ** n]) },
      { label: 'pass^k', color: colors.hat, points: ks.map((n) => [n, p ** n]) },
    ],
    markers: [
      { x: k, y: at, color: colors.at, label: `pass@${k} = ${percent(at)}` },
      { x: k, y: hat, color: colors.hat, label: `pass^${k} = ${percent(hat)}` },
    ],
  });
  const sMax = axisMax(steps);
  const ss = Array.from({ length: sMax }, (_, i) => i + 1);
  drawChart($('chart-steps'), {
    xTitle: 'steps', xMax: sMax, current: steps,
    series: [{ label: 'chain success', color: colors.chain, points: ss.map((n) => [n, p ** n]) }],
    markers: [{ x: steps, y: chain, color: colors.chain, label: `${steps} steps = ${percent(chain)}` }],
  });
}

for (const input of Object.values(inputs)) input.addEventListener('input', update);
update();
