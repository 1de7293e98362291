import { checkFirstPaint } from '../test/firstPaint';

checkFirstPaint('league-ar');
