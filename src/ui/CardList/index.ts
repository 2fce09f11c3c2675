export {
  CardList,
  CARD_LIST_VARIANTS,
  type CardListItem,
  type CardListProps,
  type CardListVariant,
} from './CardList.tsx';
