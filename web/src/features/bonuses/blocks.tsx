// The bonuses' content blocks (core/contentBlocks): the player's bonuses and the promo-code form.
import { BlockTitle, type BlockProps } from '../../core/contentBlocks';
import { PromoCodeForm } from './PromoCodeForm';
import { PlayerBonuses } from './PromotionsPage';

export const BonusesBlock = ({ block }: BlockProps) => (
  <>
    <BlockTitle block={block} />
    <PlayerBonuses />
  </>
);

export const PromocodeBlock = ({ block }: BlockProps) => (
  <>
    <BlockTitle block={block} />
    <PromoCodeForm />
  </>
);
