import { checkFirstPaint } from '../test/firstPaint';

checkFirstPaint('match-tennis-fr');
