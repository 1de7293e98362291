// The furniture (core/feature): the cookie notice, welcome, reminders and the operator's tag
// manager on every page; none inside the operator's mobile app, which skips every extra (spec
// section 2; the server paints no cookie notice there either, internal/web).
import { ENVIRONMENT } from '../../core/embed/frame';
import type { Feature } from '../../core/feature';
import { Furniture } from './Furniture';

export const furnitureFeature: Feature = { everyPage: ENVIRONMENT.mobileApp ? undefined : Furniture };
