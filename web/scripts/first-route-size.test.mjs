// node --test scripts/: the chunk graph rules of the first-route size check.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  chunkName,
  dynamicImports,
  entryScripts,
  firstRouteFiles,
  staticImports,
  withFixedHashes,
} from './first-route-size.mjs';

test('static imports are found in every form Rollup writes, dynamic ones are not', () => {
  const cases = [
    ['import{a as b,c}from"./x-AAAAAAAA.js";', ['x-AAAAAAAA.js']],
    ['import d from"./x.js";import"./y.js";', ['x.js', 'y.js']],
    ['import d,{e}from"./x.js";', ['x.js']],
    ['import*as n from"./x.js";', ['x.js']],
    ['const p=()=>import("./x.js");', []],
    ['import{a}from"react";', []],
  ];
  for (const [code, want] of cases) assert.deepEqual(staticImports(code), want, code);
  assert.deepEqual(dynamicImports('x(()=>import("./Home-AAAAAAAA.js"));import"./y.js"'), [
    'Home-AAAAAAAA.js',
  ]);
});

test('the hashes of the files a chunk names are counted as one fixed text', () => {
  const a = 'x(()=>import("./Home-B_-pI_mj.js"));m(["assets/hls.light-Bfb5T-Wl.js","assets/a-D7FGEAFl.css"])';
  const b = 'x(()=>import("./Home-Zz9_8xYw.js"));m(["assets/hls.light-00aa-1Bb.js","assets/a-QQQQQQQQ.css"])';
  assert.equal(withFixedHashes(a), withFixedHashes(b));
  assert.equal(
    withFixedHashes(a),
    'x(()=>import("./Home-00000000.js"));m(["assets/hls.light-00000000.js","assets/a-00000000.css"])',
  );
  // Code that is no file name stays as it is.
  assert.equal(withFixedHashes('a-bcdefghi.jsx;"-12345678.json"'), 'a-bcdefghi.jsx;"-12345678.json"');
});

test('chunk names drop the content hash', () => {
  for (const [file, want] of [
    ['HomePage-B_-pI_mj.js', 'HomePage'],
    ['index-D7FGEAFl.js', 'index'],
    ['pt-BR-bTr-eJom.js', 'pt-BR'],
  ])
    assert.equal(chunkName(file), want);
});

test('the entry scripts of index.html', () => {
  const html =
    '<script type="module" crossorigin src="/assets/index-D7FGEAFl.js"></script><script>x</script>';
  assert.deepEqual(entryScripts(html), ['index-D7FGEAFl.js']);
});

test('the first route is the entry closure plus the route chunk closure, each file once', () => {
  const files = {
    'index-AAAAAAAA.js':
      'import"./vendor-AAAAAAAA.js";const r=()=>import("./HomePage-AAAAAAAA.js"),s=()=>import("./Other-AAAAAAAA.js");',
    'vendor-AAAAAAAA.js': '',
    'HomePage-AAAAAAAA.js': 'import{a}from"./index-AAAAAAAA.js";import{b}from"./Groups-AAAAAAAA.js";',
    'Groups-AAAAAAAA.js': 'import{a}from"./vendor-AAAAAAAA.js";',
    'Other-AAAAAAAA.js': 'import"./Big-AAAAAAAA.js";',
  };
  const read = (n) => files[n];
  assert.deepEqual(firstRouteFiles('index-AAAAAAAA.js', read), [
    'index-AAAAAAAA.js',
    'vendor-AAAAAAAA.js',
    'HomePage-AAAAAAAA.js',
    'Groups-AAAAAAAA.js',
  ]);
  assert.throws(() => firstRouteFiles('index-AAAAAAAA.js', read, 'Missing'), /expected one Missing chunk/);
});
