// The search (core/feature): its button in the header (core/slots), which loads the
// search itself on the first click.
import type { Feature } from '../../core/feature';
import { SearchButton } from './SearchButton';

export const searchFeature: Feature = { slots: { searchButton: SearchButton } };
