// Front-end figures for `make bench`: Lighthouse (mobile preset) on the home page, /live and a live
// match page, the median of LIGHTHOUSE_RUNS runs (3) for each figure, and the gzip size of the
// JavaScript and CSS the first route loads. It prints figures and never fails on them.
// Usage: node bench/lighthouse.mjs http://127.0.0.1:18081
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { gzipSync } from 'node:zlib';

const base = process.argv[2] ?? 'http://127.0.0.1:18081';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function firstRouteAssets(url) {
  const html = await (await fetch(url)).text();
  const refs = new Set();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g))
    refs.add(m[1]);
  // A painted page names its code for its script to load after the first frame (internal/web).
  for (const m of html.matchAll(/<meta name="paint-(?:entry|code)" content="([^"]+)"/g))
    for (const ref of m[1].split(' ')) refs.add(ref);
  let js = 0;
  let css = 0;
  for (const ref of refs) {
    const body = Buffer.from(await (await fetch(new URL(ref, url))).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    if (ref.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files: refs.size };
}

async function liveMatchPath() {
  const res = await fetch(`${base}/api/sportsbook/matches?match_status=1&limit=1`);
  const body = await res.json();
  const m = body.data?.[0];
  return m ? `/${m.sport.key}/${m.slug}` : null;
}

async function audit(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const a = result.lhr.audits;
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    lcp: Math.round(a['largest-contentful-paint'].numericValue),
    tbt: Math.round(a['total-blocking-time'].numericValue),
    cls: a['cumulative-layout-shift'].numericValue,
    fcp: Math.round(a['first-contentful-paint'].numericValue),
  };
}

const assets = await firstRouteAssets(`${base}/`);
console.log(
  `First route (home): ${assets.files} files, JS ${(assets.js / 1024).toFixed(1)} KB gzip, CSS ${(assets.css / 1024).toFixed(1)} KB gzip`,
);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const pages = [
    ['home', '/'],
    ['live', '/live'],
  ];
  const match = await liveMatchPath();
  if (match) pages.push(['live match', match]);
  for (const [name, path] of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(chrome, base + path));
    const m = (key) => median(results.map((r) => r[key]));
    console.log(
      `Lighthouse mobile, ${name} (${path}), median of ${runs}: performance ${m('score')}, FCP ${m('fcp')} ms, LCP ${m('lcp')} ms, TBT ${m('tbt')} ms, CLS ${m('cls').toFixed(3)}`,
    );
  }
} finally {
  await chrome.kill();
}
