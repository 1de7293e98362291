// The furniture (core/feature): the cookie notice, welcome and reminders on every page.
import type { Feature } from '../../core/feature';
import { Furniture } from './Furniture';

export const furnitureFeature: Feature = { everyPage: Furniture };
