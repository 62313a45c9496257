import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The listing page's words; `en` is today's text (the SPEC's where it quotes one). */
const messages = defineMessages({
  notAvailable: { id: 'listing.notAvailable', defaultMessage: 'This product is not available.' },
  addToCart: { id: 'listing.addToCart', defaultMessage: 'Add to cart' },
  outOfStock: { id: 'listing.outOfStock', defaultMessage: 'Out of stock' },
  report: { id: 'listing.report', defaultMessage: 'Report this product' },
  fanValidation: defineMessage<{ count: number }>({
    id: 'listing.fanValidation',
    defaultMessage: 'Fan favorite: more than {count} orders',
  }),
  productType: { id: 'listing.productType', defaultMessage: 'Product type' },
  colour: { id: 'listing.colour', defaultMessage: 'Color' },
  size: { id: 'listing.size', defaultMessage: 'Size' },
  quantity: { id: 'listing.quantity', defaultMessage: 'Quantity' },
  privateTitle: {
    id: 'listing.privateTitle',
    defaultMessage: 'Listing is currently set as Private',
  },
  privateText: {
    id: 'listing.privateText',
    defaultMessage: "This page won't be visible to anyone",
  },
  privateColour: defineMessage<{ colour: string }>({
    id: 'listing.privateColour',
    defaultMessage: '{colour} (private: only shown in preview)',
  }),
  addedTitle: { id: 'listing.addedTitle', defaultMessage: 'Added to cart' },
  addedText: defineMessage<{ title: string }>({
    id: 'listing.addedText',
    defaultMessage: '{title} was added to your cart.',
  }),
  viewCart: { id: 'listing.viewCart', defaultMessage: 'View cart' },
  continueShopping: { id: 'listing.continueShopping', defaultMessage: 'Continue shopping' },
  tabs: { id: 'listing.tabs', defaultMessage: 'Product information' },
  description: { id: 'listing.description', defaultMessage: 'Description' },
  productDetails: { id: 'listing.productDetails', defaultMessage: 'Product Details' },
  deliveryDetails: { id: 'listing.deliveryDetails', defaultMessage: 'Delivery Details' },
  about: { id: 'listing.about', defaultMessage: 'About' },
  materials: { id: 'listing.materials', defaultMessage: 'Materials' },
  fit: { id: 'listing.fit', defaultMessage: 'Fit' },
  comparableBrands: { id: 'listing.comparableBrands', defaultMessage: 'Comparable brands' },
  digitalDelivery: {
    id: 'listing.digitalDelivery',
    defaultMessage:
      'This is a digital product: it is delivered by email as soon as your order is placed. No shipping is needed.',
  },
  digitalReturns: {
    id: 'listing.digitalReturns',
    defaultMessage: 'Digital products are not eligible for returns once delivered.',
  },
  shipsBy: defineMessage<{ date: string }>({
    id: 'listing.shipsBy',
    defaultMessage: 'Printed on demand for you. Estimated to ship by {date}.',
  }),
  shipsSoon: {
    id: 'listing.shipsSoon',
    defaultMessage: 'Printed on demand for you and shipped within a few business days.',
  },
  returnWithin: defineMessage<{ days: number }>({
    id: 'listing.returnWithin',
    defaultMessage: 'Not happy? Return it within {days} days for free.',
  }),
  holidayDigital: {
    id: 'listing.holidayDigital',
    defaultMessage: 'Holiday gift? Digital orders arrive within 5 hours.',
  },
  holidayStandard: {
    id: 'listing.holidayStandard',
    defaultMessage: 'Order now with standard shipping to get it by 12/25.',
  },
  holidayRush: {
    id: 'listing.holidayRush',
    defaultMessage: 'Order now with rush shipping to get it by 12/25.',
  },
  holidaySuperRush: {
    id: 'listing.holidaySuperRush',
    defaultMessage: 'Order now with super rush shipping to get it by 12/25.',
  },
  sizeGuide: { id: 'listing.sizeGuide', defaultMessage: 'Size guide' },
  units: { id: 'listing.units', defaultMessage: 'Units' },
  inches: { id: 'listing.inches', defaultMessage: 'Inches' },
  centimetres: { id: 'listing.centimetres', defaultMessage: 'Centimetres' },
  captionInches: defineMessage<{ product: string }>({
    id: 'listing.captionInches',
    defaultMessage: '{product} measurements (inches)',
  }),
  captionCm: defineMessage<{ product: string }>({
    id: 'listing.captionCm',
    defaultMessage: '{product} measurements (centimetres)',
  }),
  sizeChartAlt: defineMessage<{ product: string }>({
    id: 'listing.sizeChartAlt',
    defaultMessage: 'Size chart for {product}',
  }),
  nextImage: { id: 'listing.nextImage', defaultMessage: 'Next image' },
  showImage: defineMessage<{ number: number }>({
    id: 'listing.showImage',
    defaultMessage: 'Show image {number}',
  }),
  related: { id: 'listing.related', defaultMessage: 'You might also like' },
  previousProducts: { id: 'listing.previousProducts', defaultMessage: 'Previous products' },
  nextProducts: { id: 'listing.nextProducts', defaultMessage: 'Next products' },
  range: defineMessage<{ from: number; to: number; total: number }>({
    id: 'listing.range',
    defaultMessage: '{from}–{to} of {total}',
  }),
  loading: { id: 'listing.loading', defaultMessage: 'Loading product' },
});

export const LISTING_MESSAGES = messages;

export const listingCatalog = defineCatalog(messages);
