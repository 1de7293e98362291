import { checkFirstPaint } from '../test/firstPaint';

checkFirstPaint('match-prematch-ar');
