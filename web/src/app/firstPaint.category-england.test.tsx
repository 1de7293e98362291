import { checkFirstPaint } from '../test/firstPaint';

checkFirstPaint('category-england');
