// What a feature contributes to the app (issue 25), declared in its public index.ts and composed by
// app/features.ts: its pages, its dialogs, what it does with realtime messages, what it shows in
// other features' places, the content blocks it draws, and the parts every page carries. Anything
// more than a few bytes is lazy here, so that declaring a feature costs the first screen nothing.
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { RealtimeMessage } from '../api/types';
import type { ModalKind, ModalViewProps } from './auth';
import type { BlockRenderers } from './contentBlocks';
import type { Slots } from './slots';

export interface FeatureRoute {
  /** The path under the locale's root (spec section 2); '' is the home page. */
  path: string;
  /** The page, loaded on its first visit. */
  page: () => Promise<ComponentType>;
  /** An operator's CMS page at the same path shows instead (a custom path before a sport's). */
  yieldsToContent?: boolean;
}

export interface FeatureModals {
  /** The modal kinds it shows (core/auth): the names the embed protocol announces. */
  kinds: readonly ModalKind[];
  /** Shows one of them; lazy, so its code loads when the first one opens. */
  View: ComponentType<ModalViewProps>;
}

export interface FeatureRealtime {
  /** A batch of the updates channel's messages, after the query cache has taken them. */
  updates?: (qc: QueryClient, msgs: readonly RealtimeMessage[]) => void;
  /** A message of the signed-in player's private channel. */
  private?: (qc: QueryClient, msg: RealtimeMessage) => void;
  /** The private channel is back after a break in which messages may have been lost. */
  resubscribed?: (qc: QueryClient) => void;
}

export interface Feature {
  routes?: readonly FeatureRoute[];
  modals?: FeatureModals;
  realtime?: FeatureRealtime;
  slots?: Slots;
  blocks?: BlockRenderers;
  /** Around the shell and every page: what the feature's parts on any page read (the slip's
   * settings). */
  provider?: ComponentType<{ children: ReactNode }>;
  /** Mounted on every page, beside it (a watcher, an alert host, the slip). */
  everyPage?: ComponentType;
  /** Mounted while a player is signed in. */
  signedIn?: ComponentType;
  /** The first part of the keys of its queries whose data is in the language it was asked in (the
   * catalogue's names): fetched again after a language change. */
  localizedQueries?: readonly string[];
}

/** A page with fixed props: a route that shows a page in one of its views. */
export function withProps<P extends object>(Page: ComponentType<P>, props: P): ComponentType {
  return function PageView() {
    return createElement(Page, props);
  };
}
