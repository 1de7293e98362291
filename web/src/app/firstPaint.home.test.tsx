import { checkFirstPaint } from '../test/firstPaint';

checkFirstPaint('home');
