// The schedule's public part: its times of day, which the quick links open it on.
export { TIMES } from './listQuery';
