// The responsible-gambling modals' kinds, apart from their channel (rgChannel.ts): the feature's
// declaration names them on every page, the channel's code loads after the first screen.
export const RG_MODALS = ['realityCheck', 'activityLimit', 'sessionLimit'] as const;
export type RgModal = (typeof RG_MODALS)[number];
