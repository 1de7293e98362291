import { checkFirstPaint } from '../test/firstPaint';

checkFirstPaint('live-en');
