// The features together (app/features.ts): every content block kind, every modal kind and every
// page has exactly one feature behind it.
import { describe, expect, it } from 'vitest';
import type { CmsBlockKind } from '../api/types';
import type { ModalKind } from '../core/auth';
import { OWN_KINDS } from '../features/cms';
import { FEATURES } from './features';
import { slots } from './slots';

// Each list names every kind: the typecheck fails on a kind the schema or core/auth adds.
const BLOCK_KINDS = Object.keys({
  label: 1,
  text: 1,
  image: 1,
  button: 1,
  modal: 1,
  pageBanner: 1,
  iframe: 1,
  eventMarkets: 1,
  eventStats: 1,
  liveEvents: 1,
  outrights: 1,
  prematchEvents: 1,
  promocode: 1,
  resultEvents: 1,
  results: 1,
  schedule: 1,
  topEvents: 1,
  topLeagues: 1,
  tournaments: 1,
  bonuses: 1,
  jackpotBanner: 1,
  jackpotLeaderboard: 1,
  speedDial: 1,
  favorites: 1,
  prediction: 1,
} satisfies Record<CmsBlockKind, 1>) as CmsBlockKind[];

const MODAL_KINDS = Object.keys({
  signIn: 1,
  signUp: 1,
  confirmation: 1,
  passwordNew: 1,
  passwordEdit: 1,
  unlock: 1,
  phone: 1,
  authFields: 1,
  confirmPassword: 1,
  iframeDeposit: 1,
  quickDeposit: 1,
  activityLimit: 1,
  realityCheck: 1,
  sessionLimit: 1,
} satisfies Record<ModalKind, 1>) as ModalKind[];

describe('the features', () => {
  it('draw every kind of content block: the CMS page its own, one feature each of the others', () => {
    for (const kind of BLOCK_KINDS) {
      const drawers = FEATURES.filter((f) => f.blocks?.[kind]).length + (OWN_KINDS.includes(kind) ? 1 : 0);
      expect({ kind, drawers }).toEqual({ kind, drawers: 1 });
      expect(OWN_KINDS.includes(kind) || slots.contentBlocks?.[kind] !== undefined).toBe(true);
    }
  });

  it('show every modal kind, each from one feature', () => {
    for (const kind of MODAL_KINDS) {
      const shownBy = FEATURES.filter((f) => f.modals?.kinds.includes(kind)).length;
      expect({ kind, shownBy }).toEqual({ kind, shownBy: 1 });
    }
  });

  it('declare each path once', () => {
    const paths = FEATURES.flatMap((f) => f.routes ?? []).map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });
});
