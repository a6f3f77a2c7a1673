// The code layout shows the design (STYLE.md, "The shape of the code"): which room of src/ may
// import which, and no cycle, between rooms or between files at run time.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { roomImports } from '../../scripts/rooms.mjs';

const { rooms, cycles, fileCycles } = roomImports('src');

test('no cycle between the rooms of src/, nor between files at run time', () => {
  assert.deepEqual({ cycles, fileCycles }, { cycles: [], fileCycles: [] });
});

test('core imports nothing else of src/: no page, no strings, no data', () => {
  assert.deepEqual(rooms.get('core'), []);
});

test('the strings depend on core, never the other way', () => {
  assert.deepEqual(rooms.get('i18n'), ['core']);
});

test('the browser rooms never reach the Node-only ones (admin, cli, fake-shop)', () => {
  for (const room of ['core', 'data', 'i18n', 'elements', 'define', 'context', 'events', 'index', 'all']) {
    assert.deepEqual(rooms.get(room).filter((r) => ['admin', 'cli', 'fake-shop'].includes(r)), [], room);
  }
});
