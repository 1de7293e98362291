// The two sizes the suite covers: layout specs run at both, every other flow at one (../README.md).
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
