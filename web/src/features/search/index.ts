// The search's public part: its button in the header (core/slots), which loads the search itself
// on the first click.
import type { Slots } from '../../core/slots';
import { SearchButton } from './SearchButton';

export const searchSlots: Slots = { searchButton: SearchButton };
