import { checkFirstPaint } from '../test/firstPaint';

checkFirstPaint('sport-football');
