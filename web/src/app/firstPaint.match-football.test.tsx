import { checkFirstPaint } from '../test/firstPaint';

checkFirstPaint('match-football');
