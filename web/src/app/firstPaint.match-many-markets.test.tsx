import { checkFirstPaint } from '../test/firstPaint';

checkFirstPaint('match-many-markets');
