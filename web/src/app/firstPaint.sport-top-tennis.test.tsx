import { checkFirstPaint } from '../test/firstPaint';

checkFirstPaint('sport-top-tennis');
