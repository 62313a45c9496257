export interface OrderItem {
  sku: string;
  title: string;
  quantity: number;
  price: number;
  colorName: string;
  sizeLabel: string;
  image: string;
}

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  status: string;
  shippedAt: string | null;
}

export interface Order {
  lookupNumber: string;
  orderNumber: string;
  /** Only when read by its checkout id (the caller holds it already); never by lookup number. */
  checkoutId?: string;
  status: string;
  shippingMethod: string;
  created: string;
  updated: string;
  totalCost: { amount: number; currency: string };
  items: OrderItem[];
  shipments: Shipment[];
  customerName: string;
  arrivalEstimate: { early: string; late: string } | null;
}
